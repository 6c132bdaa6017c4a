// The site's data made from the content graph, once per build (the content loader calls it):
// the views by id and each view's rules by number, the pairs of each comparison by block, who
// cites whom, which examples show on which rule, the search index's files and the practice
// questions. Everything here is plain data (Astro's content store keeps it); what depends on the
// base path (links) is made by the pages from it.
import { searchFiles, type ContentGraph } from '../content-files/index.ts';
import { blockText, findReferences, type Edition, type View } from '../rulebook/index.ts';
import { byName, collator } from './collate.ts';
import type { SiteData, ViewIndex } from './data.ts';
import { examplesByRule } from './examples.ts';
import { pairsByBlock } from './history.ts';

function indexView(view: View): ViewIndex {
  const index: ViewIndex = { rules: new Map(), sections: new Map(), order: [] };
  for (const section of view.sections) {
    index.sections.set(section.number, section);
    for (const rule of section.rules) {
      index.rules.set(rule.rule.number, { section, rule, position: index.order.length });
      index.order.push(rule.rule.number);
    }
  }
  return index;
}

function citations(editions: Edition[]): SiteData['citedBy'] {
  const citedBy: SiteData['citedBy'] = new Map();
  for (const edition of editions) {
    for (const section of edition.sections) {
      const blocks = [
        ...section.preamble.map((b) => ({ b, rule: null as string | null })),
        ...section.rules.flatMap((r) => r.blocks.map((b) => ({ b, rule: r.number }))),
      ];
      for (const { b, rule } of blocks) {
        for (const ref of findReferences(blockText(b))) {
          const list = citedBy.get(ref.number) ?? [];
          list.push({ edition: edition.id, anchor: b.anchor, rule });
          citedBy.set(ref.number, list);
        }
      }
    }
  }
  return citedBy;
}

export function assembleSiteData(graph: ContentGraph): SiteData {
  const [current, ...own] = graph.views;
  const views = new Map<string, View>([current, ...own].map((v) => [v.id, v]));
  const indexes = new Map([...views].map(([id, view]) => [id, indexView(view)]));
  const comparisons = graph.comparisons;
  const linked = { editions: graph.editions, indexes, comparisons, pairs: pairsByBlock(comparisons), examples: graph.examples };
  const { built } = searchFiles(graph);
  return {
    ...linked,
    declared: graph.declared,
    current,
    views,
    citedBy: citations(graph.editions),
    examplesByRule: examplesByRule(linked),
    cards: byName(graph.catalog.cards),
    engine: graph.engine.tables,
    derived: graph.engine.derived,
    defaultEdition: graph.engine.defaultEdition,
    rulings: graph.rulings,
    glossary: [...graph.glossary].sort((a, b) => collator.compare(a.term, b.term)),
    search: built,
    practice: { templates: graph.practice.templates.map((t) => ({ file: t.file, template: t.data })), questions: graph.practice.questions },
  };
}
