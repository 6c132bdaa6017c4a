// `svod rule NUMBER [--edition ID]`: print a rule as written, with its citation.
import { blockText, formatCitation, isRuleNumber } from '../../rulebook/index.ts';
import { loadContentGraph, printProblems, problemsIn } from '../../content-files/index.ts';
import { parseArgs } from '../args.ts';
import { lookupRule } from '../rule-lookup.ts';

export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, { values: ['edition'], flags: ['json'] });
  if (!args.ok) return usage(args.error);
  const [number] = args.positional;
  if (!number || args.positional.length > 1) return usage('name one rule NUMBER, e.g. 205.4');
  if (!isRuleNumber(number)) return usage(`"${number}" is not a rule number (expected e.g. 205.4 or 517.3.1)`);
  const read = loadContentGraph();
  const { editions, views } = read.graph;
  const problems = problemsIn(read, ['rules']);
  if (problems.length || !views.length) {
    printProblems(problems);
    return 2;
  }
  const editionId = args.values.edition;
  const found = lookupRule(read.graph, number, editionId);
  if (!found.ok) {
    if (found.reason === 'edition') return usage(`unknown edition "${editionId}" (known: ${found.known.join(', ')})`);
    const { elsewhere } = found;
    console.error(
      `svod rule: ${number} is not in ${editionId ? `the ${editionId} edition` : 'the current view'}${elsewhere.length ? `; it is in: ${elsewhere.join(', ')} (use --edition)` : ' nor in any available excerpt'}`,
    );
    return 1;
  }
  const titleOf = (id: string) => editions.find((e) => e.id === id)!.title;
  if (args.flags.json) {
    console.log(JSON.stringify(found.rule ? { ...found.rule, citation: formatCitation(titleOf(found.rule.edition), number) } : found.section, null, 2));
    return 0;
  }
  if (found.rule) {
    const { rule, edition } = found.rule;
    console.log(`${number} — ${titleOf(edition)}${rule.inferred ? ' (number inferred from its position; the excerpt does not print it)' : ''}\n`);
    console.log(rule.blocks.map((b, i) => (i === 0 && rule.inferred ? `[${number}] ${blockText(b)}` : blockText(b))).join('\n\n'));
    console.log(`\n${formatCitation(titleOf(edition), number)}`);
  } else {
    const s = found.section;
    console.log(`${s.number}. ${s.title ?? '(heading not in the excerpt)'} — ${titleOf(s.edition)}\n`);
    console.log(
      [
        ...s.preamble.map((b) => blockText(b.block)),
        ...s.rules.map((r) => `${r.rule.inferred ? `[${r.rule.number}] ` : ''}${blockText(r.rule.blocks[0]).slice(0, 90)}…`),
      ].join('\n'),
    );
  }
  return 0;
}

function usage(message: string): number {
  console.error(`svod rule: ${message}\nUsage: svod rule NUMBER [--edition ID] [--json]`);
  return 2;
}
