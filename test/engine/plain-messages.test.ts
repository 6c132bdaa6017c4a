// The engine's messages name places in the rulebook in words («204, абзац 1»), never by their
// internal anchors (204-p1), since readers of the site and of `svod run` see them as they are.
import { describe, expect, it } from 'vitest';
import { run } from './helpers.ts';

const refused = `
setup:
  A: {coins: 1, hand: [Зельеварение]}
  B: {play: [Аккения]}
steps:
  - play: Зельеварение
    illegal: "210"
  - expect: { cites: "205.4" }
`;

describe('messages name rules in words', () => {
  it('says the refusal expected in words, and lists the cited places with «;»', () => {
    const r = run(refused);
    expect(r.steps[0].message).toContain('отказано по 210, абзац');
    expect(r.steps[0].message).not.toMatch(/\d-p\d/);
    expect(r.steps[1].ok).toBe(false);
    expect(r.steps[1].message).toBe('ссылка на правило: ожидалось 205.4, на деле 210, абзац 2');
  });

  it('lists several cited places apart with «;», as each holds a comma', () => {
    const r = run(
      `setup:\n  A: {play: [Рунопевец]}\n  B: {}\nsteps:\n  - move: Рунопевец\n    to: A.deck\n  - expect: { cites: "520" }\n  - expect: { cites: "204" }\n`,
    );
    expect(r.steps[1].message).toBe('ссылка на правило: ожидалось 520, на деле 204, абзац 5; 204, абзац 4');
    expect(r.steps[2].message).toBe('ссылка на правило: 204, абзац 5');
  });

  it('names the expected refusal in words when the action goes through', () => {
    const r = run(`setup:\n  A: {coins: 5, hand: [Рунопевец]}\n  B: {}\nsteps:\n  - play: Рунопевец\n    illegal: "211.2-p2"\n`);
    expect(r.steps[0].message).toBe('Сыграть: Рунопевца — ожидался отказ по 211.2, абзац 2, но действие выполнено');
  });
});
