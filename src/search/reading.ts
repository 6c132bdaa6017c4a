// Reading the rulebook back out of the index's files: a section's or a rule's text in one view,
// exactly as the rulebook writes it, for the offline reader (src/pages/offline/reader.astro) that
// stands in for the pages the offline copy leaves out. It fetches a section's numbers file and the
// document chunks that hold its texts; a text that several views share is one document, numbered
// and anchored here as this view has it.
import { rulePath, sectionPath } from '../routes/index.ts';
import { fileNames, loadRoot, numberedSections, type FileNames } from './file-names.ts';
import type { NumbersFile, PackedDoc, RootFile } from './format.ts';
import { unpackDoc } from './pack.ts';
import { compareNumbers, sectionOf } from './rule-numbers.ts';
import { sharedText } from './shared-text.ts';
import type { SearchDoc, SearchLoader, SectionNotes } from './types.ts';

/** A block as the rulebook has it (its Block without the source line). */
export type ReadingBlock =
  | { kind: 'paragraph' | 'example'; anchor: string; text: string }
  | { kind: 'term'; anchor: string; term: string; text: string }
  | { kind: 'list'; anchor: string; items: { marker: string | null; text: string }[] };

export interface ReadingRule {
  number: string;
  inferred: boolean;
  /** The edition the text comes from. */
  edition: string;
  blocks: ReadingBlock[];
}

export interface ReadingParagraph {
  edition: string;
  block: ReadingBlock;
}

export interface ReadingSection {
  view: string;
  number: number;
  title: string | null;
  /** What its page notes (types.ts, SectionNotes). */
  notes: SectionNotes;
  /** Paragraphs before its first rule, its rules, paragraphs after its rules (as the rulebook's ViewSection). */
  preamble: ReadingParagraph[];
  rules: ReadingRule[];
  trailing: ReadingParagraph[];
  /** The neighbouring sections of the view, where the index has them. */
  prev: number | null;
  next: number | null;
}

export interface ReadingRulePage {
  view: string;
  rule: ReadingRule;
  section: { number: number; title: string | null };
  /** The view's rules before and after it, across sections. */
  prev: string | null;
  next: string | null;
}

// Block anchors as the importer makes them (src/rulebook/infer.ts): `205.2` or `205` for the
// owner's own paragraph, then `-p2` a paragraph, `-l1` a list, `/ex1` an example.
const anchorSuffix = /(-[pl]\d+|\/ex\d+)$/;
const listMarker = /^(\d+\)) /;

/** A document's block as the rulebook's block: its kind from its anchor, a list's items from its lines. */
function readBlock(anchor: string, text: string): ReadingBlock {
  if (/-l\d+$/.test(anchor)) {
    const items = text.split('\n').map((line) => {
      const marker = listMarker.exec(line);
      return { marker: marker ? marker[1] : null, text: marker ? line.slice(marker[0].length) : line };
    });
    return { kind: 'list', anchor, items };
  }
  return { kind: /\/ex\d+$/.test(anchor) ? 'example' : 'paragraph', anchor, text };
}

export class Reading {
  private readonly numbersFiles = new Map<number, Promise<NumbersFile | null>>();
  private readonly chunks = new Map<number, Promise<PackedDoc[]>>();
  private readonly chunkStarts: number[] = [0];
  private readonly names: { views: string[]; editions: string[] };
  /** Views' and editions' titles by id. */
  readonly titles: Map<string, string>;
  private readonly paths: FileNames;

  private constructor(
    private readonly load: SearchLoader,
    readonly root: RootFile,
  ) {
    for (const size of root.chunks) this.chunkStarts.push(this.chunkStarts.at(-1)! + size);
    this.paths = fileNames(root);
    this.names = { views: root.views.map((v) => v.id), editions: root.editions.map((e) => e.id) };
    this.titles = new Map([...root.views, ...root.editions].map((v) => [v.id, v.title]));
  }

  /** Opens the index whose root lies at `rootPath` (the reader page names its own build's). */
  static async open(load: SearchLoader, rootPath: string): Promise<Reading> {
    return new Reading(load, await loadRoot(load, rootPath));
  }

  private async numbers(section: number): Promise<NumbersFile | null> {
    let file = this.numbersFiles.get(section);
    if (!file) {
      const listed = this.root.numbers.some(([first, last]) => first <= section && section <= last);
      file = listed ? (this.load(this.paths.numbers(section)) as Promise<NumbersFile>) : Promise.resolve(null);
      file.catch(() => this.numbersFiles.delete(section));
      this.numbersFiles.set(section, file);
    }
    return file;
  }

  private async doc(id: number): Promise<SearchDoc> {
    let c = 0;
    while (c + 1 < this.chunkStarts.length - 1 && this.chunkStarts[c + 1] <= id) c++;
    let chunk = this.chunks.get(c);
    if (!chunk) {
      chunk = this.load(this.paths.docs(c)) as Promise<PackedDoc[]>;
      chunk.catch(() => this.chunks.delete(c));
      this.chunks.set(c, chunk);
    }
    return unpackDoc((await chunk)[id - this.chunkStarts[c]], this.names);
  }

  private view(id: string): number {
    return this.names.views.indexOf(id);
  }

  /** A rule of the view as its numbers file row names it. */
  private async readRule(file: NumbersFile, view: number, row: NumbersFile['rules'][number]): Promise<ReadingRule> {
    const [number, docId, , edition] = row;
    const doc = await this.doc(docId);
    const inferred = file.inferred.some(([v, n]) => v === view && n === number);
    // The document's anchors carry its own number; this view's are the same under its number.
    const blocks = doc.blocks.map((b, i) => {
      const anchor = i === 0 ? number : number + (anchorSuffix.exec(b.anchor ?? '')?.[1] ?? '');
      return readBlock(anchor, this.variant(file, view, anchor) ?? sharedText(b.text, i === 0 ? { number, inferred } : undefined));
    });
    return { number, inferred, edition: this.names.editions[edition], blocks };
  }

  private variant(file: NumbersFile, view: number, anchor: string): string | undefined {
    return file.variants.find(([v, a]) => v === view && a === anchor)?.[2];
  }

  private rows(file: NumbersFile, view: number) {
    return file.rules.filter((r) => r[2] === view).sort((a, b) => compareNumbers(a[0], b[0]));
  }

  /** A section of the view, or null when the view has none of that number. */
  async section(viewId: string, number: number): Promise<ReadingSection | null> {
    const view = this.view(viewId);
    const file = await this.numbers(number);
    const heading = file?.sections.find(([v]) => v === view);
    if (!file || !heading || view < 0) return null;
    const rules = await Promise.all(this.rows(file, view).map((row) => this.readRule(file, view, row)));
    const preamble: ReadingParagraph[] = [];
    const trailing: ReadingParagraph[] = [];
    const placed = file.placed.filter(([v]) => v === view);
    for (const [, docId, edition, anchor, after] of placed) {
      const doc = await this.doc(docId);
      const paragraph = { edition: this.names.editions[edition], block: readBlock(anchor, this.variant(file, view, anchor) ?? doc.blocks[0].text) };
      if (after === null) preamble.push(paragraph);
      else trailing.push(paragraph);
    }
    const [prev, next] = await Promise.all([this.neighbour(view, number, -1), this.neighbour(view, number, 1)]);
    const { titleEdition, ...notes } = heading[2] ?? {};
    return {
      view: viewId,
      number,
      title: heading[1],
      notes: titleEdition === undefined ? notes : { ...notes, titleEdition: this.names.editions[titleEdition] },
      preamble,
      rules,
      trailing,
      prev,
      next,
    };
  }

  /** A rule of the view, or null when the view has none of that number. */
  async rule(viewId: string, number: string): Promise<ReadingRulePage | null> {
    const view = this.view(viewId);
    const section = sectionOf(number);
    const file = await this.numbers(section);
    if (!file || view < 0) return null;
    const rows = this.rows(file, view);
    const at = rows.findIndex((r) => r[0] === number);
    if (at < 0) return null;
    const title = file.sections.find(([v]) => v === view)?.[1] ?? null;
    const [rule, prev, next] = await Promise.all([
      this.readRule(file, view, rows[at]),
      at > 0 ? rows[at - 1][0] : this.lastRuleBefore(view, section),
      at + 1 < rows.length ? rows[at + 1][0] : this.firstRuleAfter(view, section),
    ]);
    return { view: viewId, rule, section: { number: section, title }, prev, next };
  }

  /** The page a cited number leads to, as the site links it: this view first, then the others in order. */
  async resolve(viewId: string, number: string): Promise<string | null> {
    const file = await this.numbers(sectionOf(number));
    if (!file) return null;
    const order = [viewId, ...this.names.views.filter((v) => v !== viewId)];
    for (const id of order) {
      const view = this.view(id);
      if (file.rules.some(([n, , v]) => v === view && n === number)) return rulePath(id, number);
      if (/^\d{3}$/.test(number) && file.sections.some(([v]) => v === view)) return sectionPath(id, Number(number));
    }
    return null;
  }

  /** The nearest section of the view before (-1) or after (1) this one that has any text in it. */
  private async neighbour(view: number, section: number, step: -1 | 1, withRules = false): Promise<number | null> {
    const all = numberedSections(this.root);
    const candidates = step < 0 ? all.filter((n) => n < section).reverse() : all.filter((n) => n > section);
    for (const n of candidates) {
      const file = await this.numbers(n);
      if (file?.sections.some(([v]) => v === view) && (!withRules || file.rules.some((r) => r[2] === view))) return n;
    }
    return null;
  }

  private async lastRuleBefore(view: number, section: number): Promise<string | null> {
    const n = await this.neighbour(view, section, -1, true);
    const file = n === null ? null : await this.numbers(n);
    return file ? (this.rows(file, view).at(-1)?.[0] ?? null) : null;
  }

  private async firstRuleAfter(view: number, section: number): Promise<string | null> {
    const n = await this.neighbour(view, section, 1, true);
    const file = n === null ? null : await this.numbers(n);
    return file ? (this.rows(file, view)[0]?.[0] ?? null) : null;
  }
}
