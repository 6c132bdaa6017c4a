// A rulebook of any size for the search benchmark, written with the real rulebook's words at
// their real frequencies (common words common, rare words rare) and its real section titles,
// in the plain-text layout the importer reads, so the site can be built from it too.
import { words, type SearchData } from '../src/search/index.ts';
import { writeRulebook } from './synthetic-rulebook.ts';

const RULES_PER_SECTION = 25;

// A seeded generator, so every run measures the same rulebook.
function rng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

/** Plain text of `rules` rules drawn from the real rules' words and lengths. */
export function realisticText(real: SearchData, rules: number): string {
  const texts = real.docs.filter((d) => d.group === 'rules' && d.view === real.views[0].id).map((d) => d.blocks.map((b) => b.text).join(' '));
  const tokens = texts.flatMap((t) => words(t)).filter((w) => !/\d/.test(w));
  const lengths = texts.map((t) => words(t).length);
  const titles = [...new Set(real.sections.map((s) => s.title).filter((t): t is string => !!t))];
  const random = rng(20261130);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const lines: string[] = [];
  for (let s = 0; s * RULES_PER_SECTION < rules; s++) {
    lines.push(`${titles[s % titles.length]}.`, '');
    for (let r = 1; r <= Math.min(RULES_PER_SECTION, rules - s * RULES_PER_SECTION); r++) {
      const sentence = Array.from({ length: pick(lengths) }, () => pick(tokens)).join(' ');
      lines.push(`${100 + s}.${r}. ${sentence[0].toUpperCase()}${sentence.slice(1)}.`, '');
    }
  }
  return lines.join('\n');
}

/** Writes that rulebook as the edition `late`, declared the current view, under `dir`; returns its rulebook's folder. */
export function writeRealisticRulebook(dir: string, real: SearchData, rules: number): string {
  return writeRulebook(dir, 'Поздняя редакция', realisticText(real, rules));
}
