// Every rule the engine cites exists in the rulebook content of the edition it names, and the
// trace of every example cites only such rules (or says the excerpts are silent).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { allCitations, runScenario } from '../../src/engine/index.ts';
import { loadEditions } from '../../src/content-files/index.ts';
import { editionAnchors } from '../../src/rulebook/index.ts';
import { catalog, EXAMPLES, ROOT } from './helpers.ts';

const anchors = new Map(loadEditions(ROOT).editions.map((e) => [e.id, editionAnchors(e)]));

describe('citations', () => {
  test('the rulebook content has both editions', () => {
    expect([...anchors.keys()].sort()).toEqual(['early', 'late']);
  });
  for (const c of allCitations()) {
    test(`${c.key}: ${c.early ?? '-'} / ${c.late ?? '-'}`, () => {
      if (c.early) expect(anchors.get('early')!.has(c.early)).toBe(true);
      if (c.late) expect(anchors.get('late')!.has(c.late)).toBe(true);
    });
  }
  test('example traces cite existing rules of the edition they name', () => {
    for (const name of readdirSync(EXAMPLES).filter((n) => n.endsWith('.yaml'))) {
      const out = runScenario(readFileSync(join(EXAMPLES, name), 'utf8'), name, catalog());
      if (!out.ok) throw new Error(out.error.message);
      for (const step of out.result.steps) {
        for (const t of step.trace) {
          if (t.rule === '—') continue;
          expect(anchors.get(t.edition)!.has(t.rule), `${name}: ${t.rule} (${t.edition})`).toBe(true);
        }
      }
    }
  });
});
