// The glossary plugin: a term links to its definition in any listed form, once per paragraph,
// never in its own definition and never inside a rule reference.
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { remarkGlossaryTerms, renderText, termMatcher, termsIn, type LinkedTerm } from '../../src/markdown/index.ts';

const terms: LinkedTerm[] = [
  { slug: 'kladbishche', term: 'Кладбище', forms: ['кладбища', 'кладбищем', 'на кладбище'], url: '/glossary/kladbishche/' },
  { slug: 'vzyat', term: 'Взять карту под контроль', forms: ['взять под контроль', 'берёте под контроль'], url: '/glossary/vzyat/' },
  { slug: 'zona', term: 'Зона', forms: ['зоны'], url: '/glossary/zona/' },
];
const options = { resolve: (n: string) => (n === '205.4' ? '/rules/205.4/' : null), terms };
const link = (slug: string, text: string) => `<a href="/glossary/${slug}/" class="term-link">${text}</a>`;

describe('remarkGlossaryTerms', () => {
  it('links each inflected form to the term’s page', () => {
    for (const form of ['кладбище', 'Кладбища', 'кладбищем']) {
      expect(renderText(`Карта за ${form} уходит.`, options)).toBe(`Карта за ${link('kladbishche', form)} уходит.`);
    }
  });

  it('prefers the longest form, across spaces and «ё» written as «е»', () => {
    expect(renderText('Вы берете  под контроль существо.', options)).toBe(`Вы ${link('vzyat', 'берете  под контроль')} существо.`);
    expect(renderText('Карта попадает на кладбище.', options)).toBe(`Карта попадает ${link('kladbishche', 'на кладбище')}.`);
  });

  it('links only the first mention in a paragraph', () => {
    const html = renderText('Кладбище — зона; на кладбище лежат карты, кладбищем владеет игрок.', options);
    expect(html.match(/term-link/g)).toHaveLength(2);
    expect(html).toContain(link('kladbishche', 'Кладбище'));
    expect(html).toContain(link('zona', 'зона'));
  });

  it('never links a term inside its own definition, though it links the others there', () => {
    const html = renderText('Кладбище – это открытая частная зона.', options, ['kladbishche']);
    expect(html).toBe(`Кладбище – это открытая частная ${link('zona', 'зона')}.`);
  });

  it('matches whole words only', () => {
    expect(renderText('Зонтик и кладбищенский сторож.', options)).toBe('Зонтик и кладбищенский сторож.');
  });

  it('never links inside a rule reference or another link', () => {
    const inReference = renderText('Кладбище: см. 205.4.', {
      ...options,
      resolve: () => '/rules/205.4/',
      terms: [...terms, { slug: 'n', term: '205.4', forms: [], url: '/glossary/n/' }],
    });
    expect(inReference).toBe(`${link('kladbishche', 'Кладбище')}: см. <a href="/rules/205.4/" title="Правило 205.4" class="rule-ref">205.4</a>.`);
    const markdown = String(
      unified().use(remarkParse).use(remarkGlossaryTerms, { terms }).use(remarkRehype).use(rehypeStringify).processSync('[на кладбище](/x/) и кладбище'),
    );
    expect(markdown).toBe(`<p><a href="/x/">на кладбище</a> и ${link('kladbishche', 'кладбище')}</p>`);
  });

  it('counts each paragraph of a longer text on its own', () => {
    const html = String(
      unified().use(remarkParse).use(remarkGlossaryTerms, { terms }).use(remarkRehype).use(rehypeStringify).processSync('Кладбище.\n\nКладбище.'),
    );
    expect(html.match(/term-link/g)).toHaveLength(2);
  });
});

describe('termsIn', () => {
  it('names the terms a text mentions, once each, in order', () => {
    const matcher = termMatcher(terms);
    expect(termsIn(matcher, 'Зоны и кладбища; снова кладбище.').map((t) => t.slug)).toEqual(['zona', 'kladbishche']);
    expect(termsIn(termMatcher([]), 'кладбище')).toEqual([]);
  });
});
