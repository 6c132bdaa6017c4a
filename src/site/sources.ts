// What the editions' files say of their sources: an excerpt filed under an edition by assumption
// (edition.yaml: `editionAssumed`, with its note) is said once where its text is read.
import type { SourceRange } from '../rulebook/index.ts';
import type { SiteData } from './data.ts';

/** The note on the first of `sources` that `edition` holds by assumption, or null. */
export function assumedSource(site: Pick<SiteData, 'editions'>, edition: string, sources: SourceRange[]): string | null {
  const meta = site.editions.find((e) => e.id === edition)?.sources ?? [];
  const assumed = meta.find((s) => s.editionAssumed && sources.some((r) => r.file === s.file));
  return assumed ? (assumed.note ?? 'Редакция этой выдержки известна лишь предположительно.') : null;
}
