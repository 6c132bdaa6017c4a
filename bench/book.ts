// The whole rulebook at two sizes (bench/whole-book.ts: 500+ rules in the official book's
// layout), beside the excerpts: how long the import and the build take, how big the search index
// is and what a first answer fetches of it. Each figure is also given per rule, so that linear
// growth shows. A book the importer does not read whole (it places fewer rules than the book
// numbers) is an error row, not a figure.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentPlace, loadContentGraph, searchCorpus } from '../src/content-files/index.ts';
import { importEdition } from '../src/rulebook/index.ts';
import type { SearchData } from '../src/search/index.ts';
import { buildSite } from '../test/astro-cli.ts';
import { buildIndex, firstAnswer } from './search-index-figures.ts';
import { firstAnswerQueries } from './search-queries.ts';
import { errorRow, type BenchRow } from './types.ts';
import { writeWholeBook } from './whole-book.ts';

const root = process.cwd();
const SIZES = [600, 1200];

interface Figures {
  label: string;
  rules: number;
  importMs: number;
  buildS: number;
  indexBytes: number;
  firstAnswerBytes: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The rules the current view's base holds. */
const rulesIn = (data: SearchData) => data.docs.filter((d) => d.group === 'rules' && d.view === data.views[0].id).length;

/** Builds the site of `env`'s rulebook into a temporary folder; the seconds it took. */
function buildSeconds(env: Record<string, string>): number {
  const dist = mkdtempSync(join(tmpdir(), 'svod-bench-book-'));
  try {
    const started = performance.now();
    // --force: the content layer must not reuse another rulebook's cached entries.
    buildSite({ outDir: dist, env, force: true });
    return (performance.now() - started) / 1000;
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

async function indexFigures(data: SearchData): Promise<{ indexBytes: number; firstAnswerBytes: number }> {
  const index = buildIndex(data);
  const bytes: number[] = [];
  for (const q of firstAnswerQueries) bytes.push((await firstAnswer(index, q, { perGroup: 5 })).bytes);
  return { indexBytes: index.gzip, firstAnswerBytes: median(bytes) };
}

/** The excerpts: each edition imported again from its sources, as `svod import` does; the site built last, which leaves the content cache as it was. */
async function excerpts(): Promise<Figures> {
  const place = contentPlace(root, {});
  const { graph } = loadContentGraph(place);
  let importMs = 0;
  for (const edition of graph.editions) {
    const inputs = edition.sources.map(({ file }) => ({ file, bytes: new Uint8Array(readFileSync(join(place.sources, file))) }));
    const started = performance.now();
    const { parts: _parts, sections: _sections, ...meta } = edition;
    const result = importEdition(meta, inputs);
    importMs += performance.now() - started;
    if (!result.ok) throw new Error(`the ${edition.id} excerpts do not import: ${result.problems[0]?.message}`);
  }
  const data = searchCorpus(graph);
  return { label: 'excerpts', rules: rulesIn(data), importMs, buildS: buildSeconds({}), ...(await indexFigures(data)) };
}

async function book(rules: number): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'svod-bench-book-rules-'));
  try {
    const started = performance.now();
    const { folder, book } = writeWholeBook(dir, join(root, 'content', 'sources'), rules);
    const importMs = performance.now() - started;
    const read = loadContentGraph(contentPlace(root, { SVOD_RULES_DIR: folder }));
    const imported = new Set(read.graph.editions.flatMap((e) => e.sections.flatMap((s) => s.rules.filter((r) => !r.inferred).map((r) => r.number))));
    const placed = book.numbers.filter((n) => imported.has(n)).length;
    const holds = `${book.numbers.length} rules (${book.parts} parts, ${book.sections} sections, ${book.terms} terms)`;
    if (placed < book.numbers.length) throw new Error(`the importer placed ${placed} of the book's ${holds}`);
    if (read.problems.length) throw new Error(`the book's content has problems: ${read.problems[0].message}`);
    const data = searchCorpus(read.graph);
    return { label: `book, ${holds}`, rules: book.numbers.length, importMs, buildS: buildSeconds({ SVOD_RULES_DIR: folder }), ...(await indexFigures(data)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const METRICS: [metric: string, show: (f: Figures) => string][] = [
  ['import time', (f) => `${f.importMs.toFixed(0)} ms (${(f.importMs / f.rules).toFixed(2)} ms/rule)`],
  ['site build time', (f) => `${f.buildS.toFixed(1)} s (${((f.buildS * 1000) / f.rules).toFixed(1)} ms/rule)`],
  ['search index (gzip)', (f) => `${kb(f.indexBytes)} (${(f.indexBytes / f.rules).toFixed(0)} B/rule)`],
  ['index bytes a first answer fetches (gzip, median)', (f) => `${kb(f.firstAnswerBytes)} (${(f.firstAnswerBytes / f.rules).toFixed(0)} B/rule)`],
];

export async function bench(): Promise<BenchRow[]> {
  const measured: Figures[] = [];
  const failed: BenchRow[] = [];
  for (const size of SIZES) {
    try {
      measured.push(await book(size));
    } catch (error) {
      failed.push(errorRow(`book: ${size} rules`, error));
    }
  }
  // Last: its build leaves the content layer's cache as the real content has it.
  try {
    measured.unshift(await excerpts());
  } catch (error) {
    failed.push(errorRow('book: excerpts', error));
  }
  // Grouped by metric, so that each book's figure stands beside the excerpts'.
  const rows = METRICS.flatMap(([metric, show]) =>
    measured.map((f) => ({ area: 'book', metric: `${metric}: ${f.label}`, value: show(f), budget: '', ok: true })),
  );
  return [...rows, ...failed];
}
