// A synthetic rulebook of any size, written as the importer writes real content, for
// measuring how the build grows with the number of rules.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importEdition } from '../src/rulebook/index.ts';

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

/** Writes an edition `late` of `rules` rules into `dir/late/`, declared the current view; returns `dir`. */
export function writeSyntheticRulebook(dir: string, rules: number): string {
  const result = importEdition({ id: 'late', title: 'Синтетическая редакция', order: 1, sources: [{ file: 'synthetic.txt', opensAtSectionStart: true }] }, [
    { file: 'synthetic.txt', bytes: new TextEncoder().encode(syntheticText(rules)) },
  ]);
  if (!result.ok) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
  mkdirSync(join(dir, 'late'), { recursive: true });
  for (const [name, text] of result.value.files) writeFileSync(join(dir, 'late', name), text);
  writeFileSync(join(dir, 'views.yaml'), 'current:\n  base: late\n');
  return dir;
}
