// Static paths of a view: one page per section (`205`) and per rule (`205.4`).
import { getCollection } from 'astro:content';
import { loadSiteData } from './data.ts';

export interface KeyProps {
  viewId: string;
  key: string;
}

function keyPath(viewId: string, key: string) {
  return { params: { key }, props: { viewId, key } satisfies KeyProps };
}

/** The current view: its sections and rules, older editions' fill-ins included. */
export async function currentKeyPaths() {
  const { current } = await loadSiteData();
  return current.sections.flatMap((s) => [String(s.number), ...s.rules.map((r) => r.rule.number)]).map((key) => keyPath(current.id, key));
}

/** One edition: its sections, and one page per entry of the `rules` collection. */
export async function editionKeyPaths(edition: string) {
  const view = (await loadSiteData()).views.get(edition)!;
  const rules = await getCollection('rules', (entry) => entry.data.edition === edition);
  return [...view.sections.map((s) => String(s.number)), ...rules.map((r) => r.data.number)].map((key) => keyPath(edition, key));
}

export async function editionIds(): Promise<string[]> {
  return (await loadSiteData()).editions.map((e) => e.id);
}
