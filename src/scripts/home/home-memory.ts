// The home page's bookmarks and recently opened rules, from the device (src/scripts/shared/memory.ts).
// Without JavaScript, or with nothing kept, the home page simply does not show them.
import { bookmarks, forgetRecent, recent, removeBookmark, type RememberedRule } from '../shared/memory.ts';

const lists = document.querySelector<HTMLElement>('.device-lists');

function item(rule: RememberedRule, remove?: () => void): HTMLLIElement {
  const li = document.createElement('li');
  const link = Object.assign(document.createElement('a'), { href: rule.path, textContent: rule.number });
  const label = Object.assign(document.createElement('span'), { className: 'note', textContent: ` · ${rule.edition.toLowerCase()} — ${rule.excerpt}` });
  li.append(link, label);
  if (remove) {
    const button = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Убрать' });
    button.setAttribute('aria-label', `Убрать закладку ${rule.number}`);
    button.addEventListener('click', remove);
    li.append(' ', button);
  }
  return li;
}

function render(): void {
  if (!lists) return;
  const marked = bookmarks();
  const seen = recent();
  const fill = (section: HTMLElement, rules: RememberedRule[], removable: boolean) => {
    section.hidden = rules.length === 0;
    section.querySelector('ul')!.replaceChildren(...rules.map((r) => item(r, removable ? () => (removeBookmark(r.path), render()) : undefined)));
  };
  fill(lists.querySelector('.device-bookmarks')!, marked, true);
  fill(lists.querySelector('.device-recent')!, seen, false);
  lists.hidden = marked.length + seen.length === 0;
}

lists?.querySelector('.forget-recent')?.addEventListener('click', () => {
  forgetRecent();
  render();
});
render();
// Kept lists change in another tab, or when this page comes back from the back/forward cache.
addEventListener('storage', render);
addEventListener('pageshow', render);
