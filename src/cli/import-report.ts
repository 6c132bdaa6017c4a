// What `svod import --replace` says before it replaces an edition: which section and part files
// change, go or come, what of edition.yaml it keeps, which sources it no longer names, and which
// other files stay as they are.
import { join } from 'node:path';
import type { EditionMeta, ImportCounts, Problem } from '../rulebook/index.ts';
import { formatProblem, readContentText } from '../content-files/index.ts';
import { oldEntries, type ImportPlan } from './import-write.ts';

const list = (names: string[]) => (names.length ? names.join(', ') : 'none');
const counted = (n: number, noun: string, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;

/** What the import found: «8 parts, 77 sections, 331 rules, 80 examples, 42 terms». */
export function describeCounts(counts: ImportCounts): string {
  return [
    counted(counts.parts, 'part'),
    counted(counts.sections, 'section'),
    counted(counts.rules, 'rule'),
    counted(counts.examples, 'example'),
    counted(counts.terms, 'term'),
  ].join(', ');
}

/** The numbers kept twice and the lines placed in no rule, each with its file and line. */
export function describeNotices(repeats: Problem[], unplaced: Problem[]): string[] {
  const lines = repeats.map((p) => `note: ${formatProblem(p)}`);
  if (unplaced.length)
    lines.push(
      `note: ${counted(unplaced.length, 'line stands', 'lines stand')} in no rule, section or term (kept as the introduction of their part):`,
      ...unplaced.map((p) => `  ${formatProblem(p)}`),
    );
  return lines;
}

export function describeReplacement(folder: string, shown: string, previous: EditionMeta | null, meta: EditionMeta, plan: ImportPlan): string[] {
  const before = oldEntries(folder).generated.filter((n) => n.endsWith('.md'));
  const after = [...plan.files.keys()].filter((n) => n.endsWith('.md'));
  const same = (name: string) => {
    const text = readContentText(join(folder, name));
    return text.ok && text.value === plan.files.get(name);
  };
  const kept = after.filter((n) => before.includes(n));
  const changed = kept.filter((n) => !same(n));
  const lines = [
    `replacing edition ${meta.id} in ${shown}: ${before.length} section and part file(s) become ${after.length}; changed: ${list(changed)}; removed: ${list(before.filter((n) => !after.includes(n)))}; added: ${list(after.filter((n) => !before.includes(n)))}`,
  ];
  if (previous) {
    const notes = meta.sources.filter(
      (s) => previous.sources.some((p) => p.file === s.file) && (s.note !== undefined || s.opensAtSectionStart !== undefined || s.editionAssumed !== undefined),
    );
    lines.push(
      `keeping from edition.yaml: title "${previous.title}", order ${previous.order}${previous.note ? ', its note' : ''}${notes.length ? `, what it says of ${notes.map((s) => s.file).join(', ')}` : ''}`,
    );
    for (const dropped of previous.sources.filter((p) => !meta.sources.some((s) => s.file === p.file))) {
      lines.push(
        `edition.yaml no longer names source ${dropped.file}${dropped.note || dropped.opensAtSectionStart ? ', nor what it said of it' : ''}; the file stays in content/sources`,
      );
    }
  }
  if (plan.carried.length) lines.push(`keeping ${plan.carried.length} other file(s) as they are: ${list(plan.carried)}`);
  return lines;
}
