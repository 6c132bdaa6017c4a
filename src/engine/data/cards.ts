// Card data: content/cards/<slug>.yaml read into CardDef, with schema checks that name file,
// line and column. The vocabulary of abilities is described in content/cards/README.md.
import { parseEffect } from '../effects.ts';
import { GENERIC_HERO } from '../state.ts';
import type { AbilityDef, Amount, CardDef, CardType, Catalog, EffectDef, Filter, Op, Stat } from '../types.ts';
import { InputFailure, readDocument, type InputError, type Reader } from './yaml-reader.ts';

const TYPES: readonly CardType[] = ['creature', 'hero', 'spell', 'event', 'equipment'];
const CARD_KEYS = ['name', 'slug', 'aliases', 'type', 'subtype', 'race', 'element', 'cost', 'lives', 'strike', 'abilities', 'note'] as const;
const ELEMENTS = ['swamps', 'steppes', 'mountains', 'forest', 'darkness', 'neutral'] as const;

function nullable<T>(r: Reader, node: unknown, read: (n: unknown) => T): T | null {
  return node === undefined || r.isNull(node) ? null : read(node);
}

function readFilter(r: Reader, node: unknown, what: string): Filter {
  const m = r.get(node, what, ['type', 'race', 'other', 'controller']);
  const f: Filter = {};
  if (m.has('type')) f.type = r.list(m.get('type'), `${what}.type`, (n) => r.oneOf(n, `${what}.type`, TYPES));
  if (m.has('race')) f.race = r.string(m.get('race'), `${what}.race`);
  if (m.has('other')) f.other = r.bool(m.get('other'), `${what}.other`);
  if (m.has('controller')) f.controller = r.oneOf(m.get('controller'), `${what}.controller`, ['own', 'opponent', 'any'] as const);
  return f;
}

function readEffect(r: Reader, node: unknown, what: string): EffectDef {
  const m = r.get(node, what, ['do', 'target', 'amount', 'effect', 'until']);
  if (!m.has('do')) r.fail(node, `${what}: "do" is required`, `${what}: нужен ключ do`);
  const e: EffectDef = {
    do: r.oneOf(m.get('do'), `${what}.do`, ['returnToHand', 'takeControl', 'destroy', 'wound', 'heal', 'draw', 'modify', 'gainCoins'] as const),
  };
  if (m.has('target')) e.target = readFilter(r, m.get('target'), `${what}.target`);
  if (m.has('amount')) e.amount = r.int(m.get('amount'), `${what}.amount`);
  if (m.has('effect')) {
    const text = r.string(m.get('effect'), `${what}.effect`);
    if (!parseEffect(text)) r.fail(m.get('effect'), `${what}.effect: not an effect: "${text}"`, `${what}.effect: непонятный эффект «${text}»`);
    e.effect = text;
  }
  if (m.has('until')) e.until = r.oneOf(m.get('until'), `${what}.until`, ['endTurn'] as const);
  const needsTarget = ['returnToHand', 'takeControl', 'destroy', 'wound', 'heal'].includes(e.do);
  if (needsTarget && !e.target) r.fail(node, `${what}: "${e.do}" needs a target`, `${what}: для «${e.do}» нужна цель (target)`);
  if (['wound', 'heal', 'draw', 'gainCoins'].includes(e.do) && e.amount === undefined) r.fail(node, `${what}: "${e.do}" needs an amount`, `${what}: для «${e.do}» нужно amount`);
  if (e.do === 'modify' && !e.effect) r.fail(node, `${what}: "modify" needs an effect`, `${what}: для modify нужен effect`);
  return e;
}

function readAmount(r: Reader, node: unknown, what: string): Amount {
  if (r.isNull(node)) r.fail(node, `${what} must be a number or {count: hand}`, `${what}: число или {count: hand}`);
  try {
    return r.int(node, what);
  } catch {
    const m = r.get(node, what, ['count', 'excludeSelf']);
    r.oneOf(m.get('count'), `${what}.count`, ['hand'] as const);
    return { count: 'hand', ...(m.has('excludeSelf') ? { excludeSelf: r.bool(m.get('excludeSelf'), `${what}.excludeSelf`) } : {}) };
  }
}

function readAbility(r: Reader, node: unknown, what: string): AbilityDef {
  const kindNode = r.get(node, what, ['kind', 'stat', 'scope', 'op', 'amount', 'filter', 'text', 'name', 'value', 'effect', 'close', 'on', 'times', 'options']).get('kind');
  const kind = r.oneOf(kindNode ?? node, `${what}.kind`, ['stat', 'keyword', 'onPlay', 'spell', 'activated', 'choose'] as const);
  const allowed: Record<string, string[]> = {
    stat: ['kind', 'stat', 'scope', 'op', 'amount', 'filter', 'text'],
    keyword: ['kind', 'name', 'value', 'text'],
    onPlay: ['kind', 'effect', 'text'],
    spell: ['kind', 'effect', 'text'],
    activated: ['kind', 'close', 'effect', 'text'],
    choose: ['kind', 'on', 'times', 'options', 'text'],
  };
  const m = r.get(node, what, allowed[kind]);
  const need = (k: string) => {
    if (!m.has(k)) r.fail(node, `${what}: "${k}" is required for kind ${kind}`, `${what}: для kind ${kind} нужен ключ ${k}`);
    return m.get(k);
  };
  const text = r.string(need('text'), `${what}.text`);
  switch (kind) {
    case 'stat':
      return {
        kind,
        stat: r.oneOf(need('stat'), `${what}.stat`, ['cost', 'power', 'lives'] as const) as Stat,
        scope: r.oneOf(need('scope'), `${what}.scope`, ['self', 'set'] as const),
        op: r.oneOf(need('op'), `${what}.op`, ['+', '-', '*', '/', '='] as const) as Op,
        amount: readAmount(r, need('amount'), `${what}.amount`),
        ...(m.has('filter') ? { filter: readFilter(r, m.get('filter'), `${what}.filter`) } : {}),
        text,
      };
    case 'keyword':
      return { kind, name: r.string(need('name'), `${what}.name`), ...(m.has('value') ? { value: r.int(m.get('value'), `${what}.value`) } : {}), text };
    case 'onPlay':
    case 'spell':
      return { kind, effect: readEffect(r, need('effect'), `${what}.effect`), text };
    case 'activated':
      return { kind, close: r.bool(need('close'), `${what}.close`), effect: readEffect(r, need('effect'), `${what}.effect`), text };
    case 'choose':
      return {
        kind,
        on: r.oneOf(need('on'), `${what}.on`, ['spell', 'onPlay'] as const),
        times: r.int(need('times'), `${what}.times`, 1, 20),
        options: r.list(need('options'), `${what}.options`, (n, i) => readEffect(r, n, `${what}.options[${i}]`)),
        text,
      };
  }
}

/** Reads one card from a YAML node (a card file's root, or an item of a scenario's `cards:`). */
export function readCard(r: Reader, node: unknown, what: string, slugRequired: boolean): CardDef {
  const m = r.get(node, what, CARD_KEYS);
  for (const k of ['name', 'type'] as const) if (!m.has(k)) r.fail(node, `${what}: "${k}" is required`, `${what}: нужен ключ ${k}`);
  if (slugRequired && !m.has('slug')) r.fail(node, `${what}: "slug" is required`, `${what}: нужен ключ slug`);
  const name = r.string(m.get('name'), `${what}.name`);
  const slug = m.has('slug') ? r.string(m.get('slug'), `${what}.slug`) : name;
  if (slugRequired && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) r.fail(m.get('slug'), `${what}.slug must be latin kebab-case`, `${what}.slug: латиница в kebab-case`);
  const type = r.oneOf(m.get('type'), `${what}.type`, TYPES);
  const num = (k: 'cost' | 'lives' | 'strike') => nullable(r, m.get(k), (n) => r.int(n, `${what}.${k}`, 0, 1000));
  const element = nullable(r, m.get('element'), (n) => r.oneOf(n, `${what}.element`, ELEMENTS));
  const card: CardDef = {
    slug,
    name,
    aliases: m.has('aliases') ? r.list(m.get('aliases'), `${what}.aliases`, (n) => r.string(n, `${what}.aliases`)) : [],
    type,
    subtype: nullable(r, m.get('subtype'), (n) => r.string(n, `${what}.subtype`)),
    race: nullable(r, m.get('race'), (n) => r.string(n, `${what}.race`)),
    element,
    cost: num('cost'),
    lives: num('lives'),
    strike: num('strike'),
    abilities: m.has('abilities') && !r.isNull(m.get('abilities')) ? r.list(m.get('abilities'), `${what}.abilities`, (n, i) => readAbility(r, n, `${what}.abilities[${i}]`)) : [],
    ...(m.has('note') ? { note: r.string(m.get('note'), `${what}.note`) } : {}),
  };
  // 207.2: only creatures have all three base properties; heroes only lives; the rest only cost.
  if (type !== 'creature' && type !== 'hero' && (card.lives !== null || card.strike !== null)) {
    r.fail(node, `${what}: a ${type} has only a cost (207.2), lives and strike must be null`, `${what}: у карты типа ${type} есть только стоимость (207.2)`);
  }
  if (type === 'hero' && (card.cost !== null || card.strike !== null)) r.fail(node, `${what}: a hero has only lives (207.2)`, `${what}: у героя есть только жизни (207.2)`);
  if (type === 'equipment' && !['оружие', 'доспех', 'амулет'].includes(card.subtype ?? '')) {
    r.fail(m.get('subtype') ?? node, `${what}: equipment subtype must be оружие, доспех or амулет`, `${what}: подтип экипировки — оружие, доспех или амулет`);
  }
  return card;
}

export interface CardFile {
  file: string;
  text: string;
}

/** Reads card files into a catalog; errors are values. */
export function readCatalog(files: readonly CardFile[]): { catalog: Catalog; errors: InputError[] } {
  const errors: InputError[] = [];
  const cards: CardDef[] = [];
  for (const f of files) {
    try {
      const { root, reader } = readDocument(f.text, f.file);
      const card = readCard(reader, root, 'card', true);
      const base = f.file.split('/').pop()!.replace(/\.ya?ml$/, '');
      if (card.slug !== base) reader.fail(root, `slug "${card.slug}" does not match the file name "${base}"`, `slug «${card.slug}» не совпадает с именем файла «${base}»`);
      cards.push(card);
    } catch (e) {
      if (e instanceof InputFailure) errors.push(e.error);
      else errors.push({ file: f.file, line: 1, column: 1, message: `cannot read card: ${String(e)}`, messageRu: `не удалось прочитать карту: ${String(e)}` });
    }
  }
  const catalog = makeCatalog(cards);
  const seen = new Map<string, string>();
  for (const c of cards) {
    for (const n of [c.name, ...c.aliases]) {
      const prev = seen.get(n);
      if (prev && prev !== c.slug) errors.push({ file: `${c.slug}.yaml`, line: 1, column: 1, message: `name "${n}" is used by two cards (${prev}, ${c.slug})`, messageRu: `имя «${n}» у двух карт` });
      seen.set(n, c.slug);
    }
  }
  return { catalog, errors };
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
  if (!extra.length) return base;
  return makeCatalog([...base.cards, ...extra]);
}
