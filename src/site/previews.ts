// Every page that has a preview image of its own, with that image: each rule of each view, each
// ruling, each card. The pages ask share.ts for the same Share, so a page's og:image and the file
// the build draws always agree.
import { answersOf } from './rulings.ts';
import type { SiteData } from './data.ts';
import { cardShare, ruleShare, rulingShare, type PagePreview, type PreviewKind } from './share.ts';

export function pagePreviews(site: SiteData): { kind: PreviewKind; image: PagePreview }[] {
  const shares = [
    ...[...site.views.values()].flatMap((view) => view.sections.flatMap((section) => section.rules.map((entry) => ruleShare(site, view.id, section, entry)))),
    ...site.rulings.map((r) => rulingShare(r.ruling.id, r.ruling.question, answersOf(site, r))),
    ...site.cards.map(cardShare),
  ];
  return shares.map(({ kind, image }) => ({ kind, image: image! }));
}
