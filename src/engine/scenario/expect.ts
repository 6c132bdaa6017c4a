// Checking one expectation against the state: what was expected, what is, both said in Russian.
import { effectNotation } from '../schema/effect-text.ts';
import { effectsOf, markersOf } from '../objects.ts';
import { coinTotals, counterOf, whereIs } from '../state.ts';
import { statOf } from '../stats.ts';
import type { Catalog, GameState, TraceEntry, ZoneRef } from '../types.ts';
import { anchorLabel } from '../../routes/index.ts';
import type { Binding } from './binding.ts';
import { zoneLabel } from './book.ts';
import { expectationWhat } from './queries.ts';
import { sayMarkers, sayNames, sayNotation, sayNumber, sayPlayer } from './say.ts';
import type { Expectation, ListItem } from './types.ts';

export interface Check {
  ok: boolean;
  /** what was checked: «стоимость Кутилы» */
  what: string;
  expected: string;
  actual: string;
  trace: TraceEntry[];
}

function zoneList(s: GameState, z: ZoneRef): number[] {
  return s.players[z.player][z.zone];
}

/** A card named by its slot is that very card; a card named by name (as the catalog spells it) is any card of it. */
function fits(s: GameState, b: Binding, item: ListItem, phys: number): boolean {
  return item.kind === 'card' ? b.resolve(item.slot) === phys : item.name === s.cards[phys].name;
}

/** Ordered for deck (top first) and graveyard (bottom first); as a multiset elsewhere. */
function listMatches(s: GameState, b: Binding, z: ZoneRef, items: ListItem[], list: number[]): boolean {
  if (items.length !== list.length) return false;
  if (z.zone === 'deck' || z.zone === 'graveyard') return items.every((item, i) => fits(s, b, item, list[i]));
  const left = list.slice();
  // Specific cards first, then names.
  for (const item of [...items.filter((x) => x.kind === 'card'), ...items.filter((x) => x.kind === 'name')]) {
    const i = left.findIndex((p) => fits(s, b, item, p));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

const itemLabel = (i: ListItem) => (i.kind === 'card' ? i.label : i.name);
const sameList = (a: string[], b: string[]) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

export function checkExpectation(catalog: Catalog, s: GameState, b: Binding, e: Expectation, seen: TraceEntry[]): Check {
  const what = expectationWhat(e);
  const check = (ok: boolean, expected: string, actual: string, trace: TraceEntry[] = []): Check => ({ ok, what, expected, actual, trace });
  if ('card' in e) {
    const phys = b.resolve(e.card.slot);
    if (phys === undefined) return { ok: false, what: e.card.label, expected: 'карта в игре', actual: 'карта ещё не создана', trace: [] };
    const c = s.cards[phys];
    switch (e.kind) {
      case 'stat': {
        if (e.stat === 'wounds') return check(c.wounds === e.is, sayNumber(e.is), String(c.wounds));
        const r = statOf(catalog, s, phys, e.stat);
        return check(r.value === e.is, sayNumber(e.is), sayNumber(r.value), r.trace);
      }
      case 'where': {
        const actual = whereIs(s, phys);
        return check(actual.player === e.is.player && actual.zone === e.is.zone, zoneLabel(e.is), zoneLabel(actual));
      }
      case 'side':
        return check(c[e.which] === e.is, sayPlayer(e.is), sayPlayer(c[e.which]));
      case 'markers': {
        const norm = (list: { name: string; count: number }[]) => list.filter((m) => m.count > 0).sort((x, y) => x.name.localeCompare(y.name));
        const [expected, actual] = [norm(e.is), norm(markersOf(s, c))];
        const ok = expected.length === actual.length && expected.every((m, i) => m.name === actual[i].name && m.count === actual[i].count);
        return check(ok, sayMarkers(expected), sayMarkers(actual));
      }
      case 'effects': {
        const actual = effectsOf(s, c).map((x) => effectNotation(x.effect));
        return check(
          sameList(actual, e.is),
          sayNames(e.is.map(sayNotation)).replace('пусто', 'нет'),
          sayNames(actual.map(sayNotation)).replace('пусто', 'нет'),
        );
      }
      case 'closed':
        return check(c.closed === e.is, e.is ? 'да' : 'нет', c.closed ? 'да' : 'нет');
    }
  }
  switch (e.kind) {
    case 'zone': {
      const list = zoneList(s, e.zone);
      const actual = sayNames(list.map((p) => s.cards[p].name));
      const present = (it: ListItem) => list.some((p) => fits(s, b, it, p));
      const ok =
        (!e.is || listMatches(s, b, e.zone, e.is, list)) &&
        (e.has ?? []).every(present) &&
        !(e.lacks ?? []).some(present) &&
        (e.count === undefined || list.length === e.count);
      const expected = [
        e.is ? sayNames(e.is.map(itemLabel)) : null,
        ...(e.has ?? []).map((i) => `есть ${itemLabel(i)}`),
        ...(e.lacks ?? []).map((i) => `нет ${itemLabel(i)}`),
        e.count !== undefined ? `карт: ${e.count}` : null,
      ]
        .filter((x) => x !== null)
        .join('; ');
      return check(ok, expected, `${actual} (карт: ${list.length})`);
    }
    case 'coins': {
      const t = coinTotals(s, e.player);
      const ok = (e.is === undefined || e.is === t.total) && (e.open === undefined || e.open === t.open);
      const expected = [e.is !== undefined ? `всего ${e.is}` : null, e.open !== undefined ? `открытых ${e.open}` : null].filter(Boolean).join(', ');
      return check(ok, expected, `всего ${t.total}, открытых ${t.open}`);
    }
    case 'counter': {
      const actual = counterOf(s, e.player, e.which);
      return check(actual === e.is, String(e.is), String(actual));
    }
    case 'cites': {
      const cited = [...new Set(seen.map((t) => t.rule).filter((r): r is string => r !== null))];
      const hit = cited.find((r) => r === e.rule || r.startsWith(e.rule + '-p'));
      // Places are said in words («204, абзац 1»), which hold commas: a list of them takes «;».
      const actual = hit ? anchorLabel(hit) : cited.map(anchorLabel).join('; ') || 'нет ссылок';
      return check(hit !== undefined, anchorLabel(e.rule), actual);
    }
  }
}

export function checkMessage(c: Check): string {
  return c.ok ? `${c.what}: ${c.actual}` : `${c.what}: ожидалось ${c.expected}, на деле ${c.actual}`;
}
