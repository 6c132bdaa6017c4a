// 205.4 — a card that must go to a graveyard always goes to its owner's graveyard, on top of the
// cards there (205-p1), and loses all effects and markers except Инкарнация; in the late edition
// it also keeps the markers of uses of «Х раз за ход» abilities.
import { entry } from '../citations.ts';
import { isIncarnation } from '../effects.ts';
import { lostOnTheWay } from './lost.ts';
import { playerGen } from '../words.ts';
import type { CardObj, Edition, GameState, Marker, PlayerId, TraceEntry } from '../types.ts';

const isIncarnationMarker = (m: Marker) => m.name.toLowerCase().startsWith('инкарнац');
const isPerTurnMarker = (m: Marker) => m.name.toLowerCase().includes('раз за ход');
const keeps = (edition: Edition, m: Marker) => isIncarnationMarker(m) || (edition === 'late' && isPerTurnMarker(m));

export function toGraveyard(s: GameState, card: CardObj, asked: PlayerId): TraceEntry[] {
  const ed = s.edition;
  const note = asked !== card.owner ? ` (а не ${playerGen(asked)})` : '';
  const t = [
    entry(ed, 'graveyard', `${card.name} попадает на кладбище владельца — ${playerGen(card.owner)}${note}`),
    entry(ed, 'graveyardTop', `${card.name} кладётся поверх карт кладбища`),
  ];
  const effects = card.effects.filter((e) => isIncarnation(e.effect));
  const markers = card.markers.filter((m) => keeps(ed, m));
  const lost = lostOnTheWay(card, card.effects.filter((e) => !effects.includes(e)), card.markers.filter((m) => !markers.includes(m)));
  if (lost) {
    const perTurn = ed === 'early' && card.markers.some(isPerTurnMarker) ? ' (маркеры «раз за ход» сохраняет только поздняя редакция)' : '';
    t.push(entry(ed, 'graveyard', `${card.name} теряет ${lost}${perTurn}`));
  }
  const kept = lostOnTheWay(card, effects, markers);
  if (kept) t.push(entry(ed, 'graveyard', `${card.name} сохраняет ${kept}`));
  card.effects = effects;
  card.markers = markers;
  s.players[card.owner].graveyard.push(card.phys);
  return t;
}
