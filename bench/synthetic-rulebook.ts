// A synthetic rulebook of any size, written as the importer writes real content, for
// measuring how the build grows with the number of rules.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_INPUT_BYTES } from '../src/input/index.ts';
import { importEdition, modeline, type SourceLimits } from '../src/rulebook/index.ts';

const words = ['карта', 'монета', 'колода', 'рука', 'кладбище', 'существо', 'заклинание', 'событие', 'экипировка', 'герой', 'ход', 'зона'];

/** Plain text of `rules` rules, 25 to a section, as the seeds are laid out. */
export function syntheticText(rules: number): string {
  const lines: string[] = [];
  const sections = Math.ceil(rules / 25);
  for (let s = 0; s < sections; s++) {
    lines.push('Синтетический раздел.', '');
    for (let r = 1; r <= Math.min(25, rules - s * 25); r++) {
      const w = (k: number) => words[(s * 7 + r * 3 + k) % words.length];
      lines.push(`${100 + s}.${r}. Правило ${s + 1}-${r}: ${w(0)} и ${w(1)} переходят в ${w(2)}, если ${w(3)} не ${w(4)}.`, '');
    }
  }
  return lines.join('\n');
}

/** svod reads at most 1000 KB of one file: a big rulebook comes in several sources, as real ones may. */
const SOURCE_BYTES = 900_000;

/**
 * The benchmark's own bound on a synthetic book, in place of `svod import`'s caps (2000 KB an
 * import), which protect the command from a stray file: 10,000 rules of realistic text hold 4 MB.
 * Each source stays within what svod reads of one file.
 */
const BENCH_LIMITS: SourceLimits = { file: MAX_INPUT_BYTES, import: 32 * MAX_INPUT_BYTES };

/** A line that opens a section in the excerpts' layout: one that is no numbered rule. */
export const SECTION_START = /\n(?=[^\d\n])/;

/** `text` cut into sources where `start` matches (a heading), each within SOURCE_BYTES. */
function sourcesOf(text: string, start: RegExp): string[] {
  const sections = text.split(start);
  const parts: { text: string; bytes: number }[] = [];
  for (const section of sections) {
    const bytes = Buffer.byteLength(section) + 1;
    const last = parts.at(-1);
    if (last && last.bytes + bytes < SOURCE_BYTES) {
      last.text += `\n${section}`;
      last.bytes += bytes;
    } else parts.push({ text: section, bytes });
  }
  return parts.map((p) => p.text);
}

/**
 * Imports `text` as the edition `late`, titled `title`, through the library as `svod import` does
 * (within the benchmark's own bound): the rulebook into
 * `dir/rules/` (declared the current view) and its sources beside it in `dir/sources/`, so that
 * the build checks it as it checks real content; sources are cut where `start` matches. Returns
 * the rulebook's folder (SVOD_RULES_DIR).
 */
export function writeRulebook(dir: string, title: string, text: string, start = SECTION_START): string {
  const sources = sourcesOf(text, start).map((part, i) => ({ file: `synthetic-${i + 1}.txt`, part }));
  const result = importEdition(
    { id: 'late', title, order: 1, sources: sources.map(({ file }) => ({ file, opensAtSectionStart: true })) },
    sources.map(({ file, part }) => ({ file, bytes: new TextEncoder().encode(part) })),
    BENCH_LIMITS,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
  const rules = join(dir, 'rules');
  mkdirSync(join(rules, 'late'), { recursive: true });
  mkdirSync(join(dir, 'sources'), { recursive: true });
  for (const [name, file] of result.value.files) writeFileSync(join(rules, 'late', name), file);
  writeFileSync(join(rules, 'views.yaml'), `${modeline('views', 1)}\ncurrent:\n  base: late\n`);
  for (const { file, part } of sources) writeFileSync(join(dir, 'sources', file), part);
  return rules;
}

/** Writes an edition `late` of `rules` rules under `dir` (writeRulebook); returns its rulebook's folder. */
export function writeSyntheticRulebook(dir: string, rules: number): string {
  return writeRulebook(dir, 'Синтетическая редакция', syntheticText(rules));
}
