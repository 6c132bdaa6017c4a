// `svod schema` writes the published JSON Schemas; `svod check` fails when a committed one no
// longer says what the code says, or when a content file does not name its schema.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentCopy, root, run } from './helpers.ts';

describe('svod schema', () => {
  it('writes every schema under content/schema exactly as committed', () => {
    const cwd = contentCopy();
    rmSync(join(cwd, 'content', 'schema'), { recursive: true });
    const result = run(['schema'], cwd);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('wrote content/schema/views.schema.json');
    const names = readdirSync(join(root, 'content', 'schema')).sort();
    expect(readdirSync(join(cwd, 'content', 'schema')).sort()).toEqual(names);
    for (const name of names)
      expect(readFileSync(join(cwd, 'content', 'schema', name), 'utf8')).toBe(readFileSync(join(root, 'content', 'schema', name), 'utf8'));
  });

  it('is listed in the usage', () => {
    expect(run(['help'], root).stdout).toMatch(/^\s+schema\s+write each content format's JSON Schema/m);
  });
});

describe('svod check on schemas and modelines', () => {
  it('fails when a committed schema differs from the one in code, and passes once svod schema rewrote it', () => {
    const cwd = contentCopy();
    const path = join(cwd, 'content', 'schema', 'section.schema.json');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"minimum": 100', '"minimum": 1'));
    const check = run(['check'], cwd);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('content/schema/section.schema.json: differs from the schema in code: run `svod schema` to write it');
    expect(run(['schema'], cwd).status).toBe(0);
    expect(run(['check'], cwd).status).toBe(0);
  });

  it('fails when a content file does not name its schema', () => {
    const cwd = contentCopy();
    const path = join(cwd, 'content', 'rules', 'late', 'edition.yaml');
    writeFileSync(path, readFileSync(path, 'utf8').split('\n').slice(1).join('\n'));
    const check = run(['check'], cwd);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      "content/rules/late/edition.yaml:1:1: line 1 must name the file's schema: # yaml-language-server: $schema=../../schema/edition.schema.json",
    );
  });
});
