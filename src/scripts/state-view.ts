// Rendering the state after a step: both players' zones, each card with what is on it, coins.
import type { CardView, PlayerId, StateView, ZoneName } from '../engine/index.ts';
import { el } from './dom.ts';

const zoneNames: Record<ZoneName, string> = { play: 'Игровая зона', hand: 'Рука', deck: 'Колода (сверху вниз)', graveyard: 'Кладбище (снизу вверх)', supply: 'Запас' };
const zoneOrder: ZoneName[] = ['play', 'hand', 'deck', 'graveyard', 'supply'];

function cardLine(card: CardView, holder: PlayerId): HTMLElement {
  const notes: string[] = [];
  if (card.cost !== null) notes.push(`стоимость ${card.cost}`);
  if (card.wounds) notes.push(`ран: ${card.wounds}`);
  if (card.closed) notes.push('закрыта');
  if (card.owner !== holder) notes.push(`владелец ${card.owner}`);
  for (const [name, count] of Object.entries(card.markers)) notes.push(`маркер «${name}»: ${count}`);
  for (const effect of card.effects) notes.push(`эффект «${effect}»`);
  return el('li', { class: 'state-card' }, el('strong', {}, card.name), notes.length ? ` — ${notes.join(', ')}` : '');
}

export function renderState(state: StateView): HTMLElement {
  return el(
    'div',
    { class: 'state' },
    el('p', { class: 'state-turn' }, `Ход ${state.turn}, активен игрок ${state.active}, фаза: ${state.phase}`),
    ...(['A', 'B'] as PlayerId[]).map((p) => {
      const player = state.players[p];
      const coins = player.coins;
      return el(
        'section',
        { class: 'state-player', 'data-player': p },
        el('h3', {}, `Игрок ${p}`),
        el('p', {}, `Герой: ${player.hero.name}${player.hero.wounds ? `, ран: ${player.hero.wounds}` : ''}. Монеты: открытых ${coins.open}, закрытых ${coins.closed}${coins.temporary ? `, временных ${coins.temporary}` : ''}.`),
        ...zoneOrder.map((zone) => {
          const cards = player.zones[zone];
          return el(
            'div',
            { class: 'state-zone', 'data-zone': `${p}.${zone}` },
            el('span', { class: 'zone-name' }, `${zoneNames[zone]}: ${cards.length === 0 ? 'пусто' : cards.length}`),
            cards.length > 0 && el('ul', {}, ...cards.map((c) => cardLine(c, p))),
          );
        }),
      );
    }),
  );
}
