// The theme switch: the system's theme by default (CSS alone, without JavaScript); a reader who
// chooses the other one keeps it, remembered on the device. Choosing the system's theme again
// forgets the choice, so the site follows the system once more. Base.astro's inline script
// applies the remembered choice before the first paint.
import { readText, storageKeys, writeText } from '../shared/storage.ts';

const root = document.documentElement;
const systemDark = matchMedia('(prefers-color-scheme: dark)');
const isDark = () => (root.dataset.theme ? root.dataset.theme === 'dark' : systemDark.matches);

for (const button of document.querySelectorAll<HTMLButtonElement>('.theme-switch')) {
  const show = () => button.setAttribute('aria-pressed', String(isDark()));
  show();
  button.hidden = false;
  systemDark.addEventListener('change', show);
  button.addEventListener('click', () => {
    const dark = !isDark();
    const chosen = dark === systemDark.matches ? null : dark ? 'dark' : 'light';
    if (chosen) root.dataset.theme = chosen;
    else delete root.dataset.theme;
    writeText(storageKeys.theme, chosen);
    show();
  });
}

// Another tab changed the theme.
addEventListener('storage', (event) => {
  if (event.key !== storageKeys.theme) return;
  const chosen = readText(storageKeys.theme);
  if (chosen) root.dataset.theme = chosen;
  else delete root.dataset.theme;
  for (const button of document.querySelectorAll('.theme-switch')) button.setAttribute('aria-pressed', String(isDark()));
});
