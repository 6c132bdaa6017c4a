// On paper every folded part unfolds (examples' steps): site.css does it where the browser can
// style a closed <details>; elsewhere they are opened for printing and folded back afterwards.
let opened: HTMLDetailsElement[] = [];
addEventListener('beforeprint', () => {
  opened = [...document.querySelectorAll<HTMLDetailsElement>('details:not([open])')];
  for (const details of opened) details.open = true;
});
addEventListener('afterprint', () => {
  for (const details of opened) details.open = false;
  opened = [];
});
