// A practice question on the page: the question and its choices as buttons; once answered, the
// verdict, why the chosen answer is right or wrong, the derivation with its rules (the judge's
// board's own lines), links to the rules, the rulings that warn about the trap, the board and the
// question itself; and the review of an exam's mistakes.
import type { ApiData } from '../../site/api-schemas.ts';
import { anchorLabel } from '../../routes/index.ts';
import { el } from '../shared/dom.ts';
import { encodeBoard } from '../shared/share.ts';
import { traceList } from '../shared/trace-view.ts';

export type PracticeData = ApiData<'practice'>;
export type Question = PracticeData['questions'][number];

/** What every view needs beside the question: the links, the levels' and editions' names, the board. */
export interface ViewContext {
  links: PracticeData['links'];
  levels: Record<string, string>;
  editions: Record<string, string>;
  /** The judge's board page (with the base path). */
  judge: string;
}

/** The question's rules as `edition:rule`, how progress counts them and the links know them. */
export const ruleKeys = (q: Question) => q.rules.map((rule) => `${q.edition}:${rule}`);

const LETTERS = 'АБВГДЕЖЗ';

function badges(q: Question, ctx: ViewContext): HTMLElement {
  return el(
    'p',
    { class: 'practice-badges' },
    el('span', { class: 'badge accent' }, ctx.levels[q.level] ?? q.level),
    el(
      'span',
      { class: 'badge', title: q.editionMatters ? 'В другой редакции ответ другой' : 'Ответ тот же в других редакциях' },
      ctx.editions[q.edition] ?? q.edition,
    ),
    ...q.sections.map((n) => el('span', { class: 'badge' }, ctx.links.sections[String(n)] ?? String(n))),
  );
}

/** The question with its choices; `onChoose` gets the chosen choice's index. */
export function questionView(q: Question, ctx: ViewContext, position: string | null, onChoose: (index: number) => void): HTMLElement {
  const heading = el('h2', { class: 'practice-text', tabindex: '-1' }, q.text);
  const choices = el(
    'ol',
    { class: 'practice-choices', 'aria-label': 'Варианты ответа' },
    ...q.choices.map((c, i) => {
      const button = el(
        'button',
        { type: 'button', class: 'practice-choice', 'data-index': String(i) },
        el('span', { class: 'choice-letter', 'aria-hidden': 'true' }, LETTERS[i]),
        el('span', { class: 'choice-text' }, c.text),
      );
      button.addEventListener('click', () => onChoose(i));
      return el('li', {}, button);
    }),
  );
  return el(
    'article',
    { class: 'practice-question', 'data-question': q.id },
    position ? el('p', { class: 'practice-position' }, position) : false,
    badges(q, ctx),
    heading,
    choices,
  );
}

/** Marks the choices once answered: which was chosen, which is right; none can be chosen again. */
export function markChoices(article: HTMLElement, q: Question, chosen: number, reveal: boolean): void {
  article.querySelectorAll<HTMLButtonElement>('.practice-choice').forEach((button, i) => {
    button.disabled = true;
    const mark =
      i === chosen
        ? reveal
          ? q.choices[i].correct
            ? 'верно, ваш ответ'
            : 'неверно, ваш ответ'
          : 'ваш ответ'
        : reveal && q.choices[i].correct
          ? 'верный ответ'
          : '';
    if (i === chosen) button.classList.add('chosen');
    if (reveal && q.choices[i].correct) button.classList.add('right');
    if (reveal && i === chosen && !q.choices[i].correct) button.classList.add('wrong');
    if (mark) button.querySelector('.choice-text')?.append(el('span', { class: 'choice-mark' }, ` — ${mark}`));
  });
}

/** The rules' and rulings' links, the board's and the question's own. */
function links(q: Question, ctx: ViewContext): HTMLElement {
  const board = el('a', { class: 'button', href: ctx.judge }, 'Открыть на столе судьи');
  // The board opens the situation from its address (#b=): the same link the board shares.
  void encodeBoard(q.scenario).then((hash) => board.setAttribute('href', `${ctx.judge}#${hash}`));
  const rules = q.rules.map((rule, i) => {
    const href = ctx.links.rules[ruleKeys(q)[i]];
    const label = `Правило ${anchorLabel(rule)}`;
    return el('li', {}, href ? el('a', { href }, label) : el('span', {}, label));
  });
  const rulings = q.rulings.flatMap((id) => {
    const ruling = ctx.links.rulings[id];
    return ruling ? [el('li', {}, el('a', { href: ruling.url }, `Решение: ${ruling.question}`))] : [];
  });
  return el(
    'div',
    { class: 'practice-links' },
    el('ul', { class: 'chips' }, ...rules),
    rulings.length > 0 && el('ul', { class: 'nav-list' }, ...rulings),
    el('p', { class: 'practice-actions' }, board, el('a', { class: 'button quiet', href: q.url }, 'Ссылка на вопрос')),
  );
}

/** How the engine reached the answer, step by step, with the rules of each step. */
function derivationView(q: Question, ctx: ViewContext): HTMLElement {
  return el(
    'section',
    { class: 'practice-derivation' },
    el('h3', {}, 'Как считал движок правил'),
    el(
      'ol',
      { class: 'example-steps' },
      ...q.derivation.map((step) => el('li', { class: 'step ok' }, el('span', { class: 'step-message' }, step.text), traceList(step.trace, ctx.links.rules))),
    ),
  );
}

/** The verdict on an answer: right or wrong, why, how the engine counted, the links. */
export function verdictView(q: Question, chosen: number, ctx: ViewContext): HTMLElement {
  const choice = q.choices[chosen];
  const right = q.choices.find((c) => c.correct)!;
  const title = el(
    'h3',
    { class: `practice-verdict ${choice.correct ? 'status-ok' : 'status-fail'}`, tabindex: '-1' },
    choice.correct ? 'Верно' : `Неверно: правильный ответ — ${right.text}`,
  );
  return el(
    'section',
    { class: 'practice-answer', 'aria-label': 'Разбор ответа' },
    title,
    choice.correct ? false : el('p', { class: 'practice-why-wrong' }, choice.reason),
    el('p', { class: 'practice-why' }, right.reason),
    derivationView(q, ctx),
    links(q, ctx),
  );
}

/** An exam's mistakes, each with the answer given, the right one, why, and the derivation. */
export function reviewView(mistakes: { q: Question; chosen: number }[], ctx: ViewContext): HTMLElement {
  if (!mistakes.length) return el('p', {}, 'Ошибок нет.');
  return el(
    'ol',
    { class: 'practice-review' },
    ...mistakes.map(({ q, chosen }) =>
      el(
        'li',
        { 'data-question': q.id },
        el('p', { class: 'practice-review-question' }, q.text),
        el('p', {}, `Ваш ответ: ${q.choices[chosen].text}. ${q.choices[chosen].reason}`),
        el('p', {}, `Правильный ответ: ${q.answer}. ${q.choices.find((c) => c.correct)!.reason}`),
        el('details', {}, el('summary', {}, 'Как считал движок правил'), derivationView(q, ctx), links(q, ctx)),
      ),
    ),
  );
}
