// The URL scheme, said once in src/routes: each kind of page at its root-relative path.
import { describe, expect, it } from 'vitest';
import * as routes from '../../src/routes/index.ts';
import { currentViewId } from '../../src/rulebook/index.ts';

describe('routes', () => {
  it('puts the current view at /rules/ and each edition under /editions/<id>/', () => {
    expect(routes.CURRENT_VIEW).toBe(currentViewId);
    expect(routes.rulePath(routes.CURRENT_VIEW, '205.4')).toBe('/rules/205.4/');
    expect(routes.rulePath('early', '203.2', '203.2/ex1')).toBe('/editions/early/rules/203.2/#203.2/ex1');
    expect(routes.sectionPath(routes.CURRENT_VIEW, 205)).toBe('/rules/205/');
    expect(routes.sectionPath('late', 205, '205-p1')).toBe('/editions/late/rules/205/#205-p1');
    expect(routes.partPath('late', 'part-3-p1')).toBe('/editions/late/#part-3-p1');
    expect(routes.viewRootPath('late')).toBe('/editions/late/rules/');
    expect(routes.viewContentsPath(routes.CURRENT_VIEW)).toBe('/rules/');
    expect(routes.viewContentsPath('late')).toBe('/editions/late/');
  });

  it('reads a section’s or rule’s page back into its view and key, and nothing else', () => {
    for (const [view, key] of [
      [routes.CURRENT_VIEW, '205'],
      [routes.CURRENT_VIEW, '517.3.1'],
      ['early', '208.2'],
      ['late', '206'],
    ]) {
      const path = key.includes('.') ? routes.rulePath(view, key) : routes.sectionPath(view, Number(key));
      expect(routes.keyPathOf(path), path).toEqual({ view, key });
    }
    for (const path of ['/rules/', '/rules/205.4', '/rules/205.4/x/', '/editions/late/', '/editions/current/rules/205/', '/search/', '/rules/abc/'])
      expect(routes.keyPathOf(path), path).toBeNull();
  });

  it('gives every other kind of page and data file its one path', () => {
    expect(routes.homePath()).toBe('/');
    expect(routes.editionsPath()).toBe('/editions/');
    expect(routes.editionPath('early')).toBe('/editions/early/');
    expect(routes.diffPath('early', 'late')).toBe('/diff/early/late/');
    expect(routes.examplesPath()).toBe('/examples/');
    expect(routes.examplePath('203-2-kutila')).toBe('/examples/203-2-kutila/');
    expect(routes.cardsPath()).toBe('/cards/');
    expect(routes.cardPath('kutila')).toBe('/cards/kutila/');
    expect(routes.judgePath()).toBe('/judge/');
    expect(routes.judgePath('203-2-kutila')).toBe('/judge/#example=203-2-kutila');
    expect(routes.judgeRulingPath('constructor-chain')).toBe('/judge/#ruling=constructor-chain');
    expect(routes.judgeRulingPath('constructor-chain', 'late')).toBe('/judge/#ruling=constructor-chain/late');
    expect(routes.searchPath()).toBe('/search/');
    expect(routes.searchPath('карта & колода')).toBe('/search/?q=%D0%BA%D0%B0%D1%80%D1%82%D0%B0%20%26%20%D0%BA%D0%BE%D0%BB%D0%BE%D0%B4%D0%B0');
    expect(routes.glossaryPath()).toBe('/glossary/');
    expect(routes.glossaryPath('zapas')).toBe('/glossary/zapas/');
    expect(routes.rulingsPath()).toBe('/rulings/');
    expect(routes.rulingPath('kutila-in-play')).toBe('/rulings/kutila-in-play/');
    expect(routes.searchPaths.root('AbC-_123')).toBe('/search/root.AbC-_123.json');
    expect(routes.searchPaths.words(3, 'h')).toBe('/search/words/3.h.json');
    expect(routes.searchPaths.numbers(205, 'h')).toBe('/search/numbers/205.h.json');
    expect(routes.searchPaths.docs(0, 'h')).toBe('/search/docs/0.h.json');
    expect(routes.dataPath(routes.apiPaths.example('203-2-kutila'), 'h')).toBe('/data/examples/203-2-kutila.h.json');
    expect(routes.dataPath(routes.apiPaths.rulingRun('kutila-in-play', 'early'), 'h')).toBe('/data/rulings/kutila-in-play/early.h.json');
    expect(routes.dataPath(routes.apiPaths.ruleNumbers(), 'h')).toBe('/data/rule-numbers.h.json');
    expect(routes.apiPaths.rules()).toBe('/api/rules.json');
    expect(routes.apiPaths.edition('late')).toBe('/api/rules/late.json');
    expect(routes.apiPaths.example('203-2-kutila')).toBe('/api/examples/203-2-kutila.json');
    expect(routes.apiPaths.cards()).toBe('/api/cards.json');
    expect(routes.apiPaths.rulings()).toBe('/api/rulings.json');
    expect(routes.apiPaths.rulingRun('kutila-in-play', 'early')).toBe('/api/rulings/kutila-in-play/early.json');
    expect(routes.apiPaths.ruleNumbers()).toBe('/api/rule-numbers.json');
    expect(routes.offlinePath()).toBe('/offline/');
    expect(routes.notFoundPath()).toBe('/404.html');
    expect(routes.assetPaths.offlineManifest()).toBe('/offline-manifest.json');
    expect(routes.assetPaths.sitemap()).toBe('/sitemap.xml');
  });
});

describe('places named for readers', () => {
  it('says an anchor in words, whatever its kind', () => {
    expect(routes.anchorLabel('205-p1')).toBe('205, абзац 1');
    expect(routes.anchorLabel('205.2-p12')).toBe('205.2, абзац 12');
    expect(routes.anchorLabel('517.3-l1')).toBe('517.3, список 1');
    expect(routes.anchorLabel('203.2/ex1')).toBe('203.2, пример 1');
    expect(routes.anchorLabel('part-3-p2')).toBe('часть 3, абзац 2');
    expect(routes.anchorLabel('early-205-p1')).toBe('205, абзац 1');
    expect(routes.anchorLabel('early-part-3-p1')).toBe('часть 3, абзац 1');
    expect(routes.anchorLabel('517.3.1')).toBe('517.3.1');
    expect(routes.anchorLabel('205')).toBe('205');
  });

  it('names a section by its heading, or by its number when the heading is lost', () => {
    expect(routes.sectionLabel(205, 'Кладбище')).toBe('205. Кладбище');
    expect(routes.sectionLabel(203, null)).toBe('Раздел 203');
  });
});
