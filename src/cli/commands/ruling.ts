// `svod ruling ID [--json]`: a ruling with its answer in each edition it is checked in, proved by
// running its scenario there (an answer carried to an edition it gives none for says so; an
// edition whose rules changed where it gives none is named as not checked). Exit 0 when it holds, 1 when a run fails or the answer says more than
// the run checks, 2 when there is no such ruling.
import { formatProblem, loadContentGraph } from '../../content-files/index.ts';
import { parseArgs } from '../args.ts';

export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, { flags: ['json'] });
  if (!args.ok || args.positional.length !== 1) {
    console.error(`svod ruling: ${args.ok ? 'name one ruling' : args.error}\nUsage: svod ruling ID [--json]`);
    return 2;
  }
  const { graph, problems, warnings } = loadContentGraph();
  const { rulings } = graph;
  const id = args.positional[0];
  const found = rulings.find((r) => r.ruling.id === id);
  if (!found) {
    const broken = problems.filter((p) => p.file.endsWith(`/${id}.yaml`));
    for (const p of broken) console.error(formatProblem(p));
    if (!broken.length) console.error(`svod ruling: no ruling "${id}" (known: ${rulings.map((r) => r.ruling.id).join(', ')})`);
    return 2;
  }
  const { ruling, checks, unchecked } = found;
  const held = checks.every((c) => c.held);
  if (args.flags.json) {
    console.log(
      JSON.stringify({
        ...ruling,
        checks: checks.map((c) => ({
          edition: c.edition,
          answer: c.answer,
          passed: c.result.passed,
          held: c.held,
          ...(c.carriedFrom ? { carriedFrom: c.carriedFrom } : {}),
        })),
        unchecked,
      }),
    );
    return held ? 0 : 1;
  }
  console.log(ruling.question);
  for (const c of checks) {
    const carried = c.carriedFrom ? `carried from ${c.carriedFrom}, whose rules read the same; ` : '';
    console.log(
      `  ${c.edition}: ${c.answer} — ${carried}${c.held ? 'checked by the engine' : c.result.passed ? 'NOT CHECKED: the answer says more than the scenario checks' : 'FAILS'}`,
    );
  }
  for (const u of unchecked)
    console.log(
      `  ${u.edition}: ${u.failed ? 'the engine does not confirm the answer' : 'no answer'}, not checked — the rules changed since ${u.from} (${u.changes.map((c) => c.after.anchor).join(', ')})`,
    );
  console.log(`\n${ruling.explanation}\nRules: ${ruling.rules.join(', ')}${ruling.cards.length ? `\nCards: ${ruling.cards.join(', ')}` : ''}`);
  for (const w of warnings.filter((x) => x.file === ruling.file)) console.error(`warning: ${formatProblem(w)}`);
  for (const p of problems.filter((x) => x.file === ruling.file)) console.error(formatProblem(p));
  return held ? 0 : 1;
}
