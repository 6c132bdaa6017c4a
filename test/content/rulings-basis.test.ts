// What each ruling rests on (issue 17): the rules' text, an example of the rulebook, a card's text
// quoted from the card data, or the rules' silence with the reasoning. The rulings whose basis is
// anything but the rules' text are named here, so a change to one is seen; and the two rulings the
// issue found wanting now say what they must.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRuling, rulingScenario, runParsed } from '../../src/engine/index.ts';
import { graph, ROOT } from '../content-graph.ts';

const beyondText = (id: string) =>
  graph()
    .rulings.find((r) => r.ruling.id === id)!
    .ruling.basis.filter((b) => b !== 'rule');

describe('the basis of each ruling', () => {
  it('is named by every ruling, and is anything but the rules’ text only where this table says', () => {
    const table = Object.fromEntries(
      graph()
        .rulings.map((r) => [r.ruling.id, r.ruling.basis.filter((b) => b !== 'rule').map((b) => Object.keys(b)[0] + ('card' in b ? ` ${b.card}` : ''))])
        .filter(([, kinds]) => kinds.length),
    );
    expect(graph().rulings.every((r) => r.ruling.basis.length > 0)).toBe(true);
    expect(table).toEqual({
      'kutila-counts-itself-in-hand': ['example'],
      'kutila-in-play': ['example'],
      'modifier-order': ['card Кутила'],
      'negative-value-becomes-zero': ['card Кутила'],
      'nimert-returns-to-owner-hand': ['example'],
      'runopevets-costs-three': ['example'],
      'runopevets-own-gnomes-only': ['card Рунопевец'],
      'spell-without-legal-target': ['card Зельеварение'],
      'take-control-keeps-wounds-and-effects': ['silence'],
      'trjukach-cost-in-play': ['card Трюкач'],
      'two-runopevets-in-hand': ['example'],
    });
  });

  it('rests «Рунопевец удешевляет только ваших гномов» on the card’s text, which the rulebook words «удешевляет всех гномов»', () => {
    expect(beyondText('runopevets-own-gnomes-only')).toEqual([
      { card: 'Рунопевец', quote: 'Каждый ваш Рунопевец в игровой зоне делает ваших гномов на 1 дешевле.' },
    ]);
    expect(graph().rulings.find((r) => r.ruling.id === 'runopevets-own-gnomes-only')!.ruling.explanation).toContain('«Рунопевец удешевляет всех гномов»');
  });
});

describe('the constructor chain ruling (522.1 is about order)', () => {
  const file = 'content/rulings/constructor-chain.yaml';
  const text = readFileSync(join(ROOT, file), 'utf8');
  const runUnderLate = (yaml: string) => {
    const { catalog, engine } = graph();
    const read = readRuling(yaml, file, catalog, engine.editions);
    if (!read.ok) throw new Error(read.errors[0].message);
    const parsed = rulingScenario(read, catalog, engine.editions, 'late');
    if (!parsed.ok) throw new Error(parsed.errors[0].message);
    return runParsed(parsed.scenario, parsed.catalog);
  };

  it('holds with the chain in the order the player gave', () => {
    expect(runUnderLate(text).passed).toBe(true);
  });

  it('fails when its chain runs in the other order', () => {
    expect(text).toContain('choose: [1, 0]');
    const reversed = runUnderLate(text.replace('choose: [1, 0]', 'choose: [0, 1]'));
    expect(reversed.passed).toBe(false);
    expect(reversed.steps.at(-1)).toMatchObject({ ok: false, message: expect.stringContaining('раны Трюкача') });
  });
});
