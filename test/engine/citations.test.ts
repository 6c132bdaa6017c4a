// Every rule the engine cites exists in the rulebook content of the edition it names, and the
// trace of every example cites only such rules (or says the excerpts are silent).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { allCitations, runScenario } from '../../src/engine/index.ts';
import { loadEditions } from '../../src/content-files/index.ts';
import { editionAnchors } from '../../src/rulebook/index.ts';
import { catalog, EXAMPLES, ROOT, where } from './helpers.ts';

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
  test('every trace entry of every example cites an existing rule of its edition, or says the excerpts are silent', () => {
    let silent = 0;
    let cited = 0;
    for (const name of readdirSync(EXAMPLES).filter((n) => n.endsWith('.yaml'))) {
      const out = runScenario(readFileSync(join(EXAMPLES, name), 'utf8'), name, catalog());
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
