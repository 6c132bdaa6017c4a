// Each rulebook content format has one schema, published under content/schema/, and every
// content file names its schema on its first line (inside the frontmatter for Markdown).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSchemas, jsonSchemaText } from '../../src/content-files/index.ts';
import { graph } from '../content-graph.ts';
import { rulebookSchemas } from '../../src/rulebook/index.ts';
import { root } from './fixtures.ts';

const rulesDir = join(root, 'content', 'rules');
const schemaPath = (name: string) => `content/schema/${name}.schema.json`;

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? contentFiles(path) : [path];
  });
}

/** The format a file under content/rules is written in, by its name. */
const formatOf = (path: string) =>
  path.endsWith('/views.yaml')
    ? 'views'
    : path.endsWith('/edition.yaml')
      ? 'edition'
      : /\/part-\d+\.md$/.test(path)
        ? 'part'
        : /\/\d{3}-[^/]+\.md$/.test(path)
          ? 'section'
          : null;

describe('content files name their schema', () => {
  const files = contentFiles(rulesDir);

  it('knows the format of every file under content/rules', () => {
    expect(files.length).toBeGreaterThan(25);
    expect(files.filter((f) => !formatOf(f)).map((f) => relative(root, f))).toEqual([]);
  });

  it('opens every file under content/rules with the line naming its schema file', () => {
    for (const path of files) {
      const lines = readFileSync(path, 'utf8').split('\n');
      const markdown = path.endsWith('.md');
      if (markdown) expect(lines[0], relative(root, path)).toBe('---');
      const line = lines[markdown ? 1 : 0];
      const schema = /^# yaml-language-server: \$schema=(\S+)$/.exec(line)?.[1];
      expect(schema, `${relative(root, path)}: ${line}`).toBeDefined();
      const target = resolve(dirname(path), schema!);
      expect(relative(root, target), relative(root, path)).toBe(schemaPath(formatOf(path)!));
      expect(existsSync(target)).toBe(true);
    }
  });
});

describe('published JSON Schemas', () => {
  const catalog = () => graph().catalog;

  it('publishes every rulebook format, each under its own name', () => {
    const published = new Map(contentSchemas.map((s) => [s.name, s.schema]));
    for (const [name, schema] of Object.entries(rulebookSchemas)) expect(published.get(name), name).toBe(schema);
  });

  it('commits each schema file exactly as the code generates it', () => {
    const editions = [...graph().engine.editions.keys()];
    for (const { name, schema } of contentSchemas)
      expect(readFileSync(join(root, schemaPath(name)), 'utf8'), name).toBe(jsonSchemaText(schema, catalog(), editions));
  });

  it('says what the zod schema says, in the draft the YAML language server reads', () => {
    const section = JSON.parse(jsonSchemaText(rulebookSchemas.section, catalog()));
    expect(section.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(section.additionalProperties).toBe(false);
    expect(section.required).toEqual(['section', 'title', 'heading', 'part', 'numberInferred', 'startsMidway', 'endsMidway', 'sources']);
    expect(section.properties.sources.items.properties.lines).toMatchObject({ minItems: 2, maxItems: 2, items: [{ type: 'integer' }, { type: 'integer' }] });
    const views = JSON.parse(jsonSchemaText(rulebookSchemas.views, catalog()));
    expect(views.properties.current.required).toEqual(['base']);
    expect(new RegExp(views.properties.current.properties.base.pattern).test('current')).toBe(false);
  });

  it('offers the catalog cards, the actions and the keys of scenarios and rulings to an editor', () => {
    const text = (name: string) => JSON.parse(readFileSync(join(root, schemaPath(name)), 'utf8'));
    for (const name of ['scenario', 'ruling']) {
      const json = text(name);
      expect(json.definitions.cardName.anyOf[0].enum, name).toEqual(expect.arrayContaining(['Кутила', 'Зельеваренье', 'Герой']));
      expect(json.definitions.cardRef.anyOf[0].enum, name).toEqual(expect.arrayContaining(['Рунопевец', 'A.hero', 'B.hero']));
    }
    const steps = JSON.stringify(text('scenario').definitions.step);
    for (const action of ['play', 'gainCoins', 'takeControl', 'ask', 'expect']) expect(steps).toContain(`"${action}"`);
    expect(text('card').required).toEqual(expect.arrayContaining(['name', 'type', 'slug']));
  });
});
