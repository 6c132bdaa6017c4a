// A scenario run's steps as a list, for examples on rule pages: each step with its rules; after the
// reader changed the setup, the new answers beside the book's, never as failures.
import type { ScenarioResult } from '../../engine/index.ts';
import { el } from '../shared/dom.ts';
import { stepText, traceList, type Citations } from '../shared/trace-view.ts';

/** Steps as a list. With `compare` (the reader changed the setup), nothing reads as a failure;
 *  `anchored` keeps the steps' addresses (#step-3) of an example's own page. */
export function renderSteps(result: ScenarioResult, citations: Citations, compare = false, anchored = false): HTMLOListElement {
  return el(
    'ol',
    { class: 'example-steps' },
    ...result.steps.map((step, i) => {
      const differs = compare && !step.ok;
      const mark = differs ? ['≠', 'иначе, чем в примере'] : step.ok ? ['✓', 'выполнено'] : ['✗', 'не сходится'];
      return el(
        'li',
        { id: anchored ? `step-${i + 1}` : undefined, class: `step ${step.ok ? 'ok' : differs ? 'differs' : 'fail'}` },
        el('span', { class: 'step-mark', 'aria-label': mark[1] }, mark[0]),
        ' ',
        el('span', { class: 'step-message' }, stepText(step, compare)),
        traceList(step.trace, citations),
      );
    }),
  );
}

export function summary(result: ScenarioResult): string {
  const failed = result.steps.filter((s) => !s.ok).length;
  return failed === 0
    ? `Проверено в браузере: пример пройден, все шаги (${result.steps.length}) сходятся ✓`
    : `Проверено в браузере: не сходится шагов — ${failed} из ${result.steps.length} ✗`;
}

/** After the reader changed the setup: the new answers and how they differ from the book's. */
export function newAnswers(result: ScenarioResult): string {
  const differing = result.steps.flatMap((s) => (s.checks ?? []).filter((c) => !c.ok));
  if (differing.length === 0) return 'Ответ тот же, что в примере из правил.';
  const [first, ...more] = differing;
  const rest = more.length ? ` Ещё отличий от примера: ${more.length}, они отмечены в шагах знаком ≠.` : '';
  return `Новый ответ: ${first.actual} — ${first.what}; в примере из правил: ${first.expected}.${rest}`;
}
