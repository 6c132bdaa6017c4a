// Trace entries: what was decided, said in Russian, with the rule that decided it as the game's
// edition cites it (editions.ts), or with the note that the excerpts are silent. A trace entry's
// text never repeats its rule number: whoever shows the entry shows the number.
import type { RuleKey, Rules } from './editions.ts';
import type { TraceEntry } from './types.ts';
import { SILENT_NOTE } from './words.ts';

export function entry(rules: Rules, key: RuleKey, text: string): TraceEntry {
  const found = rules.cite[key];
  return found ? { rule: found.rule, edition: found.edition, text } : silent(rules, text);
}

/** Where the excerpts of the rulebook say nothing: the text says what the engine assumed. */
export function silent(rules: Rules, text: string): TraceEntry {
  return { rule: null, edition: rules.edition, text };
}

/** How the command line and tests print an entry: the text, then its rule or the excerpts' silence. */
export function traceLine(t: TraceEntry): string {
  return `${t.text} (${t.rule ?? SILENT_NOTE})`;
}
