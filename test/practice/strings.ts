// Every Russian string the engine and practice produce from the content: each practice question
// (its text, choices, reasons, derivation and trace), each example's and ruling's run in every
// edition (step labels, messages, traces, answers), and what the judge's board offers for every
// card where it can lie and for each player (labels, picks' titles and options).
import { cardActions, cardQuestions, playerActions, playerQuestions, PLAYERS, type ScenarioResult, type ZoneName, type Pick } from '../../src/engine/index.ts';
import type { ContentGraph } from '../../src/content-files/index.ts';

export interface Said {
  where: string;
  text: string;
}

function fromRun(where: string, result: ScenarioResult): Said[] {
  return result.steps.flatMap((s, i) => [
    { where: `${where} step ${i + 1}`, text: s.message },
    ...s.trace.map((e) => ({ where: `${where} step ${i + 1} trace`, text: e.text })),
    ...(s.answer
      ? [
          { where: `${where} step ${i + 1} answer`, text: `${s.answer.question} ${s.answer.text}` },
          ...s.answer.trace.map((e) => ({ where: `${where} step ${i + 1} answer trace`, text: e.text })),
        ]
      : []),
  ]);
}

const pickWords = (p: Pick): string[] => [p.title, ...('options' in p ? p.options.map((o) => o.label) : []), ...('skip' in p && p.skip ? [p.skip] : [])];

function fromBoard(graph: ContentGraph): Said[] {
  const out: Said[] = [];
  for (const [edition, rules] of graph.engine.editions) {
    const zones = [...rules.zones] as ZoneName[];
    for (const p of PLAYERS) {
      for (const a of [...playerActions(p, 'A', zones), ...playerQuestions(p, zones)])
        out.push(...[a.label, ...a.picks.flatMap(pickWords)].map((text) => ({ where: `board ${edition} player ${p}`, text })));
    }
    for (const card of graph.catalog.cards) {
      for (const zone of [...zones, 'hero' as const]) {
        const place = { name: card.name, zone, controller: 'A' as const, owner: 'B' as const, active: 'A' as const, zones, card };
        for (const a of [...cardActions(place, card.name), ...cardQuestions(zone, card.name)])
          out.push(...[a.label, ...a.picks.flatMap(pickWords)].map((text) => ({ where: `board ${edition} ${card.name} in ${zone}`, text })));
      }
    }
  }
  return out;
}

export function everyString(graph: ContentGraph): Said[] {
  const practice = graph.practice.questions.flatMap((q) => [
    { where: q.id, text: q.text },
    ...q.choices.flatMap((c) => [
      { where: `${q.id} choice`, text: c.text },
      { where: `${q.id} reason`, text: c.reason },
    ]),
    ...q.derivation.flatMap((d) => [{ where: `${q.id} derivation`, text: d.text }, ...d.trace.map((e) => ({ where: `${q.id} trace`, text: e.text }))]),
  ]);
  const examples = graph.examples.flatMap((e) => fromRun(e.file, e.result));
  const rulings = graph.rulings.flatMap((r) => r.checks.flatMap((c) => fromRun(`${r.ruling.id} (${c.edition})`, c.result)));
  return [...practice, ...examples, ...rulings, ...fromBoard(graph)];
}
