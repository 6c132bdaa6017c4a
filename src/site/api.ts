// The shapes of /api/*.json: the rulebook model, plus each rule's page and citation, and each
// block's `file` beside its `line` (the line counts in that content file).
import { createHash } from 'node:crypto';
import type { Block, Edition, Section, View } from '../rulebook/index.ts';
import { CURRENT_VIEW } from '../routes/index.ts';
import type { ApiFields, ApiName } from './api-schemas.ts';
import { citation, ruleHref, viewIndex, type ExampleEntry, type SiteData } from './data.ts';
import { payload } from './examples.ts';
import { rulingRunPayload, rulingsApi, type SiteRuling } from './rulings.ts';
import { practiceApi, practiceDaily } from './practice.ts';

/** The build's moment; SOURCE_DATE_EPOCH (reproducible builds) fixes it. */
export function buildTime(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  return epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
}

/** The build's day (UTC). */
const buildDay = (): string => buildTime().toISOString().slice(0, 10);

/** A whole API file: its data under the envelope every file carries (api-schemas.ts). */
function apiBody<N extends ApiName>(editions: string[], data: ApiFields<N>) {
  const version = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 12);
  return { version, built: buildDay(), editions, ...data };
}

export function jsonResponse(body: object): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

const allEditions = (site: SiteData) => site.editions.map((e) => e.id);

/** Each API file's content, by kind: the endpoints serve them, the /api/ page shows them. */
export const apiFiles = {
  rules: (site: SiteData) =>
    apiBody<'rules'>(allEditions(site), { byEdition: site.editions.map((e) => editionPayload(site, e)), current: currentPayload(site) }),
  edition: (site: SiteData, edition: Edition) => apiBody<'edition'>([edition.id], editionPayload(site, edition)),
  cards: (site: SiteData) => apiBody<'cards'>(allEditions(site), { cards: site.cards }),
  example: (site: SiteData, entry: ExampleEntry) => apiBody<'example'>([entry.scenario.edition], payload(site, entry)),
  /** Each ruling says the editions it was checked in; the file covers the whole rulebook. */
  rulings: (site: SiteData) => apiBody<'rulings'>(allEditions(site), { rulings: rulingsApi(site) }),
  rulingRun: (site: SiteData, ruling: SiteRuling, edition: string) => apiBody<'rulingRun'>([edition], rulingRunPayload(site, ruling, edition)),
  practice: (site: SiteData) => apiBody<'practice'>(allEditions(site), practiceApi(site)),
  practiceDaily: (site: SiteData) => apiBody<'practiceDaily'>(allEditions(site), practiceDaily(site)),
  /** The 404 page fetches it to name the rules nearest to an address that has none. */
  ruleNumbers: (site: SiteData) => {
    const views = [...site.views.values()].map((view) => ({
      id: view.id,
      title: view.title,
      sections: view.sections.map((s) => s.number),
      rules: viewIndex(site, view.id).order,
    }));
    return apiBody<'ruleNumbers'>(allEditions(site), { views });
  },
};

function located(block: Block, file: string) {
  const { line, ...rest } = block;
  return { ...rest, file, line };
}

function ruleEntry(site: SiteData, viewId: string, edition: string, rule: Section['rules'][number], file: string) {
  return { ...rule, url: ruleHref(viewId, rule.number), citation: citation(site, edition, rule.number), blocks: rule.blocks.map((b) => located(b, file)) };
}

function editionPayload(site: SiteData, edition: Edition) {
  return {
    ...edition,
    parts: edition.parts.map((p) => ({ ...p, intro: p.intro.map((b) => located(b, p.file)) })),
    sections: edition.sections.map((s) => ({
      ...s,
      preamble: s.preamble.map((b) => located(b, s.file)),
      rules: s.rules.map((r) => ruleEntry(site, edition.id, edition.id, r, s.file)),
    })),
  };
}

/** The current view: every block carries the file of the edition it comes from. */
function currentPayload(site: SiteData) {
  const files = contentFiles(site.editions);
  const fileOf = (edition: string, anchor: string) => files.get(`${edition}:${anchor}`)!;
  const view: View = site.current;
  return {
    ...view,
    parts: view.parts.map((p) => ({ ...p, intro: p.intro.map((b) => located(b, p.file)) })),
    sections: view.sections.map((s) => ({
      ...s,
      preamble: s.preamble.map((b) => ({ ...b, block: located(b.block, fileOf(b.edition, b.block.anchor)) })),
      rules: s.rules.map(({ edition, rule }) => ({ edition, ...ruleEntry(site, CURRENT_VIEW, edition, rule, fileOf(edition, rule.number)) })),
      trailing: s.trailing.map((b) => ({ ...b, block: located(b.block, fileOf(b.edition, b.block.anchor)) })),
    })),
  };
}

/** `edition:anchor` → the content file that holds the block (a rule is found by its number). */
function contentFiles(editions: Edition[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const edition of editions) {
    for (const section of edition.sections) {
      for (const block of section.preamble) files.set(`${edition.id}:${block.anchor}`, section.file);
      for (const rule of section.rules) for (const block of rule.blocks) files.set(`${edition.id}:${block.anchor}`, section.file);
    }
  }
  return files;
}
