// Every rule an edition's engine table cites exists in that edition's rulebook content, and the
// trace of every example cites only such rules (or says the excerpts are silent).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { allCitations, RULE_KEYS, runScenario } from '../../src/engine/index.ts';
import { graph } from '../content-graph.ts';
import { editionAnchors } from '../../src/rulebook/index.ts';
import { catalog, editions, EXAMPLES, where } from './helpers.ts';

const anchors = new Map(graph().editions.map((e) => [e.id, editionAnchors(e)]));
const tables = graph().engine.tables;

describe('citations', () => {
  test('every edition of the rulebook has an engine table, in the rulebook’s order, titled as it is', () => {
    expect(tables.map((t) => [t.id, t.title])).toEqual(graph().editions.map((e) => [e.id, e.title]));
  });
  test('every rule key is cited by some edition', () => {
    expect(allCitations(tables).filter((c) => !Object.keys(c.rules).length)).toEqual([]);
    expect(allCitations(tables).map((c) => c.key)).toEqual(RULE_KEYS.map(([key]) => key));
  });
  for (const c of allCitations(tables)) {
    test(`${c.key}: ${JSON.stringify(c.rules)}`, () => {
      for (const [edition, rule] of Object.entries(c.rules)) expect(anchors.get(edition)!.has(rule), `${edition} ${rule}`).toBe(true);
    });
  }
  test('every trace entry of every example cites an existing rule of its edition, or says the excerpts are silent', () => {
    let silent = 0;
    let cited = 0;
    for (const name of readdirSync(EXAMPLES).filter((n) => n.endsWith('.yaml'))) {
      const out = runScenario(readFileSync(join(EXAMPLES, name), 'utf8'), name, catalog(), editions());
      if (!out.ok) throw new Error(where(out.errors));
      for (const step of out.result.steps) {
        for (const t of step.trace) {
          expect(t.text.trim().length, `${name}: an entry without text`).toBeGreaterThan(0);
          // The text never repeats the number: whoever shows the entry shows it once.
          if (t.rule !== null) expect(t.text, name).not.toContain(`(${t.rule})`);
          if (t.rule === null) silent++;
          else {
            cited++;
            expect(anchors.get(t.edition)!.has(t.rule), `${name}: ${t.rule} (${t.edition})`).toBe(true);
          }
        }
      }
    }
    expect(cited).toBeGreaterThan(silent);
  });
});
