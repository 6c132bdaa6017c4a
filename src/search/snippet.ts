// The snippet of a result: a window of its text around the first matched word, the matched
// words marked. Made only for the results shown.
import { isNumberToken, normalize, wordSpans, type WordSpan } from './text.ts';
import type { Segment } from './types.ts';

const SNIPPET = 220;

/** Whether a (normalised) word begins with one of the keys; a number key matches only itself (`205.4`, not `205.41`). */
export function keyMatcher(rawKeys: string[]): (word: string) => boolean {
  const keys = rawKeys.map(normalize);
  const exact = keys.map(isNumberToken);
  return (word) => keys.some((k, i) => (exact[i] ? word === k : word.startsWith(k)));
}

/** A window of the text around its first word that `marked` accepts, those words marked. */
export function snippetOf(text: string, marked: (word: string) => boolean, size = SNIPPET, spans: WordSpan[] = wordSpans(text)): Segment[] {
  const hits: WordSpan[] = [];
  let from = 0;
  let to = text.length;
  for (const span of spans) {
    if (!marked(span.norm)) continue;
    if (!hits.length && text.length > size) {
      from = span.start > size / 3 ? text.lastIndexOf(' ', span.start - Math.floor(size / 4)) + 1 : 0;
      to = Math.min(text.length, from + size);
      if (to < text.length) to = Math.max(text.lastIndexOf(' ', to), from + 1);
    }
    if (span.end > to) break;
    hits.push(span);
  }
  if (!hits.length && text.length > size) to = Math.max(text.lastIndexOf(' ', size), 1);
  const segments: Segment[] = [];
  const push = (t: string, hit: boolean) => {
    if (!t) return;
    const last = segments.at(-1);
    if (last && last.hit === hit) last.text += t;
    else segments.push({ text: t, hit });
  };
  if (from > 0) push('…', false);
  let at = from;
  for (const h of hits) {
    if (h.start < from) continue;
    push(text.slice(at, h.start), false);
    push(text.slice(h.start, h.end), true);
    at = h.end;
  }
  push(text.slice(at, to), false);
  if (to < text.length) push('…', false);
  return segments;
}

/** A window of the text around its first matched word, the words that begin with a key marked. */
export function snippet(text: string, keys: string[], size = SNIPPET): Segment[] {
  return snippetOf(text, keyMatcher(keys), size);
}
