// axe-core in a real page: injects its script and runs every default rule plus target-size
// (WCAG 2.2's 24-pixel tap targets, off in axe by default).
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One line per violation and element: rule id, the element and what axe says to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeScript });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { rules: { 'target-size': { enabled: true } } }),
  )) as AxeResults;
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`));
}
