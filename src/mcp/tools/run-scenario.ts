// run_scenario: a scenario (the `svod run` format, YAML or JSON text) run by the engine: per step
// what happened or the answer, each expectation passed or failed, and the rules applied with
// their edition. A scenario that does not read is an error result naming line and column.
import * as z from 'zod/mini';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { runScenario, type StepResult, type TraceEntry } from '../../engine/index.ts';
import { excerpt } from '../../input/index.ts';
import { MAX_TEXT, OUTPUT_BUDGET } from '../../cli/run-output.ts';
import { answered, editionTitle, refused } from '../result.ts';
import type { Served } from '../server.ts';

/** What the scenario is called in messages: it comes from no file. */
const NAME = 'scenario';
/** The most characters of scenario text one call takes (a content file's limit, 1000 KB). */
const MAX_SCENARIO = 1_000_000;

const cut = (text: string) => excerpt(text, MAX_TEXT);

function applied(trace: TraceEntry[], title: (id: string) => string) {
  const seen = new Map<string, { rule: string | null; edition: string; editionTitle: string }>();
  for (const t of trace) seen.set(`${t.edition}:${t.rule}`, { rule: t.rule, edition: t.edition, editionTitle: title(t.edition) });
  return [...seen.values()];
}

function stepData(s: StepResult, title: (id: string) => string) {
  const trace = [...s.trace, ...(s.answer?.trace ?? []), ...(s.checks ?? []).flatMap((c) => c.trace)];
  return {
    ok: s.ok,
    message: cut(s.message),
    ...(s.answer ? { answer: { question: s.answer.question, text: cut(s.answer.text), value: s.answer.value } } : {}),
    ...(s.checks ? { expectations: s.checks.map((c) => ({ passed: c.ok, what: c.what, expected: cut(c.expected), actual: cut(c.actual) })) } : {}),
    rules: applied(trace, title),
    trace: trace.map((t) => ({ rule: t.rule, edition: t.edition, text: cut(t.text) })),
  };
}

export function runScenarioTool(server: McpServer, { graph }: Served): void {
  const title = editionTitle(graph);
  server.registerTool(
    'run_scenario',
    {
      title: 'Run a scenario',
      description:
        "Run a game situation with the rules engine. The scenario is YAML or JSON text in the format of `svod run` (setup of players A and B, then steps: actions, ask: questions, expect: checks). Returns, per step, what happened or the engine's answer, each expectation passed or failed, and the rules applied with their edition. A scenario that does not read is an error naming its line and column.",
      inputSchema: { scenario: z.string().check(z.describe('The scenario as YAML or JSON text')) },
    },
    async ({ scenario }) => {
      if (scenario.length > MAX_SCENARIO) return refused(`Сценарий слишком велик: больше ${MAX_SCENARIO} знаков.`);
      const out = runScenario(scenario, NAME, graph.catalog, graph.engine.editions, { defaultEdition: graph.engine.defaultEdition });
      if (!out.ok) {
        const errors = out.errors.map((e) => ({ line: e.line, column: e.column, message: e.message, messageRu: e.messageRu }));
        return refused(`Сценарий не читается:\n${errors.map((e) => `строка ${e.line}, столбец ${e.column}: ${e.messageRu ?? e.message}`).join('\n')}`, {
          errors,
        });
      }
      const { result } = out;
      let size = 0;
      const steps = [];
      for (const s of result.steps) {
        const data = stepData(s, title);
        size += JSON.stringify(data).length;
        if (size > OUTPUT_BUDGET) break;
        steps.push(data);
      }
      const truncated = steps.length < result.steps.length;
      const lines = steps.map((s, i) => {
        const head = `${i + 1}. ${s.ok ? '✓' : '✗'} ${s.answer ? `${s.answer.question} ${s.answer.text}` : s.message}`;
        const rules = s.rules.filter((r) => r.rule !== null).map((r) => `${r.rule} (${r.editionTitle})`);
        return [
          head,
          ...(s.expectations ?? []).filter((e) => !e.passed).map((e) => `   не выполнено: ${e.what} — ожидалось ${e.expected}, на деле ${e.actual}`),
          ...(rules.length ? [`   правила: ${rules.join(', ')}`] : []),
        ].join('\n');
      });
      const verdict = result.passed ? 'Сценарий выполнен: все проверки прошли.' : 'Сценарий не прошёл: есть невыполненные шаги или проверки.';
      return answered([verdict, ...lines, ...(truncated ? ['… остальные шаги не поместились в ответ.'] : [])].join('\n'), {
        passed: result.passed,
        edition: result.edition,
        editionTitle: title(result.edition),
        steps,
        ...(truncated ? { truncated: true } : {}),
      });
    },
  );
}
