// YAML read with positions: the plain data for the schema, and the way back from a path in that
// data (`steps.2.play`) to the line and column where it stands, for every message.
import { isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { decodeUtf8 } from './decode.ts';
import { inputProblem, type Checked, type InputProblem } from './problem.ts';
import { yamlErrorRu } from './yaml-errors.ts';
import { firstDuplicateKey, pairOf } from './yaml-keys.ts';

export type Path = readonly PropertyKey[];

/** Inputs larger than this are refused before parsing: no content file comes near it. */
export const MAX_INPUT_BYTES = 1_000_000;

const START = { line: 1, column: 1 };

export interface YamlInput {
  file: string;
  /** False for data built without text (readData): positions are then 0 and messages name the place. */
  text: boolean;
  /** The document as plain data: mappings are objects whose keys are all own properties. */
  data: unknown;
  /** Where the value at `path` stands (the nearest enclosing node that exists). */
  at(path: Path): { line: number; column: number };
  /** Where a key of the mapping at `path` stands. */
  keyAt(path: Path, key: string): { line: number; column: number };
  problem(path: Path, message: string, messageRu: string): InputProblem;
}

export function readYaml(file: string, input: Uint8Array | string): Checked<YamlInput> {
  if (typeof input !== 'string' && !(input instanceof Uint8Array)) {
    return { ok: false, problems: [inputProblem(file, START, 'no text was given', 'текст не передан')] };
  }
  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > MAX_INPUT_BYTES) {
    const kb = Math.round(MAX_INPUT_BYTES / 1000);
    return { ok: false, problems: [inputProblem(file, START, `the file is larger than ${kb} KB`, `файл больше ${kb} КБ`)] };
  }
  const text = decodeUtf8(file, input);
  if (!text.ok) return text;
  const lines = new LineCounter();
  const doc = parseDocument(text.value, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const duplicate = firstDuplicateKey(doc);
  const error = doc.errors[0] && (!duplicate || doc.errors[0].pos[0] <= duplicate.pos[0]) ? doc.errors[0] : duplicate;
  if (error) {
    const p = lines.linePos(error.pos[0]);
    const first = error.message.split('\n')[0];
    return {
      ok: false,
      problems: [
        inputProblem(file, { line: p.line, column: p.col }, `YAML syntax error: ${first}`, `ошибка синтаксиса YAML: ${yamlErrorRu(error.message, error.code)}`),
      ],
    };
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    const first = String((e as Error).message ?? e).split('\n')[0];
    return { ok: false, problems: [inputProblem(file, START, `YAML cannot be read: ${first}`, `YAML не читается: ${yamlErrorRu(first)}`)] };
  }
  return { ok: true, value: yamlInput(file, doc, lines, data) };
}

function yamlInput(file: string, doc: Document, lines: LineCounter, data: unknown): YamlInput {
  const position = (node: unknown) => {
    const range = (node as { range?: [number, number, number] } | null)?.range;
    if (!range) return { line: 1, column: 1 };
    const p = lines.linePos(range[0]);
    return { line: p.line, column: p.col };
  };
  /** The deepest node on the path that exists. */
  const nodeAt = (path: Path): unknown => {
    let node: unknown = doc.contents;
    for (const key of path) {
      const next = child(node, key);
      if (next === undefined) break;
      node = next;
    }
    return node;
  };
  const at = (path: Path) => position(nodeAt(path));
  const keyAt = (path: Path, key: string) => {
    const node = nodeAt(path);
    return position(pairOf(node, key)?.key ?? node);
  };
  return {
    file,
    text: true,
    data,
    at,
    keyAt,
    problem: (path, message, messageRu) => inputProblem(file, at(path), message, messageRu),
  };
}

function child(node: unknown, key: PropertyKey): Node | undefined {
  if (isSeq(node) && typeof key === 'number') return node.items[key] as Node | undefined;
  const pair = pairOf(node, String(key));
  return (pair?.value ?? pair?.key) as Node | undefined;
}
