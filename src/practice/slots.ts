// Slots: the places in a template's texts and scenario where a variable's value goes. A slot is
// `{expr}` (a number: `{n}`, `{n - 1}`, `{k * 2}`), `{expr|noun}` or `{expr|noun.case}` (the
// number with its noun in agreement: `{n|карта}` is «4 карты», `{n|карта.acc}` «1 карту»), or
// `{card.case}` (a card variable's name in that case: `{card.acc}` is «Кутилу»), or `{card:m/f/n}`
// (the word that agrees with the card's gender: `{card:уничтожен/уничтожена/уничтожено}`). The expression
// language has whole numbers, variables, + - *, brackets and nothing else: nothing in a template runs as code.
import { cards, coins, lives, wounds, type CardDef, type Case, type Gender } from '../engine/index.ts';

/** A variable's value in one variant. */
type Value = { kind: 'number'; n: number } | { kind: 'card'; card: CardDef };
export type Assignment = Record<string, Value>;

/** The nouns a number may be said with, each in the cases sentences count in. */
const NOUNS = { карта: cards, монета: coins, рана: wounds, жизнь: lives } as const;
type Noun = keyof typeof NOUNS;
const COUNT_CASES = ['nom', 'acc', 'gen'] as const;
type CountCase = (typeof COUNT_CASES)[number];
const CASES: readonly Case[] = ['nom', 'gen', 'dat', 'acc', 'ins', 'prep'];

type Expr = { kind: 'int'; n: number } | { kind: 'var'; name: string } | { kind: 'op'; op: '+' | '-' | '*'; left: Expr; right: Expr };

/** One slot as read: a card's name in a case, or a number (said alone or with its noun). */
export type Slot =
  | { kind: 'card'; name: string; case: Case }
  | { kind: 'agree'; name: string; words: Record<Gender, string> }
  | { kind: 'number'; expr: Expr; noun?: Noun; case: CountCase };

const SLOT = /\{([^{}]*)\}/g;

/** Reads `(n - 1) * k`: whole numbers, names, + - *, brackets, the usual precedence. Null if it is not that. */
function readExpr(text: string): Expr | null {
  const tokens = text.match(/\d+|[A-Za-z_][A-Za-z0-9_]*|[-+*()]|\S/g) ?? [];
  let at = 0;
  const atom = (): Expr | null => {
    const t = tokens[at++];
    if (t === undefined) return null;
    if (/^\d+$/.test(t)) return { kind: 'int', n: Number(t) };
    if (/^[A-Za-z_]/.test(t)) return { kind: 'var', name: t };
    if (t !== '(') return null;
    const inner = sum();
    return tokens[at++] === ')' ? inner : null;
  };
  const chain = (next: () => Expr | null, ops: string[]): Expr | null => {
    let left = next();
    while (left && ops.includes(tokens[at] ?? '')) {
      const op = tokens[at++] as '+' | '-' | '*';
      const right = next();
      left = right && { kind: 'op', op, left, right };
    }
    return left;
  };
  const sum = (): Expr | null => chain(() => chain(atom, ['*']), ['+', '-']);
  const expr = sum();
  return expr && at === tokens.length ? expr : null;
}

/** A slot's body read, or why it cannot be. */
export function readSlot(body: string): Slot | { error: string; errorRu: string } {
  const [main, said] = body.split('|').map((s) => s.trim());
  const bad = {
    error: `slot {${body}} is not a number, {n|noun.case}, {card.case} or {card:m/f/n}`,
    errorRu: `слот {${body}} — не число, не {n|существительное.падеж}, не {карта.падеж} и не {карта:м/ж/ср}`,
  };
  const agree = /^([A-Za-z_][A-Za-z0-9_]*):([^/]*)\/([^/]*)\/([^/]*)$/.exec(body.trim());
  if (agree) return { kind: 'agree', name: agree[1], words: { masculine: agree[2], feminine: agree[3], neuter: agree[4] } };
  if (said !== undefined) {
    const [noun, c = 'nom'] = said.split('.');
    const expr = readExpr(main);
    if (!expr || !Object.hasOwn(NOUNS, noun) || !COUNT_CASES.some((k) => k === c)) return bad;
    return { kind: 'number', expr, noun: noun as Noun, case: c as CountCase };
  }
  const card = /^([A-Za-z_][A-Za-z0-9_]*)\.([a-z]+)$/.exec(main);
  if (card) return CASES.some((k) => k === card[2]) ? { kind: 'card', name: card[1], case: card[2] as Case } : bad;
  const expr = readExpr(main);
  return expr ? { kind: 'number', expr, case: 'nom' } : bad;
}

/** Every slot body in a text. */
const slotsIn = (text: string): string[] => [...text.matchAll(SLOT)].map((m) => m[1]);

const variablesOf = (e: Expr): string[] => (e.kind === 'var' ? [e.name] : e.kind === 'op' ? [...variablesOf(e.left), ...variablesOf(e.right)] : []);

/**
 * What is wrong with the slots of `text`, given the template's variables and their kinds: a slot
 * that does not read, names no variable, or counts with a card or names a number's case.
 */
export function slotProblems(text: string, kinds: Record<string, 'number' | 'card'>): { error: string; errorRu: string }[] {
  return slotsIn(text).flatMap((body) => {
    const slot = readSlot(body);
    if ('error' in slot) return [slot];
    const names = slot.kind === 'number' ? variablesOf(slot.expr) : [slot.name];
    const unknown = names.find((n) => !Object.hasOwn(kinds, n));
    if (unknown) return [{ error: `slot {${body}} names no variable "${unknown}"`, errorRu: `слот {${body}}: нет переменной «${unknown}»` }];
    // A card's name alone (`{card}`) reads as a number expression of one variable: it is the nominative.
    const lone = slot.kind === 'number' && slot.expr.kind === 'var' && !slot.noun;
    if (slot.kind !== 'number' && kinds[slot.name] !== 'card')
      return [
        {
          error: `slot {${body}}: "${slot.name}" is a number, it has no cases or gender`,
          errorRu: `слот {${body}}: «${slot.name}» — число, падежей и рода у него нет`,
        },
      ];
    if (slot.kind === 'number' && !lone && names.some((n) => kinds[n] === 'card'))
      return [{ error: `slot {${body}} counts with a card`, errorRu: `слот {${body}}: с картой нельзя считать` }];
    return [];
  });
}

function evaluate(e: Expr, values: Assignment): number {
  if (e.kind === 'int') return e.n;
  if (e.kind === 'var') {
    const v = values[e.name];
    return v?.kind === 'number' ? v.n : Number.NaN;
  }
  const [a, b] = [evaluate(e.left, values), evaluate(e.right, values)];
  return e.op === '+' ? a + b : e.op === '-' ? a - b : a * b;
}

/** A slot's value: a number, or a text (a card's name, a number with its noun). */
function slotValue(body: string, values: Assignment): number | string {
  const slot = readSlot(body);
  if ('error' in slot) return `{${body}}`;
  if (slot.kind !== 'number') {
    const v = values[slot.name];
    if (v?.kind !== 'card') return `{${body}}`;
    return slot.kind === 'card' ? v.card.forms[slot.case] : slot.words[v.card.gender];
  }
  if (slot.expr.kind === 'var' && values[slot.expr.name]?.kind === 'card') {
    const v = values[slot.expr.name];
    return v.kind === 'card' ? v.card.name : `{${body}}`;
  }
  const n = evaluate(slot.expr, values);
  return slot.noun ? NOUNS[slot.noun](n, slot.case) : n;
}

/** A text with its slots filled. */
export const fillText = (text: string, values: Assignment): string => text.replace(SLOT, (_, body: string) => String(slotValue(body, values)));

/** A scenario's value: a string that is one slot takes the slot's value (a number stays a number). */
export function fillScalar(text: string, values: Assignment): number | string {
  const whole = /^\{([^{}]*)\}$/.exec(text);
  return whole ? slotValue(whole[1], values) : fillText(text, values);
}
