// Rule numbers in a file's prose (a template's `explain`, a mistake's `but`, a ruling's
// `explanation`), carried across a renumbering as the file's citations are (issue 27). The prose
// is written in the current view's numbers, as the citations are, and a number in it is rewritten
// only where the evidence says which paragraph is meant: the file's own citation of that number
// is rewritten to one place (by the alignment or the run), or the sentence's quotes stand in the
// paragraph another edition numbers so, carried with its text unchanged, and not in the one the
// number names now. Where a run applies both (the citation is only warned about) and the quotes
// do not tell, the number is warned about at its line and column. A sentence naming its edition
// («в ранней редакции …») is in that edition's numbers and is left alone; no other field is
// touched (the glossary's `defined` cites per edition).
import { isScalar, LineCounter, parseDocument } from 'yaml';
import { inputProblem, type Path, type YamlInput } from '../input/index.ts';
import { numbersIn } from '../practice/index.ts';
import type { CitationFix, CitationIndex, Findings } from './citations.ts';
import { namedEditions, quotedIn, SENTENCE } from './practice-quotes.ts';

/** A prose field, and the rules its text is about (a sentence citing none stands on them). */
export interface Prose {
  path: Path;
  label: string;
  rules: string[];
}

export interface ProseContext {
  citations: CitationIndex;
  /** The editions the file is checked in, each numbering a current-view citation by `renumber`. */
  editions: string[];
  renumber: (edition: string) => (rule: string) => string;
  titles: readonly { id: string; title: string }[];
}

/** What the file's citations showed: the numbers a run only warned about, Y → the place another edition's Y stands. */
type Unsure = ReadonlyMap<string, string>;

/** Where a number stands as a whole token (not the start of 522.1-p2 or 522.10). */
const token = (n: string) => new RegExp(`(?<![\\d.])${n.replace(/[.\\/-]/g, '\\$&')}(?!\\d|\\.\\d|-[pl]\\d|/ex\\d)`, 'g');

/** The place the sentence's quotes say `n` means: another edition's `n`, carried unchanged, where they stand and `n`'s text lacks them. */
function quotedPlace(sentence: string, n: string, rules: string[], context: ProseContext): string | null {
  const quotes = [...sentence.matchAll(/«([^«»]*)»/g)].map((m) => m[1]);
  if (!quotes.length) return null;
  const { citations, renumber } = context;
  const found = new Set<string>();
  for (const edition of context.editions.filter((e) => renumber(e)(n) === n)) {
    const places = citations.carriedInto(n, edition).filter((p) => p !== n);
    if (places.length !== 1) continue;
    const own = [n, ...rules.map(renumber(edition))].map((r) => citations.text(edition, r) ?? '');
    const there = citations.text(edition, places[0]) ?? '';
    if (quotes.every((q) => quotedIn(q, there)) && quotes.some((q) => !own.some((t) => quotedIn(q, t)))) found.add(places[0]);
  }
  return found.size === 1 ? [...found][0] : null;
}

/** The sentences of `text` with their offsets; a boundary inside a quote «…» is none (a quote may run over sentences). */
function sentences(text: string): { sentence: string; offset: number }[] {
  const out: { sentence: string; offset: number }[] = [];
  let start = 0;
  const open = (piece: string) => (piece.match(/«/g)?.length ?? 0) > (piece.match(/»/g)?.length ?? 0);
  for (const m of text.matchAll(new RegExp(SENTENCE.source, 'g'))) {
    if (open(text.slice(start, m.index))) continue;
    out.push({ sentence: text.slice(start, m.index), offset: start });
    start = m.index + m[0].length;
  }
  return [...out, { sentence: text.slice(start), offset: start }];
}

/** Each number of `text` outside sentences that name an edition, with its offset in `text`. */
function numbersOutsideNamed(text: string, titles: ProseContext['titles']): { n: string; sentence: string; offset: number }[] {
  const out: { n: string; sentence: string; offset: number }[] = [];
  for (const { sentence, offset } of sentences(text)) {
    if (namedEditions(sentence, titles).length) continue;
    // Sections («(210)») are left alone: only a rule's or a paragraph's number names one place.
    for (const n of new Set(numbersIn(sentence).filter((x) => /[.-]/.test(x)))) {
      for (const m of sentence.matchAll(token(n))) out.push({ n, sentence, offset: offset + m.index });
    }
  }
  return out.sort((a, b) => a.offset - b.offset);
}

/** The line and column of each whole `n` in the scalar at `path` of `raw`, in order; null where the scalar cannot be found. */
function placesInSource(raw: string, path: Path, n: string): { line: number; column: number }[] | null {
  const lines = new LineCounter();
  const node = parseDocument(raw, { lineCounter: lines, uniqueKeys: false }).getIn(path as unknown[], true);
  if (!isScalar(node) || !node.range) return null;
  const [start, end] = node.range;
  return [...raw.slice(start, end).matchAll(token(n))].map((m) => {
    const p = lines.linePos(start + m.index);
    return { line: p.line, column: p.col };
  });
}

/** Where `n` in `sentence` stands for certain, and why: the file's citations of it are rewritten to one place, or the sentence's quotes say so. */
function carriedTo(n: string, sentence: string, field: Prose, fixes: CitationFix[], context: ProseContext) {
  const cited = [...new Set(fixes.filter((f) => f.from === n).map((f) => f.to))];
  if (cited.length === 1) return { to: cited[0], why: 'as the file cites it', whyRu: 'как и ссылки файла' };
  const quoted = quotedPlace(sentence, n, field.rules, context);
  return quoted ? { to: quoted, why: 'the sentence quotes that paragraph', whyRu: 'предложение цитирует этот абзац' } : null;
}

/** The string at `path` of the file's data, if it is one. */
function textAt(input: YamlInput, path: Path): string | null {
  let value: unknown = input.data;
  for (const key of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey];
  return typeof value === 'string' ? value : null;
}

/** Names, with its fix where the evidence tells, every number in the file's prose written in another edition's numbers. */
export function proseCitations(input: YamlInput, raw: string, prose: Prose[], unsure: Unsure, context: ProseContext, findings: Findings): void {
  const fixes = findings.fixes.filter((f) => f.file === input.file);
  for (const field of prose) {
    const value = textAt(input, field.path);
    if (value === null) continue;
    const numbers = numbersOutsideNamed(value, context.titles);
    for (const n of new Set(numbers.map((x) => x.n))) {
      const all = [...value.matchAll(token(n))].map((m) => m.index);
      const source = placesInSource(raw, field.path, n);
      // The source is read as the value is; where their counts differ (an escape), the number is named at its field, and not rewritten.
      const placed = source !== null && source.length === all.length;
      for (const { sentence, offset } of numbers.filter((x) => x.n === n)) {
        const at = placed ? source[all.indexOf(offset)] : input.at(field.path);
        const said = (en: string, ru: string) => inputProblem(input.file, at, `${field.label}: ${n} ${en}`, `${field.label}: ${n} ${ru}`);
        const carried = carriedTo(n, sentence, field, fixes, context);
        const other = unsure.get(n);
        if (carried) {
          const { to, why, whyRu } = carried;
          findings.problems.push(
            said(
              `in the text is written in another edition's numbers: the same paragraph stands as ${to} (${why}); svod check --fix rewrites it`,
              `в тексте — номер другой редакции: тот же абзац стоит под номером ${to} (${whyRu}); svod check --fix исправит номер`,
            ),
          );
          if (placed) findings.fixes.push({ file: input.file, line: at.line, column: at.column, from: n, to });
        } else if (other) {
          findings.warnings.push(
            said(
              `in the text may be written in another edition's numbers: another edition's ${n} stands as ${other} (text unchanged), and neither the run nor the sentence's quotes tell which is meant; write ${other} if that paragraph is meant`,
              `в тексте — возможно, номер другой редакции: абзац, который другая редакция нумерует ${n}, стоит здесь под номером ${other} (текст тот же), а ни проверка движком, ни цитаты предложения не говорят, какой имелся в виду; если он, напишите ${other}`,
            ),
          );
        }
      }
    }
  }
}
