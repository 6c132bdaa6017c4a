// `svod check`, rulings part: every ruling reads, and its scenario passes under each edition it
// is checked in (a failing one is named by file and line). Returns how many were checked.
import { loadRulings } from '../content-files/index.ts';
import type { Catalog, InputProblem } from '../engine/index.ts';

export function checkRulings(root: string, catalog: Catalog): { problems: InputProblem[]; rulings: number; runs: number } {
  const { rulings, problems } = loadRulings(root, catalog);
  return { problems, rulings: rulings.length, runs: rulings.reduce((n, r) => n + r.checks.length, 0) };
}
