// A query that is a rule number: the rule in every view that has it, the rules under it, the
// section's paragraphs without a number, what is about it (examples, rulings, terms) and the
// texts that cite it (`согласно 309.2`).
import { rulePath, sectionPath } from '../routes/index.ts';
import type { IndexStore } from './store.ts';
import type { Candidate } from './word-search.ts';

interface NumberAnswer {
  candidates: Candidate[];
  /** The one place the number names: a rule (its document) or a section. */
  direct?: { url: string; number: string; title: string } | { url: string; number: string; doc: number };
}

export async function searchNumber(store: IndexStore, number: string, prefixOnly: boolean): Promise<NumberAnswer> {
  const views = store.root.views.map((v) => v.id);
  const section = Number.parseInt(number, 10);
  const isSection = !number.includes('.');
  const [file] = await Promise.all([store.numbers(section), isSection ? null : store.loadWords([number])]);
  const candidates: Candidate[] = [];
  // A rule once per number it is found by; anything else once, and not again when it is the rule itself.
  const seen = new Set<string>();
  const push = (c: Candidate) => {
    const key = c.as ? `${c.doc}#${c.as.number}` : `${c.doc}`;
    if (seen.has(key) || (!c.as && seen.has(`${c.doc}#${number}`))) return;
    seen.add(key);
    candidates.push(c);
  };
  const answer: NumberAnswer = { candidates };
  const exact = file?.rules.filter(([n]) => n === number) ?? [];
  if (!prefixOnly && exact.length) answer.direct = { url: rulePath(views[exact[0][2]], number), number, doc: exact[0][1] };
  else if (!prefixOnly && isSection && file?.sections.length) {
    const [view, title] = file.sections[0];
    answer.direct = { url: sectionPath(views[view], section), number, title: title ?? `Раздел ${number}` };
  }
  const byNumber = (n: string, doc: number, view: number, edition: number): Candidate => ({ doc, match: 'number', score: 0, as: { number: n, view, edition } });
  for (const [n, doc, view, edition] of exact) push(byNumber(n, doc, view, edition));
  for (const [n, doc, view, edition] of file?.rules ?? []) if (n.startsWith(`${number}.`)) push(byNumber(n, doc, view, edition));
  if (isSection) for (const doc of file?.paragraphs ?? []) push({ doc, match: 'number', score: 0 });
  for (const [rule, doc] of file?.about ?? []) if (rule === number || rule.startsWith(`${number}.`)) push({ doc, match: 'number', score: 0 });
  if (!isSection && store.hasWord(number)) {
    const cited = store.postings(number);
    for (let i = 0; i < cited.docs.length; i++) {
      // In the text itself, not only in a head or a ruling's question.
      if (cited.positions.subarray(cited.starts[i], cited.starts[i + 1]).some((p) => p >= 0)) push({ doc: cited.docs[i], match: 'phrase', score: 0 });
    }
  }
  return answer;
}
