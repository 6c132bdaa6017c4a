// Turning snippet segments into HTML, every piece of text escaped.
import type { Segment } from './types.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function segmentsToHtml(segments: Segment[]): string {
  return segments.map((s) => (s.hit ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text))).join('');
}
