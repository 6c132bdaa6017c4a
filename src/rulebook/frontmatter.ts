// Splitting a content file into YAML frontmatter and body, with line positions for messages.
import { LineCounter, parseDocument, isMap, isScalar, type Document } from 'yaml';
import type { Problem } from './types.ts';

export interface Frontmatter {
  data: Record<string, unknown>;
  /** 1-based line in the file of a top-level key, for messages. */
  lineOf(key: string): number;
  body: string;
  /** Lines before the body (add to a body line to get a file line). */
  bodyOffset: number;
}

export function splitFrontmatter(file: string, text: string): { ok: true; value: Frontmatter } | { ok: false; problems: Problem[] } {
  const normalized = text.replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(normalized);
  if (!match) return { ok: false, problems: [{ file, line: 1, column: 1, message: 'the file must open with YAML frontmatter between --- lines' }] };
  const counter = new LineCounter();
  const doc: Document = parseDocument(match[1], { lineCounter: counter });
  if (doc.errors.length) {
    return {
      ok: false,
      problems: doc.errors.map((e) => ({ file, line: (e.linePos?.[0].line ?? 0) + 1, column: e.linePos?.[0].col ?? 1, message: e.message.split('\n')[0] })),
    };
  }
  const data = doc.toJS();
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, problems: [{ file, line: 2, column: 1, message: 'the frontmatter must be a mapping of keys' }] };
  }
  const lineOf = (key: string) => {
    if (!isMap(doc.contents)) return 2;
    const pair = doc.contents.items.find((p) => isScalar(p.key) && p.key.value === key);
    const offset = (pair?.key as { range?: [number] } | undefined)?.range?.[0];
    return offset === undefined ? 2 : counter.linePos(offset).line + 1;
  };
  const bodyOffset = match[0].split('\n').length - 1;
  return { ok: true, value: { data, lineOf, body: normalized.slice(match[0].length), bodyOffset } };
}
