// References to cards, resolved in one place: a scenario's reader, its labels and the judge's
// board all name cards by these rules (DESIGN.md, «Scenario format»). A reference is a name when
// one card bears it, NAME#N for the N-th card of that name (setup cards as written, A's first,
// then the cards `create` steps bring), an alias given with `as`, or A.hero / B.hero.
import type { CardDef, Case, Gender, PlayerId } from '../types.ts';
import { cardWordForms, PLAYER_LETTER } from '../words.ts';

/** Where a reference points: a card of the setup (by its order), a card a step creates, a hero. */
export type Slot = { kind: 'setup'; index: number } | { kind: 'created'; step: number } | { kind: 'hero'; player: PlayerId };

/** A card that references can name: its name, its alias if it has one, its slot. */
export interface Seat {
  name: string;
  alias?: string;
  slot: Slot;
}

export type Resolved = { ok: true; seat: Seat } | { ok: false; message: string; messageRu: string };

const HERO = /^([AB])\.hero$/;
const NUMBERED = /^(.*?)#(\d+)$/;

/** One text per slot: `s3`, `c5`, `hA`. */
export const slotKey = (slot: Slot) => (slot.kind === 'setup' ? `s${slot.index}` : slot.kind === 'created' ? `c${slot.step}` : `h${slot.player}`);

/**
 * The seat a reference names. `canonical` gives a name's one spelling (a catalog knows aliases
 * such as «Зельеваренье»), or undefined for a name that is no card at all.
 */
export function resolveRef(seats: readonly Seat[], raw: string, canonical: (name: string) => string | undefined = (n) => n): Resolved {
  const hero = HERO.exec(raw);
  if (hero) {
    const player = hero[1] === 'A' ? 'A' : 'B';
    return { ok: true, seat: seats.find((s) => s.slot.kind === 'hero' && s.slot.player === player) ?? { name: '', slot: { kind: 'hero', player } } };
  }
  const aliased = seats.find((s) => s.alias === raw);
  if (aliased) return { ok: true, seat: aliased };
  const numbered = NUMBERED.exec(raw);
  const name = canonical(numbered ? numbered[1] : raw);
  if (name === undefined)
    return {
      ok: false,
      message: `unknown reference "${raw}": no such card or alias`,
      messageRu: `неизвестная ссылка «${raw}»: нет такой карты или псевдонима`,
    };
  const same = seats.filter((s) => s.name === name);
  if (!same.length)
    return {
      ok: false,
      message: `unknown reference "${raw}": no card "${name}" in the setup`,
      messageRu: `ссылка «${raw}»: карты «${name}» нет в начальной позиции`,
    };
  if (numbered) {
    const n = Number(numbered[2]);
    if (n < 1 || n > same.length)
      return {
        ok: false,
        message: `unknown reference "${raw}": there are ${same.length} cards "${name}"`,
        messageRu: `ссылка «${raw}»: карт «${name}» всего ${same.length}`,
      };
    return { ok: true, seat: same[n - 1] };
  }
  if (same.length > 1) {
    return {
      ok: false,
      message: `ambiguous reference "${raw}": ${same.length} cards bear this name, write ${name}#1…#${same.length} or use an alias`,
      messageRu: `неоднозначная ссылка «${raw}»: пишите ${name}#1…#${same.length}`,
    };
  }
  return { ok: true, seat: same[0] };
}

/** How a new step names a seat: its alias, its name when it is the only one, or NAME#N. */
export function refFor(seats: readonly Seat[], seat: Seat): string {
  if (seat.alias) return seat.alias;
  const same = seats.filter((s) => s.name === seat.name);
  return same.length === 1 ? seat.name : `${seat.name}#${same.indexOf(seat) + 1}`;
}

const HERO_WORD: Record<Case, string> = { nom: 'герой', gen: 'героя', dat: 'герою', acc: 'героя', ins: 'героем', prep: 'герое' };

/**
 * How a sentence says a reference, and the gender the rest of it agrees with: a hero as «героя
 * игрока А»; a name or NAME#N by the card's forms («Кутилу#2»); an alias that starts with the
 * card's name by that name's forms («Рунопевец 2» → «Рунопевца 2»), any other as «карта
 * «созданная»», declined (and agreeing) as «карта».
 */
function saying(raw: string, def: CardDef | undefined): { say: (c: Case) => string; gender: Gender } {
  const hero = HERO.exec(raw);
  if (hero) return { say: (c) => `${HERO_WORD[c]} игрока ${PLAYER_LETTER[hero[1] === 'A' ? 'A' : 'B']}`, gender: 'masculine' };
  if (!def) return { say: () => raw, gender: 'masculine' };
  const numbered = NUMBERED.exec(raw);
  if (numbered) return { say: (c) => `${def.forms[c]}#${numbered[2]}`, gender: def.gender };
  if (raw === def.name || def.aliases.includes(raw)) return { say: (c) => def.forms[c], gender: def.gender };
  if (raw.startsWith(`${def.name} `)) return { say: (c) => `${def.forms[c]}${raw.slice(def.name.length)}`, gender: def.gender };
  const card = cardWordForms(raw);
  return { say: (c) => card[c], gender: 'feminine' };
}

export const sayRef = (raw: string, def: CardDef | undefined, c: Case): string => saying(raw, def).say(c);
export const genderOf = (raw: string, def: CardDef | undefined): Gender => saying(raw, def).gender;
