// What changed in the newest edition the site compares (content/rules/views.yaml): how many
// paragraphs changed in each way, the changed places, and the rulings whose answer changed. The
// home page and the diff page read the same counts.
import type { Alignment, PairStatus } from '../rulebook/index.ts';
import { anchorLabel, diffPath } from '../routes/index.ts';
import { href } from './href.ts';
import { blockHref, editionTitle, type SiteData } from './data.ts';
import { describeStatus } from './history.ts';
import { changedRulings, type SiteRuling } from './rulings.ts';

/** The statuses that say something changed, in the order a reader wants them. */
const CHANGES: PairStatus[] = ['changed', 'renumbered', 'added', 'removed'];

export interface StatusCount {
  status: PairStatus;
  label: string;
  count: number;
}

export function statusCounts(alignment: Alignment, statuses: readonly PairStatus[] = CHANGES): StatusCount[] {
  return statuses
    .map((status) => ({ status, label: describeStatus(status), count: alignment.pairs.filter((p) => p.status === status).length }))
    .filter((c) => c.count > 0);
}

export interface LatestChanges {
  /** The editions' titles. */
  older: string;
  newer: string;
  /** The full diff's page. */
  href: string;
  counts: StatusCount[];
  /** The places whose text changed, in the newer edition. */
  changed: { label: string; href: string }[];
  rulings: SiteRuling[];
}

/** The last pair views.yaml compares, or null where it compares none. */
export function latestChanges(site: SiteData): LatestChanges | null {
  const alignment = site.comparisons.at(-1);
  if (!alignment) return null;
  const older = alignment.before.id;
  const newer = alignment.after.id;
  const changed = alignment.pairs
    .filter((p) => p.status === 'changed' && p.after)
    .map((p) => ({ label: anchorLabel(p.after!.block.anchor), href: blockHref(newer, p.after!.block.anchor, p.after!.rule?.number ?? null) }));
  return {
    older: editionTitle(site, older),
    newer: editionTitle(site, newer),
    href: href(diffPath(older, newer)),
    counts: statusCounts(alignment),
    changed,
    rulings: changedRulings(site, older, newer),
  };
}
