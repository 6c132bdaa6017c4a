// Previews of glossary terms and rule references. Hovering or focusing such a link shows the
// term's definition or the rule's text; on a touch screen the first tap shows it (with a link
// to go on), the second follows the link. The preview is taken from the page the link leads to,
// fetched on first use and kept, so a page carries no data for it. Without JavaScript the links
// are plain links.
import { el } from '../shared/dom.ts';

const LINKS = 'a.term-link, a.rule-ref';
const SHOW_DELAY = 150;
const HIDE_DELAY = 250;

const pages = new Map<string, Promise<Document>>();
let box: HTMLElement | null = null;
let shownFor: HTMLAnchorElement | null = null;
let timer: number | undefined;
let lastPointer = 'mouse';
/** Whether the link just tapped had its preview open before the tap (focus opens it on the way). */
let tappedOpen = false;

function page(url: string): Promise<Document> {
  let loaded = pages.get(url);
  if (!loaded) {
    loaded = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(String(response.status));
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    });
    loaded.catch(() => pages.delete(url));
    pages.set(url, loaded);
  }
  return loaded;
}

/** The target page's heading and the part the link points at (its anchor, else what the page marks for previews). */
function excerpt(doc: Document, url: URL): Node[] {
  const anchor = url.hash ? doc.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  const parts = [doc.querySelector('main h1'), anchor ?? doc.querySelector('main [data-preview]') ?? doc.querySelector('main .block')];
  return parts
    .filter((n): n is Element => n !== null)
    .map((n) => {
      const copy = document.importNode(n, true);
      // Ids belong to the other page; here they would repeat this page's own.
      for (const node of [copy, ...copy.querySelectorAll('[id]')]) node.removeAttribute('id');
      return copy;
    });
}

function ensureBox(): HTMLElement {
  if (!box) {
    box = el('div', { class: 'link-preview', id: 'link-preview', role: 'tooltip', hidden: '' });
    box.addEventListener('pointerenter', () => window.clearTimeout(timer));
    box.addEventListener('pointerleave', () => hideSoon());
    document.body.append(box);
  }
  return box;
}

function place(preview: HTMLElement, link: HTMLAnchorElement): void {
  const r = link.getBoundingClientRect();
  const width = Math.min(document.documentElement.clientWidth - 16, 448);
  preview.style.width = `${width}px`;
  preview.style.left = `${Math.max(8, Math.min(r.left, document.documentElement.clientWidth - width - 8)) + window.scrollX}px`;
  preview.style.top = `${r.bottom + window.scrollY + 6}px`;
}

async function show(link: HTMLAnchorElement, touch: boolean): Promise<void> {
  const preview = ensureBox();
  shownFor?.removeAttribute('aria-describedby');
  shownFor = link;
  link.setAttribute('aria-describedby', preview.id);
  preview.replaceChildren(el('p', { class: 'note' }, 'Загружаю…'));
  preview.hidden = false;
  place(preview, link);
  const url = new URL(link.href, location.href);
  let content: Node[];
  try {
    content = excerpt(await page(url.pathname), url);
  } catch {
    content = [el('p', { class: 'note' }, 'Не удалось загрузить: откройте ссылку.')];
  }
  if (shownFor !== link) return;
  const more = touch ? [el('p', { class: 'preview-open' }, el('a', { href: link.href }, 'Открыть →'))] : [];
  preview.replaceChildren(...content, ...more);
  place(preview, link);
}

function hide(): void {
  window.clearTimeout(timer);
  if (box) box.hidden = true;
  shownFor?.removeAttribute('aria-describedby');
  shownFor = null;
}

function hideSoon(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(hide, HIDE_DELAY);
}

const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>(LINKS) : null);

document.addEventListener('pointerdown', (event) => {
  lastPointer = event.pointerType;
  const link = linkOf(event.target);
  tappedOpen = link !== null && link === shownFor && box?.hidden === false;
  if (box && !box.hidden && !box.contains(event.target as Node) && !link) hide();
});
document.addEventListener('pointerover', (event) => {
  const link = linkOf(event.target);
  if (!link || event.pointerType === 'touch') return;
  window.clearTimeout(timer);
  if (link !== shownFor) timer = window.setTimeout(() => show(link, false), SHOW_DELAY);
});
document.addEventListener('pointerout', (event) => {
  if (linkOf(event.target) && event.pointerType !== 'touch') hideSoon();
});
document.addEventListener('focusin', (event) => {
  const link = linkOf(event.target);
  if (link && link !== shownFor) show(link, lastPointer === 'touch');
});
document.addEventListener('focusout', (event) => {
  if (linkOf(event.target) && !box?.contains(event.relatedTarget as Node | null)) hideSoon();
});
document.addEventListener('click', (event) => {
  const link = linkOf(event.target);
  // The first tap shows the preview; a tap on a link whose preview is open follows it.
  if (!link || lastPointer !== 'touch' || tappedOpen) return;
  event.preventDefault();
  show(link, true);
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && shownFor) hide();
});
