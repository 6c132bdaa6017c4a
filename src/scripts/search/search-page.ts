// The /search/?q=… page: reads the query from the address, shows every result, and keeps the
// address in step with the box so the page can be shared. The searching runs in a worker
// (search-remote.ts): the page's thread only draws the answers.
import { appendGroups, renderNotes } from './search-render.ts';
import { href } from '../../site/href.ts';
import { fetchSearchFile, searchRoot } from '../shared/search-files.ts';
import { computedBox, computedPage, computedView } from './search-computed.ts';
import { startSearch, type OpenFailure } from './search-remote.ts';

const NOT_LOADED: Record<OpenFailure, string> = {
  code: 'Не удалось загрузить поиск. Проверьте связь и обновите страницу.',
  index: 'Не удалось загрузить поиск. Обновите страницу.',
};

export async function mountPage(input: HTMLInputElement, results: HTMLElement, notes: HTMLElement, status: HTMLElement): Promise<void> {
  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  status.textContent = 'Загружаю поиск…';
  const root = searchRoot();
  const computedOn = computedPage(results);
  const computed = computedOn && { cues: computedOn.cues, table: computedOn.table };
  const search = root && startSearch({ root, computed }, fetchSearchFile(root), 50);
  if (!search) {
    status.textContent = NOT_LOADED.index;
    return;
  }
  try {
    await search.opened;
  } catch (why) {
    status.textContent = NOT_LOADED[why as OpenFailure];
    return;
  }
  // Only the answer to the latest query is shown, however the shards arrive.
  let latest = 0;
  const run = async () => {
    const query = input.value.trim();
    const mine = ++latest;
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
    document.title = query ? `«${query}» — поиск — Свод` : 'Поиск — Свод';
    if (!query) {
      results.replaceChildren();
      notes.replaceChildren();
      status.textContent = 'Введите слово, фразу или номер правила.';
      return;
    }
    let searched;
    try {
      // A query that names a situation: its answer's view loads while the worker searches.
      searched = await search.search(query, () => void computedView().catch(() => undefined));
    } catch {
      if (mine === latest) status.textContent = 'Не удалось загрузить часть поиска. Проверьте связь и повторите.';
      return;
    }
    const { answer, computed } = searched;
    // The engine's computed answer comes with the results, so it never pushes them down afterwards.
    const box = computed && computedOn ? await computedBox(computedOn, computed) : null;
    if (mine !== latest) return;
    renderNotes(answer, notes);
    // The engine's computed answer first, then the rule a number names, then the results.
    results.replaceChildren(...(box ? [box] : []));
    if (answer.direct) {
      const go = document.createElement('p');
      go.className = 'search-direct';
      go.append(Object.assign(document.createElement('a'), { href: href(answer.direct.url), textContent: `Перейти к ${answer.direct.number}` }));
      results.append(go);
    }
    await appendGroups(answer, results, 'search-page', () => mine !== latest);
    if (mine !== latest) return;
    status.textContent = answer.error ? '' : answer.total ? `Найдено: ${answer.total}.` : '';
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, 80);
  });
  input.form?.addEventListener('submit', (e) => {
    e.preventDefault();
    void run();
  });
  await run();
}
