// Shared by the engine tests: the card catalog from content/cards, the editions' engine tables
// from content/engine, and small runners.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCatalog, runScenario, type Catalog, type Editions, type InputProblem, type ScenarioResult } from '../../src/engine/index.ts';
import { graph } from '../content-graph.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const EXAMPLES = join(ROOT, 'content', 'examples');

let cached: Catalog | undefined;
export function catalog(): Catalog {
  if (cached) return cached;
  const dir = join(ROOT, 'content', 'cards');
  const files = readdirSync(dir)
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => ({ file: `content/cards/${n}`, text: readFileSync(join(dir, n), 'utf8') }));
  const { catalog: c, errors } = readCatalog(files);
  if (errors.length) throw new Error(`card errors: ${JSON.stringify(errors)}`);
  cached = c;
  return c;
}

/** The editions as the engine is handed them: content/engine, in the rulebook's order. */
export function editions(): Editions {
  return graph().engine.editions;
}

/** Runs scenario text; fails the test with the messages when the scenario does not read. */
export function run(text: string, file = 'test.yaml'): ScenarioResult {
  const out = runScenario(text, file, catalog(), editions(), { invariants: true });
  if (!out.ok) throw new Error(`input error: ${where(out.errors)}`);
  return out.result;
}

export function failures(r: ScenarioResult): string[] {
  return r.steps.flatMap((s, i) => (s.ok ? [] : [`step ${i + 1}: ${s.message}`]));
}

/** Problems as a compiler prints them, for failure messages. */
export function where(problems: InputProblem[]): string {
  return problems.map((e) => `${e.file}:${e.line}:${e.column}: ${e.message}`).join('\n');
}
