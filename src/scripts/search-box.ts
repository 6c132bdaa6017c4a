// The header search box once search is used: a list of grouped results under the box,
// arrows to move, Enter to open, Escape to close. Loaded on the first focus or keystroke.
import { loadIndex, renderAnswer } from './search-client.ts';
import type { SearchAnswer } from '../search/index.ts';
import { searchPath } from '../routes/index.ts';
import { href } from '../site/href.ts';

let counter = 0;

export function attachBox(input: HTMLInputElement): void {
  const form = input.form;
  if (!form || input.dataset.searchReady) return;
  input.dataset.searchReady = '1';
  const popup = document.createElement('div');
  popup.className = 'search-popup';
  popup.id = `search-popup-${++counter}`;
  popup.setAttribute('role', 'listbox');
  popup.setAttribute('aria-label', 'Результаты поиска');
  popup.hidden = true;
  form.append(popup);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-controls', popup.id);
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-autocomplete', 'list');

  let links: HTMLAnchorElement[] = [];
  let active = -1;
  let answer: SearchAnswer | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Escape closes the list until the next keystroke: a search still on its way must not reopen it.
  let closed = false;

  const show = (open: boolean) => {
    popup.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
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
      popup.replaceChildren(Object.assign(document.createElement('p'), { className: 'search-status', textContent: 'Загружаю поиск…' }));
      show(true);
    }
    let index;
    try {
      index = await loadIndex();
    } catch {
      popup.replaceChildren(Object.assign(document.createElement('p'), { className: 'search-status', textContent: 'Не удалось загрузить поиск. Нажмите Enter, чтобы открыть страницу поиска.' }));
      return;
    }
    if (input.value.trim() !== query || closed) return;
    answer = index.search(query, { perGroup: 5 });
    links = renderAnswer(answer, popup, popup.id);
    active = -1;
    input.removeAttribute('aria-activedescendant');
    if (answer.total) {
      const all = document.createElement('a');
      all.className = 'search-all';
      all.href = href(searchPath(query));
      all.textContent = 'Все результаты →';
      popup.append(all);
    }
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
      const target = links[active]?.href ?? (answer?.direct && answer.query === input.value.trim() ? href(answer.direct.url) : null);
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
