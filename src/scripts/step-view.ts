// Rendering a scenario run's steps in the page: outcome, message, and the rules cited, linked.
import { SILENT_NOTE, type ScenarioResult } from '../engine/index.ts';
import { el } from './dom.ts';

let editionTitles: Record<string, string> | null = null;

/** An edition's title as the page states it (Base.astro, from edition.yaml), lower-cased for a label. */
function editionLabel(edition: string): string {
  editionTitles ??= JSON.parse(document.getElementById('edition-titles')?.textContent ?? '{}') as Record<string, string>;
  return (editionTitles[edition] ?? edition).toLowerCase();
}

export function renderSteps(result: ScenarioResult, citations: Record<string, string | null>): HTMLOListElement {
  return el(
    'ol',
    { class: 'example-steps' },
    ...result.steps.map((step, i) =>
      el(
        'li',
        { id: `step-${i + 1}`, class: `step ${step.ok ? 'ok' : 'fail'}` },
        el('span', { class: 'step-mark', 'aria-label': step.ok ? 'выполнено' : 'не сходится' }, step.ok ? '✓' : '✗'),
        ' ',
        el('span', { class: 'step-message' }, step.message),
        step.trace.length > 0 &&
          el(
            'ul',
            { class: 'trace' },
            ...step.trace.map((t) => {
              if (t.rule === null) return el('li', {}, `${t.text} `, el('span', { class: 'trace-rule trace-silent' }, SILENT_NOTE));
              const href = citations[`${t.edition}:${t.rule}`];
              const label = `${t.rule}, ${editionLabel(t.edition)}`;
              return el('li', {}, `${t.text} `, href ? el('a', { class: 'trace-rule', href }, label) : el('span', { class: 'trace-rule' }, t.rule));
            }),
          ),
      ),
    ),
  );
}

export function summary(result: ScenarioResult): string {
  const failed = result.steps.filter((s) => !s.ok).length;
  return failed === 0
    ? `Проверено в браузере: пример пройден, все шаги (${result.steps.length}) сходятся ✓`
    : `Проверено в браузере: не сходится шагов — ${failed} из ${result.steps.length} ✗`;
}
