// The header search box once search is used: a list of grouped results under the box, arrows
// to move, Enter to open, Escape to close. Loaded on the first focus or keystroke; each query
// fetches only the index shards it needs.
import { loadIndex } from './search-client.ts';
import { answerNotes, renderGroups } from './search-render.ts';
import { numberTarget } from './search-number.ts';
import type { SearchAnswer } from '../../search/index.ts';
import { searchPath } from '../../routes/index.ts';
import { href } from '../../site/href.ts';

let counter = 0;

function statusLine(text: string): HTMLParagraphElement {
  return Object.assign(document.createElement('p'), { className: 'search-status', textContent: text });
}

/** The popup under the box: notes, the listbox of results, and the link to every result (only
 *  options and their groups belong inside a listbox); the box becomes its combobox. */
function makePopup(form: HTMLFormElement, input: HTMLInputElement) {
  const id = `search-popup-${++counter}`;
  const popup = Object.assign(document.createElement('div'), { className: 'search-popup', hidden: true });
  const notes = document.createElement('div');
  const list = Object.assign(document.createElement('div'), { id: `${id}-list`, hidden: true });
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Результаты поиска');
  const all = Object.assign(document.createElement('a'), { className: 'search-all', hidden: true, textContent: 'Все результаты →' });
  popup.append(notes, list, all);
  form.append(popup);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-autocomplete', 'list');
  return { popup, notes, list, all };
}

export function attachBox(input: HTMLInputElement): void {
  const form = input.form;
  if (!form || input.dataset.searchReady) return;
  input.dataset.searchReady = '1';
  const { popup, notes, list, all } = makePopup(form, input);

  let links: HTMLAnchorElement[] = [];
  let active = -1;
  let answer: SearchAnswer | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Escape closes the list until the next keystroke: a search still on its way must not reopen it.
  let closed = false;
  // How many searches are on their way, on the box as data-search-pending: "0" once every one has
  // settled (shown or dropped), which the browser tests wait for instead of a pause.
  let pending = 0;
  const searching = (change: number) => {
    pending += change;
    input.dataset.searchPending = String(pending);
  };

  const show = (open: boolean) => {
    popup.hidden = !open;
    input.setAttribute('aria-expanded', String(open && !list.hidden));
  };
  const select = (i: number) => {
    links[active]?.setAttribute('aria-selected', 'false');
    active = i;
    const link = links[active];
    if (link) {
      link.setAttribute('aria-selected', 'true');
      link.scrollIntoView({ block: 'nearest' });
      input.setAttribute('aria-activedescendant', link.id);
    } else input.removeAttribute('aria-activedescendant');
  };
  /** A line in place of the results: loading, or why there are none. */
  const status = (text: string) => {
    notes.replaceChildren(statusLine(text));
    list.hidden = all.hidden = true;
    links = [];
  };

  const update = async () => {
    const query = input.value.trim();
    if (closed) return;
    if (!query) {
      answer = null;
      links = [];
      show(false);
      return;
    }
    if (popup.hidden) {
      status('Загружаю поиск…');
      show(true);
    }
    let found: SearchAnswer;
    searching(1);
    try {
      found = await (await loadIndex()).search(query, { perGroup: 5 });
    } catch {
      if (input.value.trim() === query) status('Не удалось загрузить поиск. Нажмите Enter, чтобы открыть страницу поиска.');
      return;
    } finally {
      searching(-1);
    }
    if (input.value.trim() !== query || closed) return;
    answer = found;
    notes.replaceChildren(...answerNotes(answer).map(statusLine));
    links = renderGroups(answer, list, list.id, true);
    list.hidden = !links.length;
    active = -1;
    input.removeAttribute('aria-activedescendant');
    all.hidden = !answer.total;
    all.href = href(searchPath(query));
    show(true);
  };

  input.addEventListener('input', () => {
    closed = false;
    clearTimeout(timer);
    timer = setTimeout(update, 60);
  });
  input.addEventListener('focus', () => {
    closed = false;
    if (input.value.trim() && popup.hidden) void update();
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      closed = false;
      if (!links.length) return void update();
      if (popup.hidden) show(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      select(active < 0 ? (step > 0 ? 0 : links.length - 1) : (active + step + links.length) % links.length);
    } else if (e.key === 'Enter') {
      const typed = input.value.trim();
      // The answer to what is typed decides; until it has come, a rule number opens its rule.
      const answered = answer?.query === typed ? answer : null;
      const target = links[active]?.href ?? (answered ? (answered.direct ? href(answered.direct.url) : null) : numberTarget(typed));
      if (target) {
        e.preventDefault();
        location.href = target;
      }
    } else if (e.key === 'Escape') {
      clearTimeout(timer);
      if (!popup.hidden || !closed) {
        e.preventDefault();
        closed = true;
        show(false);
        select(-1);
      } else input.blur();
    }
  });
  document.addEventListener('click', (e) => {
    if (!form.contains(e.target as Node)) show(false);
  });
  if (input.value.trim()) void update();
}
