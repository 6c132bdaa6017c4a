// 522.1 — abilities of the form «При [событие] выберите Х раз из: [способность 1], …»: the
// player builds a chain of X abilities from the list (repeats allowed); all go to the Queue in the
// order the player gave. For a spell built this way (522.1-p2) every ability of the chain goes to
// the Queue, so no chain with an illegal target may be chosen; if none can be built, the spell
// cannot be declared.
import { entry } from '../citations.ts';
import { refused } from '../results.ts';
import { abilityCount } from '../words.ts';
import type { AbilityDef, GameState, Refusal, EffectDef } from '../types.ts';

type Choose = Extract<AbilityDef, { kind: 'choose' }>;

export function buildChain(s: GameState, cardName: string, a: Choose, choice: number[] | undefined): { chain: EffectDef[] } | Refusal {
  if (!choice || choice.length !== a.times || choice.some((i) => !Number.isInteger(i) || i < 0 || i >= a.options.length)) {
    return refused(
      entry(
        s.rules,
        'chain',
        `${cardName}: нужно выбрать цепочку из ${abilityCount(a.times, 'gen')} (номера 0…${a.options.length - 1}), выбрано: ${choice ? choice.join(', ') : 'ничего'}`,
      ),
    );
  }
  return { chain: choice.map((i) => a.options[i]) };
}

/** Wraps a spell-declaration refusal of a constructor spell with 522.1-p2. */
export function constructorRefusal(s: GameState, cardName: string, inner: Refusal): Refusal {
  return refused(
    entry(s.rules, 'chainSpell', `${cardName}: в цепочке конструктора есть способность с нелегальной целью — такую цепочку выбрать нельзя (${inner.reason})`),
    inner.trace,
  );
}
