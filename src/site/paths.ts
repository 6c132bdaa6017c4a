// Static paths of a view: one page per section (`205`) and per rule (`205.4`).
import { siteData } from './data.ts';

export interface KeyProps {
  viewId: string;
  key: string;
}

export function viewKeyPaths(viewId: string) {
  const view = siteData().views.get(viewId)!;
  const keys = view.sections.flatMap((s) => [String(s.number), ...s.rules.map((r) => r.rule.number)]);
  return keys.map((key) => ({ params: { key }, props: { viewId, key } satisfies KeyProps }));
}

export function editionIds(): string[] {
  return siteData().editions.map((e) => e.id);
}
