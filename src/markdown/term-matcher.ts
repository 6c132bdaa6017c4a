// Finding the glossary's terms in text, in any form the glossary lists for them («кладбище»,
// «кладбища», «на кладбище»): one expression for all terms, longest form first, whole words
// only, case and «ё»/«е» aside. The text itself is never changed.

export interface TermForms {
  slug: string;
  term: string;
  forms: string[];
}

/** How a form is looked up: lower case, «ё» as «е», one space, one kind of dash. */
const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .replace(/[‐‑‒–—―]/g, '-');

function formPattern(form: string): string {
  return [...key(form)]
    .map((ch) => (ch === 'е' ? '[её]' : ch === ' ' ? '\\s+' : ch === '-' ? '[-‐‑‒–—―]' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
}

export interface TermMatcher<T extends TermForms> {
  /** Global, so callers can walk every match (`matchAll`, mdast-util-find-and-replace). */
  pattern: RegExp;
  /** The term a matched piece of text is a form of. */
  termOf(text: string): T;
}

export function termMatcher<T extends TermForms>(terms: T[]): TermMatcher<T> {
  const byForm = new Map<string, T>();
  for (const t of terms) for (const form of [t.term, ...t.forms]) byForm.set(key(form), t);
  const forms = [...byForm.keys()].sort((a, b) => b.length - a.length);
  // An expression that matches nothing when there are no terms.
  const body = forms.length ? forms.map(formPattern).join('|') : '(?!)';
  return {
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'giu'),
    termOf: (text) => byForm.get(key(text))!,
  };
}

/** The terms a text mentions, each once, in the order of their first mention. */
export function termsIn<T extends TermForms>(matcher: TermMatcher<T>, text: string): T[] {
  const found = new Set<T>();
  for (const m of text.matchAll(matcher.pattern)) found.add(matcher.termOf(m[0]));
  return [...found];
}
