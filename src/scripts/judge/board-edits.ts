// The board's edits that must keep every step's reference on its card: a card put on the table or
// taken off it, a starting card changed. References are resolved as the engine resolves them;
// when a second card of a name comes to the table, every card of that name gets an alias first,
// so that no step's reference changes its card. The board's first drawing needs none of this: the
// page loads it with the card panels (when idle, or at the first tap).
import { resolveRef, type PlayerId, type ZoneName } from '../../engine/index.ts';
import { boardCards, withPlayer, type BoardCard, type BoardData, type CardEntry, type CardFields, type Step, type ZoneEntry } from './board-data.ts';

/** The card a reference names, as the engine resolves it; -1 for none. */
function slotOf(all: BoardCard[], ref: string): number {
  const found = resolveRef(all, ref);
  return found.ok ? all.indexOf(found.seat) : -1;
}

// ---- references inside steps ------------------------------------------------------------------
/** In `zone:` expectations, list items may name a card by alias or NAME#N. */
const LIST_KEYS = new Set(['is', 'has', 'lacks']);

type Rewrite = (ref: string) => string;

function mapRefs(value: unknown, fields: CardFields, rewrite: Rewrite, key = ''): unknown {
  if (typeof value === 'string') return fields.has(key) ? rewrite(value) : value;
  if (Array.isArray(value)) return value.map((v) => mapRefs(v, fields, rewrite, key));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const inZone = typeof obj.zone === 'string';
    return Object.fromEntries(
      Object.entries(obj).map(([k, v]) => {
        // `is` of a card question holds a value, not a card; in a zone expectation it lists cards.
        if (LIST_KEYS.has(k)) return [k, inZone && Array.isArray(v) ? v.map((item) => (typeof item === 'string' ? rewrite(item) : item)) : v];
        // An expectation's value under the action's own key: `markers: Кутила, is: {…}` names the card.
        return [k, mapRefs(v, fields, rewrite, k)];
      }),
    );
  }
  return value;
}

/** The steps (1-based) that name each slot. */
export function usesOf(data: BoardData, fields: CardFields): Map<number, number[]> {
  const all = boardCards(data);
  const uses = new Map<number, number[]>();
  data.steps.forEach((step, i) => {
    mapRefs(step, fields, (ref) => {
      const slot = slotOf(all, ref);
      if (slot >= 0 && !(uses.get(slot) ?? []).includes(i + 1)) uses.set(slot, [...(uses.get(slot) ?? []), i + 1]);
      return ref;
    });
  });
  return uses;
}

/** Gives every card named `name` an alias and points the steps' references at it. */
function pin(data: BoardData, name: string, fields: CardFields): BoardData {
  const all = boardCards(data);
  const taken = new Set(all.map((s) => s.alias).filter(Boolean));
  const aliasOf = new Map<number, string>();
  let n = 0;
  all.forEach((s, i) => {
    if (s.name !== name) return;
    if (s.alias) return void aliasOf.set(i, s.alias);
    let alias: string;
    do alias = `${name} ${++n}`;
    while (taken.has(alias));
    taken.add(alias);
    aliasOf.set(i, alias);
  });
  const rewrite: Rewrite = (ref) => {
    const slot = slotOf(all, ref);
    return slot >= 0 && aliasOf.has(slot) ? aliasOf.get(slot)! : ref;
  };
  const steps = data.steps.map((step, i) => {
    const moved = mapRefs(step, fields, rewrite) as Step;
    const created = all.findIndex((s) => s.step === i);
    return created >= 0 && aliasOf.has(created) ? { ...moved, as: aliasOf.get(created) } : moved;
  });
  const setup = { ...data.setup };
  all.forEach((s, i) => {
    if (!s.setup || !aliasOf.has(i) || s.alias) return;
    const player = { ...setup[s.setup.player]! };
    const list = [...(player[s.setup.zone] ?? [])];
    const entry = list[s.setup.index];
    list[s.setup.index] = typeof entry === 'string' ? { card: entry, as: aliasOf.get(i) } : { ...entry, as: aliasOf.get(i) };
    player[s.setup.zone] = list;
    setup[s.setup.player] = player;
  });
  return { ...data, setup, steps };
}

// ---- edits --------------------------------------------------------------------------------------

/** Puts a card on the table; a second card of a name gets an alias, as the first one does. */
export function addCard(data: BoardData, fields: CardFields, name: string, player: PlayerId, zone: ZoneName): BoardData {
  const twin = boardCards(data).some((s) => s.name === name);
  const pinned = twin ? pin(data, name, fields) : data;
  const entry: ZoneEntry = twin ? { card: name, as: freeAlias(pinned, name) } : name;
  return withPlayer(pinned, player, (p) => ({ ...p, [zone]: [...(p[zone] ?? []), entry] }));
}

function freeAlias(data: BoardData, name: string): string {
  const taken = new Set(boardCards(data).map((s) => s.alias));
  let n = 1;
  while (taken.has(`${name} ${n}`)) n++;
  return `${name} ${n}`;
}

/** Takes a setup card off the table, unless a step names it (then the data stays as it was). */
export function removeCard(data: BoardData, fields: CardFields, slot: number): BoardData {
  if (usesOf(data, fields).has(slot)) return data;
  const target = boardCards(data)[slot];
  if (!target?.setup) return data;
  const { player, zone, index } = target.setup;
  // Other cards of the name keep their references: pin them before the numbering shifts.
  const pinned = pin(data, target.name, fields);
  return withPlayer(pinned, player, (p) => ({ ...p, [zone]: (p[zone] ?? []).filter((_, i) => i !== index) }));
}

/** Changes a setup card's entry (wounds, markers) in place. */
function changeCard(data: BoardData, slot: number, change: (card: CardEntry) => CardEntry): BoardData {
  const target = boardCards(data)[slot];
  if (!target?.setup) return data;
  const { player, zone, index } = target.setup;
  return withPlayer(data, player, (p) => {
    const list = [...(p[zone] ?? [])];
    const entry = list[index];
    const changed = change(typeof entry === 'string' ? { card: entry } : { ...entry });
    // Keep the short form when nothing but the name is left.
    list[index] = Object.keys(changed).length === 1 ? changed.card : changed;
    return { ...p, [zone]: list };
  });
}

export function setWounds(data: BoardData, slot: number, wounds: number): BoardData {
  return changeCard(data, slot, ({ wounds: _, ...card }) => (wounds > 0 ? { ...card, wounds } : card));
}

export function setMarker(data: BoardData, slot: number, marker: string, count: number): BoardData {
  return changeCard(data, slot, ({ markers, ...card }) => {
    const rest = Object.fromEntries(Object.entries(markers ?? {}).filter(([name]) => name !== marker));
    const next = count > 0 ? { ...rest, [marker]: count } : rest;
    return Object.keys(next).length ? { ...card, markers: next } : card;
  });
}

/** Sets who owns a setup card (by default, the player whose zone holds it). */
export function setOwner(data: BoardData, slot: number, owner: PlayerId): BoardData {
  const holder = boardCards(data)[slot]?.setup?.player;
  return changeCard(data, slot, ({ owner: _, ...card }) => (owner === holder ? card : { ...card, owner }));
}

/** Adds an effect to a setup card, or takes one away (by its place in the list). */
export function addEffect(data: BoardData, slot: number, effect: string): BoardData {
  return changeCard(data, slot, (card) => ({ ...card, effects: [...(card.effects ?? []), effect] }));
}
export function removeEffect(data: BoardData, slot: number, index: number): BoardData {
  return changeCard(data, slot, ({ effects, ...card }) => {
    const rest = (effects ?? []).filter((_, i) => i !== index);
    return rest.length ? { ...card, effects: rest } : card;
  });
}
