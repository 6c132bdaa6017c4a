// The practice page's progress panel: what was answered, what is due again, the rules most often
// wrong; whether the browser keeps the progress for good (navigator.storage.persist()); saving it
// to a file and loading it back (src/scripts/practice-transfer.ts), and forgetting it.
import { anchorLabel } from '../../routes/index.ts';
import { count, nouns } from '../../site/words.ts';
import { el } from '../shared/dom.ts';
import { EMPTY, forgetProgress, saveProgress, tally, weakRules, type Progress } from './practice-progress.ts';
import { exportName, exportText, importText } from './practice-transfer.ts';
import type { ViewContext } from './practice-view.ts';

const WEAK_SHOWN = 5;

export interface Panel {
  /** Draws the panel anew after the progress changed. */
  show(): void;
  /** Asks the browser to keep the site's storage, once progress is worth keeping. */
  keep(): void;
}

/** The panel in `box` over the progress that `get` reads and `set` replaces; `say` speaks in the page's status line. */
export function progressPanel(
  box: HTMLElement,
  ctx: ViewContext,
  total: number,
  get: () => Progress,
  set: (p: Progress) => void,
  say: (text: string) => void,
): Panel {
  const line = box.querySelector<HTMLElement>('.progress-line')!;
  const kept = box.querySelector<HTMLElement>('.progress-kept')!;
  const weakBox = box.querySelector<HTMLElement>('.progress-weak')!;
  const forget = box.querySelector<HTMLButtonElement>('.progress-forget')!;
  const save = box.querySelector<HTMLButtonElement>('.progress-save')!;
  const load = box.querySelector<HTMLButtonElement>('.progress-load')!;
  const file = box.querySelector<HTMLInputElement>('.progress-file')!;
  let asked = false;

  function show(): void {
    const progress = get();
    const { answered, right, due } = tally(progress, new Date());
    line.textContent = answered
      ? `Отвечено: ${count(answered, nouns.question)} из ${total}; из них верно не реже, чем неверно, — ${right}; пора повторить: ${due}.`
      : 'Вы ещё не отвечали на вопросы на этом устройстве.';
    const weak = weakRules(progress, WEAK_SHOWN);
    weakBox.replaceChildren(
      ...(weak.length
        ? [
            el('p', {}, 'Чаще всего ошибки в правилах (повторение по ним назначается чаще):'),
            el(
              'ul',
              { class: 'chips' },
              ...weak.map(({ rule, wrong }) => {
                const [edition, number] = rule.split(':');
                const label = `${anchorLabel(number)}, ${(ctx.editions[edition] ?? edition).toLowerCase()}: ${wrong}`;
                const href = ctx.links.rules[rule];
                return el('li', {}, href ? el('a', { href }, label) : label);
              }),
            ),
          ]
        : []),
    );
    forget.hidden = save.hidden = !answered;
  }

  async function keep(): Promise<void> {
    if (asked) return;
    asked = true;
    const storage = navigator.storage;
    const persisted = storage?.persist ? await storage.persist().catch(() => false) : false;
    kept.textContent = persisted
      ? 'Браузер сохранит прогресс, пока вы сами не очистите данные сайта.'
      : 'Браузер может удалить прогресс, если сайт долго не открывать (Safari — через 7 дней): сохраните его в файл.';
  }

  save.addEventListener('click', () => {
    const now = new Date();
    const link = el('a', { href: URL.createObjectURL(new Blob([exportText(get(), now)], { type: 'application/json' })), download: exportName(now) });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
    say(`Прогресс сохранён в файл ${exportName(now)}.`);
  });
  load.addEventListener('click', () => file.click());
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (!chosen) return;
    const read = importText(await chosen.text(), chosen.name, get());
    if (!read.ok) return say(read.message);
    set(read.progress);
    saveProgress(read.progress);
    show();
    void keep();
    say(`Прогресс из файла «${chosen.name}» загружен: ${count(read.questions, nouns.question)}, вместе с тем, что уже было на этом устройстве.`);
  });
  forget.addEventListener('click', () => {
    forgetProgress();
    set(EMPTY);
    show();
    say('Прогресс сброшен.');
  });
  return { show, keep: () => void keep() };
}
