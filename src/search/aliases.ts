// Judges' words for the rulebook's terms, from the glossary's forms: a query that says «в игре»
// is also searched as «игровая зона», so rules that say «в игровой зоне» come first.
import { words } from './text.ts';

/** At most this many other readings of one query. */
const MAX_VARIANTS = 3;

/** The query with each alias it holds (as whole words) replaced by its term; the aliases used. */
export function aliasVariants(query: string, aliases: [form: string, term: string][]): { query: string; form: string; term: string }[] {
  const padded = ` ${words(query).join(' ')} `;
  const out: { query: string; form: string; term: string }[] = [];
  for (const [form, term] of aliases) {
    if (out.length === MAX_VARIANTS) break;
    if (padded.includes(` ${form} `)) out.push({ query: padded.replace(` ${form} `, ` ${term} `).trim(), form, term });
  }
  return out;
}
