// The shape of an edition in /api/*.json: the model as is, plus each rule's URL and citation.
import type { Edition } from '../rulebook/index.ts';
import { citation, ruleHref } from './data.ts';

export function editionPayload(edition: Edition) {
  return {
    ...edition,
    sections: edition.sections.map((s) => ({
      ...s,
      rules: s.rules.map((r) => ({ ...r, url: ruleHref(edition.id, r.number), citation: citation(edition.id, r.number) })),
    })),
  };
}
