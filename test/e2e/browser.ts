// Launching Debian's Chromium for the browser tests, and the served site's address.
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

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
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
}

export function baseUrl(): string {
  return inject('baseUrl');
}
