// Bookmarks and recently opened rules, kept on the device. A rule is remembered with what the
// home page shows of it, so the list needs no data from the network.
import { readJson, storageKeys, writeJson } from './storage.ts';

export interface RememberedRule {
  /** The rule's page, as the site links it. */
  path: string;
  number: string;
  /** The title of the edition the text comes from. */
  edition: string;
  /** The start of the rule's text. */
  excerpt: string;
}

const RECENT_KEPT = 10;

export const bookmarks = (): RememberedRule[] => readJson(storageKeys.bookmarks, []);
export const recent = (): RememberedRule[] => readJson(storageKeys.recent, []);

export const isBookmarked = (path: string) => bookmarks().some((b) => b.path === path);

/** Adds or removes the bookmark; returns whether the rule is bookmarked now. */
export function toggleBookmark(rule: RememberedRule): boolean {
  const kept = bookmarks().filter((b) => b.path !== rule.path);
  const adding = kept.length === bookmarks().length;
  writeJson(storageKeys.bookmarks, adding ? [rule, ...kept] : kept);
  return adding;
}

export function removeBookmark(path: string): void {
  writeJson(
    storageKeys.bookmarks,
    bookmarks().filter((b) => b.path !== path),
  );
}

/** The rule goes first among the recent ones, once. */
export function rememberVisit(rule: RememberedRule): void {
  writeJson(storageKeys.recent, [rule, ...recent().filter((r) => r.path !== rule.path)].slice(0, RECENT_KEPT));
}

export function forgetRecent(): void {
  writeJson(storageKeys.recent, []);
}
