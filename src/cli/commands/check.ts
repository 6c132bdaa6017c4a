// `svod check [--fix] [--quiet]`: reads the content into its graph, where every check lives
// (src/content-files/graph.ts) — the same checks that stop the build, with the same messages —
// and says what it found: every example's run (unless --quiet), each problem at its file, line
// and column, warnings that refuse nothing but ask an editor to act (a ruling a new edition leaves
// unchecked), and notes that refuse nothing. `--fix` rewrites the citations the alignment (or a
// run) carries with certainty, pass after pass until none is left to rewrite, then lists what is left.
// Exit 0 when nothing refuses the content (warnings or not), 1 otherwise.
import { formatProblem, loadContentGraph, type ContentRead } from '../../content-files/index.ts';
import { parseArgs } from '../args.ts';
import { fixUntilSettled } from '../check-fix.ts';
import { textReport } from '../run-output.ts';

const USAGE = 'Usage: svod check [--fix] [--quiet]';

export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, { flags: ['fix', 'quiet'] });
  if (!args.ok || args.positional.length) {
    console.error(`svod check: ${args.ok ? `unknown argument ${args.positional[0]}` : args.error}\n${USAGE}`);
    return 2;
  }
  let read = loadContentGraph();
  if (args.flags.fix && read.fixes.length) {
    const settled = fixUntilSettled(read, loadContentGraph);
    const { fixed, stale, failed, left } = settled;
    for (const f of fixed) console.log(`fixed ${f.file}:${f.line}:${f.column}: ${f.from} → ${f.to}`);
    if (failed) {
      const changed = failed.changed ? `${failed.changed} file(s) before it were fixed, the rest left as they were` : 'no file was changed';
      const when = settled.passes > 1 ? ` in pass ${settled.passes} (the fixes listed above were written before it)` : '';
      console.error(`svod check --fix: cannot write ${failed.file} (${failed.reason}): ${changed}${when}`);
      return 1;
    }
    for (const f of stale) console.error(`${f.file}:${f.line}:${f.column}: not fixed: the file no longer holds ${f.from} there`);
    if (left.length) console.error(`svod check --fix: stopped after ${settled.passes} passes, ${left.length} fix(es) still proposed`);
    read = settled.read;
  }
  return report(read, args.flags.quiet === true);
}

function report({ graph, problems, warnings, notes }: ContentRead, quiet: boolean): number {
  const results = graph.examples.map((e) => e.result);
  if (!quiet) {
    for (const line of textReport(results)) console.log(line);
    const passed = results.filter((r) => r.passed).length;
    console.log(`${passed} passed, ${results.length - passed} failed`);
  }
  for (const n of notes) console.log(`note: ${formatProblem(n)}`);
  for (const w of warnings) console.error(`warning: ${formatProblem(w)}`);
  for (const p of problems) console.error(formatProblem(p));
  const runs = graph.rulings.reduce((n, r) => n + r.checks.length, 0);
  const failing = results.filter((r) => !r.passed).length;
  console.log(
    problems.length
      ? `svod check: ${problems.length} problem(s) in content, ${failing} example(s) failing`
      : `svod check: ${graph.catalog.cards.length} cards, ${results.length} examples, ${graph.rulings.length} rulings (${runs} runs across editions), ${graph.practice.templates.length} practice templates (${graph.practice.questions.length} questions), rulebook content — ${warnings.length ? `in order, with ${warnings.length} warning(s)` : 'all in order'}`,
  );
  return problems.length ? 1 : 0;
}
