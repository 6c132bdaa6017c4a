// What a phone shows wrong, checked on any page: controls smaller than a finger, words broken
// across lines. The phone walk of every page type and the judge's board walk both use them.
import type { Page } from 'playwright-core';

const TAP = 44;

/**
 * Controls smaller than a finger: links, buttons, fields, summaries and anything focusable that
 * is on screen. A link inside running text (an inline link in a sentence) is exempt, as WCAG
 * 2.5.5 exempts it; a radio or checkbox is measured by the label that holds it.
 */
export function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((tap) => {
    const blockOf = (el: Element): Element => {
      let node: Element | null = el.parentElement;
      while (node && getComputedStyle(node).display.startsWith('inline')) node = node.parentElement;
      return node ?? document.body;
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || !getComputedStyle(el).display.startsWith('inline')) return false;
      const around = (blockOf(el).textContent ?? '').replace(el.textContent ?? '', '');
      return /\p{L}{2,}/u.test(around);
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} «${(el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label') || ''}»`;
    const controls = document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])');
    const small: string[] = [];
    for (const control of controls) {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const measured =
        control.matches('input[type="radio"], input[type="checkbox"]') && control.parentElement?.tagName === 'LABEL' ? control.parentElement : control;
      const box = measured.getBoundingClientRect();
      // Off the page (the skip link waits above it until focused).
      if (box.bottom <= 0 || box.width === 0) continue;
      if (inSentence(control)) continue;
      if (box.width < tap - 0.5 || box.height < tap - 0.5) small.push(`${name(control)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  }, TAP);
}

/**
 * Words laid out over more than one line: every run of letters and digits of every visible text
 * node must sit on one line box (Range.getClientRects per word). A break at a hyphen, a dash or
 * a slash lies between two runs and is allowed.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent?.checkVisibility({ visibilityProperty: true }) || parent.closest('script, style, textarea, .visually-hidden')) continue;
      for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]+/gu)) {
        if (match[0].length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(`«${match[0]}» in ${parent.tagName.toLowerCase()}.${parent.className}`);
      }
    }
    return broken;
  });
}
