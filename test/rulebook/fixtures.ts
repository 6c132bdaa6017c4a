// Importing the project's own copies of the seeds (content/sources), as the CLI does.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { importEdition, parseEditionMeta, type EditionMeta, type ImportResult, type Section } from '../../src/rulebook/index.ts';

export const root = join(import.meta.dirname, '..', '..');
export const sourcesDir = join(root, 'content', 'sources');

function editionMeta(id: string): EditionMeta {
  const meta = parseEditionMeta('edition.yaml', readFileSync(join(root, 'content', 'rules', id, 'edition.yaml'), 'utf8'));
  if (!meta.ok) throw new Error(JSON.stringify(meta.problems));
  return meta.value;
}

function sourceBytes(file: string): Uint8Array {
  return new Uint8Array(readFileSync(join(sourcesDir, file)));
}

export function importSeeds(id: string): ImportResult {
  const meta = editionMeta(id);
  const result = importEdition(
    meta,
    meta.sources.map((s) => ({ file: s.file, bytes: sourceBytes(s.file) })),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.value;
}

export function committedFiles(id: string): Map<string, string> {
  const dir = join(root, 'content', 'rules', id);
  return new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

/** Text as a source file's bytes. */
export const bytes = (text: string) => new TextEncoder().encode(text);

/**
 * A hand-built section for tests of generic code: numbered as given, in the part its hundreds
 * name, with nothing in it and nothing noted but what `fields` says.
 */
export const handSection = (number: number, fields: Partial<Section> = {}): Section => ({
  file: `${number}.md`,
  number,
  numberInferred: false,
  heading: null,
  title: null,
  part: Math.floor(number / 100),
  startsMidway: false,
  endsMidway: false,
  sources: [],
  variants: [],
  preamble: [],
  rules: [],
  ...fields,
});
