// The shapes of /api/*.json: the rulebook model, plus each rule's page and citation, and each
// block's `file` beside its `line` (the line counts in that content file).
import type { Block, Edition, Section, View } from '../rulebook/index.ts';
import { CURRENT_VIEW } from '../routes/index.ts';
import { citation, ruleHref, type SiteData } from './data.ts';

function located(block: Block, file: string) {
  const { line, ...rest } = block;
  return { ...rest, file, line };
}

function ruleEntry(site: SiteData, viewId: string, edition: string, rule: Section['rules'][number], file: string) {
  return { ...rule, url: ruleHref(viewId, rule.number), citation: citation(site, edition, rule.number), blocks: rule.blocks.map((b) => located(b, file)) };
}

export function editionPayload(site: SiteData, edition: Edition) {
  return {
    ...edition,
    parts: edition.parts.map((p) => ({ ...p, intro: p.intro.map((b) => located(b, p.file)) })),
    sections: edition.sections.map((s) => ({
      ...s,
      preamble: s.preamble.map((b) => located(b, s.file)),
      rules: s.rules.map((r) => ruleEntry(site, edition.id, edition.id, r, s.file)),
    })),
  };
}

/** The current view: every block carries the file of the edition it comes from. */
export function currentPayload(site: SiteData) {
  const files = contentFiles(site.editions);
  const fileOf = (edition: string, anchor: string) => files.get(`${edition}:${anchor}`)!;
  const view: View = site.current;
  return {
    ...view,
    parts: view.parts.map((p) => ({ ...p, intro: p.intro.map((b) => located(b, p.file)) })),
    sections: view.sections.map((s) => ({
      ...s,
      preamble: s.preamble.map((b) => ({ ...b, block: located(b.block, fileOf(b.edition, b.block.anchor)) })),
      rules: s.rules.map(({ edition, rule }) => ({ edition, ...ruleEntry(site, CURRENT_VIEW, edition, rule, fileOf(edition, rule.number)) })),
      trailing: s.trailing.map((b) => ({ ...b, block: located(b.block, fileOf(b.edition, b.block.anchor)) })),
    })),
  };
}

/** `edition:anchor` → the content file that holds the block (a rule is found by its number). */
function contentFiles(editions: Edition[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const edition of editions) {
    for (const section of edition.sections) {
      for (const block of section.preamble) files.set(`${edition.id}:${block.anchor}`, section.file);
      for (const rule of section.rules) for (const block of rule.blocks) files.set(`${edition.id}:${block.anchor}`, section.file);
    }
  }
  return files;
}
