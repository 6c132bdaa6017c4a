// Launching Debian's Chromium for the browser tests, and the served site's address.
import { inject } from 'vitest';

export { launchBrowser } from './chromium.ts';

export function baseUrl(): string {
  return inject('baseUrl');
}
