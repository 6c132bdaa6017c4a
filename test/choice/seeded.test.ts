// Choosing questions: a seeded order that only the seed decides, and the question of the day —
// the same for everyone on a date (Moscow's), whatever order the build lists the questions in.
import { describe, expect, it } from 'vitest';
import { dayOf, hashText, questionOfDay, random, seededOrder } from '../../src/choice/index.ts';

describe('a seeded order', () => {
  it('hashes text as FNV-1a does', () => {
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('a')).toBe(0xe40c292c);
    expect(hashText('foobar')).toBe(0xbf9cf968);
  });

  it('draws numbers in [0, 1) that the seed alone decides', () => {
    const a = random(7);
    const b = random(7);
    const drawn = Array.from({ length: 1000 }, () => a());
    expect(drawn).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(drawn.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(drawn).size).toBeGreaterThan(990);
    expect(random(8)()).not.toBe(random(7)());
  });

  it('is a permutation, the same for the same seed, another for another', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const once = seededOrder(items, 'x');
    expect([...once].sort((p, q) => p - q)).toEqual(items);
    expect(seededOrder(items, 'x')).toEqual(once);
    expect(seededOrder(items, 'y')).not.toEqual(once);
    expect(seededOrder(items, 3)).toEqual(seededOrder(items, 3));
    expect(items).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});

describe('the question of the day', () => {
  it('counts days from Moscow’s midnight', () => {
    expect(dayOf(new Date('2025-03-01T20:59:59Z'))).toBe('2025-03-01');
    expect(dayOf(new Date('2025-03-01T21:00:00Z'))).toBe('2025-03-02');
  });

  it('is one of the questions, the same whatever their order, and changes from day to day', () => {
    const ids = Array.from({ length: 300 }, (_, i) => `q${i}`);
    const day = questionOfDay(ids, '2025-03-01');
    expect(ids).toContain(day);
    expect(questionOfDay([...ids].reverse(), '2025-03-01')).toBe(day);
    const month = Array.from({ length: 30 }, (_, d) => questionOfDay(ids, `2025-04-${String(d + 1).padStart(2, '0')}`));
    expect(new Set(month).size).toBeGreaterThan(25);
    expect(questionOfDay([], '2025-03-01')).toBeUndefined();
  });
});
