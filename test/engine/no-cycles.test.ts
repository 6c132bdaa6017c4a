// The engine's modules import one another without a circle, type imports included: the words
// every layer names (players, zones, rule keys) live in one leaf, vocabulary.ts, and the types,
// the schemas and the editions take them from there.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../src/engine');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** Every module of the engine with the engine's modules it imports (relative imports only). */
function graph(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8');
    const deps = [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?\sfrom\s+'(\.[^']+)'/gm)].map((m) => resolve(dirname(file), m[1]));
    out.set(
      file,
      deps.filter((d) => d.startsWith(root)),
    );
  }
  return out;
}

/** Each circle found by a depth-first walk, as the chain of files that closes it. */
function circles(g: Map<string, string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[] = [];
  const walk = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const d of g.get(n) ?? []) {
      if (state.get(d) === 'open')
        found.push(
          stack
            .slice(stack.indexOf(d))
            .map((p) => relative(root, p))
            .join(' → '),
        );
      else if (!state.has(d)) walk(d);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of g.keys()) if (!state.has(n)) walk(n);
  return found;
}

describe('src/engine imports', () => {
  it('form no circle', () => expect(circles(graph())).toEqual([]));
  it('the walk finds a circle where there is one', () => {
    const g = new Map([
      [join(root, 'a.ts'), [join(root, 'b.ts')]],
      [join(root, 'b.ts'), [join(root, 'a.ts')]],
    ]);
    expect(circles(g)).toEqual(['a.ts → b.ts']);
  });
  it('vocabulary.ts is a leaf', () => expect(graph().get(join(root, 'vocabulary.ts'))).toEqual([]));
});
