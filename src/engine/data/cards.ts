// Card data: content/cards/<slug>.yaml read by the card schema (schema/card.ts) into CardDef,
// then the rules a schema cannot say: which base values a type has (207.2), equipment subtypes
// (212.2), the slug as the file name, one card per name.
import { checkSchema, readYaml, type InputProblem, type YamlInput } from '../../input/index.ts';
import { GENERIC_HERO } from '../state.ts';
import { cardFileSchema, EQUIPMENT_SUBTYPES, type CardInput } from '../schema/card.ts';
import type { CardDef, Catalog } from '../types.ts';
import { cardWordForms } from '../words.ts';

export interface CardFile {
  file: string;
  text: string | Uint8Array;
}

/** A card as read (schema-checked) into the engine's shape; unknown facts become null. */
export function toCardDef(card: CardInput, slug: string, trial = false): CardDef {
  // A trial card without forms of its own is named «карта «Имя»», which declines as «карта».
  const forms = card.forms && card.gender ? { nom: card.name, ...card.forms } : cardWordForms(card.name);
  return {
    slug,
    name: card.name,
    aliases: card.aliases ?? [],
    gender: card.forms && card.gender ? card.gender : 'feminine',
    forms,
    type: card.type,
    subtype: card.subtype ?? null,
    race: card.race ?? null,
    element: card.element ?? null,
    cost: card.cost ?? null,
    lives: card.lives ?? null,
    strike: card.strike ?? null,
    abilities: card.abilities ?? [],
    ...(card.note !== undefined ? { note: card.note } : {}),
    ...(trial ? { trial } : {}),
  };
}

/** What the rules say about a card's facts, beyond the schema; `at` is where the card stands. */
export function cardProblems(card: CardDef, input: YamlInput, at: readonly PropertyKey[]): InputProblem[] {
  const out: InputProblem[] = [];
  // 207.2: creatures have all three base values, heroes only lives, the rest only cost.
  if (card.type !== 'creature' && card.type !== 'hero' && (card.lives !== null || card.strike !== null)) {
    out.push(
      input.problem(
        [...at, card.lives !== null ? 'lives' : 'strike'],
        `a card of type ${card.type} has only a cost (207.2): lives and strike must be null`,
        `у карты типа ${card.type} есть только стоимость (207.2): lives и strike — null`,
      ),
    );
  }
  if (card.type === 'hero' && (card.cost !== null || card.strike !== null)) {
    out.push(
      input.problem(
        [...at, card.cost !== null ? 'cost' : 'strike'],
        'a hero has only lives (207.2): cost and strike must be null',
        'у героя есть только жизни (207.2): cost и strike — null',
      ),
    );
  }
  if (card.type === 'equipment' && !EQUIPMENT_SUBTYPES.some((s) => s === card.subtype)) {
    out.push(
      input.problem(
        [...at, 'subtype'],
        `equipment's subtype must be ${EQUIPMENT_SUBTYPES.join(', ')} (212.2)`,
        `подтип экипировки — ${EQUIPMENT_SUBTYPES.join(', ')} (212.2)`,
      ),
    );
  }
  return out;
}

function readCardFile(f: CardFile): { card: CardDef } | { problems: InputProblem[] } {
  const read = readYaml(f.file, f.text);
  if (!read.ok) return { problems: read.problems };
  const checked = checkSchema(cardFileSchema, read.value);
  if (!checked.ok) return { problems: checked.problems };
  const card = toCardDef(checked.value, checked.value.slug);
  const base = f.file
    .split('/')
    .pop()!
    .replace(/\.ya?ml$/, '');
  const problems = cardProblems(card, read.value, []);
  if (card.slug !== base)
    problems.push(
      read.value.problem(['slug'], `slug "${card.slug}" differs from the file name "${base}"`, `slug «${card.slug}» не совпадает с именем файла «${base}»`),
    );
  return problems.length ? { problems } : { card };
}

/** Reads card files into a catalog; problems are values, each naming file, line and column. */
export function readCatalog(files: readonly CardFile[]): { catalog: Catalog; errors: InputProblem[] } {
  const errors: InputProblem[] = [];
  const cards: CardDef[] = [];
  const owners = new Map<string, string>();
  for (const f of files) {
    const r = readCardFile(f);
    if ('problems' in r) {
      errors.push(...r.problems);
      continue;
    }
    const clash = [r.card.name, ...r.card.aliases].find((n) => owners.has(n) || n === GENERIC_HERO.name);
    if (clash) {
      errors.push({
        file: f.file,
        line: 1,
        column: 1,
        message: `name "${clash}" is already used by ${owners.get(clash) ?? 'the generic hero'}`,
        messageRu: `имя «${clash}» уже занято (${owners.get(clash) ?? 'условный герой'})`,
      });
      continue;
    }
    for (const n of [r.card.name, ...r.card.aliases]) owners.set(n, f.file);
    cards.push(r.card);
  }
  return { catalog: makeCatalog(cards), errors };
}

export function makeCatalog(cards: readonly CardDef[]): Catalog {
  const byName = new Map<string, CardDef>();
  byName.set(GENERIC_HERO.name, GENERIC_HERO);
  for (const c of cards) {
    byName.set(c.name, c);
    for (const a of c.aliases) byName.set(a, c);
  }
  return { byName, cards: cards.slice() };
}

export function extendCatalog(base: Catalog, extra: readonly CardDef[]): Catalog {
  return extra.length ? makeCatalog([...base.cards, ...extra]) : base;
}
