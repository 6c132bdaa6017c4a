// What a practice reason quotes must stand where it says: each «…» in a template's `explain` and
// in a mistake's `but` is found in the text of the rule its sentence cites (or, where the sentence
// cites, or of the rules the text is about (the template's, or the mistake's), in each edition
// the template is asked in, numbered as that edition numbers it — or in the edition the sentence
// names («в ранней редакции …») — or in the text of a card the sentence names. Text is
// normalised for matching only (case, ё, dashes, quotes, spaces); an ellipsis «…» inside a quote
// stands for words left out, whose parts must come in order.
import { blockText, normalizeForMatch, type Block, type Edition } from '../rulebook/index.ts';
import type { Catalog } from '../engine/index.ts';
import type { InputProblem } from '../input/index.ts';
import { numbersIn, renumberText, type Template } from '../practice/index.ts';

type Texts = (edition: string, anchor: string) => string | null;

/** Each edition's text at an anchor: a rule with all its paragraphs, a paragraph, or a whole section. */
export function ruleTexts(editions: readonly Edition[]): Texts {
  const byEdition = new Map<string, Map<string, string[]>>();
  for (const edition of editions) {
    const texts = new Map<string, string[]>();
    const add = (anchor: string, text: string) => texts.set(anchor, [...(texts.get(anchor) ?? []), text]);
    for (const section of edition.sections) {
      const blocks: Block[] = [...section.preamble, ...section.rules.flatMap((r) => r.blocks)];
      for (const b of blocks) add(b.anchor, blockText(b));
      for (const rule of section.rules) for (const b of rule.blocks) if (b.anchor !== rule.number) add(rule.number, blockText(b));
      add(String(section.number), blocks.map(blockText).join('\n'));
    }
    byEdition.set(edition.id, texts);
  }
  return (edition, anchor) => {
    const own = byEdition.get(edition)?.get(anchor);
    // A place the edition's excerpts do not reach stands on the edition that holds it.
    const found = own ?? [...byEdition.values()].find((t) => t.has(anchor))?.get(anchor);
    return found ? found.join('\n') : null;
  };
}

const QUOTE = /«([^«»]*)»/g;
/** Where one sentence of a reason ends and the next begins. */
export const SENTENCE = /(?<=[.!?;])\s+(?=[«А-ЯЁ(])/;

const match = (text: string) => normalizeForMatch(text).replace(/"/g, '');

/** Whether every part of `quote` (split at its ellipses and slots) stands in `text`, in order. */
export function quotedIn(quote: string, text: string): boolean {
  const haystack = match(text);
  let at = 0;
  for (const part of quote
    .split(/…|\.\.\.|\{[^{}]*\}/)
    .map(match)
    .filter(Boolean)) {
    const found = haystack.indexOf(part, at);
    if (found < 0) return false;
    at = found + part.length;
  }
  return true;
}

interface Claim {
  path: (string | number)[];
  text: string;
  /** The rules a sentence citing none stands on. */
  rules: string[];
}

/** The problems of one template's quotes in the editions it is asked in. */
/** The editions a sentence names by their titles («в поздней редакции»), compared by the words' stems. */
export function namedEditions(sentence: string, editions: readonly { id: string; title: string }[]): string[] {
  const stems = (text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.slice(0, Math.max(4, w.length - 2)));
  const words = sentence.toLowerCase().split(/[^а-яёa-z]+/);
  return editions.filter((e) => stems(e.title).every((stem) => words.some((w) => w.startsWith(stem)))).map((e) => e.id);
}

export function quoteProblems(
  t: Template,
  asked: readonly string[],
  renumber: (edition: string) => (rule: string) => string,
  texts: Texts,
  catalog: Catalog,
  editions: readonly { id: string; title: string }[],
): InputProblem[] {
  const claims: Claim[] = [
    { path: ['explain'], text: t.data.explain, rules: t.data.rules },
    ...t.data.mistakes.map((m, i) => ({ path: ['mistakes', i, 'but'], text: m.but, rules: [m.rule] })),
  ];
  const problems: InputProblem[] = [];
  for (const claim of claims) {
    const wrong = new Set<string>();
    for (const asker of asked) {
      for (const sentence of claim.text.split(SENTENCE)) {
        const named = namedEditions(sentence, editions);
        const edition = named.length === 1 ? named[0] : asker;
        const number = renumber(edition);
        const rules = [...new Set([...numbersIn(renumberText(sentence, number)), ...claim.rules.map(number)])];
        const cards = catalog.cards.filter((c) => [c.name, ...Object.values(c.forms)].some((form) => sentence.includes(form)));
        const sources = [...rules.map((r) => texts(edition, r) ?? ''), ...cards.flatMap((c) => c.abilities.map((a) => a.text ?? ''))];
        for (const [, quote] of sentence.matchAll(QUOTE)) {
          if (!sources.some((s) => quotedIn(quote, s))) wrong.add(`«${quote}»: ${rules.join(', ')} (${edition})`);
        }
      }
    }
    for (const w of wrong)
      problems.push(
        t.input.problem(
          claim.path,
          `the quote ${w} is not in the text of the rule it cites, nor of a card the sentence names`,
          `цитаты ${w} нет в тексте правила, на которое она ссылается, и в тексте названной карты`,
        ),
      );
  }
  return problems;
}
