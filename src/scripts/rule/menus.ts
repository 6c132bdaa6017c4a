// Menus behind one button (<details class="menu">): they open by tap, click or Enter without any
// script; with it, one menu is open at a time, Esc closes it and returns to its button, a tap
// elsewhere closes it, and an opened menu scrolls itself into view.
const menus = () => document.querySelectorAll<HTMLDetailsElement>('details.menu');

for (const menu of menus()) {
  menu.addEventListener('toggle', () => {
    if (!menu.open) return;
    for (const other of menus()) if (other !== menu) other.open = false;
    menu.querySelector('.menu-panel')?.scrollIntoView({ block: 'nearest' });
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
}

document.addEventListener('click', (event) => {
  for (const menu of menus()) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
});
