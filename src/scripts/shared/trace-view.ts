// One step of a scenario run as a reader sees it: what happened or what the engine answers, and
// the rules applied, each named once («203.2, ранняя редакция») and linked; where the page has the
// rule's text, a tap or a hover shows it. Shared by the judge's board and the examples' island.
import { SILENT_NOTE, type StepResult, type TraceEntry } from '../../engine/index.ts';
import { anchorLabel } from '../../routes/index.ts';
import { el } from './dom.ts';

/** `edition:rule` → the rule's page, or its page and its text. */
export type Citations = Record<string, string | null | { href: string | null; text: string | null }>;

let editionTitles: Record<string, string> | null = null;

/** An edition's title as the page states it (Base.astro, from edition.yaml), lower-cased for a label. */
function editionLabel(edition: string): string {
  editionTitles ??= JSON.parse(document.getElementById('edition-titles')?.textContent ?? '{}') as Record<string, string>;
  return (editionTitles[edition] ?? edition).toLowerCase();
}

const hrefOf = (cited: Citations[string] | undefined) => (typeof cited === 'object' && cited !== null ? cited.href : (cited ?? null));

/** A trace entry's rule: a link, with the rule's text to preview where the page has it. */
function ruleRef(t: TraceEntry, citations: Citations): HTMLElement {
  if (t.rule === null) return el('span', { class: 'trace-rule trace-silent' }, SILENT_NOTE);
  const cited = citations[`${t.edition}:${t.rule}`];
  const href = hrefOf(cited);
  const text = typeof cited === 'object' && cited !== null ? cited.text : null;
  const label = `${anchorLabel(t.rule)}, ${editionLabel(t.edition)}`;
  if (!href) return el('span', { class: 'trace-rule' }, label);
  if (!text) return el('a', { class: 'trace-rule', href }, label);
  const preview = el(
    'details',
    { class: 'rule-preview' },
    el('summary', { class: 'trace-rule' }, label),
    el('blockquote', {}, text),
    el('a', { href }, `Открыть: ${anchorLabel(t.rule)}`),
  );
  // A mouse that rests on the rule opens its text; a tap or a key opens it as any disclosure does.
  let byHover = false;
  preview.addEventListener('pointerenter', (e) => {
    if (e.pointerType === 'mouse' && !preview.open) preview.open = byHover = true;
  });
  preview.addEventListener('pointerleave', () => {
    if (byHover) preview.open = byHover = false;
  });
  return preview;
}

/** The trace, rule by rule; `why` may say beside a rule why it is cited from where it is. */
export function traceList(trace: TraceEntry[], citations: Citations, why?: (t: TraceEntry) => string | null): HTMLUListElement | false {
  const note = (t: TraceEntry) => {
    const said = why?.(t);
    return said ? [' ', el('span', { class: 'trace-why' }, `(${said})`)] : [];
  };
  return trace.length > 0 && el('ul', { class: 'trace' }, ...trace.map((t) => el('li', {}, `${t.text} `, ruleRef(t, citations), ...note(t))));
}

/** The rules a step applied, by number, as its line carries them: «203.2, 521.1» (places, which
 *  hold a comma themselves, «205, абзац 1», are set apart by «;»). */
function ruleNumbers(trace: TraceEntry[]): string {
  const labels = [...new Set(trace.flatMap((t) => (t.rule === null ? [] : [anchorLabel(t.rule)])))];
  return labels.join(labels.some((l) => l.includes(',')) ? '; ' : ', ');
}

/** A step in one line with its rules inline: an answer «Сколько стоит Кутила? 6 — 203.2», an action «… (520.1)». */
export function stepLine(step: StepResult, compare = false): string {
  const text = stepText(step, compare);
  const rules = ruleNumbers(step.trace);
  if (!rules) return text;
  return step.answer ? `${text} — ${rules}` : `${text} (${rules})`;
}

/** The same line as stepLine, each rule number a link to its rule (as the trace links it). */
export function stepLineView(step: StepResult, citations: Citations, compare = false): (Node | string)[] {
  const text = stepText(step, compare);
  const rules = [...new Map(step.trace.flatMap((t) => (t.rule === null ? [] : [[anchorLabel(t.rule), t] as const]))).entries()];
  if (!rules.length) return [text];
  const apart = rules.some(([label]) => label.includes(',')) ? '; ' : ', ';
  const links = rules.flatMap(([label, t], i) => {
    const href = hrefOf(citations[`${t.edition}:${t.rule}`]);
    return [...(i ? [apart] : []), href ? el('a', { class: 'rule-ref', href }, label) : label];
  });
  return step.answer ? [`${text} — `, ...links] : [`${text} (`, ...links, ')'];
}

/** A step in one line. `compare`: expectations read as answers, the book's value beside a new one. */
export function stepText(step: StepResult, compare = false): string {
  if (step.answer) return `${step.answer.question} ${step.answer.text}`;
  if (step.checks && compare) return step.checks.map((c) => `${c.what}: ${c.actual}${c.ok ? '' : ` (в примере из правил — ${c.expected})`}`).join('; ');
  return step.message;
}
