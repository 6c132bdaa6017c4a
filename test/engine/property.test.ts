// Property-based tests (fast-check): generated scenarios, well-formed and malformed, never crash
// anything; every failure is a structured value; after every action the invariants hold.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { stringify } from 'yaml';
import {
  applyAction,
  buildState,
  checkInvariants,
  parseScenario,
  readEffect,
  runScenario,
  type Action,
  type GameState,
  type NamedEffect,
  type StatChange,
} from '../../src/engine/index.ts';
import { catalog, editions } from './helpers.ts';

const NAMES = catalog().cards.map((c) => c.name);
const ZONES = ['hand', 'deck', 'graveyard', 'play'] as const;
const EFFECTS = ['cost +2', 'power *2', 'lives -1', 'cost /2', 'cost =5', 'Инкарнация 2', 'power -9'];
const MARKERS = ['раз за ход', 'Яд', 'Инкарнация'];

const player = fc.constantFrom('A', 'B');
/** What a cited rule looks like: a number (inferred or not), or a paragraph of one. */
const RULE = /^\d{3}(\.\d+)*(-p\d+)?$/;

interface GenCard {
  card: string;
  zone: (typeof ZONES)[number] | 'supply';
  holder: 'A' | 'B';
  owner: 'A' | 'B';
  wounds: number;
  markers: Record<string, number>;
  effects: string[];
  fresh: boolean;
}

const genCard = fc.record({
  card: fc.constantFrom(...NAMES),
  zone: fc.constantFrom<GenCard['zone']>('hand', 'deck', 'graveyard', 'play', 'play', 'supply'),
  holder: player,
  owner: player,
  wounds: fc.nat(4),
  markers: fc.dictionary(fc.constantFrom(...MARKERS), fc.integer({ min: 1, max: 3 }), { maxKeys: 2 }),
  effects: fc.array(fc.constantFrom(...EFFECTS), { maxLength: 2 }),
  fresh: fc.boolean(),
}) as fc.Arbitrary<GenCard>;

/** A well-formed scenario object: every card has an alias c0, c1, …; refs use aliases or heroes. */
const wellFormed = fc
  .record({
    edition: fc.constantFrom('early', 'late'),
    seed: fc.nat(1000),
    coinsA: fc.nat(12),
    coinsB: fc.record({ open: fc.nat(5), closed: fc.nat(5) }),
    cards: fc.array(genCard, { maxLength: 10 }),
    steps: fc.array(fc.tuple(fc.nat(40), fc.nat(40), fc.nat(40), fc.nat(6), fc.boolean()), { maxLength: 8 }),
  })
  .map((g) => {
    const setup: Record<string, Record<string, unknown>> = { A: { coins: g.coinsA }, B: { coins: g.coinsB } };
    const aliases: string[] = [];
    g.cards.forEach((c, i) => {
      const zone = c.zone === 'supply' && g.edition === 'early' ? 'hand' : c.zone;
      const inPlay = zone === 'play';
      const obj: Record<string, unknown> = { card: c.card, as: `c${i}` };
      if (inPlay) {
        obj.owner = c.owner;
        obj.wounds = c.wounds;
        obj.fresh = c.fresh;
      }
      if (Object.keys(c.markers).length) obj.markers = c.markers;
      if (c.effects.length) obj.effects = c.effects;
      const list = (setup[c.holder][zone] ??= []) as unknown[];
      list.push(obj);
      aliases.push(`c${i}`);
    });
    const refs = [...aliases, 'A.hero', 'B.hero'];
    const ref = (n: number) => refs[n % refs.length];
    const steps = g.steps.map(([a, b, c, n, flag], i) => {
      const p = flag ? 'A' : 'B';
      const kinds: (() => Record<string, unknown>)[] = [
        () => ({ play: ref(b), targets: [ref(c)], player: p }),
        () => ({ move: ref(b), to: `${p}.${ZONES[c % 4]}`, ...(c % 4 === 1 && flag ? { position: 'top' } : {}) }),
        () => ({ destroy: ref(b) }),
        () => ({ wound: ref(b), amount: n }),
        () => ({ heal: ref(b), amount: n }),
        () => ({ draw: n, player: p }),
        () => (flag ? { discard: n, player: p } : { discard: [ref(b)], player: p }),
        () => ({ summon: NAMES[b % NAMES.length], player: p }),
        () => ({ revive: ref(b), player: p }),
        () => ({ takeControl: ref(b), player: p }),
        () => ({ create: NAMES[b % NAMES.length], player: p, as: `new${i}` }),
        () => ({ gainCoins: n, player: p, temporary: flag }),
        () => ({ loseCoins: n, player: p, temporary: !flag, choose: ['open', 'closed', 'temporary'][c % 3] }),
        () => ({ modify: ref(b), effect: EFFECTS[c % EFFECTS.length] }),
        () => ({ addMarker: ref(b), marker: MARKERS[c % MARKERS.length], count: n + 1 }),
        () => ({ attack: ref(b), target: ref(c) }),
        () => ({ activate: ref(b), targets: [ref(c)], player: p }),
        () => ({ defer: ['wound 1', 'heal 2', 'power +1'][c % 3], ...(flag ? { target: ref(b) } : {}) }),
        () => ({ phase: 'accumulation' }),
        () => ({ endTurn: true }),
        () => ({
          expect: [
            { cost: ref(b), is: n },
            { where: ref(c), is: `${p}.hand` },
            { coins: p, is: n },
          ],
        }),
        () => ({ expect: { zone: `${p}.${ZONES[c % 4]}`, count: n } }),
      ];
      const step = kinds[a % kinds.length]();
      if (!('expect' in step) && n === 0) step.illegal = ['209.2', '211.2', '520.1', '517.4'][c % 4];
      return step;
    });
    return { edition: g.edition, seed: g.seed, setup, steps };
  });

function assertStructuredRun(text: string): void {
  assertStructuredResult(runScenario(text, 'p.yaml', catalog(), editions(), { invariants: true }));
}

function assertStructuredResult(out: ReturnType<typeof runScenario>): void {
  if (!out.ok) {
    expect(out.errors.length).toBeGreaterThan(0);
    for (const e of out.errors) {
      expect(e.file).toBe('p.yaml');
      expect(e.line).toBeGreaterThanOrEqual(1);
      expect(e.column).toBeGreaterThanOrEqual(1);
      expect(e.message.trim().length).toBeGreaterThan(0);
      expect(e.messageRu.trim().length).toBeGreaterThan(0);
    }
    return;
  }
  for (const s of out.result.steps) {
    expect(typeof s.ok).toBe('boolean');
    expect(s.message).not.toContain('внутренняя ошибка');
    expect(s.message).not.toContain('нарушены инварианты');
    for (const t of s.trace) {
      if (t.rule !== null) expect(t.rule).toMatch(RULE);
      expect(t.text.trim().length).toBeGreaterThan(0);
      expect(['early', 'late']).toContain(t.edition);
    }
  }
}

describe('generated scenarios', () => {
  test('well-formed scenarios read, run, and keep the invariants (5,000)', () => {
    let read = 0;
    fc.assert(
      fc.property(wellFormed, (sc) => {
        // JSON is YAML too, and much cheaper to write than block YAML (the malformed cases use both).
        const text = JSON.stringify(sc, null, 1);
        const out = runScenario(text, 'p.yaml', catalog(), editions(), { invariants: true });
        if (!out.ok) throw new Error(`well-formed scenario rejected: ${out.errors[0].message}\n${text}`);
        read++;
        assertStructuredResult(out);
      }),
      { numRuns: 5000, seed: 20261129 },
    );
    expect(read).toBe(5000);
  });

  test('malformed scenarios are structured input errors or runs, never exceptions (5,000)', () => {
    const mutate = fc.tuple(wellFormed, fc.nat(), fc.nat(8), fc.string({ maxLength: 6 }), fc.boolean()).map(([sc, pos, kind, junk, block]) => {
      const text = block ? stringify(sc) : JSON.stringify(sc, null, 1);
      const i = text.length ? pos % text.length : 0;
      switch (kind) {
        case 0:
          return text.slice(0, i) + text.slice(i + 1 + (pos % 5));
        case 1:
          return text.slice(0, i) + junk + text.slice(i);
        case 2:
          return text.replace(/Кутила|Рунопевец|Трюкач/, 'Кутилла');
        case 3:
          return text.replace(/\bc(\d+)\b/, 'c99$1');
        case 4:
          return text.replace('steps:', 'stepz:');
        case 5:
          return text.replace(/(hand|deck|play):/, 'pocket:');
        case 6:
          return text + `\n${junk}: 1\n`;
        case 7:
          return text.replace(/\n  - (\w+):/, '\n  - teleport:');
        default:
          return junk;
      }
    });
    const anything = fc.anything({ maxDepth: 3 }).map((v) => {
      try {
        return stringify(v);
      } catch {
        return String(v);
      }
    });
    fc.assert(
      fc.property(fc.oneof(mutate, mutate, mutate, anything, fc.string()), (text) => assertStructuredRun(text)),
      { numRuns: 5000, seed: 7 },
    );
  });
});

describe('engine moves', () => {
  test('after every action the invariants hold; a refusal changes nothing (1,500 games)', () => {
    const game = fc.tuple(wellFormed, fc.array(fc.tuple(fc.nat(19), fc.nat(60), fc.nat(60), fc.nat(5), fc.boolean()), { maxLength: 20 }));
    fc.assert(
      fc.property(game, ([sc, moves]) => {
        const parsed = parseScenario(stringify({ ...sc, steps: [] }), 'p.yaml', catalog(), editions());
        if (!parsed.ok) throw new Error(parsed.errors[0].message);
        let { state } = buildState(parsed.scenario);
        for (const [k, x, y, n, flag] of moves) {
          const ids = Object.keys(state.cards).map(Number);
          // Some ids are out of range on purpose: a move on an unknown card is a refusal too.
          const card = x < 55 && ids.length ? ids[x % ids.length] : 1000 + x;
          const target = ids.length ? ids[y % ids.length] : 0;
          const p = flag ? 'A' : 'B';
          const actions: Action[] = [
            { type: 'play', player: p, card, targets: [target] },
            { type: 'move', card, to: { player: p, zone: ZONES[y % 4] } },
            { type: 'destroy', cards: [card] },
            { type: 'wound', card, amount: n },
            { type: 'heal', card, amount: n },
            { type: 'draw', player: p, count: n },
            { type: 'discard', player: p, count: n },
            { type: 'summon', player: p, name: NAMES[y % NAMES.length] },
            { type: 'revive', player: p, card },
            { type: 'takeControl', player: p, card },
            { type: 'create', player: p, name: NAMES[y % NAMES.length] },
            { type: 'gainCoins', player: p, amount: n, temporary: flag },
            { type: 'loseCoins', player: p, amount: n, temporary: !flag },
            { type: 'modify', card, effect: readEffect(EFFECTS[y % EFFECTS.length]) as StatChange | NamedEffect, until: flag ? 'endTurn' : undefined },
            { type: 'addMarker', card, marker: MARKERS[y % 3], count: 1 },
            { type: 'attack', card, target },
            { type: 'activate', player: p, card, targets: [target] },
            { type: 'defer', player: p, payload: { kind: 'wound', amount: 1 }, ...(flag ? { target } : {}) },
            { type: 'phase', name: 'accumulation' },
            { type: 'endTurn' },
          ];
          const before = JSON.stringify(state);
          const r = applyAction(catalog(), state, actions[k % actions.length]);
          expect(JSON.stringify(state)).toBe(before);
          if (!r.ok) {
            if (r.rule !== null) expect(r.rule).toMatch(RULE);
            expect(r.reason.trim().length).toBeGreaterThan(0);
            expect(r.trace.at(-1)?.text).toBe(r.reason);
            continue;
          }
          expect(checkInvariants(r.state, state)).toEqual([]);
          state = r.state as GameState;
        }
      }),
      { numRuns: 1500, seed: 42 },
    );
  });
});

describe('randomness is state', () => {
  const deck = '[Кутила, Трюкач, Рунопевец, Дахут, Нимерт, Трясовица, Тан гномов, Гипноз]';
  const order = (seed: number) => {
    const r = runScenario(`seed: ${seed}\nsetup:\n  A:\n    deck: ${deck}\nsteps:\n  - summon: Аккения`, 'seed.yaml', catalog(), editions(), {
      snapshots: true,
    });
    if (!r.ok) throw new Error(r.errors[0].message);
    return r.result.steps[0].state!.players.A.zones.deck.map((c) => c.name).join(', ');
  };
  test('the same seed shuffles a deck the same way; another seed, another way', () => {
    expect(order(1)).toBe(order(1));
    const orders = new Set([1, 2, 3, 4, 5].map(order));
    expect(orders.size).toBeGreaterThan(1);
  });
});
