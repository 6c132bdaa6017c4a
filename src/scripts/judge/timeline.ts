// The board's timeline: the starting position and the steps in order, each a button that shows
// the board after it, each line with its answer and the rules it applied inline; the one chosen
// is told in full, with each rule linked. A long list is drawn a page at a time, so thousands of
// steps never hold up the page.
import type { ScenarioResult, TraceEntry } from '../../engine/index.ts';
import { el } from '../shared/dom.ts';
import { stepLine, stepLineView, traceList, type Citations } from '../shared/trace-view.ts';

const PAGE = 100;

interface TimelineParts {
  result: ScenarioResult;
  /** 0 is the starting position; n is after step n. */
  position: number;
  citations: Citations;
  /** Why a rule is cited from another edition than the one played, where it is. */
  why(t: TraceEntry): string | null;
  go(position: number): void;
  removeStep(index: number): void;
}

const refused = (parts: TimelineParts, i: number) => !parts.result.steps[i].ok && !parts.result.steps[i].checks;

function stepItem(parts: TimelineParts, i: number): HTMLLIElement {
  const step = parts.result.steps[i];
  const current = parts.position === i + 1;
  const go = el(
    'button',
    { type: 'button', class: 'step-go', 'data-focus': `step:${i + 1}`, ...(current ? { 'aria-current': 'step' } : {}) },
    `${i + 1}. ${stepLine(step, true)}`,
  );
  go.addEventListener('click', () => parts.go(i + 1));
  const remove = el('button', { type: 'button', class: 'step-remove secondary', 'aria-label': `Убрать шаг ${i + 1}` }, '✕');
  remove.addEventListener('click', () => parts.removeStep(i));
  return el('li', { class: `step ${refused(parts, i) ? 'refused' : ''}`, 'data-step': String(i + 1) }, go, remove);
}

/** The list of steps, drawn a page at a time from the one chosen, after the starting position. */
export function renderStepList(parts: TimelineParts): HTMLElement {
  const total = parts.result.steps.length;
  const start = el(
    'button',
    { type: 'button', class: 'step-go', 'data-focus': 'step:0', ...(parts.position === 0 ? { 'aria-current': 'step' } : {}) },
    'Начальная позиция',
  );
  start.addEventListener('click', () => parts.go(0));
  if (total === 0) return el('div', {}, start, el('p', { class: 'note' }, 'Шагов пока нет: нажмите на карту или на «Вопросы и ходы» игрока.'));
  const list = el('ol', { class: 'steps' });
  // Start drawing at the page that holds the chosen step.
  let drawn = Math.max(0, Math.floor((parts.position - 1) / PAGE) * PAGE);
  list.start = drawn + 1;
  const more = el('button', { type: 'button', class: 'secondary steps-more' }, '');
  const draw = () => {
    const until = Math.min(total, drawn + PAGE);
    for (let i = drawn; i < until; i++) list.append(stepItem(parts, i));
    drawn = until;
    more.hidden = drawn >= total;
    more.textContent = `Показать ещё шаги (${total - drawn})`;
  };
  more.addEventListener('click', draw);
  draw();
  return el('div', { class: 'steps-box' }, start, list, more);
}

/** The chosen moment in full: the step, its answer with the rules inline, and each rule applied. */
export function renderNow(parts: TimelineParts): HTMLElement {
  const { result, position } = parts;
  if (position === 0) return el('p', {}, 'Начальная позиция. Нажмите на карту, чтобы спросить о ней или сделать ход.');
  const step = result.steps[position - 1];
  // The line reads as the step list's, its rule numbers linked as the trace links them.
  const line = el(
    'p',
    { class: step.answer ? 'answer' : refused(parts, position - 1) ? 'step-message refused' : 'step-message' },
    ...stepLineView(step, parts.citations, true),
  );
  if (step.answer) line.dataset.value = JSON.stringify(step.answer.value);
  const trace = traceList(step.trace, parts.citations, parts.why);
  // The rules are in the line by number; how the engine came to the answer, rule by rule, unfolds.
  return el(
    'div',
    {},
    line,
    trace
      ? el('details', { class: 'trace-box' }, el('summary', {}, `Как движок пришёл к этому (записей: ${step.trace.length})`), trace)
      : el('p', { class: 'note' }, 'Правила к этому шагу не применялись.'),
  );
}
