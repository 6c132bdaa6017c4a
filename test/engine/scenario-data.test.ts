// A scenario handed over as data (the judge's board) reads as its YAML text does, and its problems
// name the step in words, with the path a text view needs to find the line.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseScenario, readScenarioData, runParsed } from '../../src/engine/index.ts';
import { catalog, editions } from './helpers.ts';

const text = `
edition: early
setup:
  A:
    coins: 10
    hand: [Кутила, Рунопевец, Рунопевец, Рунопевец]
  B: {}
steps:
  - ask: { cost: Кутила }
  - play: Кутила
  - ask: { cost: Кутила }
`;

describe('a scenario as data', () => {
  it('reads to the same scenario as its text, and runs alike', () => {
    const fromText = parseScenario(text, 'стол судьи', catalog(), editions());
    const fromData = readScenarioData(parse(text), 'стол судьи', catalog(), editions());
    if (!fromText.ok || !fromData.ok) throw new Error('both must read');
    const strip = (steps: unknown[]) => steps.map((s) => ({ ...(s as object), pos: null }));
    expect(strip(fromData.scenario.steps)).toEqual(strip(fromText.scenario.steps));
    expect(fromData.scenario.setup).toEqual(fromText.scenario.setup);
    const answers = runParsed(fromData.scenario, fromData.catalog)
      .steps.filter((s) => s.answer)
      .map((s) => s.answer!.text);
    expect(answers).toEqual(['6', '7']);
  });

  it('names the step of a problem in words and keeps its path', () => {
    const data = parse(text);
    data.steps[2] = { play: 'Ктулху' };
    const r = readScenarioData(data, 'стол судьи', catalog(), editions());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0].messageRu).toBe('шаг 3: неизвестная ссылка «Ктулху»: нет такой карты или псевдонима');
    expect(r.errors[0].path).toEqual(['steps', 2, 'play']);
  });

  it('names setup places and unknown keys in words', () => {
    const data = parse(text);
    data.setup.A.hand[1] = 'Рунопевцы';
    const card = readScenarioData(data, 'стол судьи', catalog(), editions());
    expect(card.ok ? '' : card.errors[0].messageRu).toBe('рука игрока А, карта 2: неизвестная карта «Рунопевцы»');
    const step = readScenarioData({ ...parse(text), steps: [{ dance: 'Кутила' }] }, 'стол судьи', catalog(), editions());
    expect(step.ok ? '' : step.errors[0].messageRu).toMatch(/^шаг 1: неизвестное действие «dance»/);
    const coins = readScenarioData({ setup: { A: { coins: -1 } }, steps: [] }, 'стол судьи', catalog(), editions());
    expect(coins.ok ? '' : coins.errors[0].messageRu).toMatch(/^монеты игрока А: /);
  });

  it('refuses what is not a scenario at all', () => {
    for (const bad of [null, 7, 'текст', []]) {
      const r = readScenarioData(bad, 'стол судьи', catalog(), editions());
      expect(r.ok ? '' : r.errors[0].messageRu).toBe('сценарий — это начальная позиция и шаги');
    }
  });

  it('tells which physical card each setup card is, and the state before the first step', () => {
    const r = readScenarioData(parse(text), 'стол судьи', catalog(), editions());
    if (!r.ok) throw new Error('must read');
    const result = runParsed(r.scenario, r.catalog, { snapshots: true });
    expect(result.ids!.setup).toHaveLength(4);
    const hand = result.initial!.players.A.zones.hand;
    expect(hand.map((c) => c.id)).toEqual(result.ids!.setup);
    expect(result.initial!.players.A.zones.play).toEqual([]);
    expect(result.steps[1].state!.players.A.zones.play.map((c) => c.id)).toEqual([result.ids!.setup[0]]);
  });
});
