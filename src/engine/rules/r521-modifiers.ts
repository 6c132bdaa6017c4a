// 521.1 — order of modifiers of numerical values: add (any order), multiply, subtract
// (any order), divide (any order), set (in order of appearance); then a negative result
// becomes 0. Every cost, power and lives value goes through here.
import { entry, silent } from '../citations.ts';
import { OP_SIGN } from '../effects.ts';
import type { Rules } from '../editions.ts';
import type { Op, TraceEntry } from '../types.ts';

export interface Modifier {
  op: Op;
  value: number;
  /** order of appearance in the game (used by «=») */
  seq: number;
  /** what it comes from, in Russian */
  source: string;
}

const ORDER: Op[] = ['+', '*', '-', '/', '='];

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 1000) / 1000);
}

export function applyModifiers(rules: Rules, label: string, base: number, mods: readonly Modifier[]): { value: number; trace: TraceEntry[] } {
  let value = base;
  const steps: string[] = [`база ${fmt(base)}`];
  for (const op of ORDER) {
    const group = mods.filter((m) => m.op === op);
    if (op === '=') group.sort((a, b) => a.seq - b.seq);
    for (const m of group) {
      switch (op) {
        case '+':
          value += m.value;
          break;
        case '*':
          value *= m.value;
          break;
        case '-':
          value -= m.value;
          break;
        case '/':
          value /= m.value;
          break;
        case '=':
          value = m.value;
          break;
      }
      steps.push(`${OP_SIGN[op]}${fmt(m.value)} (${m.source}) → ${fmt(value)}`);
    }
  }
  const trace: TraceEntry[] = [];
  let clamped: number | null = null;
  if (value < 0) {
    clamped = value;
    steps.push(`отрицательное ${fmt(value)} сводится к 0`);
    value = 0;
  }
  const hasDivision = mods.some((m) => m.op === '/') && !Number.isInteger(value);
  trace.push(entry(rules, 'modifiers', `${label}: ${steps.join('; ')}; итог ${fmt(value)}`));
  if (clamped !== null) trace.push(entry(rules, 'clampZero', `${label}: после всех модификаторов ${fmt(clamped)} < 0 — модификатор игры сводит к 0`));
  if (hasDivision) trace.push(silent(rules, `${label}: дробное значение ${fmt(value)} оставлено как есть — как округлять, в выдержках не сказано`));
  return { value, trace };
}
