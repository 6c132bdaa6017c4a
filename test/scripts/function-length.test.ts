// No function in the pages' scripts runs over 120 lines (a long closure hides its state; the
// board's used to): every function, arrow and method, measured as the TypeScript compiler parses it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const MAX_LINES = 120;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** Each function in a file's text: its name (or where it stands) and its length in lines. */
function functionLengths(name: string, text: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const out: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
      const start = line(node.getStart(source));
      const label = node.name && ts.isIdentifier(node.name) ? node.name.text : `function at line ${start + 1}`;
      out.push({ name: label, lines: line(node.end) - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe(`functions in src/scripts are at most ${MAX_LINES} lines`, () => {
  it('measures functions of every kind, nested ones too', () => {
    const text = 'function a() {\n  const b = () => {\n    return 1;\n  };\n}\nclass C {\n  m() {\n  }\n}\n';
    expect(functionLengths('x.ts', text)).toEqual([
      { name: 'a', lines: 5 },
      { name: 'function at line 2', lines: 3 },
      { name: 'm', lines: 2 },
    ]);
  });

  it.each(files(join(root, 'src', 'scripts')).map((f) => relative(root, f)))('%s', (file) => {
    const long = functionLengths(file, readFileSync(join(root, file), 'utf8')).filter((f) => f.lines > MAX_LINES);
    expect(long.map((f) => `${f.name}: ${f.lines} lines`)).toEqual([]);
  });
});
