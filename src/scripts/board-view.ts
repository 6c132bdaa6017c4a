// Drawing the board at one moment: both players, their hero and coins, and the zones the rules
// name (рука, игровая зона, колода, кладбище, запас), empty ones folded away. Each card is a button
// that opens its actions; what changed since the moment before is said in words beside it.
import { PLAYER_LETTER, ZONE_WORDS, type CardView, type PlayerId, type StateView, type ZoneName } from '../engine/index.ts';
import { ZONE_ORDER } from './board-data.ts';
import { el } from './dom.ts';

export const playerName = (p: PlayerId) => `игрок ${PLAYER_LETTER[p]}`;
export const heroName = (state: StateView, p: PlayerId) => (state.players[p].genericHero ? `Герой игрока ${PLAYER_LETTER[p]}` : state.players[p].hero.name);
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);
const ORDER_NOTE: Partial<Record<ZoneName, string>> = { deck: 'первая — верхняя', graveyard: 'последняя — верхняя' };

/** Where each card lies in a picture, by its physical id. */
function places(state: StateView): Map<number, { card: CardView; zone: string; player: PlayerId }> {
  const out = new Map<number, { card: CardView; zone: string; player: PlayerId }>();
  for (const p of ['A', 'B'] as PlayerId[]) {
    out.set(state.players[p].hero.id, { card: state.players[p].hero, zone: `${p}.hero`, player: p });
    for (const z of ZONE_ORDER) for (const card of state.players[p].zones[z]) out.set(card.id, { card, zone: `${p}.${z}`, player: p });
  }
  return out;
}

/** What happened to a card since the moment before, in words («дешевле на 1», «ранена: +2»). */
export function changes(card: CardView, zone: string, before: StateView | null): string[] {
  if (!before) return [];
  const was = places(before).get(card.id);
  if (!was) return ['новая'];
  const out: string[] = [];
  if (was.zone !== zone) out.push(`перемещена ${ZONE_WORDS[was.zone.split('.')[1] as ZoneName]?.from ?? ''}`.trim());
  if (was.card.controller !== card.controller) out.push(`теперь под контролем: ${playerName(card.controller)}`);
  const diff = (card.cost ?? 0) - (was.card.cost ?? 0);
  if (card.cost !== null && was.card.cost !== null && diff) out.push(diff < 0 ? `дешевле на ${-diff}` : `дороже на ${diff}`);
  const wounds = card.wounds - was.card.wounds;
  if (wounds > 0) out.push(`ранена: +${wounds}`);
  if (wounds < 0) out.push(`вылечена: ${wounds}`);
  if (JSON.stringify(was.card.markers) !== JSON.stringify(card.markers)) out.push('маркеры изменились');
  if (JSON.stringify(was.card.effects) !== JSON.stringify(card.effects)) out.push('эффекты изменились');
  return out;
}

/** The facts of a card as they stand: values, wounds, markers, effects, whose it is. */
export function facts(card: CardView, holder: PlayerId, hero = false): string[] {
  const out: string[] = [];
  if (!hero && card.cost !== null) out.push(`стоимость ${card.cost}`);
  if (card.power !== null) out.push(`удар ${card.power}`);
  if (card.lives !== null) out.push(`жизни ${card.lives}`);
  if (card.wounds) out.push(`ран ${card.wounds}`);
  if (card.closed) out.push('закрыта');
  if (card.owner !== holder) out.push(`владелец — ${playerName(card.owner)}`);
  for (const m of card.markers) out.push(`маркер «${m.name}» ×${m.count}`);
  for (const e of card.effects) out.push(`эффект «${e}»`);
  return out;
}

export interface CardSlot {
  card: CardView;
  player: PlayerId;
  zone: ZoneName | 'hero';
}

/** The card's button; `panel` is drawn under it when the card is open. */
function cardItem(slot: CardSlot, label: string, before: StateView | null, open: boolean, panel: () => HTMLElement): HTMLElement {
  const { card } = slot;
  const zone = `${slot.player}.${slot.zone === 'hero' ? 'hero' : slot.zone}`;
  const marks = changes(card, zone, before);
  const shown = slot.zone === 'hero' ? facts(card, slot.player, true) : [card.cost !== null ? `стоимость ${card.cost}` : '', card.wounds ? `ран ${card.wounds}` : ''].filter(Boolean);
  const button = el(
    'button',
    { type: 'button', class: 'card', 'aria-expanded': String(open), 'data-card': String(card.id), 'data-focus': `card:${card.id}` },
    el('span', { class: 'card-name' }, label),
    shown.length > 0 && el('span', { class: 'card-values' }, shown.join(', ')),
    ...marks.map((m) => el('span', { class: 'card-change' }, m)),
  );
  return el('li', { class: open ? 'card-item open' : 'card-item', 'data-name': card.name }, button, open && panel());
}

export interface BoardParts {
  state: StateView;
  before: StateView | null;
  /** The name a card goes by on the board (its alias when it has one). */
  label(card: CardView): string;
  open: number | null;
  panel(slot: CardSlot): HTMLElement;
  /** Extra controls under a player's heading (coins at the start, the player's actions). */
  playerTools(p: PlayerId): (HTMLElement | false)[];
}

export function renderPlayers(parts: BoardParts): HTMLElement[] {
  const { state, before } = parts;
  return (['A', 'B'] as PlayerId[]).map((p) => {
    const player = state.players[p];
    const coins = player.coins;
    const was = before?.players[p].coins;
    const coinText = `Монеты: открытых ${coins.open}, закрытых ${coins.closed}${coins.temporary ? `, из них временных ${coins.temporary}` : ''}`;
    const coinChange = was && (was.open !== coins.open || was.closed !== coins.closed) ? ` (было: открытых ${was.open}, закрытых ${was.closed})` : '';
    const item = (card: CardView, zone: CardSlot['zone']) => {
      const slot: CardSlot = { card, player: p, zone };
      return cardItem(slot, zone === 'hero' ? heroName(state, p) : parts.label(card), before, parts.open === card.id, () => parts.panel(slot));
    };
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
