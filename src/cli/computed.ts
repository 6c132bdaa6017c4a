// The engine's computed answer to a query (src/ask), as `svod search` and `svod mcp` give it:
// the answer per edition with the rules applied (each with its edition and its page on the site)
// and a link that opens the judge's board at the situation (`/judge/#b=`, as the board shares).
import { deflateRawSync } from 'node:zlib';
import { ask, askLines, type AskTable, type Asked } from '../ask/index.ts';
import { askTable, type ContentGraph } from '../content-files/index.ts';
import { judgePath, rulePath, sectionPath } from '../routes/index.ts';

/** The board's address for a situation: its data as JSON, deflated, base64url (src/scripts/shared/share.ts reads it). */
export const boardLink = (scenario: unknown) => `${judgePath()}#b=${deflateRawSync(Buffer.from(JSON.stringify(scenario))).toString('base64url')}`;

/** The page of a rule or paragraph an edition applied (`203.2`, `205-p1`, `203.2/ex1`), or null where its view lacks it. */
function ruleLink(graph: ContentGraph) {
  return (edition: string, rule: string): string | null => {
    const view = graph.views.find((v) => v.id === edition);
    const section = /^(\d{3})-p\d+$/.exec(rule);
    if (section) return view?.sections.some((s) => s.number === Number(section[1])) ? sectionPath(edition, Number(section[1]), rule) : null;
    const numbered = /^(\d{3}(?:\.\d+)+)(-[pl]\d+|\/ex\d+)?$/.exec(rule);
    if (!numbered || !view?.sections.some((s) => s.rules.some((r) => r.rule.number === numbered[1]))) return null;
    return rulePath(edition, numbered[1], numbered[2] ? rule : undefined);
  };
}

/** The situations the content's templates, rulings and examples let search answer (build it once per graph). */
export const situationsOf = (graph: ContentGraph): AskTable =>
  askTable(
    { templates: graph.practice.templates.map((t) => t.data), questions: graph.practice.questions, rulings: graph.rulings, examples: graph.examples },
    graph.catalog.cards,
    ruleLink(graph),
  );

export type Computed = ReturnType<typeof computedJson>;

function computedJson(asked: Asked, graph: ContentGraph) {
  const title = (id: string) => graph.editions.find((e) => e.id === id)?.title ?? id;
  const head = {
    by: 'engine' as const,
    source: asked.source,
    id: asked.id,
    given: asked.given,
    about: asked.about ?? null,
    elsewhere: asked.elsewhere,
    text: askLines(asked, title).join('\n'),
  };
  if (asked.kind === 'missing') return { kind: asked.kind, ...head, situation: asked.question, missing: asked.missing, board: boardLink(asked.board) };
  if (asked.kind === 'outside') return { kind: asked.kind, ...head, situation: asked.question, computed: asked.computed, board: boardLink(asked.board) };
  const answers = asked.answers.map(({ scenario, rules, ...a }) => ({
    ...a,
    rules: rules.map((r) => ({ ...r, editionTitle: title(r.edition) })),
    board: boardLink(scenario),
  }));
  return { kind: asked.kind, ...head, situation: asked.text, answers };
}

/** The computed answer to `query`, or null when it names no situation the engine computed. */
export function computedAnswer(graph: ContentGraph, situations: AskTable, query: string): Computed | null {
  const asked = ask(query, situations);
  return asked && computedJson(asked, graph);
}
