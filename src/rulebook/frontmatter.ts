// Splitting a content file into its YAML frontmatter, checked against the file's schema, and its
// body. The frontmatter is read with the opening `---` line in place (YAML takes it for the start
// of a document), so every position in a message is a line and column of the file itself.
import type * as z from 'zod/mini';
import { checkSchema, inputProblem, readYaml } from '../input/index.ts';
import type { Result } from './types.ts';

export interface Frontmatter<T> {
  data: T;
  body: string;
  /** Lines before the body (add to a body line to get a file line). */
  bodyOffset: number;
}

export function readFrontmatter<S extends z.ZodMiniType>(file: string, text: string, schema: S): Result<Frontmatter<z.output<S>>> {
  const normalized = text.replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?\n)?---(?:\n|$)/.exec(normalized);
  if (!match)
    return {
      ok: false,
      problems: [
        inputProblem(
          file,
          { line: 1, column: 1 },
          'the file must open with YAML frontmatter between --- lines',
          'файл должен начинаться с YAML между строками ---',
        ),
      ],
    };
  const input = readYaml(file, `---\n${match[1] ?? ''}`);
  if (!input.ok) return input;
  const checked = checkSchema(schema, input.value);
  if (!checked.ok) return checked;
  const bodyOffset = match[0].split('\n').length - 1;
  return { ok: true, value: { data: checked.value, body: normalized.slice(match[0].length), bodyOffset } };
}
