// On a phone the header is one compact row; its sections open under a «Меню» button. Without
// JavaScript the sections simply stay in view (site.css shows them when html lacks `.js`).
const header = document.querySelector<HTMLElement>('.site-header');
const toggle = header?.querySelector<HTMLButtonElement>('.menu-toggle');
if (header && toggle) {
  const open = (value: boolean) => {
    header.classList.toggle('menu-open', value);
    toggle.setAttribute('aria-expanded', String(value));
  };
  toggle.hidden = false;
  toggle.addEventListener('click', () => open(toggle.getAttribute('aria-expanded') !== 'true'));
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && header.classList.contains('menu-open')) {
      open(false);
      toggle.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!header.contains(event.target as Node)) open(false);
  });
}
