// Engine benchmarks: all examples run together (budget ≤ 200 ms), cost evaluations per second on
// a board of 40 cards, and the answer to a question on that board (budget < 1 ms).
import { join } from 'node:path';
import { buildState, parseScenario, runParsed, runScenario, statOf } from '../src/engine/index.ts';
import { contentPlace, loadContentGraph } from '../src/content-files/index.ts';
import type { BenchRow } from './types.ts';

const root = join(import.meta.dirname, '..');

export async function bench(): Promise<BenchRow[]> {
  // The content graph, read and checked as a build or a command reads it (every example and
  // ruling run under its editions); its cards and editions, and each example's text, read and run anew below.
  const started = performance.now();
  const { catalog, engine, examples: nodes } = loadContentGraph(contentPlace(root, {})).graph;
  const graphMs = performance.now() - started;
  const { editions, defaultEdition } = engine;
  const examples = nodes.map((e) => ({ file: e.file, text: e.yaml }));

  // All examples together: the first (cold) run, then the median of 20 warm runs.
  const runAll = () => {
    const t = performance.now();
    let passed = 0;
    for (const e of examples) {
      const out = runScenario(e.text, e.file, catalog, editions, { defaultEdition });
      if (out.ok && out.result.passed) passed++;
    }
    return { ms: performance.now() - t, passed };
  };
  const cold = runAll();
  const warm = Array.from({ length: 20 }, () => runAll().ms).sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)];

  // A board of 40 cards: 20 in play, 20 in hands, with set-cost and strike auras at work.
  const board = `
setup:
  A:
    play: [Рунопевец, Рунопевец, Рунопевец, Тан гномов, Кутила, Трюкач, Дахут, Молот прародителя, Плащ Исхара, Аккения]
    hand: [Кутила, Рунопевец, Тан гномов, Трюкач, Дахут, Зельеварение, Гипноз, Браслет подчинения, Кутила, Рунопевец]
  B:
    play: [Рунопевец, Тан гномов, Кутила, Трюкач, Дахут, Нимерт, Трясовица, Молот прародителя, Браслет подчинения, Пустошь Тул-Багара]
    hand: [Кутила, Рунопевец, Тан гномов, Трюкач, Дахут, Зельеварение, Гипноз, Плащ Исхара, Кутила, Рунопевец]
steps: []
`;
  const parsed = parseScenario(board, 'bench-board.yaml', catalog, editions);
  if (!parsed.ok) throw new Error(parsed.errors[0].message);
  const { state } = buildState(parsed.scenario);
  const ids = Object.values(state.cards)
    .filter((c) => !c.hero)
    .map((c) => c.phys);
  let evaluations = 0;
  const start = performance.now();
  while (performance.now() - start < 500) {
    for (const id of ids) statOf(catalog, state, id, 'cost');
    evaluations += ids.length;
  }
  const perSecond = evaluations / ((performance.now() - start) / 1000);

  // Bounded work: 500 steps that each gain 1,000 coins (coins are counted, not listed).
  const coins = `setup:\n  A: {}\nsteps:\n${'  - gainCoins: 1000\n'.repeat(500)}`;
  const heapBefore = process.memoryUsage().heapUsed;
  const coinsStart = performance.now();
  const coinsRun = runScenario(coins, 'bench-coins.yaml', catalog, editions);
  const coinsMs = performance.now() - coinsStart;
  const coinsMb = Math.max(0, process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  // A question on that board, as the judge's board asks it: the whole run of one `ask:` step (the
  // state built from the setup, then the answer with its derivation). Each card of the board is
  // asked its cost, each question timed as the median of 100 runs; the slowest is the figure.
  const refs = [...new Set([...board.matchAll(/\[([^\]]+)\]/g)].flatMap((m) => m[1].split(', ')))].map((name) => `${name}#1`);
  const ask = (ref: string, snapshots: boolean) => {
    const asked = parseScenario(board.replace('steps: []', `steps:\n  - ask: { cost: "${ref}" }`), 'bench-ask.yaml', catalog, editions);
    if (!asked.ok) throw new Error(asked.errors[0].message);
    const times = Array.from({ length: 100 }, () => {
      const t = performance.now();
      runParsed(asked.scenario, asked.catalog, { snapshots });
      return performance.now() - t;
    }).sort((x, y) => x - y);
    return { ref, ms: times[50], answer: runParsed(asked.scenario, asked.catalog).steps[0].answer?.text };
  };
  const slowest = (snapshots: boolean) => refs.map((ref) => ask(ref, snapshots)).sort((x, y) => y.ms - x.ms)[0];
  const question = slowest(false);
  const withPictures = slowest(true);

  return [
    {
      area: 'content',
      metric: 'content graph read and checked once (rulebook parsed, every example and ruling run)',
      value: `${graphMs.toFixed(0)} ms`,
      budget: '',
      ok: true,
    },
    {
      area: 'engine',
      metric: `all ${examples.length} examples, first run (${cold.passed} pass)`,
      value: `${cold.ms.toFixed(1)} ms`,
      budget: '≤ 200 ms',
      ok: cold.ms <= 200 && cold.passed === examples.length,
    },
    { area: 'engine', metric: `all ${examples.length} examples, warm median of 20`, value: `${median.toFixed(1)} ms`, budget: '≤ 200 ms', ok: median <= 200 },
    {
      area: 'engine',
      metric: `cost evaluations per second, board of ${ids.length} cards`,
      value: `${Math.round(perSecond).toLocaleString('en-US')}/s`,
      budget: '—',
      ok: ids.length === 40,
    },
    {
      area: 'engine',
      metric: '500 steps of gainCoins: 1000 (time, heap growth)',
      value: `${coinsMs.toFixed(1)} ms, ${coinsMb.toFixed(1)} MB`,
      budget: '—',
      ok: coinsRun.ok && coinsRun.result.passed,
    },
    {
      area: 'engine',
      metric: `answer to a question, board of ${ids.length} cards (slowest of ${refs.length} cards' cost)`,
      value: `${question.ms.toFixed(3)} ms (${question.ref}: ${question.answer})`,
      budget: '< 1 ms',
      ok: question.ms < 1 && question.answer !== undefined,
    },
    { area: 'engine', metric: 'the same with the board’s pictures of the state (snapshots)', value: `${withPictures.ms.toFixed(3)} ms`, budget: '—', ok: true },
  ];
}
