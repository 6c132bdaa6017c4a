// Static paths of a view: one page per section (`205`) and per rule (`205.4`).
import type { View } from '../rulebook/index.ts';
import { loadSiteData } from './data.ts';

export interface KeyProps {
  viewId: string;
  key: string;
}

function keyPaths(view: View) {
  return view.sections
    .flatMap((s) => [String(s.number), ...s.rules.map((r) => r.rule.number)])
    .map((key) => ({ params: { key }, props: { viewId: view.id, key } satisfies KeyProps }));
}

/** The current view: its sections and rules, older editions' fill-ins included. */
export async function currentKeyPaths() {
  return keyPaths((await loadSiteData()).current);
}

/** One edition's sections and rules. */
export async function editionKeyPaths(edition: string) {
  return keyPaths((await loadSiteData()).views.get(edition)!);
}

export async function editionIds(): Promise<string[]> {
  return (await loadSiteData()).editions.map((e) => e.id);
}
