// The judge sandbox's worker: reads and runs a scenario off the page's thread, so a scenario
// that runs too long can be stopped without freezing the page.
import { makeCatalog, parseScenario, runParsed, type CardDef, type InputProblem, type ScenarioResult } from '../engine/index.ts';

export interface JudgeRequest {
  yaml: string;
  cards: CardDef[];
}

export type JudgeReply = { ok: true; result: ScenarioResult } | { ok: false; error: InputProblem } | { ok: false; crash: string };

self.onmessage = (event: MessageEvent<JudgeRequest>) => {
  const { yaml, cards } = event.data;
  let reply: JudgeReply;
  try {
    const parsed = parseScenario(yaml, 'песочница', makeCatalog(cards));
    reply = parsed.ok ? { ok: true, result: runParsed(parsed.scenario, parsed.catalog, { snapshots: true }) } : { ok: false, error: parsed.errors[0] };
  } catch (error) {
    reply = { ok: false, crash: String((error as Error)?.message ?? error) };
  }
  (self as unknown as Worker).postMessage(reply);
};
