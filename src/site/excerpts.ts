// An edition's excerpts said in words a reader understands: which sections each holds, in
// reading order. The source files' names are for tools (the API gives them), never for readers.
import type { Edition } from '../rulebook/index.ts';

export interface Excerpt {
  /** «Разделы 203–209» or «Раздел 517». */
  holds: string;
  note?: string;
}

export function excerptsOf(edition: Edition): Excerpt[] {
  return edition.sources.map((source) => {
    const numbers = edition.sections.filter((s) => s.sources.some((r) => r.file === source.file)).map((s) => s.number);
    const first = Math.min(...numbers);
    const last = Math.max(...numbers);
    const holds = numbers.length === 0 ? 'Разделы не определены' : first === last ? `Раздел ${first}` : `Разделы ${first}–${last}`;
    return { holds, note: source.note };
  });
}
