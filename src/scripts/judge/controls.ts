// The board's small controls, drawn at once with the board: a button, and a stepper that takes
// a typed number as well as taps.
import { el } from '../shared/dom.ts';

export const button = (text: string, onClick: () => void, extra: Partial<Record<string, string>> = {}) => {
  const b = el('button', { type: 'button', ...extra }, text);
  b.addEventListener('click', onClick);
  return b;
};

/** The largest number a stepper takes: the engine's bound of every value. */
export const MAX = 1000;

/** − [number] +: stepped, or typed (applied on Enter or when the field is left). */
export function stepper(label: string, value: number, min: number, set: (n: number) => void, focus?: string): HTMLElement {
  const input = el('input', {
    type: 'number',
    inputmode: 'numeric',
    min: String(min),
    max: String(MAX),
    value: String(value),
    'aria-label': label,
    'data-focus': focus,
  });
  const commit = (n: number) => {
    const v = Number.isFinite(n) ? Math.max(min, Math.min(MAX, Math.round(n))) : value;
    input.value = String(v);
    set(v);
  };
  input.addEventListener('change', () => commit(Number(input.value)));
  const step = (by: number, word: string) =>
    button(by < 0 ? '−' : '+', () => commit(Number(input.value) + by), {
      'aria-label': `${label}: ${word}`,
      ...(focus ? { 'data-focus': `${focus}:${by}` } : {}),
    });
  return el('span', { class: 'stepper' }, step(-1, 'на один меньше'), input, step(1, 'на один больше'));
}
