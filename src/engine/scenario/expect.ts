// Checking one expectation against the state.
import { holder } from '../state.ts';
import { statOf } from '../stats.ts';
import type { Catalog, GameState, TraceEntry } from '../types.ts';
import type { Binding } from './run.ts';
import type { Expectation, ListItem, ZoneRef } from './types.ts';

export interface Outcome {
  ok: boolean;
  message: string;
  trace: TraceEntry[];
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').replace(/−/g, '-');
const fmt = (v: unknown) => JSON.stringify(v);

function zoneList(s: GameState, z: ZoneRef): number[] {
  return s.players[z.player][z.zone];
}

function canonical(catalog: Catalog, name: string): string {
  return catalog.byName.get(name)?.name ?? name;
}

/** Ordered for deck (top first) and graveyard (bottom first); as a multiset elsewhere. */
function listMatches(catalog: Catalog, s: GameState, b: Binding, z: ZoneRef, items: ListItem[], list: number[]): boolean {
  if (items.length !== list.length) return false;
  const ordered = z.zone === 'deck' || z.zone === 'graveyard';
  const fits = (item: ListItem, phys: number) =>
    item.kind === 'card' ? b.resolve(item.slot) === phys : canonical(catalog, item.name) === s.cards[phys].name;
  if (ordered) return items.every((item, i) => fits(item, list[i]));
  const left = list.slice();
  // Specific cards first, then names.
  const sorted = [...items.filter((x) => x.kind === 'card'), ...items.filter((x) => x.kind === 'name')];
  for (const item of sorted) {
    const i = left.findIndex((p) => fits(item, p));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function contains(catalog: Catalog, s: GameState, b: Binding, item: ListItem, list: number[]): boolean {
  return list.some((p) => (item.kind === 'card' ? b.resolve(item.slot) === p : canonical(catalog, item.name) === s.cards[p].name));
}

const itemLabel = (i: ListItem) => (i.kind === 'card' ? i.label : i.name);

export function checkExpectation(catalog: Catalog, s: GameState, b: Binding, e: Expectation, lastTrace: TraceEntry[]): Outcome {
  const done = (ok: boolean, what: string, expected: unknown, actual: unknown, trace: TraceEntry[] = []): Outcome => ({
    ok,
    message: ok ? `${what}: ${fmt(actual)}` : `${what}: ожидалось ${fmt(expected)}, на деле ${fmt(actual)}`,
    trace,
  });
  if ('card' in e) {
    const phys = b.resolve(e.card);
    if (phys === undefined) return { ok: false, message: `${e.label}: карта ещё не создана`, trace: [] };
    const c = s.cards[phys];
    switch (e.kind) {
      case 'stat': {
        if (e.stat === 'wounds') return done(c.wounds === e.is, `раны ${e.label}`, e.is, c.wounds);
        const r = statOf(catalog, s, phys, e.stat);
        const names = { cost: 'стоимость', power: 'сила удара', lives: 'жизни' };
        return done(r.value === e.is, `${names[e.stat]} ${e.label}`, e.is, r.value, r.trace);
      }
      case 'where': {
        const h = holder(s, phys);
        const zone = h.zone === 'hero' ? 'play' : h.zone;
        return done(h.player === e.is.player && zone === e.is.zone, `где ${e.label}`, `${e.is.player}.${e.is.zone}`, `${h.player}.${zone}`);
      }
      case 'side':
        return done(c[e.which] === e.is, `${e.which === 'owner' ? 'владелец' : 'контролирует'} ${e.label}`, e.is, c[e.which]);
      case 'markers': {
        const a = Object.fromEntries(Object.entries(c.markers).filter(([, n]) => n > 0).sort());
        const x = Object.fromEntries(Object.entries(e.is).filter(([, n]) => n > 0).sort());
        return done(fmt(a) === fmt(x), `маркеры ${e.label}`, x, a);
      }
      case 'effects': {
        const a = c.effects.map((x) => norm(x.text)).sort();
        const x = e.is.map(norm).sort();
        return done(fmt(a) === fmt(x), `эффекты ${e.label}`, x, a);
      }
      case 'closed':
        return done(c.closed === e.is, `${e.label} закрыта`, e.is, c.closed);
    }
  }
  switch (e.kind) {
    case 'zone': {
      const list = zoneList(s, e.zone);
      const names = list.map((p) => s.cards[p].name);
      const what = `зона ${e.zone.player}.${e.zone.zone}`;
      const fails: string[] = [];
      if (e.is && !listMatches(catalog, s, b, e.zone, e.is, list)) fails.push(`ожидалось ${fmt(e.is.map(itemLabel))}`);
      if (e.has) for (const it of e.has) if (!contains(catalog, s, b, it, list)) fails.push(`нет ${itemLabel(it)}`);
      if (e.lacks) for (const it of e.lacks) if (contains(catalog, s, b, it, list)) fails.push(`есть ${itemLabel(it)}, а не должно`);
      if (e.count !== undefined && list.length !== e.count) fails.push(`ожидалось карт ${e.count}, на деле ${list.length}`);
      return { ok: fails.length === 0, message: `${what}: ${fmt(names)}${fails.length ? ' — ' + fails.join('; ') : ''}`, trace: [] };
    }
    case 'coins': {
      const ps = s.players[e.player];
      const total = ps.coins.length;
      const open = ps.coins.filter((c) => !c.closed).length;
      const okTotal = e.is === undefined || e.is === total;
      const okOpen = e.open === undefined || e.open === open;
      return {
        ok: okTotal && okOpen,
        message: `монеты ${e.player}: всего ${total}, открытых ${open}${okTotal && okOpen ? '' : ` — ожидалось${e.is !== undefined ? ` всего ${e.is}` : ''}${e.open !== undefined ? ` открытых ${e.open}` : ''}`}`,
        trace: [],
      };
    }
    case 'counter': {
      const ps = s.players[e.player];
      const actual = e.which === 'shuffles' ? ps.shuffles : e.which === 'coinsLost' ? ps.lost : ps.gained;
      const names = { shuffles: 'перемешиваний колоды', coinsLost: 'потеряно монет', coinsGained: 'получено монет' };
      return done(actual === e.is, `${names[e.which]} ${e.player}`, e.is, actual);
    }
    case 'cites': {
      const hit = lastTrace.some((t) => t.rule === e.rule || t.rule.startsWith(e.rule + '-p'));
      return { ok: hit, message: hit ? `ссылка на ${e.rule} есть` : `ни предыдущее действие, ни проверки выше не ссылаются на ${e.rule} (ссылки: ${[...new Set(lastTrace.map((t) => t.rule))].join(', ') || 'нет'})`, trace: [] };
    }
  }
  return { ok: false, message: 'неизвестная проверка', trace: [] };
}
