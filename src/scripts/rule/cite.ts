// A rule's menu (src/components/RuleMenu.astro): one button copies its citation ready for a
// ruling (edition and number, the rule's text, its link), another the link alone, a third
// bookmarks the rule; they take the place of the plain link the menu holds without JavaScript.
// The rule's own page is remembered among the recently opened ones.
import { isBookmarked, rememberVisit, toggleBookmark, type RememberedRule } from '../shared/memory.ts';

const EXCERPT_LENGTH = 140;

/** Where the clipboard is closed (an insecure address, a refusal), the text is shown selected. */
function offerToCopy(cite: HTMLElement, text: string): void {
  let area = cite.querySelector<HTMLTextAreaElement>('.cite-manual');
  if (!area) {
    area = Object.assign(document.createElement('textarea'), { className: 'cite-manual', readOnly: true, rows: 4 });
    area.setAttribute('aria-label', 'Текст для копирования');
    (cite.querySelector('.menu-panel') ?? cite).append(area);
  }
  area.value = text;
  area.focus();
  area.select();
}

for (const cite of document.querySelectorAll<HTMLElement>('.cite')) {
  const { path = '', number = '', edition = '', label = '', text = '' } = cite.dataset;
  const link = () => new URL(path, location.href).href;
  const done = cite.querySelector<HTMLElement>('.cite-done')!;
  const rule: RememberedRule = { path, number, edition, excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text };
  const copying = (what: () => string, said: string) => async () => {
    try {
      await navigator.clipboard.writeText(what());
      done.textContent = said;
    } catch {
      offerToCopy(cite, what());
      done.textContent = 'Браузер не дал скопировать: текст выделен ниже, скопируйте его сами.';
    }
  };
  cite.querySelector('.cite-copy')!.addEventListener(
    'click',
    copying(() => `${label}:\n${text}\n${link()}`, 'Цитата скопирована.'),
  );
  cite.querySelector('.cite-link')!.addEventListener('click', copying(link, 'Ссылка скопирована.'));
  const mark = cite.querySelector<HTMLButtonElement>('.cite-bookmark')!;
  mark.setAttribute('aria-pressed', String(isBookmarked(path)));
  mark.addEventListener('click', () => {
    const now = toggleBookmark(rule);
    mark.setAttribute('aria-pressed', String(now));
    done.textContent = now ? 'Правило в закладках: они на главной странице.' : 'Закладка убрана.';
  });
  cite.querySelector<HTMLElement>('.cite-actions')!.hidden = false;
  cite.querySelector<HTMLElement>('.cite-nojs')!.hidden = true;
  if (location.pathname === path) rememberVisit(rule);
}
