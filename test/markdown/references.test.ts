// The reference plugin: cited rule numbers become links; unknown ones stay text with a note.
import { describe, expect, it } from 'vitest';
import { renderText, missingNote } from '../../src/markdown/index.ts';

const known = new Set(['203.4', '517.3']);
const resolve = (n: string) => (known.has(n) ? `/rules/${n}/` : null);

describe('remarkRuleReferences', () => {
  it('links «см. 203.4» and «(517.3)»', () => {
    const html = renderText('Карта уходит в руку, см. 203.4 и (517.3).', { resolve });
    expect(html).toBe(
      'Карта уходит в руку, см. <a href="/rules/203.4/" title="Правило 203.4" class="rule-ref">203.4</a> и (<a href="/rules/517.3/" title="Правило 517.3" class="rule-ref">517.3</a>).',
    );
  });

  it('leaves «согласно 309.2» as text, marked as not in the excerpts', () => {
    const html = renderText('Розыгрыш осуществляется согласно 309.2. Игрок', { resolve });
    expect(html).not.toContain('<a ');
    expect(html).toContain(`<span class="ref-missing" title="${missingNote}">309.2</span>`);
    expect(html).toContain(`(${missingNote})`);
  });

  it('does not link the number a rule opens with, nor read the text as Markdown or HTML', () => {
    const html = renderText('203.4. Текст *не курсив* и <b>не тег</b>', { resolve });
    expect(html).toBe('203.4. Текст *не курсив* и &#x3C;b>не тег&#x3C;/b>');
  });
});
