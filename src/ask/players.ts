// Whose zone or act a judge's words name: «у меня», «мой», «я» — the player asking; «противник»,
// «соперник», «оппонент», «у него», «чужой» — the other. A player word speaks for its clause from
// where it stands to the next one (the words before the first take the first: «в руке 4 карты у
// противника»). Which numbers are a player's at all is the quantities' business (quantities.ts).
import { stem } from '../search/index.ts';

export type Player = 'self' | 'opponent';

const SELF = new Set(['я', 'мне', 'меня', 'мной', 'мой', 'моя', 'мое', 'мои', 'моего', 'моей', 'моему', 'моим', 'моих', 'мою', 'моем']);
const OPPONENT_STEMS = new Set(['противник', 'соперник', 'оппонент', 'чуж'].map(stem));
/** «у него», «у неё»: the pronoun alone («его излечивают») names a card as often as a player. */
const OPPONENT_AFTER_U = new Set(['него', 'нее', 'них']);

/** The player each word says, null where it names none. */
function said(norms: readonly string[]): (Player | null)[] {
  return norms.map((norm, at) => {
    if (SELF.has(norm)) return 'self';
    if (OPPONENT_STEMS.has(stem(norm)) || (OPPONENT_AFTER_U.has(norm) && norms[at - 1] === 'у')) return 'opponent';
    return null;
  });
}

/** The player each word of a clause speaks about: the nearest player word before it, or else the clause's first. */
export function playersOf(words: readonly { norm: string; clause: number }[]): (Player | null)[] {
  const marks = said(words.map((w) => w.norm));
  const out: (Player | null)[] = [];
  for (let at = 0; at < words.length; at++) {
    const clause = words[at].clause;
    let player: Player | null = null;
    for (let back = at; back >= 0 && words[back].clause === clause && !player; back--) player = marks[back];
    for (let ahead = at + 1; ahead < words.length && words[ahead].clause === clause && !player; ahead++) player = marks[ahead];
    out.push(player);
  }
  return out;
}
