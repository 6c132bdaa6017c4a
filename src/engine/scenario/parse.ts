// Reading a scenario (DESIGN.md, «Scenario format»): every unknown card, reference, zone, action
// or key is an input error naming file, line and column; nothing of such a file runs.
import { isScalar, isSeq } from 'yaml';
import { extendCatalog, readCard } from '../data/cards.ts';
import { InputFailure, readDocument, type InputError, type Reader } from '../data/yaml-reader.ts';
import { parseDeferred, parseEffect } from '../effects.ts';
import { supplyExists } from '../rules/r206-supply.ts';
import type { CardDef, Catalog, Edition, PlayerId, ZoneName } from '../types.ts';
import { EDITIONS, PLAYERS, ZONES } from '../types.ts';
import type { Expectation, ListItem, Position, Scenario, ScenarioAction, SetupCard, Slot, Step, ZoneRef } from './types.ts';

const TOP_KEYS = ['id', 'title', 'edition', 'rules', 'illustrates', 'seed', 'cards', 'setup', 'steps', 'note'];
const PLAYER_KEYS = ['coins', 'hero', 'hand', 'deck', 'graveyard', 'supply', 'play'];
const CARD_OBJECT_KEYS = ['card', 'as', 'owner', 'wounds', 'markers', 'effects', 'closed', 'fresh'];

/** Keys each action allows besides its own, `player` and `illegal`. */
const ACTIONS: Record<string, string[]> = {
  play: ['targets', 'choose'],
  move: ['to', 'position'],
  destroy: [],
  wound: ['amount'],
  heal: ['amount'],
  draw: [],
  discard: [],
  summon: ['decline'],
  revive: [],
  takeControl: [],
  create: ['as'],
  gainCoins: ['temporary'],
  loseCoins: ['temporary', 'choose'],
  modify: ['effect', 'until'],
  addMarker: ['marker', 'count'],
  attack: ['target'],
  activate: ['targets'],
  defer: ['target', 'when'],
  phase: [],
  endTurn: [],
};
const EXPECT_KEYS: Record<string, string[]> = {
  cost: ['is'], power: ['is'], lives: ['is'], wounds: ['is'],
  where: ['is'], zone: ['is', 'has', 'lacks', 'count'], coins: ['is', 'open'],
  controller: ['is'], owner: ['is'], markers: ['is'], effects: ['is'],
  shuffles: ['is'], coinsLost: ['is'], coinsGained: ['is'], closed: ['is'], cites: [],
};

interface Names {
  /** canonical name → slots bearing it, in order */
  byName: Map<string, Slot[]>;
  aliases: Map<string, Slot>;
}

class ScenarioReader {
  names: Names = { byName: new Map(), aliases: new Map() };
  setup: SetupCard[] = [];
  catalog: Catalog;
  edition: Edition = 'late';

  constructor(
    readonly r: Reader,
    base: Catalog,
  ) {
    this.catalog = base;
  }

  cardName(node: unknown, what: string): string {
    const raw = this.r.string(node, what);
    const def = this.catalog.byName.get(raw);
    if (!def) this.r.fail(node, `unknown card "${raw}"`, `неизвестная карта «${raw}»`);
    return def!.name;
  }

  def(name: string): CardDef {
    return this.catalog.byName.get(name)!;
  }

  register(name: string, slot: Slot, alias: string | undefined, aliasNode: unknown): void {
    const list = this.names.byName.get(name) ?? [];
    list.push(slot);
    this.names.byName.set(name, list);
    if (alias !== undefined) {
      if (this.names.aliases.has(alias) || this.catalog.byName.has(alias) || /^[AB]\.hero$/.test(alias)) {
        this.r.fail(aliasNode, `alias "${alias}" is already used`, `псевдоним «${alias}» уже занят`);
      }
      this.names.aliases.set(alias, slot);
    }
  }

  player(node: unknown, what: string): PlayerId {
    return this.r.oneOf(node, what, PLAYERS);
  }

  zoneRef(node: unknown, what: string): ZoneRef {
    const v = this.r.string(node, what);
    const m = /^([AB])\.(hand|deck|graveyard|supply|play)$/.exec(v);
    if (!m) this.r.fail(node, `unknown zone "${v}" (write A.hand, B.play, …)`, `неизвестная зона «${v}» (пишите A.hand, B.play…)`);
    if (m![2] === 'supply' && !supplyExists(this.edition)) this.r.fail(node, `zone "${v}": the supply exists only in the late edition (206.1)`, `зона «${v}»: запас есть только в поздней редакции (206.1)`);
    return { player: m![1] as PlayerId, zone: m![2] as ZoneName };
  }

  // ---- setup -------------------------------------------------------------------------------

  readSetup(node: unknown): { heroes: Record<PlayerId, string | null>; coins: Record<PlayerId, { open: number; closed: number }> } {
    const r = this.r;
    const heroes: Record<PlayerId, string | null> = { A: null, B: null };
    const coins: Record<PlayerId, { open: number; closed: number }> = { A: { open: 0, closed: 0 }, B: { open: 0, closed: 0 } };
    // References count A's cards first, then B's, whatever order the file writes them in.
    const players = r.pairs(node, 'setup', PLAYERS).sort((a, b) => a.key.localeCompare(b.key));
    for (const { key, value } of players) {
      const p = key as PlayerId;
      if (r.isNull(value)) continue;
      for (const { key: zk, value: zv, keyNode } of r.pairs(value, `setup.${p}`, PLAYER_KEYS)) {
        if (zk === 'coins') {
          if (isScalar(zv)) coins[p] = { open: r.int(zv, `setup.${p}.coins`, 0, 1000), closed: 0 };
          else {
            const m = r.get(zv, `setup.${p}.coins`, ['open', 'closed']);
            coins[p] = {
              open: m.has('open') ? r.int(m.get('open'), `setup.${p}.coins.open`, 0, 1000) : 0,
              closed: m.has('closed') ? r.int(m.get('closed'), `setup.${p}.coins.closed`, 0, 1000) : 0,
            };
          }
          continue;
        }
        if (zk === 'hero') {
          const name = this.cardName(zv, `setup.${p}.hero`);
          if (this.def(name).type !== 'hero') r.fail(zv, `"${name}" is not a hero`, `«${name}» — не герой`);
          heroes[p] = name;
          this.register(name, { kind: 'hero', player: p }, undefined, zv);
          continue;
        }
        const zone = zk as ZoneName;
        if (zone === 'supply' && !supplyExists(this.edition)) r.fail(keyNode, `setup.${p}.supply: the supply exists only in the late edition (206.1)`, `запас есть только в поздней редакции (206.1)`);
        if (r.isNull(zv)) continue;
        r.list(zv, `setup.${p}.${zone}`, (item) => this.readSetupCard(item, p, zone));
      }
    }
    return { heroes, coins };
  }

  readSetupCard(node: unknown, p: PlayerId, zone: ZoneName): void {
    const r = this.r;
    const what = `setup.${p}.${zone}`;
    const card: SetupCard = { name: '', player: p, zone, owner: p, wounds: 0, markers: {}, effects: [], closed: false, fresh: false };
    let alias: string | undefined;
    let aliasNode: unknown;
    if (isScalar(node)) card.name = this.cardName(node, what);
    else {
      const m = r.get(node, what, CARD_OBJECT_KEYS);
      if (!m.has('card')) r.fail(node, `${what}: a card object needs "card"`, `${what}: у карты нужен ключ card`);
      card.name = this.cardName(m.get('card'), `${what}.card`);
      if (m.has('as')) {
        alias = r.string(m.get('as'), `${what}.as`);
        aliasNode = m.get('as');
      }
      if (m.has('owner')) card.owner = this.player(m.get('owner'), `${what}.owner`);
      if (m.has('wounds')) card.wounds = r.int(m.get('wounds'), `${what}.wounds`, 0, 1000);
      if (m.has('markers')) {
        for (const { key, value } of r.pairs(m.get('markers'), `${what}.markers`, null)) card.markers[key] = r.int(value, `${what}.markers.${key}`, 0, 1000);
      }
      if (m.has('effects')) {
        card.effects = r.list(m.get('effects'), `${what}.effects`, (n) => {
          const text = r.string(n, `${what}.effects`);
          const e = parseEffect(text);
          if (!e) r.fail(n, `not an effect: "${text}" (write "cost +2", "power *2", "Инкарнация 2")`, `непонятный эффект «${text}»`);
          return e!.text;
        });
      }
      if (m.has('closed')) card.closed = r.bool(m.get('closed'), `${what}.closed`);
      if (m.has('fresh')) {
        card.fresh = r.bool(m.get('fresh'), `${what}.fresh`);
        if (zone !== 'play') r.fail(m.get('fresh'), `${what}: "fresh" applies to cards in play only`, `${what}: fresh — только для карт в игровой зоне`);
      }
      if (zone !== 'play' && card.wounds > 0) r.fail(m.get('wounds'), `${what}: only cards in play have wounds`, `${what}: раны бывают только у карт в игровой зоне`);
    }
    const type = this.def(card.name).type;
    if (type === 'hero') r.fail(node, `${what}: heroes go under "hero:", not in a zone list`, `${what}: героя указывают ключом hero`);
    if (zone !== 'play' && card.owner !== p) r.fail(node, `${what}: a card in ${p}'s ${zone} belongs to ${p} (cards go to their owner's ${zone})`, `${what}: карта в зоне ${zone} игрока ${p} принадлежит ${p}`);
    this.setup.push(card);
    this.register(card.name, { kind: 'setup', index: this.setup.length - 1 }, alias, aliasNode);
  }

  // ---- references ----------------------------------------------------------------------------

  /** Collects the cards that `create` steps will bring, so references to them are known. */
  preScanCreates(stepsNode: unknown): void {
    if (!isSeq(stepsNode)) return;
    stepsNode.items.forEach((item, i) => {
      let pairs;
      try {
        pairs = this.r.pairs(item, `steps[${i}]`, null);
      } catch {
        return;
      }
      const c = pairs.find((p) => p.key === 'create');
      if (!c) return;
      const name = this.cardName(c.value, 'create');
      const as = pairs.find((p) => p.key === 'as');
      this.register(name, { kind: 'created', step: i }, as ? this.r.string(as.value, 'as') : undefined, as?.value);
    });
  }

  ref(node: unknown, what: string): { slot: Slot; label: string } {
    const r = this.r;
    const raw = r.string(node, what);
    const hero = /^([AB])\.hero$/.exec(raw);
    if (hero) return { slot: { kind: 'hero', player: hero[1] as PlayerId }, label: raw };
    const alias = this.names.aliases.get(raw);
    if (alias) return { slot: alias, label: raw };
    const m = /^(.*?)#(\d+)$/.exec(raw);
    const nameRaw = m ? m[1] : raw;
    const def = this.catalog.byName.get(nameRaw);
    if (!def) r.fail(node, `unknown reference "${raw}": no such card or alias`, `неизвестная ссылка «${raw}»: нет такой карты или псевдонима`);
    const slots = this.names.byName.get(def!.name) ?? [];
    if (!slots.length) r.fail(node, `unknown reference "${raw}": no card "${def!.name}" in the setup`, `ссылка «${raw}»: карты «${def!.name}» нет в начальной позиции`);
    if (m) {
      const n = Number(m[2]);
      if (n < 1 || n > slots.length) r.fail(node, `unknown reference "${raw}": there are ${slots.length} cards "${def!.name}"`, `ссылка «${raw}»: карт «${def!.name}» всего ${slots.length}`);
      return { slot: slots[n - 1], label: raw };
    }
    if (slots.length > 1) r.fail(node, `ambiguous reference "${raw}": ${slots.length} cards bear this name, write ${def!.name}#1…#${slots.length} or use an alias`, `неоднозначная ссылка «${raw}»: пишите ${def!.name}#1…#${slots.length}`);
    return { slot: slots[0], label: raw };
  }

  refs(node: unknown, what: string): Slot[] {
    if (isScalar(node)) return [this.ref(node, what).slot];
    return this.r.list(node, what, (n) => this.ref(n, what).slot);
  }

  listItems(node: unknown, what: string): ListItem[] {
    return this.r.list(node, what, (n) => {
      const raw = this.r.string(n, what);
      if (this.names.aliases.has(raw) || /#\d+$/.test(raw)) {
        const { slot, label } = this.ref(n, what);
        return { kind: 'card', slot, label } as ListItem;
      }
      return { kind: 'name', name: this.cardName(n, what) } as ListItem;
    });
  }

  // ---- steps -----------------------------------------------------------------------------------

  readStep(node: unknown, index: number): Step {
    const r = this.r;
    const what = `steps[${index}]`;
    const pos = r.pos(node) as Position;
    const pairs = r.pairs(node, what, null);
    const expect = pairs.find((p) => p.key === 'expect');
    if (expect) {
      if (pairs.length > 1) r.fail(pairs.find((p) => p.key !== 'expect')!.keyNode, `${what}: an "expect" step has no other keys`, `${what}: в шаге expect других ключей нет`);
      const items = isSeq(expect.value) ? expect.value.items : [expect.value];
      return { kind: 'expect', pos, expectations: items.map((n) => ({ e: this.readExpectation(n, `${what}.expect`), pos: r.pos(n) as Position })) };
    }
    const actionKeys = pairs.filter((p) => p.key in ACTIONS);
    if (actionKeys.length === 0) {
      const k = pairs[0];
      r.fail(k ? k.keyNode : node, `${what}: unknown action "${k ? k.key : ''}" (known: ${Object.keys(ACTIONS).join(', ')}, expect)`, `${what}: неизвестное действие «${k ? k.key : ''}»`);
    }
    if (actionKeys.length > 1) r.fail(actionKeys[1].keyNode, `${what}: one action per step ("${actionKeys[0].key}" and "${actionKeys[1].key}")`, `${what}: одно действие на шаг`);
    const name = actionKeys[0].key;
    const allowed = [name, 'player', 'illegal', ...ACTIONS[name]];
    const m = r.get(node, what, allowed);
    const v = m.get(name);
    const player: PlayerId = m.has('player') ? this.player(m.get('player'), `${what}.player`) : 'A';
    const playerSet = m.has('player');
    const need = (k: string) => {
      if (!m.has(k)) r.fail(node, `${what}: "${name}" needs "${k}"`, `${what}: для «${name}» нужен ключ ${k}`);
      return m.get(k);
    };
    let action: ScenarioAction;
    switch (name) {
      case 'play':
        action = {
          type: 'play', player: playerSet ? player : ('' as PlayerId), card: this.ref(v, `${what}.play`).slot,
          targets: m.has('targets') ? this.refs(m.get('targets'), `${what}.targets`) : [],
          ...(m.has('choose') ? { choose: r.list(m.get('choose'), `${what}.choose`, (n) => r.int(n, `${what}.choose`, 0, 100)) } : {}),
        };
        break;
      case 'move':
        action = {
          type: 'move', card: this.ref(v, `${what}.move`).slot, to: this.zoneRef(need('to'), `${what}.to`),
          ...(m.has('position') ? { position: r.oneOf(m.get('position'), `${what}.position`, ['top', 'bottom'] as const) } : {}),
        };
        if (m.has('position') && action.to.zone !== 'deck') r.fail(m.get('position'), `${what}: "position" applies to a deck`, `${what}: position — только для колоды`);
        break;
      case 'destroy':
        action = { type: 'destroy', card: this.ref(v, `${what}.destroy`).slot };
        break;
      case 'wound':
      case 'heal':
        action = { type: name, card: this.ref(v, `${what}.${name}`).slot, amount: r.int(need('amount'), `${what}.amount`, 0, 1000) };
        break;
      case 'draw':
        action = { type: 'draw', player: playerSet ? player : ('' as PlayerId), count: r.int(v, `${what}.draw`, 0, 1000) };
        break;
      case 'discard':
        action = isSeq(v)
          ? { type: 'discard', player: playerSet ? player : ('' as PlayerId), cards: this.refs(v, `${what}.discard`) }
          : { type: 'discard', player: playerSet ? player : ('' as PlayerId), count: r.int(v, `${what}.discard`, 0, 1000) };
        break;
      case 'summon':
        action = { type: 'summon', player: playerSet ? player : ('' as PlayerId), name: this.cardName(v, `${what}.summon`), ...(m.has('decline') ? { decline: r.bool(m.get('decline'), `${what}.decline`) } : {}) };
        break;
      case 'revive':
      case 'takeControl':
        action = { type: name, player: playerSet ? player : ('' as PlayerId), card: this.ref(v, `${what}.${name}`).slot };
        break;
      case 'create':
        action = { type: 'create', player: playerSet ? player : ('' as PlayerId), name: this.cardName(v, `${what}.create`) };
        break;
      case 'gainCoins':
        action = { type: 'gainCoins', player: playerSet ? player : ('' as PlayerId), amount: r.int(v, `${what}.gainCoins`, 0, 1000), ...(m.has('temporary') ? { temporary: r.bool(m.get('temporary'), `${what}.temporary`) } : {}) };
        break;
      case 'loseCoins':
        action = {
          type: 'loseCoins', player: playerSet ? player : ('' as PlayerId), amount: r.int(v, `${what}.loseCoins`, 0, 1000),
          ...(m.has('temporary') ? { temporary: r.bool(m.get('temporary'), `${what}.temporary`) } : {}),
          ...(m.has('choose') ? { choose: r.oneOf(m.get('choose'), `${what}.choose`, ['open', 'closed', 'temporary'] as const) } : {}),
        };
        break;
      case 'modify': {
        const text = r.string(need('effect'), `${what}.effect`);
        const e = parseEffect(text);
        if (!e) r.fail(m.get('effect'), `not an effect: "${text}"`, `непонятный эффект «${text}»`);
        action = { type: 'modify', card: this.ref(v, `${what}.modify`).slot, effect: e!.text, ...(m.has('until') ? { until: r.oneOf(m.get('until'), `${what}.until`, ['endTurn'] as const) } : {}) };
        break;
      }
      case 'addMarker':
        action = { type: 'addMarker', card: this.ref(v, `${what}.addMarker`).slot, marker: r.string(need('marker'), `${what}.marker`), count: m.has('count') ? r.int(m.get('count'), `${what}.count`, 1, 1000) : 1 };
        break;
      case 'attack':
        action = { type: 'attack', card: this.ref(v, `${what}.attack`).slot, target: this.ref(need('target'), `${what}.target`).slot };
        break;
      case 'activate':
        action = { type: 'activate', player: playerSet ? player : ('' as PlayerId), card: this.ref(v, `${what}.activate`).slot, targets: m.has('targets') ? this.refs(m.get('targets'), `${what}.targets`) : [] };
        break;
      case 'defer': {
        const payload = r.string(v, `${what}.defer`);
        if (!parseDeferred(payload)) r.fail(v, `not a deferred effect: "${payload}" (write "wound 2", "heal 1", "power +1")`, `непонятный отложенный эффект «${payload}»`);
        if (m.has('when')) r.oneOf(m.get('when'), `${what}.when`, ['endTurn'] as const);
        action = { type: 'defer', player: playerSet ? player : ('' as PlayerId), payload, when: 'endTurn', ...(m.has('target') ? { target: this.ref(m.get('target'), `${what}.target`).slot } : {}) };
        break;
      }
      case 'phase':
        action = { type: 'phase', name: r.oneOf(v, `${what}.phase`, ['accumulation'] as const) };
        break;
      default: {
        const t = r.bool(v, `${what}.endTurn`);
        if (!t) r.fail(v, `${what}: write endTurn: true`, `${what}: пишите endTurn: true`);
        action = { type: 'endTurn' };
      }
    }
    const illegal = m.has('illegal') ? r.string(m.get('illegal'), `${what}.illegal`) : undefined;
    return { kind: 'action', action, label: `${name}: ${isScalar(v) ? String((v as { value: unknown }).value) : '…'}`, pos, ...(illegal ? { illegal } : {}) };
  }

  readExpectation(node: unknown, what: string): Expectation {
    const r = this.r;
    const pairs = r.pairs(node, what, null);
    const main = pairs.find((p) => p.key in EXPECT_KEYS);
    if (!main) r.fail(pairs[0]?.keyNode ?? node, `${what}: unknown expectation "${pairs[0]?.key ?? ''}" (known: ${Object.keys(EXPECT_KEYS).join(', ')})`, `${what}: неизвестная проверка «${pairs[0]?.key ?? ''}»`);
    const k = main!.key;
    const m = r.get(node, what, [k, ...EXPECT_KEYS[k]]);
    const need = (key: string) => {
      if (!m.has(key)) r.fail(node, `${what}: "${k}" needs "${key}"`, `${what}: для «${k}» нужен ключ ${key}`);
      return m.get(key);
    };
    const v = m.get(k);
    switch (k) {
      case 'cost': case 'power': case 'lives': case 'wounds': {
        const { slot, label } = this.ref(v, `${what}.${k}`);
        const is = need('is');
        return { kind: 'stat', stat: k, card: slot, label, is: r.isNull(is) ? null : r.number(is, `${what}.is`) };
      }
      case 'where': {
        const { slot, label } = this.ref(v, `${what}.where`);
        return { kind: 'where', card: slot, label, is: this.zoneRef(need('is'), `${what}.is`) };
      }
      case 'zone': {
        const zone = this.zoneRef(v, `${what}.zone`);
        if (!m.has('is') && !m.has('has') && !m.has('lacks') && !m.has('count')) r.fail(node, `${what}: "zone" needs is, has, lacks or count`, `${what}: для zone нужен is, has, lacks или count`);
        return {
          kind: 'zone', zone,
          ...(m.has('is') ? { is: this.listItems(m.get('is'), `${what}.is`) } : {}),
          ...(m.has('has') ? { has: this.listItems(m.get('has'), `${what}.has`) } : {}),
          ...(m.has('lacks') ? { lacks: this.listItems(m.get('lacks'), `${what}.lacks`) } : {}),
          ...(m.has('count') ? { count: r.int(m.get('count'), `${what}.count`, 0, 100000) } : {}),
        };
      }
      case 'coins': {
        if (!m.has('is') && !m.has('open')) r.fail(node, `${what}: "coins" needs is or open`, `${what}: для coins нужен is или open`);
        return { kind: 'coins', player: this.player(v, `${what}.coins`), ...(m.has('is') ? { is: r.int(m.get('is'), `${what}.is`, 0, 100000) } : {}), ...(m.has('open') ? { open: r.int(m.get('open'), `${what}.open`, 0, 100000) } : {}) };
      }
      case 'controller': case 'owner': {
        const { slot, label } = this.ref(v, `${what}.${k}`);
        return { kind: 'side', which: k, card: slot, label, is: this.player(need('is'), `${what}.is`) };
      }
      case 'markers': {
        const { slot, label } = this.ref(v, `${what}.markers`);
        const is: Record<string, number> = {};
        const isNode = need('is');
        for (const p of r.pairs(isNode, `${what}.is`, null)) is[p.key] = r.int(p.value, `${what}.is.${p.key}`, 0, 100000);
        return { kind: 'markers', card: slot, label, is };
      }
      case 'effects': {
        const { slot, label } = this.ref(v, `${what}.effects`);
        return { kind: 'effects', card: slot, label, is: r.list(need('is'), `${what}.is`, (n) => r.string(n, `${what}.is`)) };
      }
      case 'shuffles': case 'coinsLost': case 'coinsGained':
        return { kind: 'counter', which: k, player: this.player(v, `${what}.${k}`), is: r.int(need('is'), `${what}.is`, 0, 100000) };
      case 'closed': {
        const { slot, label } = this.ref(v, `${what}.closed`);
        return { kind: 'closed', card: slot, label, is: r.bool(need('is'), `${what}.is`) };
      }
      default:
        return { kind: 'cites', rule: r.string(v, `${what}.cites`) };
    }
  }
}

export type ParseResult = { ok: true; scenario: Scenario; catalog: Catalog } | { ok: false; error: InputError };

/** Reads a scenario from YAML text. Never throws: a bad scenario is an error value. */
export function parseScenario(text: string, file: string, catalog: Catalog): ParseResult {
  try {
    const { root, reader: r } = readDocument(text, file);
    if (root === null) r.fail(null, 'empty scenario: "setup" and "steps" are required', 'пустой сценарий: нужны setup и steps');
    const top = r.get(root, 'scenario', TOP_KEYS);
    for (const k of ['setup', 'steps']) if (!top.has(k)) r.fail(root, `"${k}" is required`, `нужен ключ ${k}`);
    const sr = new ScenarioReader(r, catalog);
    const edition = top.has('edition') ? r.oneOf(top.get('edition'), 'edition', EDITIONS) : 'late';
    sr.edition = edition;
    const cards = top.has('cards') ? r.list(top.get('cards'), 'cards', (n, i) => readCard(r, n, `cards[${i}]`, false)) : [];
    for (const [i, c] of cards.entries()) {
      if (catalog.byName.has(c.name)) r.fail(r.seq(top.get('cards'), 'cards').items[i], `cards[${i}]: "${c.name}" is already a card of the catalog`, `карта «${c.name}» уже есть в каталоге`);
    }
    sr.catalog = extendCatalog(catalog, cards);
    const id = top.has('id') ? r.string(top.get('id'), 'id') : file.split('/').pop()!.replace(/\.ya?ml$/, '');
    if (top.has('id') && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) r.fail(top.get('id'), `id "${id}" must be kebab-case`, `id «${id}»: нужен kebab-case`);
    const setupInfo = sr.readSetup(top.get('setup'));
    const stepsNode = top.get('steps');
    r.seq(stepsNode, 'steps');
    sr.preScanCreates(stepsNode);
    const steps = r.list(stepsNode, 'steps', (n, i) => sr.readStep(n, i));
    const scenario: Scenario = {
      file,
      id,
      ...(top.has('title') ? { title: r.string(top.get('title'), 'title') } : {}),
      edition,
      rules: top.has('rules') ? r.list(top.get('rules'), 'rules', (n) => r.string(n, 'rules')) : [],
      ...(top.has('illustrates') ? { illustrates: r.string(top.get('illustrates'), 'illustrates') } : {}),
      seed: top.has('seed') ? r.int(top.get('seed'), 'seed', 0, 2 ** 32 - 1) : 1,
      cards,
      heroes: setupInfo.heroes,
      coins: setupInfo.coins,
      setup: sr.setup,
      steps,
    };
    return { ok: true, scenario, catalog: sr.catalog };
  } catch (e) {
    if (e instanceof InputFailure) return { ok: false, error: e.error };
    return { ok: false, error: { file, line: 1, column: 1, message: `cannot read scenario: ${String((e as Error)?.message ?? e)}`, messageRu: `не удалось прочитать сценарий: ${String((e as Error)?.message ?? e)}` } };
  }
}
