// 205.4 — a card that must go to a graveyard always goes to its owner's graveyard, on top of the
// cards there (205-p1), and loses all effects and markers except Инкарнация; in the late edition
// it also keeps the markers of uses of «Х раз за ход» abilities.
import { entry } from '../citations.ts';
import type { CardObj, GameState, PlayerId, TraceEntry } from '../types.ts';

const isIncarnation = (name: string) => name.toLowerCase().startsWith('инкарнац');
const isPerTurn = (name: string) => name.toLowerCase().includes('раз за ход');

export function toGraveyard(s: GameState, card: CardObj, asked: PlayerId | null): TraceEntry[] {
  const ed = s.edition;
  const t: TraceEntry[] = [];
  const note = asked && asked !== card.owner ? ` (а не на кладбище ${asked})` : '';
  t.push(entry(ed, 'graveyard', `${card.name} попадает на кладбище владельца ${card.owner}${note}`));
  t.push(entry(ed, 'graveyardTop', `${card.name} кладётся поверх карт кладбища`));
  const keptEffects = card.effects.filter((e) => e.name !== undefined && isIncarnation(e.name));
  const lostEffects = card.effects.filter((e) => !keptEffects.includes(e));
  const markers: Record<string, number> = {};
  const lostMarkers: string[] = [];
  for (const [name, n] of Object.entries(card.markers)) {
    if (isIncarnation(name) || (ed === 'late' && isPerTurn(name))) markers[name] = n;
    else lostMarkers.push(name);
  }
  if (lostEffects.length) t.push(entry(ed, 'graveyard', `${card.name} теряет эффекты: ${lostEffects.map((e) => e.text).join(', ')}`));
  if (keptEffects.length) t.push(entry(ed, 'graveyard', `${card.name} сохраняет Инкарнацию`));
  if (lostMarkers.length) {
    const perTurn = lostMarkers.some(isPerTurn) ? ' (маркеры «раз за ход» сохраняет только поздняя редакция)' : '';
    t.push(entry(ed, 'graveyard', `${card.name} теряет маркеры: ${lostMarkers.join(', ')}${perTurn}`));
  }
  const keptPerTurn = Object.keys(markers).filter(isPerTurn);
  if (keptPerTurn.length) t.push(entry(ed, 'graveyard', `${card.name} сохраняет маркеры использования «Х раз за ход»`));
  card.effects = keptEffects;
  card.markers = markers;
  s.players[card.owner].graveyard.push(card.phys);
  return t;
}
