// The practice page's choosing and progress, apart from the page: what was answered and which
// rules went wrong, questions on those rules coming back more often, sets kept to a level or section.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readProgress, recordAnswer, saveProgress, tally, weakRules, type Progress } from '../../src/scripts/practice/practice-progress.ts';
import { draw, matches, weight, type Pickable } from '../../src/scripts/practice/practice-session.ts';

const none: Progress = { answered: {}, wrongRules: {} };
const q = (id: string, rules: string[], level = 'one', sections = [205]): Pickable => ({ id, level, sections, rules });

describe('progress on the device', () => {
  it('counts each answer, and each rule a wrong answer fell on', () => {
    let p = recordAnswer(none, 'a', false, ['late:205.4', 'early:205.4']);
    p = recordAnswer(p, 'a', true, ['late:205.4', 'early:205.4']);
    p = recordAnswer(p, 'b', false, ['late:520.3']);
    p = recordAnswer(p, 'c', false, ['late:205.4']);
    expect(p).toEqual({
      answered: { a: { right: 1, wrong: 1 }, b: { right: 0, wrong: 1 }, c: { right: 0, wrong: 1 } },
      wrongRules: { 'late:205.4': 2, 'early:205.4': 1, 'late:520.3': 1 },
    });
    expect(none).toEqual({ answered: {}, wrongRules: {} });
    expect(weakRules(p, 2)).toEqual([{ rule: 'late:205.4', wrong: 2 }, { rule: 'early:205.4', wrong: 1 }]);
    expect(tally(p)).toEqual({ answered: 3, right: 1 });
  });

  describe('kept in storage', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) };
    afterEach(() => {
      stored.clear();
      vi.unstubAllGlobals();
    });

    it('reads back what it kept, and nothing of what another hand put there', () => {
      vi.stubGlobal('localStorage', storage);
      const p = recordAnswer(none, 'a', false, ['late:205.4']);
      saveProgress(p);
      expect(readProgress()).toEqual(p);
      for (const junk of ['not json', '[1,2]', '{"answered": 3, "wrongRules": {}}', 'null']) {
        stored.set('svod-practice', junk);
        expect(readProgress(), junk).toEqual(none);
      }
      stored.set('svod-practice', JSON.stringify({ answered: { a: { right: 1, wrong: 0 }, b: { right: -1, wrong: 0 }, c: 'x' }, wrongRules: { 'late:205.4': 2, 'late:x': 'many' } }));
      expect(readProgress()).toEqual({ answered: { a: { right: 1, wrong: 0 } }, wrongRules: { 'late:205.4': 2 } });
    });

    it('goes on without storage at all', () => {
      vi.stubGlobal('localStorage', undefined);
      saveProgress(recordAnswer(none, 'a', true, []));
      expect(readProgress()).toEqual(none);
    });
  });
});

describe('choosing the next question', () => {
  it('weighs a new question above one answered right, and a rule answered wrong above all', () => {
    const progress = recordAnswer(recordAnswer(none, 'done', true, ['late:203.2']), 'missed', false, ['late:205.4']);
    expect(weight(q('new', ['late:203.2']), progress)).toBe(2);
    expect(weight(q('done', ['late:203.2']), progress)).toBe(0.25);
    expect(weight(q('missed', ['late:205.4']), progress)).toBe(4);
    expect(weight(q('other', ['late:205.4']), progress)).toBe(8);
  });

  it('draws distinct questions, as many as asked or as there are, the same for the same seed', () => {
    const pool = Array.from({ length: 30 }, (_, i) => q(`q${i}`, [`late:${i}`]));
    const ten = draw(pool, 10, none, 42);
    expect(new Set(ten.map((x) => x.id)).size).toBe(10);
    expect(draw(pool, 10, none, 42)).toEqual(ten);
    expect(draw(pool.slice(0, 3), 10, none, 1)).toHaveLength(3);
  });

  it('brings back the questions on the rules most often wrong', () => {
    const pool = Array.from({ length: 40 }, (_, i) => q(`q${i}`, [i < 4 ? 'late:205.4' : `late:${i}`]));
    let progress = none;
    for (let i = 0; i < 3; i++) progress = recordAnswer(progress, 'elsewhere', false, ['late:205.4']);
    const first = Array.from({ length: 200 }, (_, seed) => draw(pool, 1, progress, seed)[0].id);
    const weak = first.filter((id) => ['q0', 'q1', 'q2', 'q3'].includes(id)).length;
    // Four questions of forty, each weighed ten times over: about half the draws, never a tenth.
    expect(weak).toBeGreaterThan(60);
  });

  it('keeps a set to a level or a section', () => {
    expect(matches(q('a', [], 'trap', [203]), { level: 'trap' })).toBe(true);
    expect(matches(q('a', [], 'trap', [203]), { level: 'one' })).toBe(false);
    expect(matches(q('a', [], 'trap', [203, 517]), { section: 517 })).toBe(true);
    expect(matches(q('a', [], 'trap', [203]), { section: 205, level: 'trap' })).toBe(false);
    expect(matches(q('a', [], 'one', [203]), {})).toBe(true);
  });
});
