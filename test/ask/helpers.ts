// The situations of the content (templates, rulings, examples), built once, and the engine run
// again on an answer's own scenario: what every Ask Svod test checks an answer against.
import { ask, type AskTable, type Asked } from '../../src/ask/index.ts';
import { askTable } from '../../src/content-files/index.ts';
import { runScenario } from '../../src/engine/index.ts';
import { graph } from '../content-graph.ts';

let table: AskTable | undefined;
export const situations = () =>
  (table ??= askTable(
    { templates: graph().practice.templates.map((t) => t.data), questions: graph().practice.questions, rulings: graph().rulings, examples: graph().examples },
    graph().catalog.cards,
    (edition, rule) => `/${edition}/${rule}/`,
  ));

/** The answer, failing the test when the query gets anything else. */
export function answerTo(query: string): Extract<Asked, { kind: 'answer' }> {
  const asked = ask(query, situations());
  if (asked?.kind !== 'answer') throw new Error(`no computed answer to «${query}»: ${JSON.stringify(asked && { ...asked, board: undefined })}`);
  return asked;
}

/** The answer's scenario run again by the engine: whether every step passes, its edition, and the last answer's value. */
export function rerun(scenario: Record<string, unknown>) {
  const { catalog, engine } = graph();
  const out = runScenario(JSON.stringify(scenario), 'scenario.json', catalog, engine.editions, { defaultEdition: engine.defaultEdition });
  if (!out.ok) throw new Error(out.errors[0].message);
  return { passed: out.result.passed, edition: out.result.edition, last: out.result.steps.at(-1)?.answer?.value };
}
