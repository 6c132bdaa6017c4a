// 520 — coins. 520.1: the main resource, paid for cards and their abilities. 520.2: a coin
// gained comes from the player's supply into the play zone; a coin lost goes back. 520.3: the
// accumulation phase gives a coin only below 10 coins in the play zone (abilities may exceed 10).
// 520.4: temporary coins go back at the end of their period, which is not a loss; coins lost for
// a period come back, which is not a gain. 520.5: a player forced to lose coins chooses which.
import { entry } from '../citations.ts';
import type { Coin, GameState, PlayerId, TraceEntry } from '../types.ts';

export type CoinChoice = 'open' | 'closed' | 'temporary';

export function openCoins(s: GameState, p: PlayerId): number {
  return s.players[p].coins.filter((c) => !c.closed).length;
}

export function gain(s: GameState, p: PlayerId, n: number, temporary: boolean): TraceEntry[] {
  for (let i = 0; i < n; i++) s.players[p].coins.push({ closed: false, temporary });
  s.players[p].gained += n;
  const t = [entry(s.edition, 'coinMove', `${p} получает ${n} ${temporary ? 'временн. ' : ''}монет(ы) из запаса монет в игровую зону — всего ${s.players[p].coins.length}`)];
  if (temporary) t.push(entry(s.edition, 'temporary', `временные монеты вернутся в запас в конце хода`));
  return t;
}

function rank(c: Coin, prefer: CoinChoice | undefined): number {
  const kind = (x: Coin): CoinChoice[] => [x.temporary ? 'temporary' : 'open', x.closed ? 'closed' : 'open'];
  if (prefer && kind(c).includes(prefer)) return 0;
  // By default the player gives up what is worth least: temporary, then closed, then open coins.
  return c.temporary ? 1 : c.closed ? 2 : 3;
}

export function lose(s: GameState, p: PlayerId, n: number, prefer: CoinChoice | undefined, temporary: boolean): TraceEntry[] {
  const ps = s.players[p];
  const order = ps.coins.map((c, i) => ({ c, i })).sort((a, b) => rank(a.c, prefer) - rank(b.c, prefer) || a.i - b.i);
  const k = Math.min(n, ps.coins.length);
  const gone = new Set(order.slice(0, k).map((x) => x.i));
  const removed = ps.coins.filter((_, i) => gone.has(i));
  ps.coins = ps.coins.filter((_, i) => !gone.has(i));
  ps.lost += k;
  const t: TraceEntry[] = [];
  if (k < n) t.push(entry(s.edition, 'asPossible', `${p} должен потерять ${n} монет(ы), есть ${k}: теряет сколько возможно`));
  const desc = `${removed.filter((c) => !c.closed).length} откр., ${removed.filter((c) => c.closed).length} закр.${removed.some((c) => c.temporary) ? `, из них временных ${removed.filter((c) => c.temporary).length}` : ''}`;
  t.push(entry(s.edition, 'loseChoose', `${p} теряет ${k} монет(ы) и сам выбирает какие${prefer ? ` (${prefer})` : ' (по умолчанию: временные, затем закрытые, затем открытые)'}: ${desc}`));
  t.push(entry(s.edition, 'coinMove', `потерянные монеты уходят в запас монет`));
  if (temporary) {
    ps.suspended.push(...removed);
    t.push(entry(s.edition, 'temporary', `монеты потеряны до конца хода; их возврат не будет считаться получением`));
  }
  return t;
}

/** Pays a cost by closing open coins (temporary ones first). */
export function pay(s: GameState, p: PlayerId, cost: number, what: string): TraceEntry[] | null {
  const ps = s.players[p];
  const open = ps.coins.map((c, i) => ({ c, i })).filter((x) => !x.c.closed);
  if (open.length < cost) return null;
  open.sort((a, b) => Number(b.c.temporary) - Number(a.c.temporary) || a.i - b.i);
  for (const x of open.slice(0, Math.ceil(cost))) x.c.closed = true;
  return [entry(s.edition, 'coins', `${p} платит ${cost} за ${what}: закрывает ${Math.ceil(cost)} открытых монет (как именно платят, в выдержках не сказано)`)];
}

export function accumulation(s: GameState, p: PlayerId): TraceEntry[] {
  const n = s.players[p].coins.length;
  if (n < 10) {
    s.players[p].coins.push({ closed: false, temporary: false });
    s.players[p].gained += 1;
    return [entry(s.edition, 'accumulation', `фаза накопления: у ${p} ${n} монет (меньше 10) — получает монету, теперь ${n + 1}`)];
  }
  return [entry(s.edition, 'accumulation', `фаза накопления: у ${p} ${n} монет — не меньше 10, монета не получена`)];
}

export function endOfPeriod(s: GameState, p: PlayerId): TraceEntry[] {
  const ps = s.players[p];
  const t: TraceEntry[] = [];
  const temp = ps.coins.filter((c) => c.temporary).length;
  if (temp) {
    ps.coins = ps.coins.filter((c) => !c.temporary);
    t.push(entry(s.edition, 'temporary', `конец хода: ${temp} временн. монет(ы) ${p} возвращаются в запас — это не потеря монет`));
  }
  if (ps.suspended.length) {
    const back = ps.suspended.length;
    ps.coins.push(...ps.suspended.map((c) => ({ ...c, temporary: false })).filter((c, i) => !ps.suspended[i].temporary));
    ps.suspended = [];
    t.push(entry(s.edition, 'temporary', `конец хода: ${back} монет(ы), потерянные на время, возвращаются к ${p} — это не получение монет`));
  }
  return t;
}
