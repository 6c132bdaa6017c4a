// The home page's question of the day: the same for everyone on a date (Moscow's), chosen from the
// build's brief list of questions (src/site/practice.ts), so a new day needs no new build. The page
// shows the build day's question; on another day this swaps in the day's own.
import { dayOf, questionOfDay } from '../../choice/index.ts';
import type { ApiData } from '../../site/api-schemas.ts';
import { el } from '../shared/dom.ts';

type Daily = ApiData<'practiceDaily'>['questions'][number];

/** The day's question drawn as the build draws it (PracticeSample.astro), its answer under a disclosure. */
function sampleView(q: Daily): HTMLElement {
  return el(
    'article',
    { class: 'practice-sample', 'data-question': q.id },
    el('p', { class: 'practice-text' }, q.edition ? el('span', { class: 'badge' }, q.edition) : false, q.edition ? ' ' : false, q.text),
    el('ol', { class: 'practice-sample-choices' }, ...q.choices.map((c) => el('li', {}, c))),
    el('details', {}, el('summary', {}, 'Показать ответ'), el('p', {}, el('strong', {}, `${q.choices[q.answer]}.`), ` ${q.reason}`)),
  );
}

export async function showDayQuestion(box: HTMLElement, now = new Date()): Promise<void> {
  const shown = box.querySelector<HTMLElement>('.practice-sample')?.dataset.question;
  try {
    const response = await fetch(box.dataset.daily ?? '');
    if (!response.ok) return;
    const { questions } = (await response.json()) as ApiData<'practiceDaily'>;
    const id = questionOfDay(
      questions.map((q) => q.id),
      dayOf(now),
    );
    const q = questions.find((x) => x.id === id);
    if (!q || q.id === shown) return;
    box.querySelector('.practice-sample')?.replaceWith(sampleView(q));
    box.querySelector<HTMLAnchorElement>('.day-answer')?.setAttribute('href', q.url);
  } catch {
    // Offline before the copy is saved: the build day's question stays, which is a question all the same.
  }
}
