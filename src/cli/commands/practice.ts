// `svod practice [--count N] [--seed S] [--edition ID] [--json]`: questions generated from the
// practice templates, each with its choices, the answer and every choice's reason. The same seed
// gives the same questions in the same order. `--json` adds each question's scenario (which
// `svod run` answers the same way), its derivation and the engine's answer as data.
// Exit 0; 2 on a bad option or content that does not read.
import { parseArgs } from '../args.ts';
import { formatProblem, loadContentGraph, problemsIn } from '../../content-files/index.ts';
import { LEVELS, type PracticeQuestion } from '../../practice/index.ts';
import { seededOrder } from '../../choice/index.ts';

const usage = 'Usage: svod practice [--count N] [--seed S] [--edition ID] [--json]';
const MAX_COUNT = 100_000;
const LETTERS = 'abcdefgh';

export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args, { flags: ['json', 'help'], values: ['count', 'seed', 'edition'] });
  if (!parsed.ok || parsed.positional.length) {
    console.error(`svod practice: ${parsed.ok ? `unexpected argument "${parsed.positional[0]}"` : parsed.error}\n${usage}`);
    return 2;
  }
  if (parsed.flags.help) {
    console.log(usage);
    return 0;
  }
  const count = parsed.values.count === undefined ? 10 : Number(parsed.values.count);
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    console.error(`svod practice: --count must be a whole number from 1 to ${MAX_COUNT}, not "${parsed.values.count}"`);
    return 2;
  }
  const seed = parsed.values.seed ?? '1';
  const read = loadContentGraph();
  const { editions } = read.graph.engine;
  const edition = parsed.values.edition;
  if (edition !== undefined && !editions.has(edition)) {
    console.error(`svod practice: unknown edition "${edition}" (known: ${[...editions.keys()].join(', ')})`);
    return 2;
  }
  // Questions need the rulebook, the cards, the engine's tables and the templates; other content's problems are `svod check`'s to say.
  const problems = problemsIn(read, ['rules', 'cards', 'engine', 'practice']);
  if (problems.length) {
    for (const p of problems) console.error(formatProblem(p));
    return 2;
  }
  const practice = read.graph.practice;
  const pool = practice.questions.filter((q) => edition === undefined || q.editions.includes(edition)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const picked = seededOrder(pool, /^\d+$/.test(seed) ? Number(seed) : seed).slice(0, count);
  if (picked.length < count) console.error(`svod practice: only ${pool.length} question(s)${edition ? ` in the ${edition} edition` : ''}; all are printed`);
  if (parsed.flags.json)
    console.log(JSON.stringify({ seed, ...(edition ? { edition } : {}), available: pool.length, count: picked.length, questions: picked }, null, 2));
  else console.log(picked.map((q, i) => format(q, i + 1)).join('\n\n'));
  return 0;
}

function format(q: PracticeQuestion, n: number): string {
  const head = `${n}. [${LEVELS[q.level]} · ${q.edition}] ${q.text}`;
  const choices = q.choices.map((c, i) => `   ${LETTERS[i]}) ${c.text}${c.correct ? '  ✓' : ''}\n      ${c.reason}`);
  return [head, ...choices, `   rules: ${q.rules.join(', ')}; id: ${q.id}`].join('\n');
}
