// 520 — coins. 520.1: the main resource, paid for cards and their abilities. 520.2: a coin
// gained comes from the player's supply into the play zone; a coin lost goes back. 520.3: the
// accumulation phase gives a coin only below 10 coins in the play zone (abilities may exceed 10).
// 520.4: temporary coins go back at the end of their period, which is not a loss; coins lost for
// a period come back, which is not a gain. 520.5: a player forced to lose coins chooses which.
// How a cost is paid (which open coins are closed) the excerpts do not say: the trace says so.
import { entry, silent } from '../citations.ts';
import { coinTotals } from '../state.ts';
import { coins, player as playerName, playerGen } from '../words.ts';
import type { CoinChoice, Coins, GameState, PlayerId, TraceEntry } from '../types.ts';

export function gain(s: GameState, p: PlayerId, n: number, temporary: boolean): TraceEntry[] {
  const ps = s.players[p];
  (temporary ? ps.temporary : ps.coins).open += n;
  ps.gained += n;
  const t = [
    entry(
      s.rules,
      'coinMove',
      `${playerName(p)} переносит ${coins(n, 'acc')} из запаса монет в игровую зону${temporary ? ' на время' : ''} — теперь их ${coinTotals(s, p).total}`,
    ),
  ];
  if (temporary) t.push(entry(s.rules, 'temporary', `временные монеты вернутся в запас в конце хода`));
  return t;
}

type Pile = { coins: Coins; side: keyof Coins; temporary: boolean };

/** Where lost coins are taken from, in order: what the player chose first, then what is worth least. */
function losingOrder(s: GameState, p: PlayerId, prefer: CoinChoice | undefined): Pile[] {
  const ps = s.players[p];
  const piles: Pile[] = [
    { coins: ps.temporary, side: 'closed', temporary: true },
    { coins: ps.temporary, side: 'open', temporary: true },
    { coins: ps.coins, side: 'closed', temporary: false },
    { coins: ps.coins, side: 'open', temporary: false },
  ];
  const wanted = (x: Pile) => (prefer === 'temporary' ? x.temporary : prefer === undefined ? false : x.side === prefer);
  return [...piles.filter(wanted), ...piles.filter((x) => !wanted(x))];
}

export function lose(s: GameState, p: PlayerId, n: number, prefer: CoinChoice | undefined, forAPeriod: boolean): TraceEntry[] {
  const ps = s.players[p];
  const taken = { open: 0, closed: 0, temporary: 0 };
  let left = n;
  for (const pile of losingOrder(s, p, prefer)) {
    const k = Math.min(left, pile.coins[pile.side]);
    pile.coins[pile.side] -= k;
    left -= k;
    taken[pile.side] += k;
    if (pile.temporary) taken.temporary += k;
    // Permanent coins lost for a period wait to come back; temporary ones would go back anyway.
    else if (forAPeriod) ps.suspended[pile.side] += k;
  }
  const k = n - left;
  ps.lost += k;
  const t: TraceEntry[] = [];
  if (left > 0) t.push(entry(s.rules, 'asPossible', `${playerName(p)} должен потерять ${coins(n, 'acc')}, а есть ${k}: теряет сколько возможно`));
  const how = prefer
    ? `выбраны ${{ open: 'открытые', closed: 'закрытые', temporary: 'временные' }[prefer]}`
    : 'выбор не указан — сначала временные, затем закрытые, затем открытые';
  const parts = `открытых ${taken.open}, закрытых ${taken.closed}${taken.temporary ? `, из них временных ${taken.temporary}` : ''}`;
  t.push(entry(s.rules, 'loseChoose', `${playerName(p)} теряет ${coins(k, 'acc')} и сам выбирает какие (${how}): ${parts}`));
  t.push(entry(s.rules, 'coinMove', `потерянные монеты уходят в запас монет`));
  if (forAPeriod) t.push(entry(s.rules, 'temporary', `монеты потеряны до конца хода; их возврат не будет считаться получением`));
  return t;
}

/** Pays a cost by closing open coins; null when there are too few. `what`: the card, in the accusative. */
export function pay(s: GameState, p: PlayerId, cost: number, what: string): TraceEntry[] | null {
  const ps = s.players[p];
  const due = Math.ceil(cost);
  if (ps.temporary.open + ps.coins.open < due) return null;
  const fromTemporary = Math.min(due, ps.temporary.open);
  ps.temporary.open -= fromTemporary;
  ps.temporary.closed += fromTemporary;
  ps.coins.open -= due - fromTemporary;
  ps.coins.closed += due - fromTemporary;
  const t = [entry(s.rules, 'coins', `${playerName(p)} платит ${cost} за ${what}: закрывает ${coins(due, 'acc')}`)];
  if (fromTemporary)
    t.push(silent(s.rules, `какие открытые монеты закрывать при оплате, в выдержках не сказано: закрыты сначала временные (${fromTemporary})`));
  return t;
}

export function accumulation(s: GameState, p: PlayerId): TraceEntry[] {
  const n = coinTotals(s, p).total;
  if (n >= 10) return [entry(s.rules, 'accumulation', `фаза накопления: у ${playerGen(p)} в игровой зоне ${coins(n)} — не меньше 10, монета не получена`)];
  s.players[p].coins.open += 1;
  s.players[p].gained += 1;
  return [entry(s.rules, 'accumulation', `фаза накопления: у ${playerGen(p)} в игровой зоне ${coins(n)}, меньше 10 — получает монету, теперь их ${n + 1}`)];
}

export function endOfPeriod(s: GameState, p: PlayerId): TraceEntry[] {
  const ps = s.players[p];
  const t: TraceEntry[] = [];
  const temporary = ps.temporary.open + ps.temporary.closed;
  if (temporary) {
    ps.temporary = { open: 0, closed: 0 };
    t.push(entry(s.rules, 'temporary', `конец хода: временные монеты ${playerGen(p)} возвращаются в запас (${coins(temporary)}) — это не потеря монет`));
  }
  const back = ps.suspended.open + ps.suspended.closed;
  if (back) {
    ps.coins.open += ps.suspended.open;
    ps.coins.closed += ps.suspended.closed;
    ps.suspended = { open: 0, closed: 0 };
    t.push(
      entry(s.rules, 'temporary', `конец хода: монеты, потерянные ${playerName(p, 'ins')} на время, возвращаются (${coins(back)}) — это не получение монет`),
    );
  }
  return t;
}
