// Who can get wounds, whatever they come from (a step, an ability on the Queue, a deferred
// effect): creatures in the play zone (209.1 late, 208.1 early) and heroes (208.2, 207.2) can;
// an event cannot (211.2-p2), nor can equipment (212.2-p2); other cards are not in play.
import { entry, silent } from '../citations.ts';
import { defOf, nameOf } from '../state.ts';
import { statOf } from '../stats.ts';
import { eventImmune } from './r211-events.ts';
import { equipmentImmune } from './r212-equipment.ts';
import { wounds } from '../words.ts';
import type { Catalog, GameState, TraceEntry } from '../types.ts';

/** Why the card cannot get wounds now, or null when it can. */
export function cannotBeWounded(catalog: Catalog, s: GameState, phys: number): TraceEntry | null {
  const card = s.cards[phys];
  const type = defOf(catalog, card).type;
  if (type === 'event') return eventImmune(catalog, s, card, 'получать раны');
  if (type === 'equipment') return equipmentImmune(catalog, s, card, 'ранить: она не может получать раны');
  if (card.zone !== 'play') return entry(s.rules, 'creatures', `${nameOf(catalog, card)} не в игровой зоне: раны получают персонажи в игровой зоне`);
  if (type === 'spell') return silent(s.rules, `${nameOf(catalog, card)}: заклинание не получает раны`);
  return null;
}

/** Puts wounds on a card that can get them. Changes `s` in place. */
export function addWounds(catalog: Catalog, s: GameState, phys: number, amount: number): TraceEntry[] {
  const card = s.cards[phys];
  card.wounds += amount;
  const name = nameOf(catalog, card);
  const t = [entry(s.rules, card.hero ? 'heroWounds' : 'creatures', `${name} получает ${wounds(amount, 'acc')}, всего ран ${card.wounds}`)];
  const lives = statOf(catalog, s, phys, 'lives').value;
  if (lives !== null && card.wounds >= lives)
    t.push(silent(s.rules, `${name}: ран ${card.wounds}, а жизней ${lives} — что тогда происходит с картой, движок не решает`));
  return t;
}
