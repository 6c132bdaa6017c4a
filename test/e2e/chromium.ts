// Launching Debian's Chromium, for the browser tests and the bench alike (no vitest here, so the
// bench can use it too).
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}
