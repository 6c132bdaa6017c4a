// Moves that act on one card directly: move it, destroy it, give it an effect or a marker.
import { entry, silent } from '../citations.ts';
import { effectLabel, instance, untilEndOfTurn } from '../effects.ts';
import { withMarker, markerCount } from '../markers.ts';
import { done, refused } from '../results.ts';
import { heroStays } from '../rules/r208-heroes.ts';
import { supplyExists } from '../rules/r206-supply.ts';
import { takeControl } from '../rules/r517-control.ts';
import { moveCard } from '../zones.ts';
import { ZONE_WORDS } from '../words.ts';
import type { Handler } from './context.ts';

export const move: Handler<'move'> = ({ catalog, s }, a) => {
  const card = s.cards[a.card];
  const stays = heroStays(s, card, 'перемещать');
  if (stays) return stays;
  if (a.to.zone === 'supply' && !supplyExists(s.edition)) return refused(entry(s.edition, 'supply', `в этой редакции зоны «Запас» нет: она появляется в поздней редакции`));
  if (card.zone === 'play' && a.to.zone === 'play' && card.controller !== a.to.player) {
    // From one player's part of the play zone to the other's: a change of control, not of zone.
    const r = takeControl(catalog, s, a.to.player, a.card);
    return Array.isArray(r) ? done(r) : r;
  }
  if (card.zone === a.to.zone && a.to.zone !== 'deck') return done([silent(s.edition, `${card.name} уже ${ZONE_WORDS[a.to.zone].in}: ничего не меняется`)]);
  return done(moveCard(catalog, s, a.card, { zone: a.to.zone, player: a.to.player, position: a.position }));
};

export const destroy: Handler<'destroy'> = ({ catalog, s }, a) => {
  const card = s.cards[a.card];
  const stays = heroStays(s, card, 'уничтожить');
  if (stays) return stays;
  if (card.zone !== 'play') return refused(entry(s.edition, 'graveyardTop', `${card.name} не в игровой зоне: уничтожают карты в игре, а попасть на кладбище ${ZONE_WORDS[card.zone].from} — не уничтожение`));
  return done(moveCard(catalog, s, a.card, { zone: 'graveyard', player: card.owner }));
};

export const modify: Handler<'modify'> = ({ s }, a) => {
  const card = s.cards[a.card];
  card.effects = [...card.effects, instance(a.effect, s.seq++, a.until)];
  const text = `${card.name} получает эффект «${effectLabel(a.effect)}»${untilEndOfTurn(a.until)}`;
  return done([card.hero ? entry(s.edition, 'heroWounds', `${text}: герои могут получать эффекты`) : silent(s.edition, text)]);
};

export const addMarker: Handler<'addMarker'> = ({ s }, a) => {
  const card = s.cards[a.card];
  card.markers = withMarker(card.markers, a.marker, a.count);
  return done([silent(s.edition, `${card.name}: маркер «${a.marker}» +${a.count}, теперь ${markerCount(card.markers, a.marker)}`)]);
};
