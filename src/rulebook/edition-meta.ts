// edition.yaml: an edition's id, title, order and sources (with what is known about them).
import { parseDocument, stringify, LineCounter } from 'yaml';
import type { EditionMeta, Problem, Result, SourceMeta } from './types.ts';

export function parseEditionMeta(file: string, text: string): Result<EditionMeta> {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  if (doc.errors.length) {
    const e = doc.errors[0];
    return { ok: false, problems: [{ file, line: e.linePos?.[0].line, column: e.linePos?.[0].col, message: e.message.split('\n')[0] }] };
  }
  const data = doc.toJS() as Partial<EditionMeta> | null;
  const problems: Problem[] = [];
  const need = (ok: boolean, message: string) => ok || problems.push({ file, line: 1, column: 1, message });
  need(!!data && typeof data === 'object', 'edition.yaml must be a mapping');
  if (problems.length) return { ok: false, problems };
  need(typeof data!.id === 'string' && /^[a-z][a-z0-9-]*$/.test(data!.id), '"id" must be a lower-case word');
  need(typeof data!.title === 'string', '"title" must be text');
  need(Number.isInteger(data!.order), '"order" must be a whole number');
  need(
    Array.isArray(data!.sources) && data!.sources.every((s: SourceMeta) => s && typeof s.file === 'string'),
    '"sources" must list {file} entries',
  );
  return problems.length ? { ok: false, problems } : { ok: true, value: data as EditionMeta };
}

export function serializeEditionMeta(meta: EditionMeta): string {
  return stringify(meta, { lineWidth: 0 });
}

const knownTitles: Record<string, string> = { early: 'Ранняя редакция', late: 'Поздняя редакция' };

export function defaultEditionMeta(id: string, files: string[]): EditionMeta {
  return { id, title: knownTitles[id] ?? id, order: id === 'early' ? 1 : id === 'late' ? 2 : 99, sources: files.map((file) => ({ file })) };
}
