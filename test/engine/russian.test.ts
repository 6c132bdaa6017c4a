// The engine's Russian agrees, checked on the real sentences of every example and every ruling
// under each of its editions: step labels, messages, answers and trace entries. What a machine
// can catch is caught: a counted noun in a form its number never takes, a card's name in the
// nominative where the words before it ask another case, and a participle that does not agree
// with the card's gender.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runScenario, type CardDef, type ScenarioResult } from '../../src/engine/index.ts';
import { graph } from '../content-graph.ts';
import { catalog, editions, EXAMPLES } from './helpers.ts';

/** Every sentence a run says, with where it comes from. */
function sentences(result: ScenarioResult): { text: string; where: string }[] {
  return result.steps.flatMap((s, i) => {
    const where = `${result.file} step ${i + 1}`;
    return [s.message, ...s.trace.map((t) => t.text), ...(s.answer ? [s.answer.question, s.answer.text] : [])].map((text) => ({ text, where }));
  });
}

function allSentences(): { text: string; where: string }[] {
  const examples = readdirSync(EXAMPLES)
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => {
      const out = runScenario(readFileSync(join(EXAMPLES, n), 'utf8'), `content/examples/${n}`, catalog(), editions());
      if (!out.ok) throw new Error(n);
      return out.result;
    });
  const rulings = graph().rulings.flatMap((r) => r.checks.map((c) => c.result));
  return [...examples, ...rulings].flatMap(sentences);
}

/** The forms a counted noun may take after a number, in any case a sentence counts in. */
const COUNTED: Record<string, { one: string[]; few: string[]; many: string[] }> = {
  монет: { one: ['монета', 'монету', 'монеты'], few: ['монеты', 'монет'], many: ['монет'] },
  карт: { one: ['карта', 'карту', 'карты'], few: ['карты', 'карт'], many: ['карт'] },
  ран: { one: ['рана', 'рану', 'раны'], few: ['раны', 'ран'], many: ['ран'] },
};
const plural = new Intl.PluralRules('ru');

/** Words after which a card's name must not stand in the nominative (unless the forms coincide). */
const NOT_NOMINATIVE = {
  gen: ['у', 'от', 'против', 'из', 'без', 'маркеры на', 'стоимость', 'раны', 'владелец'],
  acc: ['за', 'вызывает', 'создаёт', 'контролирует', 'атакует ударом', 'Сыграть:'],
  ins: ['над'],
};

function mistakes(texts: { text: string; where: string }[], cards: CardDef[]): string[] {
  const found: string[] = [];
  for (const { text, where } of texts) {
    for (const m of text.matchAll(/(?<![\d.])(\d+) (монет\p{L}*|карт\p{L}*|ран\p{L}*)(?!\p{L})/gu)) {
      const stem = Object.keys(COUNTED).find((k) => m[2].startsWith(k));
      const category = plural.select(Number(m[1]));
      const allowed = stem ? COUNTED[stem][category === 'one' ? 'one' : category === 'few' ? 'few' : 'many'] : [];
      if (stem && !allowed.includes(m[2])) found.push(`${where}: «${m[0]}» in «${text}»`);
    }
    for (const card of cards) {
      for (const [c, words] of Object.entries(NOT_NOMINATIVE)) {
        if (card.forms[c as 'gen'] === card.name) continue;
        for (const w of words)
          if (new RegExp(`(^|[^\\p{L}])${w} ${card.name}(?!\\p{L})`, 'u').test(text)) found.push(`${where}: «${w} ${card.name}» in «${text}»`);
      }
      const agreeing = { masculine: ['закрыт', 'разыгран'], feminine: ['закрыта', 'разыграна'], neuter: ['закрыто', 'разыграно'] };
      for (const [gender, words] of Object.entries(agreeing)) {
        if (gender === card.gender) continue;
        for (const w of words)
          if (new RegExp(`(^|[^\\p{L}])${card.name} (уже )?${w}(?!\\p{L})`, 'u').test(text)) found.push(`${where}: «${card.name} ${w}» in «${text}»`);
      }
    }
  }
  return found;
}

describe('the engine’s Russian', () => {
  test('in every sentence of every example and ruling, numbers, cases and genders agree', () => {
    const texts = allSentences();
    expect(texts.length).toBeGreaterThan(1000);
    expect(mistakes(texts, catalog().cards)).toEqual([]);
  });
  test('the checks catch what they look for', () => {
    const cards = catalog().cards;
    const said = (text: string) => mistakes([{ text, where: 'x' }], cards);
    expect(said('игрок А переносит 1 монет')).toHaveLength(1);
    expect(said('игрок А переносит 21 монету, теперь 2 монеты, а 5 раны')).toEqual(['x: «5 раны» in «игрок А переносит 21 монету, теперь 2 монеты, а 5 раны»']);
    expect(said('игрок А платит 6 за Кутила: закрывает 6 монет')).toHaveLength(1);
    expect(said('маркеры на Тан гномов: нет')).toHaveLength(1);
    expect(said('Молот прародителя уже закрыта')).toHaveLength(1);
    expect(said('Аккения закрыт')).toHaveLength(1);
    expect(said('игрок А платит 6 за Кутилу: закрывает 6 монет; маркеры на Тане гномов; Молот прародителя закрыт; за Молот прародителя')).toEqual([]);
  });
});
