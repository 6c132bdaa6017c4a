// The /search/?q=… page: reads the query from the address, shows every result, and keeps the
// address in step with the box so the page can be shared.
import { loadIndex, renderGroups, renderNotes } from './search-client.ts';
import { href } from '../../site/href.ts';
import { computedFor, computedPage } from './search-computed.ts';

export async function mountPage(input: HTMLInputElement, results: HTMLElement, notes: HTMLElement, status: HTMLElement): Promise<void> {
  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  status.textContent = 'Загружаю поиск…';
  let index;
  try {
    index = await loadIndex();
  } catch {
    status.textContent = 'Не удалось загрузить поиск. Обновите страницу.';
    return;
  }
  const computedOn = computedPage(results);
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
    let answer;
    // The engine's computed answer comes with the results, so it never pushes them down afterwards.
    const computed = computedFor(computedOn, query);
    try {
      answer = await index.search(query, { perGroup: 50 });
    } catch {
      if (mine === latest) status.textContent = 'Не удалось загрузить часть поиска. Проверьте связь и повторите.';
      return;
    }
    const box = await computed;
    if (mine !== latest) return;
    renderNotes(answer, notes);
    renderGroups(answer, results, 'search-page', false);
    status.textContent = answer.error ? '' : answer.total ? `Найдено: ${answer.total}.` : '';
    if (answer.direct) {
      const go = document.createElement('p');
      go.className = 'search-direct';
      go.append(Object.assign(document.createElement('a'), { href: href(answer.direct.url), textContent: `Перейти к ${answer.direct.number}` }));
      results.prepend(go);
    }
    if (box) results.prepend(box);
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
