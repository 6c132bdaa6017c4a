// Where a page's scripts find its build's search index: the root its search box names
// (SearchBox.astro), and each file fetched through the base path. Shared by search and the
// offline reader.
import { href } from '../../site/href.ts';

/** The root of this page's build's index, or null when the page names none. */
export function searchRoot(): string | null {
  return document.querySelector<HTMLElement>('[data-search-root]')?.dataset.searchRoot ?? null;
}

/** One of the index's files, parsed; rejects when it cannot be had. */
export async function fetchSearchFile(path: string): Promise<unknown> {
  const response = await fetch(href(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}
