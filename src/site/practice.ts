// Practice on the site (issue 20): the questions as the page and /api/practice.json give them,
// with the links their rules, derivations and rulings need; the brief list the home page's
// question of the day is chosen from; and what a reader without JavaScript sees instead.
import type { PracticeQuestion } from '../practice/index.ts';
import { questionOfDay } from '../choice/index.ts';
import { anchorLabel, CURRENT_VIEW, practicePath, sectionLabel } from '../routes/index.ts';
import { editionTitle, type SiteData } from './data.ts';
import { citationHref } from './examples.ts';
import { href } from './href.ts';
import { rulingHref } from './rulings.ts';

export const practiceHref = (id?: string) => href(practicePath(id));

/** The edition a question names, where the answer depends on it. */
const namedEdition = (site: SiteData, q: PracticeQuestion) => (q.editionMatters ? editionTitle(site, q.edition) : null);

/** Every rule a question names or its derivation cites (`edition:rule`), and its page. */
function ruleLinks(site: SiteData): Record<string, string | null> {
  const keys = new Set<string>();
  for (const q of site.practice.questions) {
    for (const rule of q.rules) keys.add(`${q.edition}:${rule}`);
    for (const step of q.derivation) for (const t of step.trace) if (t.rule !== null) keys.add(`${t.edition}:${t.rule}`);
  }
  return Object.fromEntries(
    [...keys].sort().map((key) => {
      const [edition, rule] = key.split(':');
      return [key, citationHref(site, edition, rule)];
    }),
  );
}

/** /api/practice.json, and the page's own copy: the templates as written, every question, the links. */
export function practiceApi(site: SiteData) {
  const { templates, questions } = site.practice;
  const named = new Set(questions.flatMap((q) => q.rulings));
  return {
    templates: templates.map(({ file, template }) => ({ file, ...template, questions: questions.filter((q) => q.template === template.id).length })),
    questions: questions.map((q) => ({ ...q, url: practiceHref(q.id) })),
    links: {
      rules: ruleLinks(site),
      rulings: Object.fromEntries(
        site.rulings.filter((r) => named.has(r.ruling.id)).map((r) => [r.ruling.id, { url: rulingHref(r.ruling.id), question: r.ruling.question }]),
      ),
      sections: Object.fromEntries(site.current.sections.map((s) => [String(s.number), sectionLabel(s.number, s.title)])),
    },
  };
}

/** The questions in brief, for the question of the day: text, choices, which is right, the edition where it matters. */
export function practiceDaily(site: SiteData) {
  return {
    questions: site.practice.questions.map((q) => ({
      id: q.id,
      url: practiceHref(q.id),
      text: q.text,
      edition: namedEdition(site, q),
      choices: q.choices.map((c) => c.text),
      answer: q.choices.findIndex((c) => c.correct),
      reason: q.choices.find((c) => c.correct)!.reason,
    })),
  };
}

export interface SampleQuestion {
  question: PracticeQuestion;
  edition: string | null;
  /** Why the answer is right, and the rules it rests on (their pages). */
  reason: string;
  rules: { label: string; href: string | null }[];
}

const sample = (site: SiteData, q: PracticeQuestion): SampleQuestion => ({
  question: q,
  edition: namedEdition(site, q),
  reason: q.choices.find((c) => c.correct)!.reason,
  rules: q.rules.map((rule) => ({ label: anchorLabel(rule), href: citationHref(site, q.edition, rule) ?? citationHref(site, CURRENT_VIEW, rule) })),
});

/** The question of a day (the build's: the page shows it until its script picks the reader's day's). */
export function dayQuestion(site: SiteData, day: string): SampleQuestion | null {
  const id = questionOfDay(
    site.practice.questions.map((q) => q.id),
    day,
  );
  const q = site.practice.questions.find((x) => x.id === id);
  return q ? sample(site, q) : null;
}

/** One question from each section, for readers without JavaScript. */
export function sectionSamples(site: SiteData): { section: string; sample: SampleQuestion }[] {
  return site.current.sections.flatMap((s) => {
    const q = site.practice.questions.find((x) => x.sections.includes(s.number));
    return q ? [{ section: sectionLabel(s.number, s.title), sample: sample(site, q) }] : [];
  });
}
