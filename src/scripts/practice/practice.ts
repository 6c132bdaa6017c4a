// The practice page (/practice/): one question at a time, a set of 10 by level, section or
// edition, or the mock exam «Уровень 1» (50 questions of one edition, pass at 75 %) with a score
// and a review of the mistakes. Progress stays on the device, each question and each rule
// scheduled for review by FSRS. A question's own address is `#q=ID`. The page's state lives in
// `startPractice`, a function of the page's root element.
import { draw, EXAM, examQuestions, examResult, matches, type Pickable, type SetFilter } from './practice-session.ts';
import { readProgress, recordAnswer, saveProgress, type Progress } from './practice-progress.ts';
import { loadSchedule } from './practice-fsrs.ts';
import { progressPanel } from './practice-panel.ts';
import { markChoices, questionView, reviewView, ruleKeys, verdictView, type PracticeData, type Question, type ViewContext } from './practice-view.ts';
import { el } from '../shared/dom.ts';

const SET_SIZE = 10;

type Mode = 'single' | 'set' | 'exam';

const idFromHash = () => {
  const found = /^#q=(.+)$/.exec(location.hash);
  return found ? decodeURI(found[1]) : null;
};

function nextButton(label: string, go: () => void): HTMLButtonElement {
  const button = el('button', { type: 'button', class: 'primary practice-next' }, label);
  button.addEventListener('click', go);
  return button;
}

/** The questions the page names, or null where they do not load. */
async function loadQuestions(url: string): Promise<PracticeData | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as PracticeData;
  } catch {
    return null;
  }
}

/** What a run of questions needs of the page: where it draws, and the page's own ask and buttons. */
interface SeriesHost {
  stage: HTMLElement;
  status: HTMLElement;
  ctx: ViewContext;
  ask: (q: Question, position: string | null, reveal: boolean, after: (chosen: number) => void) => void;
  again: (kind: 'set' | 'exam') => void;
  single: () => void;
}

/** A run of questions: a set (each answer shown at once) or an exam (all at the end), which names its edition. */
function series({ stage, status, ctx, ask, again, single }: SeriesHost, queue: Question[], kind: 'set' | 'exam', edition?: string): void {
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
    const exam = examResult(score, answers.length);
    const title = el(
      'h2',
      { class: 'practice-score', tabindex: '-1' },
      kind === 'exam'
        ? `${EXAM.title}, ${(ctx.editions[edition ?? ''] ?? edition ?? '').toLowerCase()}: ${score} из ${answers.length} (${exam.percent} %)`
        : `Итог набора: ${score} из ${answers.length}`,
    );
    stage.replaceChildren(
      title,
      ...(kind === 'exam'
        ? [
            el(
              'p',
              { class: `practice-exam-verdict ${exam.passed ? 'status-ok' : 'status-fail'}` },
              `${exam.passed ? 'Экзамен сдан' : 'Экзамен не сдан'}: верных ответов нужно не меньше ${exam.needed} из ${answers.length}.`,
            ),
          ]
        : []),
      el('p', {}, mistakes.length ? `Ошибок: ${mistakes.length}. Разбор:` : 'Все ответы верны.'),
      reviewView(mistakes, ctx),
      el(
        'p',
        { class: 'practice-actions' },
        nextButton(kind === 'exam' ? 'Ещё экзамен' : 'Ещё набор', () => again(kind)),
        nextButton('Вопрос за вопросом', single),
      ),
    );
    status.textContent = '';
    title.focus();
  };
  step(0);
}

/** The page's context for drawing questions: the links, levels and edition titles it names. */
function contextOf(root: HTMLElement, data: PracticeData): ViewContext {
  return {
    links: data.links,
    levels: JSON.parse(root.dataset.levels ?? '{}') as Record<string, string>,
    editions: JSON.parse(document.getElementById('edition-titles')?.textContent ?? '{}') as Record<string, string>,
    judge: root.dataset.judge ?? '',
  };
}

/** The set the form asks for: a level, a section, an edition, each where chosen. */
function filterOf(form: HTMLFormElement): SetFilter {
  const value = (name: string) => form.querySelector<HTMLSelectElement>(`[name=${name}]`)!.value;
  const [level, section, edition] = [value('level'), value('section'), value('edition')];
  return { ...(level ? { level } : {}), ...(section ? { section: Number(section) } : {}), ...(edition ? { edition } : {}) };
}

/** Records an answer once FSRS has loaded (with the first answer); answers given meanwhile are recorded in order. */
function recorder(
  get: () => Progress,
  set: (p: Progress) => void,
  panel: { show(): void; keep(): void },
  status: HTMLElement,
): (q: Question, chosen: number) => void {
  let recorded = Promise.resolve();
  return (q, chosen) => {
    const right = q.choices[chosen].correct;
    const at = new Date();
    recorded = recorded
      .then(() => loadSchedule())
      .then((schedule) => {
        set(recordAnswer(get(), q.id, right, ruleKeys(q), schedule, at));
        saveProgress(get());
        panel.show();
        panel.keep();
      })
      .catch(() => {
        status.textContent = 'Ответ не записан в прогресс: не загрузился планировщик повторений. Обновите страницу, когда будет связь.';
      });
  };
}

const seed = () => Math.floor(Math.random() * 2 ** 32);

/** The «Уровень 1» exam in one edition: its questions spread over the templates. */
function exam(host: SeriesHost, all: (Pickable & { question: Question })[], edition: string): void {
  const questions = examQuestions(
    all.filter((q) => q.edition === edition),
    EXAM.size,
    seed(),
  );
  series(
    host,
    questions.map((p) => p.question),
    'exam',
    edition,
  );
}

export async function startPractice(root: HTMLElement): Promise<void> {
  const status = root.querySelector<HTMLElement>('.practice-status')!;
  const stage = root.querySelector<HTMLElement>('.practice-stage')!;
  const data = await loadQuestions(root.dataset.questions ?? '');
  if (!data) {
    root.hidden = false;
    status.textContent =
      'Вопросы не загрузились: проверьте связь с сайтом и обновите страницу. Сохранённая копия сайта работает и без связи, если страницу уже открывали.';
    return;
  }
  const ctx = contextOf(root, data);
  const all = data.questions.map((q) => ({ ...q, rules: ruleKeys(q), question: q }));
  const byId = new Map(data.questions.map((q) => [q.id, q]));
  let progress: Progress = readProgress();

  const form = root.querySelector<HTMLFormElement>('.practice-set-form')!;
  const examIntro = root.querySelector<HTMLElement>('.practice-exam-intro')!;
  const modeButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-mode]')];

  const pick = (pool: typeof all, count: number) => draw(pool, count, progress, seed(), new Date()).map((p) => p.question);
  const panel = progressPanel(
    root.querySelector<HTMLElement>('.practice-progress')!,
    ctx,
    data.questions.length,
    () => progress,
    (p) => (progress = p),
    (text) => (status.textContent = text),
  );

  const answer = recorder(
    () => progress,
    (p) => (progress = p),
    panel,
    status,
  );

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

  /** One question, then another: the reader's own pace; the address names the question. */
  function single(q: Question | undefined = pick(all, 1)[0], focus = true): void {
    if (!q) return;
    history.replaceState(null, '', `#q=${encodeURI(q.id)}`);
    ask(
      q,
      null,
      true,
      (chosen) => {
        const verdict = verdictView(q, chosen, ctx);
        stage.append(
          verdict,
          el(
            'p',
            { class: 'practice-actions' },
            nextButton('Ещё вопрос', () => single()),
          ),
        );
        verdict.querySelector<HTMLElement>('.practice-verdict')?.focus();
      },
      focus,
    );
  }

  const host: SeriesHost = { stage, status, ctx, ask, again: (kind) => setMode(kind), single: () => setMode('single') };

  function setMode(mode: Mode, start = true): void {
    for (const b of modeButtons) b.setAttribute('aria-pressed', String(b.dataset.mode === mode));
    form.hidden = mode !== 'set';
    examIntro.hidden = mode !== 'exam';
    stage.replaceChildren();
    status.textContent = '';
    if (mode === 'single' && start) single();
  }

  for (const b of modeButtons) b.addEventListener('click', () => setMode(b.dataset.mode as Mode));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const filter = filterOf(form);
    const pool = all.filter((q) => matches(q, filter));
    if (!pool.length) {
      status.textContent = 'Таких вопросов нет: выберите другой уровень или раздел.';
      return;
    }
    series(host, pick(pool, SET_SIZE), 'set');
  });
  examIntro.querySelector('button')!.addEventListener('click', () => exam(host, all, examIntro.querySelector<HTMLSelectElement>('[name=edition]')!.value));
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
  panel.show();
  if (Object.keys(progress.questions).length) panel.keep();
  const linked = idFromHash();
  const opened = linked ? byId.get(linked) : undefined;
  single(opened ?? pick(all, 1)[0], false);
  if (linked && !opened) status.textContent = 'Такого вопроса в этой версии тренировки нет; вот другой.';
}
