// A synthetic rulebook of any size, written as the importer writes real content, for
// measuring how the build grows with the number of rules.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importEdition, modeline } from '../src/rulebook/index.ts';

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

/** `text` cut into sources at section headings (a line that is no numbered rule), each within SOURCE_BYTES. */
function sourcesOf(text: string): string[] {
  const sections = text.split(/\n(?=[^\d\n])/);
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
 * Imports `text` as the edition `late`, titled `title`, as `svod import` would: the rulebook into
 * `dir/rules/` (declared the current view) and its sources beside it in `dir/sources/`, so that
 * the build checks it as it checks real content. Returns the rulebook's folder (SVOD_RULES_DIR).
 */
export function writeRulebook(dir: string, title: string, text: string): string {
  const sources = sourcesOf(text).map((part, i) => ({ file: `synthetic-${i + 1}.txt`, part }));
  const result = importEdition(
    { id: 'late', title, order: 1, sources: sources.map(({ file }) => ({ file, opensAtSectionStart: true })) },
    sources.map(({ file, part }) => ({ file, bytes: new TextEncoder().encode(part) })),
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
