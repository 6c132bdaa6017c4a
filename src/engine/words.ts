// How the engine's explanations say things in Russian, as the rules do: players, zones, counted
// nouns (the noun agrees with the number: Intl.PluralRules), and cards in the case a sentence
// needs, from the card's data (its forms and gender).
import type { CardDef, CardType, Case, Gender, PlayerId, Stat, ZoneName } from './types.ts';

/** «А» and «Б»: a Latin B in Russian text reads as «В». */
export const PLAYER_LETTER: Record<PlayerId, string> = { A: 'А', B: 'Б' };

/** What a trace entry says where the excerpts of the rulebook are silent (`rule: null`). */
export const SILENT_NOTE = 'в выдержках правил об этом нет';

const PLAYER_WORD: Record<Case, string> = { nom: 'игрок', gen: 'игрока', dat: 'игроку', acc: 'игрока', ins: 'игроком', prep: 'игроке' };

/** «игрок А», «игрока А», «игроку А»… */
export const player = (p: PlayerId, c: Case = 'nom') => `${PLAYER_WORD[c]} ${PLAYER_LETTER[p]}`;
export const playerGen = (p: PlayerId) => player(p, 'gen');

/** The zone as the rules name it: nominative, «в …» (where to), «в …» (where), «из …» (from). */
export const ZONE_WORDS: Record<ZoneName, { name: string; into: string; in: string; from: string }> = {
  hand: { name: 'рука', into: 'в руку', in: 'в руке', from: 'из руки' },
  deck: { name: 'колода', into: 'в колоду', in: 'в колоде', from: 'из колоды' },
  graveyard: { name: 'кладбище', into: 'на кладбище', in: 'на кладбище', from: 'с кладбища' },
  supply: { name: 'запас', into: 'в запас', in: 'в запасе', from: 'из запаса' },
  play: { name: 'игровая зона', into: 'в игровую зону', in: 'в игровой зоне', from: 'из игровой зоны' },
};

export const TYPE_WORDS: Record<CardType, string> = { creature: 'существо', hero: 'герой', spell: 'заклинание', event: 'событие', equipment: 'экипировка' };

export const STAT_WORDS: Record<Stat, string> = { cost: 'стоимость', power: 'сила удара', lives: 'жизни' };

// ---- numbers -----------------------------------------------------------------------------------

const pluralRules = new Intl.PluralRules('ru');
/** A noun's forms after a number, in the cases sentences count in («получает 1 рану», «нет 2 монет»);
 *  Russian has no `zero` or `two` category: they are there for the type's sake, as `many` and `few`. */
type Counted = Record<'nom' | 'acc' | 'gen', Record<Intl.LDMLPluralRule, string>>;

function noun(nom: [string, string, string], acc: string, gen: [string, string]): Counted {
  const [one, few, many] = nom;
  return {
    nom: { zero: many, one, two: few, few, many, other: few },
    acc: { zero: many, one: acc, two: few, few, many, other: few },
    gen: { zero: gen[1], one: gen[0], two: gen[1], few: gen[1], many: gen[1], other: gen[0] },
  };
}

const COIN = noun(['монета', 'монеты', 'монет'], 'монету', ['монеты', 'монет']);
const CARD = noun(['карта', 'карты', 'карт'], 'карту', ['карты', 'карт']);
const WOUND = noun(['рана', 'раны', 'ран'], 'рану', ['раны', 'ран']);
const ABILITY = noun(['способность', 'способности', 'способностей'], 'способность', ['способности', 'способностей']);
const TIME = noun(['раз', 'раза', 'раз'], 'раз', ['раза', 'раз']);
const LIFE = noun(['жизнь', 'жизни', 'жизней'], 'жизнь', ['жизни', 'жизней']);

function counted(forms: Counted, n: number, c: 'nom' | 'acc' | 'gen'): string {
  return `${n} ${forms[c][pluralRules.select(n)]}`;
}

/** «1 монета», «2 монеты», «5 монет»; «получает 1 монету» (acc); «нет 5 монет» (gen). */
export const coins = (n: number, c: 'nom' | 'acc' | 'gen' = 'nom') => counted(COIN, n, c);
export const cards = (n: number, c: 'nom' | 'acc' | 'gen' = 'nom') => counted(CARD, n, c);
export const wounds = (n: number, c: 'nom' | 'acc' | 'gen' = 'nom') => counted(WOUND, n, c);
export const abilityCount = (n: number, c: 'nom' | 'acc' | 'gen' = 'nom') => counted(ABILITY, n, c);
/** «1 раз», «2 раза», «5 раз». */
export const times = (n: number, c: 'nom' | 'acc' | 'gen' = 'nom') => counted(TIME, n, c);
/** «1 жизнь», «3 жизни», «6 жизней». */
export const lives = (n: number, c: 'nom' | 'acc' | 'gen' = 'nom') => counted(LIFE, n, c);
/** A verb agreeing with a counted subject: «попадает 1 способность», «попадают 2 способности». */
export const verbFor = (n: number, one: string, more: string) => (pluralRules.select(n) === 'one' ? one : more);

// ---- cards -------------------------------------------------------------------------------------

/** A card's name in the case a sentence needs: «платит 6 за Кутилу», «маркеры Кутилы». */
export const nameIn = (def: CardDef, c: Case = 'nom') => def.forms[c];

/** The word that agrees with the card's gender: «Молот прародителя закрыт», «Аккения закрыта». */
export const agree = (def: CardDef, forms: Record<Gender, string>) => forms[def.gender];

/** The pronoun that stands for the card in the accusative: «перестаёт его (её) контролировать». */
export const itAcc = (def: CardDef) => agree(def, { masculine: 'его', feminine: 'её', neuter: 'его' });

/** How a card without forms of its own is named: as «карта «Имя»», which declines as «карта». */
export function cardWordForms(name: string): Record<Case, string> {
  const q = `«${name}»`;
  return { nom: `карта ${q}`, gen: `карты ${q}`, dat: `карте ${q}`, acc: `карту ${q}`, ins: `картой ${q}`, prep: `карте ${q}` };
}
