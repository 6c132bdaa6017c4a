// Drawing the board at one moment: both players, their hero and coins, and the zones the rules
// name (рука, игровая зона, колода, кладбище, запас), empty ones folded away. Each card is a button
// that opens what can be asked and done with it; what happened to it since the moment before is
// said beside it in the rules' words («из руки → в игровую зону», «под контролем игрока Б»).
import { PLAYER_LETTER, ZONE_WORDS, type CardView, type Gender, type PlayerId, type StateView, type ZoneName } from '../../engine/index.ts';
import { ZONE_ORDER } from './board-data.ts';
import { el } from '../shared/dom.ts';

export const playerName = (p: PlayerId) => `игрок ${PLAYER_LETTER[p]}`;
export const capital = (s: string) => s[0].toUpperCase() + s.slice(1);
const ORDER_NOTE: Partial<Record<ZoneName, string>> = { deck: 'первая — верхняя', graveyard: 'последняя — верхняя' };

/** Words that agree with a card's gender (a card the catalog does not know is «карта»: feminine). */
const agree = (gender: Gender | undefined, forms: Record<Gender, string>) => forms[gender ?? 'feminine'];
const CLOSED = { masculine: 'закрыт', feminine: 'закрыта', neuter: 'закрыто' };
const OPENED = { masculine: 'открыт', feminine: 'открыта', neuter: 'открыто' };

type Zone = ZoneName | 'hero';

/** Where each card lies in a picture, by its physical id. */
function places(state: StateView): Map<number, { card: CardView; zone: Zone }> {
  const out = new Map<number, { card: CardView; zone: Zone }>();
  for (const p of ['A', 'B'] as PlayerId[]) {
    out.set(state.players[p].hero.id, { card: state.players[p].hero, zone: 'hero' });
    for (const z of ZONE_ORDER) for (const card of state.players[p].zones[z]) out.set(card.id, { card, zone: z });
  }
  return out;
}

const zoneWord = (zone: Zone, key: 'from' | 'into') => (zone === 'hero' ? (key === 'from' ? 'с места героя' : 'на место героя') : ZONE_WORDS[zone][key]);
const list = (items: string[]) => (items.length ? items.join(', ') : 'нет');

/**
 * What happened to a card since the moment before, in the rules' words. A zone change names both
 * zones; a change of control is not one (the play zone is one zone, 517.5) and says whose the card
 * is now; values say what they are and were.
 */
function changes(card: CardView, zone: Zone, before: StateView | null, gender?: Gender): string[] {
  if (!before) return [];
  const was = places(before).get(card.id);
  if (!was) return [agree(gender, { masculine: 'новый', feminine: 'новая', neuter: 'новое' })];
  const out: string[] = [];
  if (was.zone !== zone) out.push(`${zoneWord(was.zone, 'from')} → ${zoneWord(zone, 'into')}`);
  if (was.card.controller !== card.controller) out.push(`под контролем игрока ${PLAYER_LETTER[card.controller]}`);
  if (card.cost !== null && was.card.cost !== null && card.cost !== was.card.cost) out.push(`стоимость ${card.cost} (была ${was.card.cost})`);
  if (card.power !== null && was.card.power !== null && card.power !== was.card.power) out.push(`удар ${card.power} (был ${was.card.power})`);
  if (card.wounds !== was.card.wounds) out.push(`ран ${card.wounds} (было ${was.card.wounds})`);
  if (card.closed !== was.card.closed) out.push(agree(gender, card.closed ? CLOSED : OPENED));
  if (JSON.stringify(was.card.markers) !== JSON.stringify(card.markers)) out.push(`маркеры: ${list(card.markers.map((m) => `«${m.name}» ×${m.count}`))}`);
  if (JSON.stringify(was.card.effects) !== JSON.stringify(card.effects)) out.push(`эффекты: ${list(card.effects.map((e) => `«${e}»`))}`);
  return out;
}

/** The facts of a card as they stand: values, wounds, markers, effects, whose it is. */
export function facts(card: CardView, holder: PlayerId, hero: boolean, gender?: Gender): string[] {
  const out: string[] = [];
  if (!hero && card.cost !== null) out.push(`стоимость ${card.cost}`);
  if (card.power !== null) out.push(`удар ${card.power}`);
  if (card.lives !== null) out.push(`жизни ${card.lives}`);
  if (card.wounds) out.push(`ран ${card.wounds}`);
  if (card.closed) out.push(agree(gender, CLOSED));
  if (card.owner !== holder) out.push(`владелец — ${playerName(card.owner)}`);
  for (const m of card.markers) out.push(`маркер «${m.name}» ×${m.count}`);
  for (const e of card.effects) out.push(`эффект «${e}»`);
  return out;
}

export interface CardSlot {
  card: CardView;
  player: PlayerId;
  zone: Zone;
}

interface BoardParts {
  state: StateView;
  before: StateView | null;
  /** The name a card goes by on the board (its alias when it has one), and its name's gender. */
  label(card: CardView): string;
  gender(card: CardView): Gender | undefined;
  /** The card whose panel is open, and the panel. */
  open: number | null;
  panel(slot: CardSlot): HTMLElement;
  /** Controls under a player's heading (coins at the start, the player's questions and moves). */
  playerTools(p: PlayerId): (HTMLElement | false)[];
}

/** The card's button; its panel is drawn under it when the card is open. */
function cardItem(parts: BoardParts, slot: CardSlot): HTMLElement {
  const { card } = slot;
  const open = parts.open === card.id;
  const gender = parts.gender(card);
  const marks = changes(card, slot.zone, parts.before, gender);
  const shown =
    slot.zone === 'hero'
      ? facts(card, slot.player, true, gender)
      : [card.cost !== null ? `стоимость ${card.cost}` : '', card.wounds ? `ран ${card.wounds}` : ''].filter(Boolean);
  const button = el(
    'button',
    { type: 'button', class: 'card', 'aria-expanded': String(open), 'data-card': String(card.id), 'data-focus': `card:${card.id}` },
    el('span', { class: 'card-name' }, parts.label(card)),
    shown.length > 0 && el('span', { class: 'card-values' }, shown.join(', ')),
    ...marks.map((m) => el('span', { class: 'card-change' }, m)),
  );
  return el('li', { class: open ? 'card-item open' : 'card-item', 'data-name': card.name }, button, open && parts.panel(slot));
}

export function renderPlayers(parts: BoardParts): HTMLElement[] {
  const { state, before } = parts;
  return (['A', 'B'] as PlayerId[]).map((p) => {
    const player = state.players[p];
    const coins = player.coins;
    const was = before?.players[p].coins;
    const coinText = `Монеты: открытых ${coins.open}, закрытых ${coins.closed}${coins.temporary ? `, из них временных ${coins.temporary}` : ''}`;
    const coinChange = was && (was.open !== coins.open || was.closed !== coins.closed) ? ` (было: открытых ${was.open}, закрытых ${was.closed})` : '';
    const item = (card: CardView, zone: Zone) => cardItem(parts, { card, player: p, zone });
    return el(
      'section',
      { class: 'player', 'data-player': p, 'aria-label': capital(playerName(p)) },
      el('h2', {}, capital(playerName(p)), state.active === p ? el('span', { class: 'note' }, ' — ходит') : ''),
      el('p', { class: 'coins' }, coinText, coinChange),
      ...parts.playerTools(p),
      el('ul', { class: 'zone-cards hero-row', 'aria-label': 'Герой' }, item(player.hero, 'hero')),
      ...ZONE_ORDER.filter((z) => player.zones[z].length > 0).map((z) =>
        el(
          'section',
          { class: 'zone', 'data-zone': `${p}.${z}` },
          el('h3', {}, `${capital(ZONE_WORDS[z].name)} · ${player.zones[z].length}`, ORDER_NOTE[z] && el('span', { class: 'note' }, ` (${ORDER_NOTE[z]})`)),
          el('ul', { class: 'zone-cards' }, ...player.zones[z].map((c) => item(c, z))),
        ),
      ),
    );
  });
}

/** «Ход 1, ходит игрок А»; the phase is named only when the rules name it (фаза накопления). */
export function turnLine(state: StateView): string {
  return `Ход ${state.turn}, ходит ${playerName(state.active)}${state.phase === 'accumulation' ? ', фаза накопления' : ''}`;
}
