// Building the search corpus from the rulebook views and the other content. Pure: the caller
// reads the files; this turns views and parsed entries into documents.
// Types only: the browser bundle of search must not pull in the rulebook's parser.
import type { Block, View, ViewBlock, ViewSection } from '../rulebook/index.ts';
import type { DocBlock, SearchAlias, SearchData, SearchDoc, SearchTerm, SectionEntry, SectionNotes } from './types.ts';
import { needsForms, termKey } from './aliases.ts';
import { dictionaryStems, paradigms, type HunspellDictionary } from './hunspell.ts';
import { isIndexed, isNumberToken, normalize, stem, words } from './text.ts';
import { afterNumber, sharedText } from './shared-text.ts';
import { thesaurus } from './thesaurus.ts';
import { cardPath, examplePath, glossaryPath, partPath, rulePath, rulingPath, sectionPath } from '../routes/index.ts';

// What an example, a card, a ruling and a glossary term contribute to the corpus. The caller
// builds these from the parsed content (the engine's scenarios, cards and rulings, the rulebook's
// glossary); search reads no content format.

export interface ExampleEntry {
  id: string;
  title: string | null;
  edition: string;
  rules: string[];
  illustrates: string | null;
  /** Names of the cards the scenario sets up. */
  cards: string[];
}

export interface CardEntry {
  slug: string;
  name: string;
  /** Other spellings of the name; they weigh as the name does. */
  aliases: string[];
  /** Known facts as a reader says them: «Тип: существо», «Стоимость: 4». */
  facts: string[];
  /** Prose: ability texts, the note. */
  texts: string[];
}

export interface GlossaryEntry {
  slug: string;
  term: string;
  /** Inflected forms and aliases judges use; they weigh as the term does. */
  forms: string[];
  /** The defining rule per edition: its number or anchor and its text, quoted. */
  definitions: { edition: string; anchor: string; text: string }[];
}

export interface RulingEntry {
  id: string;
  question: string;
  /** One answer for every edition (edition null), or one per edition where they differ. */
  answers: { edition: string | null; text: string }[];
  explanation: string;
  /** The rules it rests on, numbered as the current view numbers them. */
  rules: string[];
  /** Names of the cards it is about. */
  cards: string[];
}

export interface CorpusInput {
  /** The current view first, then each edition's view. */
  views: View[];
  editions: { id: string; title: string }[];
  examples?: ExampleEntry[];
  cards?: CardEntry[];
  glossary?: GlossaryEntry[];
  rulings?: RulingEntry[];
  /** The language's dictionary: its words are never taken for typos (hunspell.ts). */
  dictionary?: HunspellDictionary;
}

/** A block's text as written; a list's items one a line with their markers. */
function blockText(block: Block): string {
  return block.kind === 'list' ? block.items.map((i) => (i.marker ? `${i.marker} ${i.text}` : i.text)).join('\n') : block.text;
}

const sectionLabel = (n: number, title: string | null) => (title ? title : `Раздел ${n}`);

function sectionNotes(section: ViewSection): SectionNotes {
  const notes: SectionNotes = {};
  if (section.titleEdition && section.titleEdition !== section.edition) notes.titleEdition = section.titleEdition;
  if (section.numberInferred) notes.numberInferred = true;
  if (section.startsMidway) notes.startsMidway = true;
  if (section.endsMidway) notes.endsMidway = true;
  return notes;
}

/** Documents of one view: each rule with all its blocks, each rule-less paragraph alone. */
function viewDocs(view: View): { docs: SearchDoc[]; sections: SectionEntry[] } {
  const docs: SearchDoc[] = [];
  const sections: SectionEntry[] = [];
  for (const section of view.sections) {
    const title = sectionLabel(section.number, section.title);
    sections.push({
      view: view.id,
      number: section.number,
      title: section.title,
      url: sectionPath(view.id, section.number),
      paragraphs: [],
      inferred: section.rules.filter((r) => r.rule.inferred).map((r) => r.rule.number),
      variants: [],
      notes: sectionNotes(section),
    });
    const loose = (entry: ViewBlock, where: string) =>
      docs.push({
        id: `${view.id}:${entry.anchor}`,
        group: 'rules',
        url: sectionPath(view.id, section.number, entry.anchor),
        number: null,
        section: section.number,
        title,
        view: view.id,
        edition: entry.edition,
        head: `${section.number} ${section.title ?? ''} ${where}`.trim(),
        blocks: [{ anchor: entry.anchor, text: blockText(entry.block) }],
      });
    for (const entry of section.preamble) loose(entry, '');
    for (const { edition, rule } of section.rules) {
      docs.push({
        id: `${view.id}:${rule.number}`,
        group: 'rules',
        url: rulePath(view.id, rule.number),
        number: rule.number,
        inferred: rule.inferred,
        section: section.number,
        title,
        view: view.id,
        edition,
        head: `${rule.number} ${section.title ?? ''}`.trim(),
        blocks: rule.blocks.map((b): DocBlock => ({ anchor: b.anchor, text: blockText(b) })),
      });
    }
    for (const entry of section.trailing) loose(entry, '');
  }
  for (const part of view.parts) {
    for (const block of part.intro) {
      docs.push({
        id: `${view.id}:${block.anchor}`,
        group: 'rules',
        url: partPath(view.id, block.anchor),
        number: null,
        title: part.number === 0 ? 'Титул' : part.title ? `Часть ${part.number}. ${part.title}` : `Часть ${part.number}`,
        view: view.id,
        edition: part.edition,
        // A terminology part's line is found by its term first.
        head: block.kind === 'term' ? block.term : `${part.title ?? ''}`,
        blocks: [{ anchor: block.anchor, text: blockText(block) }],
      });
    }
  }
  return { docs, sections };
}

/** The document's blocks that its holder (itself, or the document that already has its text) does not give to the letter. */
function variants(doc: SearchDoc, holder: SearchDoc): { anchor: string; text: string }[] {
  const rule = doc.number ? { number: doc.number, inferred: !!doc.inferred } : undefined;
  return doc.blocks
    .filter((block, i) => sharedText(holder.blocks[i]?.text ?? '', i === 0 ? rule : undefined) !== block.text)
    .map((block) => ({ anchor: block.anchor ?? '', text: block.text }));
}

// The text without its leading rule number: early's 206.2 is late's 207.2 word for word.
const textKey = (doc: SearchDoc) =>
  normalize(doc.blocks.map((b) => b.text.replace(/^\d+(?:\.\d+)*\.?\s*/, '')).join('\n'))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The whole corpus. Rule texts come from every view; a text that an earlier view (the current
 * one comes first) already holds is not indexed twice but recorded as an alias of it, so a
 * search shows the current text once and says where else it stands.
 */
export function buildCorpus(input: CorpusInput): SearchData {
  const docs: SearchDoc[] = [];
  const sections: SectionEntry[] = [];
  const byText = new Map<string, SearchDoc>();
  for (const view of input.views) {
    const built = viewDocs(view);
    sections.push(...built.sections);
    const sectionOf = new Map(built.sections.map((s) => [s.number, s]));
    // The view's last rule so far, to place the paragraphs that follow it in its section.
    let lastRule: SearchDoc | null = null;
    for (const doc of built.docs) {
      const key = textKey(doc);
      const first = byText.get(key);
      const holder = first && key ? first : doc;
      const section = doc.section === undefined ? undefined : sectionOf.get(doc.section);
      if (doc.number) lastRule = doc;
      else if (section) {
        const after = lastRule && lastRule.section === doc.section ? lastRule.number : null;
        section.paragraphs.push({ doc: holder.id, edition: doc.edition ?? view.id, anchor: doc.blocks[0].anchor ?? '', after });
      }
      if (section) section.variants.push(...variants(doc, holder));
      if (holder !== doc) {
        (holder.also ??= []).push({ view: view.id, number: doc.number, url: doc.url, edition: doc.edition ?? view.id });
        continue;
      }
      byText.set(key, doc);
      docs.push(doc);
    }
  }
  const blockByAnchor = new Map<string, string>();
  for (const view of input.views)
    for (const s of view.sections)
      for (const r of s.rules)
        for (const b of r.rule.blocks) if (!blockByAnchor.has(`${r.edition}:${b.anchor}`)) blockByAnchor.set(`${r.edition}:${b.anchor}`, blockText(b));

  const editionTitle = new Map(input.editions.map((e) => [e.id, e.title]));
  const current = input.views[0]?.id;
  const ruleDocs = new Map(docs.map((d) => [d.id, d]));
  for (const ruling of input.rulings ?? []) {
    for (const rule of ruling.rules) {
      const doc = ruleDocs.get(`${current}:${rule}`);
      if (doc) (doc.asked ??= []).push(ruling.question);
    }
    docs.push({
      id: `ruling:${ruling.id}`,
      group: 'rulings',
      url: rulingPath(ruling.id),
      number: null,
      title: ruling.question,
      head: ruling.question,
      blocks: [
        ...ruling.answers.map((a) => ({ text: a.edition ? `${editionTitle.get(a.edition) ?? a.edition}: ${a.text}` : a.text })),
        { text: ruling.explanation },
        ...(ruling.cards.length ? [{ text: `Карты: ${ruling.cards.join(', ')}` }] : []),
      ],
      rules: ruling.rules,
    });
  }
  for (const term of input.glossary ?? []) {
    docs.push({
      id: `glossary:${term.slug}`,
      group: 'glossary',
      url: glossaryPath(term.slug),
      number: null,
      title: term.term,
      head: [term.term, ...term.forms].join(' '),
      blocks: [...new Set(term.definitions.map((d) => d.text))].map((text) => ({ text })),
      rules: [...new Set(term.definitions.map((d) => d.anchor))],
    });
  }
  for (const card of input.cards ?? []) {
    docs.push({
      id: `card:${card.slug}`,
      group: 'cards',
      url: cardPath(card.slug),
      number: null,
      title: card.name,
      head: [card.name, ...card.aliases].join(' '),
      blocks: [{ text: card.facts.join(' · ') }, ...card.texts.map((text) => ({ text }))].filter((b) => b.text),
    });
  }
  for (const ex of input.examples ?? []) {
    const illustrated = ex.illustrates
      ? (blockByAnchor.get(`${ex.edition}:${ex.illustrates}`) ?? [...blockByAnchor].find(([k]) => k.endsWith(`:${ex.illustrates}`))?.[1])
      : undefined;
    const blocks: DocBlock[] = [];
    if (ex.title) blocks.push({ text: ex.title });
    if (illustrated) blocks.push({ text: illustrated });
    if (ex.cards.length) blocks.push({ text: `Карты: ${ex.cards.join(', ')}` });
    if (ex.rules.length) blocks.push({ text: `Правила: ${ex.rules.join(', ')}` });
    docs.push({
      id: `example:${ex.id}`,
      group: 'examples',
      url: examplePath(ex.id),
      number: null,
      title: ex.title ?? ex.id,
      edition: ex.edition,
      head: `${ex.title ?? ''} ${ex.id.replace(/-/g, ' ')}`.trim(),
      blocks,
      rules: ex.rules,
    });
  }
  const glossary = input.glossary ?? [];
  return {
    views: input.views.map((v) => ({ id: v.id, title: v.title })),
    editions: input.editions,
    sections,
    docs,
    aliases: [...glossaryAliases(glossary), ...thesaurusAliases(input.dictionary)],
    terms: glossaryTerms(glossary, docs),
    known: knownStems(input.dictionary),
  };
}

/** The thesaurus's aliases as made for a dictionary: the thesaurus is the same for every corpus. */
const aliasesOf = new WeakMap<HunspellDictionary, SearchAlias[]>();

/**
 * The thesaurus's sayings that stand for the rulebook's words, each word of a short stem with
 * its forms where the dictionary has them: «копить» is no «копье», nor «раз» «разом»; each word
 * of a saying to take as written in that form alone («сбросе» is no «сбросить»).
 */
function thesaurusAliases(dictionary: HunspellDictionary | undefined): SearchAlias[] {
  const made = dictionary && aliasesOf.get(dictionary);
  if (made) return made;
  const said = thesaurus.flatMap((e) => (e.means ? e.say.map((form) => ({ form, means: e.means, kin: e.kin, asWritten: e.asWritten })) : []));
  const short = said.flatMap((a) => (a.asWritten ? [] : words(a.form).filter(needsForms)));
  const found = dictionary ? paradigms(dictionary, short) : new Map<string, string[]>();
  const formsOf = (w: string, asWritten?: true) => (asWritten ? (isIndexed(w) && !isNumberToken(w) ? [w] : undefined) : found.get(w));
  const aliases = said.map(({ asWritten, ...a }) => {
    const forms = Object.fromEntries(
      words(a.form).flatMap((w) => {
        const given = formsOf(w, asWritten);
        return given ? [[w, given]] : [];
      }),
    );
    return Object.keys(forms).length ? { ...a, forms } : a;
  });
  if (dictionary) aliasesOf.set(dictionary, aliases);
  return aliases;
}

/** The stems of the dictionary's words and of every word of the thesaurus's sayings, sorted. */
function knownStems(dictionary: HunspellDictionary | undefined): string[] {
  const said = thesaurus
    .flatMap((e) => e.say.flatMap(words))
    .filter(isIndexed)
    .map(stem);
  const stems = dictionary ? dictionaryStems(dictionary) : [];
  return [...new Set([...stems, ...said])].sort();
}

/**
 * The glossary forms that stemming does not already bring to their term: other words judges use
 * («в игре» for «в игровой зоне»). An inflected form («колоды» of «колода») is no alias.
 */
export function glossaryAliases(terms: GlossaryEntry[]): SearchAlias[] {
  const aliases: SearchAlias[] = [];
  for (const t of terms)
    for (const form of t.forms) if (termKey(form) && termKey(form) !== termKey(t.term)) aliases.push({ form: words(form).join(' '), means: t.term, kin: true });
  return aliases;
}

/** A paragraph's text as definitions are matched: without its rule number, spacing or case. */
const definitionKey = (text: string) => normalize(afterNumber(text)).replace(/\s+/g, ' ').trim();

/**
 * Each term with the rule text that defines it (the first document to hold a definition's very
 * text: the current view's, as views come in order) and every way a query may name it.
 */
function glossaryTerms(glossary: GlossaryEntry[], docs: SearchDoc[]): SearchTerm[] {
  const holder = new Map<string, string>();
  for (const doc of docs)
    if (doc.group === 'rules') for (const b of doc.blocks) if (!holder.has(definitionKey(b.text))) holder.set(definitionKey(b.text), doc.id);
  return glossary.map((t) => ({
    doc: `glossary:${t.slug}`,
    definedBy: t.definitions.map((d) => holder.get(definitionKey(d.text))).find((id) => id !== undefined) ?? null,
    names: [t.term, ...t.forms, ...thesaurus.flatMap((e) => (e.term === t.term ? e.say : []))],
  }));
}
