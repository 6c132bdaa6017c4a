// What the rulings must cover (issue 10): every rulebook ПРИМЕР is played by a ruling, and every
// rule with a trap has the ruling that answers it. The table names the ruling for each trap, so
// removing one fails here by name; the explanations quote the rules exactly, never reworded.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { blockText, flatten } from '../../src/rulebook/index.ts';
import { content, ROOT } from '../content-graph.ts';

const { problems, graph } = content();
const { catalog, editions, rulings } = graph;
const RULINGS_DIR = 'content/rulings';
const byId = new Map(rulings.map((r) => [r.ruling.id, r]));

/** A rule is covered by itself or by one of its unnumbered paragraphs (204-p5, 211.2-p2). */
const covers = (listed: string[], rule: string) => listed.some((r) => r === rule || new RegExp(`^${rule.replaceAll('.', '\\.')}-p\\d+$`).test(r));

/** The cards each rulebook ПРИМЕР names; a new ПРИМЕР in the rulebook must be added here. */
const EXAMPLES: Record<string, string[]> = {
  '203.2/ex1': ['Кутила'],
  '203.3/ex1': ['Рунопевец'],
  '203.4/ex1': ['Нимерт', 'Трясовица', 'Зельеварение'],
};

/** Each trap of issue 10, the rule it lives in, and the ruling that answers it. */
const TRAPS: { trap: string; rule: string; ruling: string }[] = [
  { trap: 'self-cost ability works in hand', rule: '203.2', ruling: 'kutila-counts-itself-in-hand' },
  { trap: 'self-cost ability works in play', rule: '203.2', ruling: 'kutila-in-play' },
  { trap: 'self-cost ability counts the owner’s hand while in play', rule: '203.2', ruling: 'trjukach-cost-in-play' },
  { trap: 'set-cost ability does not work from hand', rule: '203.3', ruling: 'runopevets-costs-three' },
  { trap: 'set-cost abilities in hand do not reach each other', rule: '203.3', ruling: 'two-runopevets-in-hand' },
  { trap: 'set-cost ability reaches its player’s hand, not the opponent’s', rule: '203.3', ruling: 'runopevets-own-gnomes-only' },
  { trap: 'a card goes to its owner’s hand, not the controller’s', rule: '203.4', ruling: 'nimert-returns-to-owner-hand' },
  { trap: 'a card back in hand is a new object', rule: '203.4', ruling: 'returned-card-loses-effects-and-markers' },
  { trap: 'a card goes to its owner’s deck', rule: '204', ruling: 'deck-goes-to-owner' },
  { trap: 'no shuffle when the card goes to a given place', rule: '204', ruling: 'deck-top-no-shuffle' },
  { trap: 'what the graveyard keeps differs by edition', rule: '205.4', ruling: 'graveyard-keeps-markers' },
  { trap: 'a card goes to its owner’s graveyard', rule: '205.4', ruling: 'destroyed-card-goes-to-owner-graveyard' },
  { trap: 'creation takes the card from the supply', rule: '206.1', ruling: 'create-takes-from-supply' },
  { trap: 'first-turn weakness after a summon', rule: '209.2', ruling: 'first-turn-weakness-after-summon' },
  { trap: 'first-turn weakness after a revive', rule: '209.2', ruling: 'first-turn-weakness-after-revive' },
  { trap: 'first-turn weakness after a change of control', rule: '209.2', ruling: 'first-turn-weakness-after-control' },
  { trap: 'a spell whose target is illegal cannot be cast', rule: '210', ruling: 'spell-without-legal-target' },
  { trap: 'a cast spell goes to the graveyard', rule: '210', ruling: 'spell-goes-to-graveyard' },
  { trap: 'one event per player', rule: '211.2', ruling: 'one-event-per-player' },
  { trap: 'events take no wounds and cannot be attacked', rule: '211.2', ruling: 'event-cannot-be-attacked-or-wounded' },
  { trap: 'one equipment per subtype', rule: '212.2', ruling: 'one-equipment-per-subtype' },
  { trap: 'equipment of different subtypes stays', rule: '212.2', ruling: 'equipment-of-different-subtypes' },
  { trap: 'equipment takes no wounds and cannot be attacked', rule: '212.2', ruling: 'equipment-cannot-be-attacked-or-wounded' },
  { trap: 'summon: from one’s own deck', rule: '517.3', ruling: 'summon-from-own-deck' },
  { trap: 'summon: open, under one’s own control', rule: '517.3', ruling: 'summon-open-under-own-control' },
  { trap: 'a cancelled summon still shuffles', rule: '517.3.1', ruling: 'summon-not-found-still-shuffles' },
  { trap: 'revive from one’s own graveyard', rule: '517.4', ruling: 'revive-from-own-graveyard' },
  { trap: 'a change of control is not a change of zone', rule: '517.5', ruling: 'take-control-keeps-wounds-and-effects' },
  { trap: 'creation: open, under one’s own control', rule: '517.6', ruling: 'created-card-under-creator-control' },
  { trap: 'heal more than the wounds', rule: '518.2', ruling: 'heal-more-than-wounds' },
  { trap: 'draw more than the deck', rule: '518.3', ruling: 'draw-more-than-deck' },
  { trap: 'discard more than the hand', rule: '518.4', ruling: 'discard-more-than-hand' },
  { trap: 'a deferred effect without a target falls on the controlling hero', rule: '519', ruling: 'deferred-effect-without-target' },
  { trap: 'accumulation only below 10 coins', rule: '520.3', ruling: 'accumulation-only-below-ten' },
  { trap: 'abilities may give more than 10 coins', rule: '520.3', ruling: 'abilities-may-exceed-ten-coins' },
  { trap: 'temporary coins going back is not a loss', rule: '520.4', ruling: 'temporary-coins-return-not-a-loss' },
  { trap: 'coins lost for a period coming back is not a gain', rule: '520.4', ruling: 'coins-lost-for-a-period-return-not-a-gain' },
  { trap: 'the player chooses which coins to lose', rule: '520.5', ruling: 'player-chooses-coins-to-lose' },
  { trap: 'the order of modifiers', rule: '521.1', ruling: 'modifier-order' },
  { trap: '«=» applies last, in order of appearance', rule: '521.1', ruling: 'set-value-applies-last' },
  { trap: 'a negative result becomes 0', rule: '521.1', ruling: 'negative-value-becomes-zero' },
  { trap: 'the constructor: a chain of X in the player’s order', rule: '522.1', ruling: 'constructor-chain' },
  { trap: 'a constructor chain with an illegal target cannot be chosen', rule: '522.1', ruling: 'constructor-chain-with-illegal-target' },
];

describe('rulings coverage', () => {
  test('every ruling reads and holds', () => {
    expect(problems).toEqual([]);
  });

  test('at least 30 rulings', () => {
    expect(rulings.length).toBeGreaterThanOrEqual(30);
  });

  test('every rulebook ПРИМЕР is played by a ruling with its rule and its cards', () => {
    const examples = editions.flatMap((e) => flatten(e).filter((u) => u.block.anchor.includes('/ex')));
    expect([...new Set(examples.map((u) => u.block.anchor))].sort()).toEqual(Object.keys(EXAMPLES).sort());
    for (const unit of examples) {
      const [rule] = unit.block.anchor.split('/');
      const cards = EXAMPLES[unit.block.anchor];
      // The table follows the text: each card it names stands in the ПРИМЕР, in some inflected form.
      for (const name of cards) {
        const forms = [name, ...(catalog.byName.get(name)?.aliases ?? [])].map((n) => n.slice(0, -2).toLowerCase());
        expect(
          forms.some((f) => blockText(unit.block).toLowerCase().includes(f)),
          `${unit.block.anchor} names ${name}`,
        ).toBe(true);
      }
      const playing = rulings.filter((r) => r.ruling.rules.includes(rule) && cards.every((c) => r.ruling.cards.includes(c)));
      expect(
        playing.map((r) => r.ruling.id),
        `a ruling plays ${unit.block.anchor}`,
      ).not.toEqual([]);
      expect(playing.some((r) => r.checks.some((c) => c.edition === unit.edition && c.result.passed))).toBe(true);
    }
  });

  test.each(TRAPS)('$rule: $trap — $ruling', ({ rule, ruling }) => {
    const found = byId.get(ruling);
    expect(found, `ruling ${ruling}`).toBeDefined();
    expect(covers(found!.ruling.rules, rule), `${ruling} rests on ${rule}`).toBe(true);
    expect(found!.checks.length).toBeGreaterThan(0);
    for (const c of found!.checks) expect(c.result.passed, `${ruling} (${c.edition})`).toBe(true);
  });

  test('the 205.4 ruling gives each edition its own answer', () => {
    const graveyard = byId.get('graveyard-keeps-markers')!;
    expect(graveyard.checks.map((c) => c.edition)).toEqual(['early', 'late']);
    expect(graveyard.differs).toBe(true);
  });

  test('what an explanation puts in «» is rule text, word for word', () => {
    const sources = join(ROOT, 'content', 'sources');
    const squash = (s: string) => s.replace(/\s+/g, ' ');
    const text = squash(
      readdirSync(sources)
        .map((n) => readFileSync(join(sources, n), 'utf8'))
        .join(' '),
    );
    for (const { ruling } of rulings) {
      for (const [, quote] of ruling.explanation.matchAll(/«([^«»]*(?:«[^«»]*»[^«»]*)*)»/g)) {
        expect(text.includes(squash(quote)), `${ruling.id}: «${quote}»`).toBe(true);
      }
    }
  });

  test('every ruling names its schema on its first line', () => {
    for (const name of readdirSync(join(ROOT, RULINGS_DIR)).filter((n) => n.endsWith('.yaml'))) {
      const first = readFileSync(join(ROOT, RULINGS_DIR, name), 'utf8').split('\n')[0];
      expect(first, name).toBe('# yaml-language-server: $schema=../schema/ruling.schema.json');
    }
  });
});
