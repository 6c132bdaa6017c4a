// The practice content as a judge meets it: at least 30 templates and 300 distinct questions,
// every one with one answer and at least two wrong choices, each with its reason; every section
// of the rulebook the engine can speak of, and every trap a ruling covers, has its questions.
import { describe, expect, it } from 'vitest';
import { problemsIn } from '../../src/content-files/index.ts';
import { LEVELS } from '../../src/practice/index.ts';
import { content, graph } from '../content-graph.ts';

/** Sections whose rules the engine applies to nothing: 301 says the preparatory stage happens once. */
const SILENT_SECTIONS = [301];

describe('the practice content', () => {
  const practice = () => graph().practice;

  it('reads and generates without a problem', () => {
    expect(problemsIn(content(), ['practice'])).toEqual([]);
  });

  it('holds at least 30 templates and 300 distinct questions', () => {
    const { templates, questions } = practice();
    expect(templates.length).toBeGreaterThanOrEqual(30);
    expect(questions.length).toBeGreaterThanOrEqual(300);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    // Distinct to a reader, too: no two ask the same in the same words (each names its edition).
    expect(new Set(questions.map((q) => `${q.text}|${q.edition}`)).size).toBe(questions.length);
    for (const t of templates)
      expect(
        questions.some((q) => q.template === t.id),
        t.id,
      ).toBe(true);
  });

  it('gives each question one answer and at least two wrong choices, each with its reason', () => {
    for (const q of practice().questions) {
      const right = q.choices.filter((c) => c.correct);
      expect(
        right.map((c) => c.text),
        q.id,
      ).toEqual([q.answer]);
      expect(q.choices.length - 1, q.id).toBeGreaterThanOrEqual(2);
      expect(new Set(q.choices.map((c) => c.text)).size, q.id).toBe(q.choices.length);
      for (const c of q.choices) expect(c.reason.length, q.id).toBeGreaterThan(10);
      for (const c of q.choices.filter((x) => !x.correct)) expect(c.reason, q.id).toMatch(/^Так было бы, если бы .+; но \d{3}/);
      expect(q.text, q.id).not.toMatch(/[{}]/);
      expect(
        q.derivation.at(-1)!.trace.every((t) => t.rule !== null),
        q.id,
      ).toBe(true);
    }
  });

  it('covers every section the engine can speak of, and every level', () => {
    const { questions } = practice();
    const sections = graph().views[0].sections.map((s) => s.number);
    const covered = new Set(questions.flatMap((q) => q.sections));
    expect(sections.filter((n) => !covered.has(n))).toEqual(SILENT_SECTIONS);
    expect(new Set(questions.map((q) => q.level))).toEqual(new Set(Object.keys(LEVELS)));
  });

  it('covers the trap of every ruling: some misreading names it', () => {
    const rulings = graph().rulings.map((r) => r.ruling.id);
    const named = new Set(practice().templates.flatMap((t) => t.mistakes.flatMap((m) => m.ruling ?? [])));
    expect(rulings.filter((id) => !named.has(id))).toEqual([]);
    const linked = new Set(practice().questions.flatMap((q) => q.rulings));
    expect(rulings.filter((id) => !linked.has(id))).toEqual([]);
  });
});
