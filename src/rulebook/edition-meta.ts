// edition.yaml: an edition's id, title, place in lists and sources (with what is known about them).
import { stringify } from 'yaml';
import { checkSchema, readYaml } from '../input/index.ts';
import { EditionFileSchema, modeline } from './schemas.ts';
import type { EditionMeta, Result } from './types.ts';

export function parseEditionMeta(file: string, text: string): Result<EditionMeta> {
  const input = readYaml(file, text);
  if (!input.ok) return input;
  return checkSchema(EditionFileSchema, input.value);
}

/** content/rules/<edition>/edition.yaml, opening with the line that names its schema. */
export function serializeEditionMeta(meta: EditionMeta): string {
  return `${modeline('edition', 2)}\n${stringify(meta, { lineWidth: 0 })}`;
}

/** A new edition's metadata: its title is its id until someone writes a better one. */
export function defaultEditionMeta(id: string, files: string[], order: number): EditionMeta {
  return { id, title: id, order, sources: files.map((file) => ({ file })) };
}
