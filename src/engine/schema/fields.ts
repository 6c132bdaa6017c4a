// The small schemas every content format of the engine is made of: texts, counts, players,
// zones, rule numbers, references to cards and edition ids, each declared once.
import * as z from 'zod/mini';
import { isMapping, named, says } from '../../input/index.ts';
import { PLAYERS, ZONES, type ZoneName, type ZoneRef } from '../vocabulary.ts';

/** Bounds of every number a card or scenario may hold: far above the game's, far below harm. */
export const MAX_VALUE = 1000;

export const text = z.string().check(z.trim(), z.minLength(1));
export const count = z.int().check(z.minimum(0), z.maximum(MAX_VALUE));
export const opt = z.optional;

export const slug = z
  .string()
  .check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, says('must be kebab-case (latin letters, digits and hyphens)', 'нужен kebab-case (латиница, цифры, дефисы)')));

export const playerSchema = z.enum(PLAYERS);
export const zoneNameSchema = z.enum(ZONES);

/** An edition's id; which ids exist is content (the editions the caller hands in). */
export const editionSchema = named(
  z
    .string()
    .check(
      z.regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        says(
          'must be an edition id (latin kebab-case, as its folder under content/rules)',
          'нужен идентификатор редакции (латиница в kebab-case, как её папка в content/rules)',
        ),
      ),
    ),
  'editionId',
  'Редакция правил (её идентификатор)',
);

export const ruleNumberSchema = z
  .string()
  .check(
    z.regex(
      /^\d{3}((\.\d+)+)?(-[pl]\d+|\/ex\d+)?$/,
      says('must be a rule number such as 205.4, 211.2-p2 or 203.2/ex1', 'нужен номер правила вида 205.4, 211.2-p2 или 203.2/ex1'),
    ),
  );

/** A card's name (or alias) from the catalog; the JSON Schema lists the known names. */
export const cardNameSchema = named(z.string().check(z.trim(), z.minLength(1)), 'cardName', 'Имя карты (или её псевдоним)');
/** A reference to a card: a name, NAME#N, an alias given with `as`, or A.hero / B.hero. */
export const refSchema = named(z.string().check(z.trim(), z.minLength(1)), 'cardRef', 'Карта: имя, ИМЯ#N, псевдоним (as) или A.hero / B.hero');
/** One reference or a list of them. */
export const refsSchema = z.union([refSchema, z.array(refSchema)]);

export const isZoneRef = (v: unknown): v is ZoneRef => isMapping(v) && PLAYERS.some((p) => p === v.player) && ZONES.some((z) => z === v.zone);

/** Every zone as written (`A.hand`) and as data. */
const ZONE_REFS: Record<string, ZoneRef> = Object.fromEntries(PLAYERS.flatMap((player) => ZONES.map((zone) => [`${player}.${zone}`, { player, zone }])));

/** `A.hand` → the zone as data; `only` narrows the zones allowed (those `look` can look at). */
function zoneOf<Zone extends ZoneName>(only: readonly Zone[]) {
  const names = only.join('|');
  const every = only.length === ZONES.length;
  return z.pipe(
    named(
      z
        .string()
        .check(
          z.regex(
            new RegExp(`^[AB]\\.(${names})$`),
            says(
              `must be a zone such as A.${only[0]}, B.${only.at(-1)} (${only.join(', ')})`,
              `нужна зона вида A.${only[0]}, B.${only.at(-1)} (${only.join(', ')})`,
            ),
          ),
        ),
      every ? 'zone' : `zone-${only.join('-')}`,
      every ? 'Зона игрока: A.hand, A.deck, A.graveyard, A.supply, A.play (и B.…)' : `Зона игрока: ${only.map((z) => `A.${z}`).join(', ')} (и B.…)`,
    ),
    // The pattern above let through only the zones of `only`.
    z.transform((v) => ZONE_REFS[v] as ZoneRef & { zone: Zone }),
  );
}

export const zoneSchema = zoneOf(ZONES);
/** The zones a player may be let look at: a deck (204), a hand (203.1), a graveyard (205.2). */
export const lookableSchema = zoneOf(['deck', 'hand', 'graveyard'] as const);
