// The practice course apart from the page: each answer moves the question's and its rules' FSRS
// cards (ts-fsrs itself), the next questions are the ones due, the «Уровень 1» exam, progress
// kept in storage (and read from the first version), saved to a file and loaded back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as tsFsrs from 'ts-fsrs';
import {
  EMPTY,
  mergeProgress,
  readProgress,
  recordAnswer,
  saveProgress,
  tally,
  weakRules,
  type Progress,
} from '../../src/scripts/practice/practice-progress.ts';
import { scheduleWith } from '../../src/scripts/practice/practice-fsrs.ts';
import { dueAt, draw, EXAM, examQuestions, examResult, matches, type Pickable } from '../../src/scripts/practice/practice-session.ts';
import { exportText, importText, jsonErrorAt } from '../../src/scripts/practice/practice-transfer.ts';

const schedule = scheduleWith(tsFsrs);
const NOW = new Date('2031-05-07T09:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const days = (n: number) => minutes(n * 24 * 60);
const q = (id: string, rules: string[], template = id, level = 'one', sections = [205], edition = 'late'): Pickable => ({
  id,
  template,
  edition,
  level,
  sections,
  rules,
});
const answer = (p: Progress, id: string, right: boolean, rules: string[], at = NOW) => recordAnswer(p, id, right, rules, schedule, at);

describe('reviews scheduled by FSRS', () => {
  it('moves the question’s card and each rule’s card as ts-fsrs does: wrong is «Again», right is «Good»', () => {
    const p = answer(answer(EMPTY, 'a', false, ['late:205.4']), 'b', true, ['late:520.3']);
    const f = tsFsrs.fsrs(tsFsrs.generatorParameters({ enable_fuzz: false }));
    const again = f.next(tsFsrs.createEmptyCard(NOW), NOW, tsFsrs.Rating.Again).card;
    const good = f.next(tsFsrs.createEmptyCard(NOW), NOW, tsFsrs.Rating.Good).card;
    expect(p.questions.a).toMatchObject({ right: 0, wrong: 1, review: { due: again.due.toISOString(), stability: again.stability, state: again.state } });
    expect(p.questions.b).toMatchObject({ right: 1, wrong: 0, review: { due: good.due.toISOString(), difficulty: good.difficulty } });
    expect(p.rules['late:205.4']).toMatchObject({ wrong: 1, review: { due: again.due.toISOString() } });
    expect(Date.parse(p.questions.a.review!.due)).toBeLessThan(Date.parse(p.questions.b.review!.due));
    expect(EMPTY).toEqual({ questions: {}, rules: {} });
  });

  it('spaces a question answered right again and again further each time, and brings a lapse back soon', () => {
    let p = EMPTY;
    let at = NOW;
    const gaps: number[] = [];
    for (let i = 0; i < 4; i++) {
      p = answer(p, 'a', true, [], at);
      const due = new Date(p.questions.a.review!.due);
      gaps.push(due.getTime() - at.getTime());
      at = due;
    }
    expect(gaps).toEqual([...gaps].sort((x, y) => x - y));
    expect(gaps[3]).toBeGreaterThan(gaps[0] * 10);
    const lapsed = answer(p, 'a', false, [], at);
    expect(lapsed.questions.a.review!.lapses).toBe(1);
    expect(Date.parse(lapsed.questions.a.review!.due) - at.getTime()).toBeLessThan(gaps[3]);
  });

  it('counts what is answered, right, due and the weakest rules', () => {
    let p = answer(EMPTY, 'a', false, ['late:205.4', 'early:205.4']);
    p = answer(p, 'b', true, ['late:205.4']);
    p = answer(p, 'c', false, ['late:205.4']);
    expect(weakRules(p, 2)).toEqual([
      { rule: 'late:205.4', wrong: 2 },
      { rule: 'early:205.4', wrong: 1 },
    ]);
    expect(tally(p, NOW)).toEqual({ answered: 3, right: 1, due: 0 });
    // A new card answered «Again» is due again in a minute, «Good» in ten (ts-fsrs's learning steps).
    expect(tally(p, minutes(5))).toEqual({ answered: 3, right: 1, due: 2 });
    expect(tally(p, minutes(15))).toEqual({ answered: 3, right: 1, due: 3 });
  });
});

describe('choosing the next question by the schedule', () => {
  it('gives the questions due first, the longest overdue first, then the new ones, then the rest, soonest first', () => {
    let p = answer(EMPTY, 'missed', false, ['late:1']);
    p = answer(p, 'known', true, ['late:2']);
    p = answer(p, 'missed-earlier', false, ['late:3'], minutes(-5));
    const pool = [q('known', ['late:2']), q('new', ['late:9']), q('missed', ['late:1']), q('missed-earlier', ['late:3'])];
    expect(draw(pool, 4, p, 7, minutes(5)).map((x) => x.id)).toEqual(['missed-earlier', 'missed', 'new', 'known']);
    // Right after the answers only the one missed five minutes earlier is due; the new one comes next.
    expect(draw(pool, 4, p, 7, NOW).map((x) => x.id)).toEqual(['missed-earlier', 'new', 'missed', 'known']);
  });

  it('brings forward a new question on a rule that is due', () => {
    const p = answer(EMPTY, 'elsewhere', false, ['late:205.4'], days(-1));
    const pool = [q('fresh', ['late:9']), q('on-the-rule', ['late:205.4'])];
    expect(dueAt(pool[1], p, NOW)).toBeLessThan(NOW.getTime());
    expect(draw(pool, 2, p, 1, NOW).map((x) => x.id)).toEqual(['on-the-rule', 'fresh']);
  });

  it('draws distinct questions, as many as asked or as there are, the same for the same seed', () => {
    const pool = Array.from({ length: 30 }, (_, i) => q(`q${i}`, [`late:${i}`]));
    const ten = draw(pool, 10, EMPTY, 42, NOW);
    expect(new Set(ten.map((x) => x.id)).size).toBe(10);
    expect(draw(pool, 10, EMPTY, 42, NOW)).toEqual(ten);
    expect(draw(pool, 10, EMPTY, 43, NOW)).not.toEqual(ten);
    expect(draw(pool.slice(0, 3), 10, EMPTY, 1, NOW)).toHaveLength(3);
  });

  it('keeps a set to a level, a section or an edition', () => {
    expect(matches(q('a', [], 'a', 'trap', [203]), { level: 'trap' })).toBe(true);
    expect(matches(q('a', [], 'a', 'trap', [203]), { level: 'one' })).toBe(false);
    expect(matches(q('a', [], 'a', 'trap', [203, 517]), { section: 517 })).toBe(true);
    expect(matches(q('a', [], 'a', 'trap', [203]), { section: 205, level: 'trap' })).toBe(false);
    expect(matches(q('a', [], 'a', 'one', [203], 'early'), { edition: 'late' })).toBe(false);
    expect(matches(q('a', [], 'a', 'one', [203]), {})).toBe(true);
  });
});

describe('the mock exam «Уровень 1»', () => {
  it('takes 50 distinct questions spread over the templates, and passes at 75 %', () => {
    const pool = Array.from({ length: 200 }, (_, i) => q(`t${i % 20}/v${i}`, [], `t${i % 20}`));
    const exam = examQuestions(pool, EXAM.size, 3);
    expect(new Set(exam.map((x) => x.id)).size).toBe(50);
    const perTemplate = Object.values(Object.groupBy(exam, (x) => x.template)).map((x) => x!.length);
    expect(Math.max(...perTemplate) - Math.min(...perTemplate)).toBeLessThanOrEqual(1);
    expect(examQuestions(pool.slice(0, 7), EXAM.size, 3)).toHaveLength(7);
    expect(examResult(38, 50)).toEqual({ percent: 76, passed: true, needed: 38 });
    expect(examResult(37, 50)).toEqual({ percent: 74, passed: false, needed: 38 });
  });
});

describe('kept in storage', () => {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  };
  afterEach(() => {
    stored.clear();
    vi.unstubAllGlobals();
  });

  it('reads back what it kept, and nothing of what another hand put there', () => {
    vi.stubGlobal('localStorage', storage);
    const p = answer(EMPTY, 'a', false, ['late:205.4']);
    saveProgress(p);
    expect(readProgress()).toEqual(p);
    for (const junk of ['not json', '[1,2]', '{"version": 2, "questions": 3, "rules": {}}', '{"version": 9, "questions": {}, "rules": {}}', 'null']) {
      stored.set('svod-practice', junk);
      expect(readProgress(), junk).toEqual(EMPTY);
    }
    stored.set(
      'svod-practice',
      JSON.stringify({
        version: 2,
        questions: { a: { right: 1, wrong: 0, review: { due: 'never' } }, b: { right: -1, wrong: 0 } },
        rules: { 'late:x': { wrong: 'many' } },
      }),
    );
    expect(readProgress()).toEqual({ questions: { a: { right: 1, wrong: 0 } }, rules: {} });
  });

  it('reads the first version’s counts, with no schedule yet', () => {
    vi.stubGlobal('localStorage', storage);
    stored.set('svod-practice', JSON.stringify({ answered: { a: { right: 1, wrong: 2 } }, wrongRules: { 'late:205.4': 2 } }));
    expect(readProgress()).toEqual({ questions: { a: { right: 1, wrong: 2 } }, rules: { 'late:205.4': { wrong: 2 } } });
  });

  it('goes on without storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    saveProgress(answer(EMPTY, 'a', true, []));
    expect(readProgress()).toEqual(EMPTY);
  });
});

describe('saved to a file and loaded back', () => {
  const here = answer(answer(EMPTY, 'a', true, ['late:205.4']), 'b', false, ['late:520.3']);

  it('loads what it saved, merged with what the device has, each entry the one reviewed last', () => {
    expect(importText(exportText(here, NOW), 'p.json', EMPTY)).toEqual({ ok: true, progress: here, questions: 2 });
    const there = answer(EMPTY, 'a', false, ['late:205.4'], days(2));
    const merged = importText(exportText(there, NOW), 'p.json', here);
    expect(merged.ok && merged.progress).toEqual({
      questions: { a: there.questions.a, b: here.questions.b },
      rules: { 'late:205.4': there.rules['late:205.4'], 'late:520.3': here.rules['late:520.3'] },
    });
    // An older file changes nothing that was reviewed since.
    expect(mergeProgress(merged.ok ? merged.progress : EMPTY, here)).toEqual(merged.ok && merged.progress);
  });

  it('says in Russian where a broken file breaks, and what a foreign one lacks; the progress stays', () => {
    const text = exportText(here, NOW);
    const cut = text.slice(0, text.indexOf('"rules"') + 12);
    const broken = importText(cut, 'progress.json', here);
    expect(broken.ok).toBe(false);
    const lines = cut.split('\n');
    expect(!broken.ok && broken.message).toBe(
      `Файл «progress.json» не прочитан: строка ${lines.length}, столбец ${lines.at(-1)!.length + 1} — это не JSON (файл испорчен или это другой файл). Прогресс на этом устройстве не изменился.`,
    );
    const foreign = importText('{"answered": {}}', 'other.json', here);
    expect(!foreign.ok && foreign.message).toMatch(/^Файл «other\.json» — не сохранённый прогресс тренировки/);
    expect(here.questions.a.right).toBe(1);
  });

  it('finds where JSON text breaks, and nothing in good JSON', () => {
    expect(jsonErrorAt('{"a": [1, 2.5e3, true, null, "x\\"y"]}')).toBeNull();
    expect(jsonErrorAt('{"a": }')).toBe(6);
    expect(jsonErrorAt('[1, 2')).toBe(5);
    expect(jsonErrorAt('{"a": 1} x')).toBe(9);
    expect(jsonErrorAt('')).toBe(0);
  });
});
