// One test per content/examples file: it must read, run and pass, with the invariants checked
// after every action.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runScenario } from '../../src/engine/index.ts';
import { catalog, EXAMPLES, failures, where, editions } from './helpers.ts';

const files = readdirSync(EXAMPLES)
  .filter((n) => n.endsWith('.yaml'))
  .sort();

describe('content/examples', () => {
  test('there are at least 30 examples', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
  });
  for (const name of files) {
    test(name, () => {
      const out = runScenario(readFileSync(join(EXAMPLES, name), 'utf8'), `content/examples/${name}`, catalog(), editions(), { invariants: true });
      if (!out.ok) throw new Error(where(out.errors));
      expect(failures(out.result)).toEqual([]);
      expect(out.result.passed).toBe(true);
      expect(out.result.steps.length).toBeGreaterThan(0);
    });
  }
});
