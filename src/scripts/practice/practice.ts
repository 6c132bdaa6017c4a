// The practice page (/practice/): one question at a time, a set of 10 by level or section, or an
// exam of 20 with a score and a review of the mistakes. Progress stays on the device, and the
// rules most often answered wrong come back. A question's own address is `#q=ID`. The page's
// state lives in `startPractice`, a function of the page's root element.
import { draw, matches, type SetFilter } from './practice-session.ts';
import { forgetProgress, readProgress, recordAnswer, saveProgress, tally, weakRules, type Progress } from './practice-progress.ts';
import { markChoices, questionView, reviewView, ruleKeys, verdictView, type PracticeData, type Question, type ViewContext } from './practice-view.ts';
import { anchorLabel } from '../../routes/index.ts';
import { count, nouns } from '../../site/words.ts';
import { el } from '../shared/dom.ts';

const SET_SIZE = 10;
const EXAM_SIZE = 20;
const WEAK_SHOWN = 5;

type Mode = 'single' | 'set' | 'exam';

const idFromHash = () => {
  const found = /^#q=(.+)$/.exec(location.hash);
  return found ? decodeURI(found[1]) : null;
};

/** The questions the page names, or null when they did not come. */
async function loadQuestions(address: string): Promise<PracticeData | null> {
  try {
    const response = await fetch(address);
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as PracticeData;
  } catch {
    return null;
  }
}

/** The rules most often answered wrong, each linked where the page has it. */
function weakView(weak: ReturnType<typeof weakRules>, ctx: ViewContext): HTMLElement[] {
  if (!weak.length) return [];
  return [
    el('p', {}, 'Чаще всего ошибки в правилах (вопросы по ним будут попадаться чаще):'),
    el('ul', { class: 'chips' }, ...weak.map(({ rule, wrong }) => {
      const [edition, number] = rule.split(':');
      const label = `${anchorLabel(number)}, ${(ctx.editions[edition] ?? edition).toLowerCase()}: ${wrong}`;
      const href = ctx.links.rules[rule];
      return el('li', {}, href ? el('a', { href }, label) : label);
    })),
  ];
}

/** What a run of questions takes from the page. */
interface SeriesHost {
  ask(q: Question, position: string | null, reveal: boolean, after: (chosen: number) => void): void;
  stage: HTMLElement;
  status: HTMLElement;
  ctx: ViewContext;
  nextButton(label: string, go: () => void): HTMLButtonElement;
  setMode(mode: Mode): void;
}

/** A run of questions: a set (each answer shown at once) or an exam (all at the end). */
function series(run: SeriesHost, queue: Question[], kind: 'set' | 'exam'): void {
  const { ask, stage, status, ctx, nextButton, setMode } = run;
  const answers: { q: Question; chosen: number }[] = [];
  const step = (at: number) => {
    const q = queue[at];
    const last = at === queue.length - 1;
    ask(q, `Вопрос ${at + 1} из ${queue.length}`, kind === 'set', (chosen) => {
      answers.push({ q, chosen });
      const go = () => (last ? finish() : step(at + 1));
      if (kind === 'exam') {
        status.textContent = `Ответ принят: ${answers.length} из ${queue.length}.`;
        go();
        return;
      }
      const verdict = verdictView(q, chosen, ctx);
      stage.append(verdict, el('p', { class: 'practice-actions' }, nextButton(last ? 'Итог набора' : 'Следующий вопрос', go)));
      verdict.querySelector<HTMLElement>('.practice-verdict')?.focus();
    });
  };
  const finish = () => {
    const mistakes = answers.filter(({ q, chosen }) => !q.choices[chosen].correct);
    const score = answers.length - mistakes.length;
    const title = el('h2', { class: 'practice-score', tabindex: '-1' }, `${kind === 'exam' ? 'Результат экзамена' : 'Итог набора'}: ${score} из ${answers.length}`);
    stage.replaceChildren(
      title,
      el('p', {}, mistakes.length ? `Ошибок: ${mistakes.length}. Разбор:` : 'Все ответы верны.'),
      reviewView(mistakes, ctx),
      el('p', { class: 'practice-actions' }, nextButton(kind === 'exam' ? 'Ещё экзамен' : 'Ещё набор', () => setMode(kind)), nextButton('Вопрос за вопросом', () => setMode('single'))),
    );
    status.textContent = '';
    title.focus();
  };
  step(0);
}

export async function startPractice(root: HTMLElement): Promise<void> {
  const status = root.querySelector<HTMLElement>('.practice-status')!;
  const stage = root.querySelector<HTMLElement>('.practice-stage')!;
  const loaded = await loadQuestions(root.dataset.questions ?? '');
  if (!loaded) {
    root.hidden = false;
    status.textContent = 'Вопросы не загрузились: проверьте связь с сайтом и обновите страницу. Сохранённая копия сайта работает и без связи, если страницу уже открывали.';
    return;
  }
  const data = loaded;
  const ctx: ViewContext = {
    links: data.links,
    levels: JSON.parse(root.dataset.levels ?? '{}') as Record<string, string>,
    editions: JSON.parse(document.getElementById('edition-titles')?.textContent ?? '{}') as Record<string, string>,
    judge: root.dataset.judge ?? '',
  };
  const all = data.questions.map((q) => ({ ...q, rules: ruleKeys(q), question: q }));
  const byId = new Map(data.questions.map((q) => [q.id, q]));
  let progress: Progress = readProgress();

  const form = root.querySelector<HTMLFormElement>('.practice-set-form')!;
  const examIntro = root.querySelector<HTMLElement>('.practice-exam-intro')!;
  const modeButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-mode]')];

  const pick = (pool: typeof all, count: number) => draw(pool, count, progress, Math.floor(Math.random() * 2 ** 32)).map((p) => p.question);

  function showProgress(): void {
    const { answered, right } = tally(progress);
    root.querySelector('.progress-line')!.textContent = answered
      ? `Отвечено: ${count(answered, nouns.question)} из ${data.questions.length}; из них верно не реже, чем неверно, — ${right}.`
      : 'Вы ещё не отвечали на вопросы на этом устройстве.';
    const weak = weakRules(progress, WEAK_SHOWN);
    root.querySelector('.progress-weak')!.replaceChildren(...weakView(weak, ctx));
    root.querySelector<HTMLButtonElement>('.progress-forget')!.hidden = !answered;
  }

  function answer(q: Question, chosen: number): void {
    progress = recordAnswer(progress, q.id, q.choices[chosen].correct, ruleKeys(q));
    saveProgress(progress);
    showProgress();
  }

  /** Shows a question; `after` runs once it is answered (and shown or not). */
  function ask(q: Question, position: string | null, reveal: boolean, after: (chosen: number) => void, focus = true): void {
    const article = questionView(q, ctx, position, (chosen) => {
      markChoices(article, q, chosen, reveal);
      answer(q, chosen);
      after(chosen);
    });
    stage.replaceChildren(article);
    status.textContent = '';
    if (focus) article.querySelector<HTMLElement>('.practice-text')?.focus();
  }

  function nextButton(label: string, go: () => void): HTMLButtonElement {
    const button = el('button', { type: 'button', class: 'primary practice-next' }, label);
    button.addEventListener('click', go);
    return button;
  }

  /** One question, then another: the reader's own pace; the address names the question. */
  function single(q: Question | undefined = pick(all, 1)[0], focus = true): void {
    if (!q) return;
    history.replaceState(null, '', `#q=${encodeURI(q.id)}`);
    ask(q, null, true, (chosen) => {
      const verdict = verdictView(q, chosen, ctx);
      stage.append(verdict, el('p', { class: 'practice-actions' }, nextButton('Ещё вопрос', () => single())));
      verdict.querySelector<HTMLElement>('.practice-verdict')?.focus();
    }, focus);
  }

  function setMode(mode: Mode, start = true): void {
    for (const b of modeButtons) b.setAttribute('aria-pressed', String(b.dataset.mode === mode));
    form.hidden = mode !== 'set';
    examIntro.hidden = mode !== 'exam';
    stage.replaceChildren();
    status.textContent = '';
    if (mode === 'single' && start) single();
  }

  const host: SeriesHost = { ask, stage, status, ctx, nextButton, setMode };
  for (const b of modeButtons) b.addEventListener('click', () => setMode(b.dataset.mode as Mode));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const level = form.querySelector<HTMLSelectElement>('[name=level]')!.value;
    const section = form.querySelector<HTMLSelectElement>('[name=section]')!.value;
    const filter: SetFilter = { ...(level ? { level } : {}), ...(section ? { section: Number(section) } : {}) };
    const pool = all.filter((q) => matches(q, filter));
    if (!pool.length) {
      status.textContent = 'Таких вопросов нет: выберите другой уровень или раздел.';
      return;
    }
    series(host, pick(pool, SET_SIZE), 'set');
  });
  examIntro.querySelector('button')!.addEventListener('click', () => series(host, pick(all, EXAM_SIZE), 'exam'));
  root.querySelector('.progress-forget')!.addEventListener('click', () => {
    forgetProgress();
    progress = readProgress();
    showProgress();
    status.textContent = 'Прогресс сброшен.';
  });
  addEventListener('hashchange', () => {
    const q = byId.get(idFromHash() ?? '');
    if (q && q.id !== stage.querySelector<HTMLElement>('[data-question]')?.dataset.question) {
      setMode('single', false);
      single(q);
    }
  });

  // Readers with the script have the practice itself: the sample for readers without it goes.
  for (const sample of document.querySelectorAll<HTMLElement>('.practice-static')) sample.hidden = true;
  root.hidden = false;
  showProgress();
  const linked = idFromHash();
  const opened = linked ? byId.get(linked) : undefined;
  single(opened ?? pick(all, 1)[0], false);
  if (linked && !opened) status.textContent = 'Такого вопроса в этой версии тренировки нет; вот другой.';
}
