// The judge's situation in one line, for the page's title: a shared board link names its
// situation in a browser tab and in bookmarks. Link previews in chats cannot show it: the
// situation travels in the address's #fragment, which never reaches the server, and the page
// is one static file.
import { PLAYER_LETTER, type PlayerId } from '../../engine/index.ts';
import { ZONE_ORDER, type BoardData, type ZoneEntry } from './board-data.ts';

const PLAYERS: PlayerId[] = ['A', 'B'];
const nameOf = (entry: ZoneEntry) => (typeof entry === 'string' ? entry : entry.card);

/** «А: Кутила, Рунопевец ×3 · Б: Нимерт · шагов: 2»; null for an empty board. */
export function situationLine(data: BoardData): string | null {
  const sides = PLAYERS.flatMap((p) => {
    const counts = new Map<string, number>();
    for (const zone of ZONE_ORDER) for (const entry of data.setup[p]?.[zone] ?? []) counts.set(nameOf(entry), (counts.get(nameOf(entry)) ?? 0) + 1);
    const cards = [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name));
    return cards.length ? [`${PLAYER_LETTER[p]}: ${cards.join(', ')}`] : [];
  });
  const parts = [...sides, ...(data.steps.length ? [`шагов: ${data.steps.length}`] : [])];
  return parts.length ? parts.join(' · ') : null;
}
