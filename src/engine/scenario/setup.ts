// Reading a scenario's setup: coins, heroes and the cards in each zone, in the order references
// count them (A's zones as written, then B's), with what only the content can decide.
import { MAX_SETUP_CARDS, type PlayerSetupInput, type SetupCardInput } from '../schema/scenario.ts';
import type { PlayerId, ZoneName } from '../types.ts';
import { PLAYERS, ZONES } from '../types.ts';
import type { Reading } from './book.ts';
import type { Scenario, SetupCard } from './types.ts';

export type SetupRead = Pick<Scenario, 'heroes' | 'coins' | 'setup'>;

/** `written`: the setup as the file has it, whose key order is the order references count in. */
export function readSetup(r: Reading, setup: Partial<Record<PlayerId, PlayerSetupInput>>, written: unknown): SetupRead {
  const heroes: Record<PlayerId, string | null> = { A: null, B: null };
  const coins: Record<PlayerId, { open: number; closed: number }> = { A: { open: 0, closed: 0 }, B: { open: 0, closed: 0 } };
  const cards: SetupCard[] = [];
  for (const p of PLAYERS) {
    const player = setup[p];
    if (!player) continue;
    const c = player.coins;
    if (c !== undefined) coins[p] = typeof c === 'number' ? { open: c, closed: 0 } : { open: c.open ?? 0, closed: c.closed ?? 0 };
    if (player.hero !== undefined) {
      const def = r.card(player.hero, ['setup', p, 'hero']);
      if (def.type !== 'hero') r.fail(['setup', p, 'hero'], `"${def.name}" is not a hero`, `«${def.name}» — не герой`);
      heroes[p] = def.name;
      r.seat(def.name, { kind: 'hero', player: p }, undefined, []);
    }
    for (const zone of writtenZones(written, p)) {
      const list = player[zone];
      if (list === undefined) continue;
      if (list !== null) r.zone({ player: p, zone }, ['setup', p, zone]);
      list?.forEach((item, i) => cards.push(readSetupCard(r, item, p, zone, ['setup', p, zone, i], cards.length)));
    }
  }
  if (cards.length > MAX_SETUP_CARDS)
    r.fail(
      ['setup'],
      `the setup holds ${cards.length} cards, more than the ${MAX_SETUP_CARDS} a scenario may have`,
      `в начальной позиции ${cards.length} карт — больше предела в ${MAX_SETUP_CARDS}`,
    );
  return { heroes, coins, setup: cards };
}

/** The zones of a player's setup in the order the file writes them. */
function writtenZones(written: unknown, p: PlayerId): ZoneName[] {
  const mine = written !== null && typeof written === 'object' ? Object.entries(written).find(([k]) => k === p)?.[1] : undefined;
  const keys = mine !== null && typeof mine === 'object' ? Object.keys(mine) : [];
  return keys.flatMap((k) => ZONES.filter((z) => z === k));
}

function readSetupCard(r: Reading, item: SetupCardInput, p: PlayerId, zone: ZoneName, path: (string | number)[], index: number): SetupCard {
  const obj = typeof item === 'string' ? { card: item } : item;
  const def = r.card(obj.card, typeof item === 'string' ? path : [...path, 'card']);
  const card: SetupCard = {
    name: def.name,
    player: p,
    zone,
    owner: obj.owner ?? p,
    wounds: obj.wounds ?? 0,
    markers: obj.markers ?? [],
    effects: obj.effects ?? [],
    closed: obj.closed ?? false,
    fresh: obj.fresh ?? false,
  };
  const where = `setup.${p}.${zone}`;
  if (def.type === 'hero') r.fail(path, `${where}: heroes go under "hero:", not in a zone list`, `${where}: героя указывают ключом hero`);
  if (zone !== 'play') {
    if (card.owner !== p)
      r.fail(
        [...path, 'owner'],
        `${where}: a card in ${p}'s ${zone} belongs to ${p} (cards go to their owner's ${zone})`,
        `${where}: карта в этой зоне игрока ${p} принадлежит ${p}`,
      );
    if (card.wounds > 0) r.fail([...path, 'wounds'], `${where}: only cards in play have wounds`, `${where}: раны бывают только у карт в игровой зоне`);
    if (obj.fresh !== undefined)
      r.fail([...path, 'fresh'], `${where}: "fresh" applies to cards in play only`, `${where}: fresh — только для карт в игровой зоне`);
  }
  r.seat(card.name, { kind: 'setup', index }, obj.as, [...path, 'as']);
  return card;
}
