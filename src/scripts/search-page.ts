// The /search/?q=… page: reads the query from the address, shows every result, and keeps the
// address in step with the box so the page can be shared.
import { loadIndex, renderAnswer } from './search-client.ts';
import { href } from '../site/href.ts';

export async function mountPage(input: HTMLInputElement, results: HTMLElement, status: HTMLElement): Promise<void> {
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
  const run = () => {
    const query = input.value.trim();
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
    document.title = query ? `«${query}» — поиск — Свод` : 'Поиск — Свод';
    if (!query) {
      results.replaceChildren();
      status.textContent = 'Введите слово, фразу или номер правила.';
      return;
    }
    const answer = index.search(query, { perGroup: 50 });
    renderAnswer(answer, results, 'search-page');
    status.textContent = answer.error ? '' : answer.total ? `Найдено: ${answer.total}.` : '';
    if (answer.direct) {
      const go = document.createElement('p');
      go.className = 'search-direct';
      const link = Object.assign(document.createElement('a'), { href: href(answer.direct.url), textContent: `Перейти к ${answer.direct.number}` });
      go.append(link);
      results.prepend(go);
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, 80);
  });
  input.form?.addEventListener('submit', (e) => {
    e.preventDefault();
    run();
  });
  run();
}
