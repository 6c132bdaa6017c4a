// Reading a scenario (DESIGN.md, «Scenario format»): the schema (schema/scenario.ts) checks the
// shape; then what only the content can decide — card names, references, zones of the edition.
// Every problem names file, line and column; nothing of a file with a problem runs.
import { checkSchema, readYaml, type InputProblem, type Path, type YamlInput } from '../../input/index.ts';
import { cardProblems, extendCatalog, toCardDef } from '../data/cards.ts';
import { effectNotation, readDeferred, readEffect } from '../schema/effect-text.ts';
import { ACTIONS, askStepSchema, EXPECTATIONS, expectStepSchema, MAX_SETUP_CARDS, QUESTIONS, scenarioFrameSchema, type ActionName, type ExpectationInput, type SetupCardInput, type StepInput } from '../schema/scenario.ts';
import { supplyExists } from '../rules/r206-supply.ts';
import type { Catalog, Edition, PlayerId, ZoneName } from '../types.ts';
import { PLAYERS } from '../types.ts';
import { actionLabel } from './labels.ts';
import type { CardRef, Checks, Expectation, ListItem, Question, Scenario, ScenarioAction, SetupCard, Slot, Step, ZoneRef } from './types.ts';

export type ParseResult = { ok: true; scenario: Scenario; catalog: Catalog } | { ok: false; errors: InputProblem[] };

export interface ReadOptions {
  /** Run under this edition whatever the scenario says (a ruling is run under each of its editions). */
  edition?: Edition;
}

/** Thrown inside the reader only; `readScenario` turns it into a value. */
class Stop {
  constructor(readonly problems: InputProblem[]) {}
}

const ZONES_IN_SETUP: ZoneName[] = ['hand', 'deck', 'graveyard', 'supply', 'play'];

class ScenarioReader {
  private byName = new Map<string, Slot[]>();
  private aliases = new Map<string, Slot>();
  readonly setup: SetupCard[] = [];

  constructor(
    readonly input: YamlInput,
    readonly root: Path,
    public catalog: Catalog,
    readonly edition: Edition,
  ) {}

  fail(path: Path, message: string, messageRu: string): never {
    throw new Stop([this.input.problem([...this.root, ...path], message, messageRu)]);
  }

  cardName(raw: string, path: Path): string {
    const def = this.catalog.byName.get(raw);
    if (!def) this.fail(path, `unknown card "${raw}"`, `неизвестная карта «${raw}»`);
    return def.name;
  }

  register(name: string, slot: Slot, alias: string | undefined, aliasPath: Path): void {
    this.byName.set(name, [...(this.byName.get(name) ?? []), slot]);
    if (alias === undefined) return;
    if (this.aliases.has(alias) || this.catalog.byName.has(alias) || /^[AB]\.hero$/.test(alias)) this.fail(aliasPath, `alias "${alias}" is already used`, `псевдоним «${alias}» уже занят`);
    this.aliases.set(alias, slot);
  }

  zone(raw: string, path: Path): ZoneRef {
    const [p, zone] = raw.split('.') as [PlayerId, ZoneName];
    if (zone === 'supply' && !supplyExists(this.edition)) this.fail(path, `zone "${raw}": the supply exists only in the late edition (206.1)`, `зона «${raw}»: запас есть только в поздней редакции (206.1)`);
    return { player: p, zone };
  }

  // ---- setup -------------------------------------------------------------------------------------

  /** `written`: the setup as the file has it, whose key order is the order references count in. */
  readSetup(setup: Record<string, unknown>, written: Record<string, unknown>): Pick<Scenario, 'heroes' | 'coins'> {
    const heroes: Record<PlayerId, string | null> = { A: null, B: null };
    const coins: Record<PlayerId, { open: number; closed: number }> = { A: { open: 0, closed: 0 }, B: { open: 0, closed: 0 } };
    // References count A's cards first, then B's, whatever order the file writes them in.
    for (const p of PLAYERS) {
      const player = setup[p] as Record<string, unknown> | null | undefined;
      if (!player) continue;
      const c = player.coins as number | { open?: number; closed?: number } | undefined;
      if (c !== undefined) coins[p] = typeof c === 'number' ? { open: c, closed: 0 } : { open: c.open ?? 0, closed: c.closed ?? 0 };
      if (typeof player.hero === 'string') {
        const name = this.cardName(player.hero, ['setup', p, 'hero']);
        if (this.catalog.byName.get(name)!.type !== 'hero') this.fail(['setup', p, 'hero'], `"${name}" is not a hero`, `«${name}» — не герой`);
        heroes[p] = name;
        this.register(name, { kind: 'hero', player: p }, undefined, []);
      }
      const order = Object.keys(written[p] as object).filter((k): k is ZoneName => (ZONES_IN_SETUP as string[]).includes(k));
      for (const zone of order) {
        const list = player[zone] as SetupCardInput[] | null | undefined;
        if (zone === 'supply' && list !== undefined && !supplyExists(this.edition)) this.fail(['setup', p, 'supply'], `setup.${p}.supply: the supply exists only in the late edition (206.1)`, `запас есть только в поздней редакции (206.1)`);
        list?.forEach((item, i) => this.readSetupCard(item, p, zone, ['setup', p, zone, i]));
      }
    }
    if (this.setup.length > MAX_SETUP_CARDS) this.fail(['setup'], `the setup holds ${this.setup.length} cards, more than the ${MAX_SETUP_CARDS} a scenario may have`, `в начальной позиции ${this.setup.length} карт — больше предела в ${MAX_SETUP_CARDS}`);
    return { heroes, coins };
  }

  readSetupCard(item: SetupCardInput, p: PlayerId, zone: ZoneName, path: Path): void {
    const obj = typeof item === 'string' ? { card: item } : item;
    const card: SetupCard = {
      name: this.cardName(obj.card, typeof item === 'string' ? path : [...path, 'card']),
      player: p,
      zone,
      owner: obj.owner ?? p,
      wounds: obj.wounds ?? 0,
      markers: obj.markers ?? [],
      effects: obj.effects ?? [],
      closed: obj.closed ?? false,
      fresh: obj.fresh ?? false,
    };
    const where = `setup.${p}.${zone}`;
    if (this.catalog.byName.get(card.name)!.type === 'hero') this.fail(path, `${where}: heroes go under "hero:", not in a zone list`, `${where}: героя указывают ключом hero`);
    if (zone !== 'play') {
      if (card.owner !== p) this.fail([...path, 'owner'], `${where}: a card in ${p}'s ${zone} belongs to ${p} (cards go to their owner's ${zone})`, `${where}: карта в этой зоне игрока ${p} принадлежит ${p}`);
      if (card.wounds > 0) this.fail([...path, 'wounds'], `${where}: only cards in play have wounds`, `${where}: раны бывают только у карт в игровой зоне`);
      if (obj.fresh !== undefined) this.fail([...path, 'fresh'], `${where}: "fresh" applies to cards in play only`, `${where}: fresh — только для карт в игровой зоне`);
    }
    this.setup.push(card);
    this.register(card.name, { kind: 'setup', index: this.setup.length - 1 }, obj.as, [...path, 'as']);
  }

  // ---- references ----------------------------------------------------------------------------------

  /** Cards that `create` steps bring are known to references from the start. */
  preScanCreates(steps: StepInput[]): void {
    steps.forEach((step, i) => {
      if (!('create' in step)) return;
      this.register(this.cardName(step.create, ['steps', i, 'create']), { kind: 'created', step: i }, step.as, ['steps', i, 'as']);
    });
  }

  /** How the step being read wrote each card it names, by slot. */
  private written = new Map<string, string>();

  ref(raw: string, path: Path): CardRef {
    const found = this.resolveRef(raw, path);
    this.written.set(slotKey(found.slot), found.label);
    return found;
  }

  private resolveRef(raw: string, path: Path): CardRef {
    const hero = /^([AB])\.hero$/.exec(raw);
    if (hero) return { slot: { kind: 'hero', player: hero[1] as PlayerId }, label: `герой ${hero[1] === 'A' ? 'игрока А' : 'игрока Б'}` };
    const alias = this.aliases.get(raw);
    if (alias) return { slot: alias, label: raw };
    const m = /^(.*?)#(\d+)$/.exec(raw);
    const def = this.catalog.byName.get(m ? m[1] : raw);
    if (!def) this.fail(path, `unknown reference "${raw}": no such card or alias`, `неизвестная ссылка «${raw}»: нет такой карты или псевдонима`);
    const slots = this.byName.get(def.name) ?? [];
    if (!slots.length) this.fail(path, `unknown reference "${raw}": no card "${def.name}" in the setup`, `ссылка «${raw}»: карты «${def.name}» нет в начальной позиции`);
    if (m) {
      const n = Number(m[2]);
      if (n < 1 || n > slots.length) this.fail(path, `unknown reference "${raw}": there are ${slots.length} cards "${def.name}"`, `ссылка «${raw}»: карт «${def.name}» всего ${slots.length}`);
      return { slot: slots[n - 1], label: raw };
    }
    if (slots.length > 1) this.fail(path, `ambiguous reference "${raw}": ${slots.length} cards bear this name, write ${def.name}#1…#${slots.length} or use an alias`, `неоднозначная ссылка «${raw}»: пишите ${def.name}#1…#${slots.length}`);
    return { slot: slots[0], label: raw };
  }

  refs(raw: string | string[] | undefined, path: Path): Slot[] {
    if (raw === undefined) return [];
    return typeof raw === 'string' ? [this.ref(raw, path).slot] : raw.map((r, i) => this.ref(r, [...path, i]).slot);
  }

  listItems(raw: string[], path: Path): ListItem[] {
    return raw.map((name, i) =>
      this.aliases.has(name) || /#\d+$/.test(name) ? { kind: 'card', ...this.ref(name, [...path, i]) } : { kind: 'name', name: this.cardName(name, [...path, i]) },
    );
  }

  // ---- steps -----------------------------------------------------------------------------------------

  readStep(step: StepInput, i: number): Step {
    const path: Path = ['steps', i];
    const pos = this.input.at([...this.root, ...path]);
    if ('expect' in step) return this.readExpect(step.expect, [...path, 'expect'], pos);
    if ('ask' in step) return { kind: 'ask', question: this.readQuestion(step.ask, [...path, 'ask']), pos };
    const name = Object.keys(step).find((k): k is ActionName => Object.hasOwn(ACTIONS, k))!;
    // The step's label names each card as the step wrote it; references record themselves here.
    this.written = new Map();
    const action = this.readAction(name, step as Record<string, unknown>, path);
    const written = this.written;
    const illegal = 'illegal' in step ? step.illegal : undefined;
    return { kind: 'action', action, label: actionLabel(action, (slot) => written.get(slotKey(slot)) ?? '?'), pos, ...(illegal ? { illegal } : {}) };
  }

  readAction(name: ActionName, v: Record<string, unknown>, path: Path): ScenarioAction {
    const player = (v.player as PlayerId | undefined) ?? null;
    const at = (key: string): Path => [...path, key];
    const card = () => this.ref(v[name] as string, at(name)).slot;
    switch (name) {
      case 'play': return { type: 'play', player, card: card(), targets: this.refs(v.targets as string | string[] | undefined, at('targets')), ...(v.choose ? { choose: v.choose as number[] } : {}) };
      case 'move': {
        const to = this.zone(v.to as string, at('to'));
        if (v.position !== undefined && to.zone !== 'deck') this.fail(at('position'), '"position" applies to a deck', 'position — только для колоды');
        return { type: 'move', card: card(), to, ...(v.position ? { position: v.position as 'top' | 'bottom' } : {}) };
      }
      case 'destroy': return { type: 'destroy', card: card() };
      case 'wound': case 'heal': return { type: name, card: card(), amount: v.amount as number };
      case 'draw': return { type: 'draw', player, count: v.draw as number };
      case 'discard': return typeof v.discard === 'number' ? { type: 'discard', player, count: v.discard } : { type: 'discard', player, cards: this.refs(v.discard as string[], at('discard')) };
      case 'summon': return { type: 'summon', player, name: this.cardName(v.summon as string, at('summon')), ...(v.decline !== undefined ? { decline: v.decline as boolean } : {}) };
      case 'revive': case 'takeControl': return { type: name, player, card: card() };
      case 'create': return { type: 'create', player, name: this.cardName(v.create as string, at('create')) };
      case 'gainCoins': return { type: 'gainCoins', player, amount: v.gainCoins as number, ...(v.temporary !== undefined ? { temporary: v.temporary as boolean } : {}) };
      case 'loseCoins': return { type: 'loseCoins', player, amount: v.loseCoins as number, ...(v.temporary !== undefined ? { temporary: v.temporary as boolean } : {}), ...(v.choose ? { choose: v.choose as 'open' | 'closed' | 'temporary' } : {}) };
      case 'modify': return { type: 'modify', card: card(), effect: v.effect as Extract<ScenarioAction, { type: 'modify' }>['effect'], ...(v.until ? { until: 'endTurn' as const } : {}) };
      case 'addMarker': return { type: 'addMarker', card: card(), marker: v.marker as string, count: (v.count as number | undefined) ?? 1 };
      case 'attack': return { type: 'attack', card: card(), target: this.ref(v.target as string, at('target')).slot };
      case 'activate': return { type: 'activate', player, card: card(), targets: this.refs(v.targets as string | string[] | undefined, at('targets')) };
      case 'defer': return { type: 'defer', player, payload: v.defer as Extract<ScenarioAction, { type: 'defer' }>['payload'], ...(v.target ? { target: this.ref(v.target as string, at('target')).slot } : {}) };
      case 'phase': return { type: 'phase', name: 'accumulation' };
      case 'endTurn': return { type: 'endTurn' };
    }
  }

  readExpect(raw: unknown, path: Path, pos: Step['pos']): Step {
    const list = (value: unknown, at: Path): Checks => {
      const items = (Array.isArray(value) ? value : [value]) as ExpectationInput[];
      return items.map((e, i) => {
        const p = Array.isArray(value) ? [...at, i] : at;
        return { e: this.readExpectation(e, p), pos: this.input.at([...this.root, ...p]) };
      });
    };
    const byEdition = isMapping(raw) && Object.keys(raw).every((k) => k === 'early' || k === 'late');
    if (!byEdition) return { kind: 'expect', expectations: list(raw, path), pos };
    const keyed = raw as Partial<Record<Edition, unknown>>;
    const out: Partial<Record<Edition, Checks>> = {};
    for (const ed of ['early', 'late'] as const) if (keyed[ed] !== undefined) out[ed] = list(keyed[ed], [...path, ed]);
    return { kind: 'expect', expectations: [], byEdition: out, pos };
  }

  readExpectation(e: ExpectationInput, path: Path): Expectation {
    const at = (key: string): Path => [...path, key];
    const card = (key: string) => this.ref((e as Record<string, string>)[key], at(key));
    if ('cost' in e) return { kind: 'stat', stat: 'cost', card: card('cost'), is: e.is };
    if ('power' in e) return { kind: 'stat', stat: 'power', card: card('power'), is: e.is };
    if ('lives' in e) return { kind: 'stat', stat: 'lives', card: card('lives'), is: e.is };
    if ('wounds' in e) return { kind: 'stat', stat: 'wounds', card: card('wounds'), is: e.is };
    if ('where' in e) return { kind: 'where', card: card('where'), is: this.zone(e.is, at('is')) };
    if ('zone' in e) {
      if (e.is === undefined && e.has === undefined && e.lacks === undefined && e.count === undefined) this.fail(path, '"zone" needs is, has, lacks or count', 'для zone нужен is, has, lacks или count');
      return {
        kind: 'zone',
        zone: this.zone(e.zone, at('zone')),
        ...(e.is ? { is: this.listItems(e.is, at('is')) } : {}),
        ...(e.has ? { has: this.listItems(e.has, at('has')) } : {}),
        ...(e.lacks ? { lacks: this.listItems(e.lacks, at('lacks')) } : {}),
        ...(e.count !== undefined ? { count: e.count } : {}),
      };
    }
    if ('coins' in e) {
      if (e.is === undefined && e.open === undefined) this.fail(path, '"coins" needs is or open', 'для coins нужен is или open');
      return { kind: 'coins', player: e.coins, ...(e.is !== undefined ? { is: e.is } : {}), ...(e.open !== undefined ? { open: e.open } : {}) };
    }
    if ('controller' in e) return { kind: 'side', which: 'controller', card: card('controller'), is: e.is };
    if ('owner' in e) return { kind: 'side', which: 'owner', card: card('owner'), is: e.is };
    if ('markers' in e) return { kind: 'markers', card: card('markers'), is: e.is };
    if ('effects' in e) return { kind: 'effects', card: card('effects'), is: e.is.map(notation) };
    if ('shuffles' in e) return { kind: 'counter', which: 'shuffles', player: e.shuffles, is: e.is };
    if ('coinsLost' in e) return { kind: 'counter', which: 'coinsLost', player: e.coinsLost, is: e.is };
    if ('coinsGained' in e) return { kind: 'counter', which: 'coinsGained', player: e.coinsGained, is: e.is };
    if ('closed' in e) return { kind: 'closed', card: card('closed'), is: e.is };
    return { kind: 'cites', rule: e.cites };
  }

  readQuestion(q: Record<string, string>, path: Path): Question {
    const [key, value] = Object.entries(q)[0];
    const at: Path = [...path, key];
    switch (key) {
      case 'cost': case 'power': case 'lives': case 'wounds': return { kind: 'stat', stat: key, card: this.ref(value, at) };
      case 'coins': return { kind: 'coins', player: value as PlayerId };
      case 'zone': return { kind: 'zone', zone: this.zone(value, at) };
      default: return { kind: key as 'where' | 'controller' | 'owner' | 'markers' | 'effects', card: this.ref(value, at) };
    }
  }
}

/** An expected effect written as in scenarios ("cost +2", "отложенный: wound 2"), in one form. */
function notation(raw: string): string {
  const deferred = /^отложенный:\s*(.*)$/.exec(raw.trim());
  if (deferred) {
    const payload = readDeferred(deferred[1]);
    return payload ? effectNotation({ kind: 'deferred', payload }) : raw.trim();
  }
  const effect = readEffect(raw);
  return effect ? effectNotation(effect) : raw.trim();
}

const slotKey = (slot: Slot) => (slot.kind === 'setup' ? `s${slot.index}` : slot.kind === 'created' ? `c${slot.step}` : `h${slot.player}`);

const isMapping = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The one key of `raw` that names an entry of `table` (an action, an expectation, a question). */
function keyOf(input: YamlInput, raw: unknown, path: Path, table: readonly string[], what: { en: string; ru: string; example: string }): string | InputProblem {
  if (!isMapping(raw)) return input.problem(path, `must be a mapping such as "${what.example}"`, `нужен словарь вида «${what.example}»`);
  const keys = Object.keys(raw);
  const known = keys.filter((k) => table.includes(k));
  if (known.length === 1) return known[0];
  const at = (key: string, message: string, messageRu: string) => ({ ...input.problem(path, message, messageRu), ...input.keyAt(path, key) });
  if (known.length > 1) return at(known[1], `one ${what.en} per step ("${known[0]}" and "${known[1]}")`, `одно ${what.ru} на шаг («${known[0]}» и «${known[1]}»)`);
  const first = keys[0] ?? '';
  return at(first, `unknown ${what.en} "${first}" (known: ${table.join(', ')})`, `неизвестное ${what.ru} «${first}» (известны: ${table.join(', ')})`);
}

const ACTION_KEYS = Object.keys(ACTIONS);
const EXPECTATION_KEYS = Object.keys(EXPECTATIONS);
const QUESTION_KEYS = Object.keys(QUESTIONS);

/** Checks one step by the schema its key names: an action's, each expectation's, the question's. */
function checkStep(input: YamlInput, raw: unknown, path: Path): { ok: true; value: StepInput } | { ok: false; problems: InputProblem[] } {
  const kind = keyOf(input, raw, path, ['expect', 'ask', ...ACTION_KEYS], { en: 'action', ru: 'действие', example: 'play: Кутила' });
  if (typeof kind !== 'string') return { ok: false, problems: [kind] };
  const step = raw as Record<string, unknown>;
  if (kind === 'ask') {
    const extra = Object.keys(step).find((k) => k !== 'ask');
    if (extra) return { ok: false, problems: [{ ...input.problem(path, `an "ask" step has no other keys ("${extra}")`, `в шаге ask других ключей нет («${extra}»)`), ...input.keyAt(path, extra) }] };
    const question = keyOf(input, step.ask, [...path, 'ask'], QUESTION_KEYS, { en: 'question', ru: 'вопрос', example: 'cost: Кутила' });
    if (typeof question !== 'string') return { ok: false, problems: [question] };
  }
  if (kind === 'expect') {
    const problems = expectationPaths(step.expect, [...path, 'expect']).flatMap((at) => {
      const raw = at.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown>)[k], input.data);
      const key = keyOf(input, raw, at, EXPECTATION_KEYS, { en: 'expectation', ru: 'ожидание', example: 'cost: Кутила, is: 6' });
      if (typeof key !== 'string') return [key];
      const checked = checkSchema(EXPECTATIONS[key as keyof typeof EXPECTATIONS], input, at);
      return checked.ok ? [] : checked.problems;
    });
    if (problems.length) return { ok: false, problems };
  }
  const schema = kind === 'expect' ? expectStepSchema : kind === 'ask' ? askStepSchema : ACTIONS[kind as ActionName];
  const checked = checkSchema(schema, input, path);
  return checked.ok ? { ok: true, value: checked.value as StepInput } : checked;
}

/** Where the expectations of an `expect:` value stand: one, a list, or lists keyed by edition. */
function expectationPaths(value: unknown, path: Path): Path[] {
  const each = (v: unknown, at: Path): Path[] => (Array.isArray(v) ? v.map((_, i) => [...at, i]) : [at]);
  if (isMapping(value) && Object.keys(value).length && Object.keys(value).every((k) => k === 'early' || k === 'late')) {
    return Object.keys(value).flatMap((ed) => each(value[ed], [...path, ed]));
  }
  return each(value, path);
}

/** Reads a scenario standing at `root` of a YAML document (a ruling holds one under `scenario`). */
export function readScenario(input: YamlInput, root: Path, catalog: Catalog, options: ReadOptions = {}): ParseResult {
  const frame = checkSchema(scenarioFrameSchema, input, root);
  if (!frame.ok) return { ok: false, errors: frame.problems };
  const f = frame.value;
  const problems: InputProblem[] = [];
  const steps: StepInput[] = [];
  f.steps.forEach((raw, i) => {
    const checked = checkStep(input, raw, [...root, 'steps', i]);
    if (checked.ok) steps.push(checked.value);
    else problems.push(...checked.problems);
  });
  if (problems.length) return { ok: false, errors: problems };

  const edition = options.edition ?? f.edition ?? 'late';
  try {
    const trial = (f.cards ?? []).map((c, i) => {
      const card = toCardDef(c, c.slug ?? `trial-${i + 1}`, true);
      const at = [...root, 'cards', i];
      const wrong = cardProblems(card, input, at);
      if (wrong.length) throw new Stop(wrong);
      if (catalog.byName.has(card.name)) throw new Stop([input.problem([...at, 'name'], `"${card.name}" is already a card of the catalog`, `карта «${card.name}» уже есть в каталоге`)]);
      return card;
    });
    const reader = new ScenarioReader(input, root, extendCatalog(catalog, trial), edition);
    const written = [...root, 'setup'].reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown>)[k], input.data);
    const { heroes, coins } = reader.readSetup(f.setup as Record<string, unknown>, written as Record<string, unknown>);
    reader.preScanCreates(steps);
    const scenario: Scenario = {
      file: input.file,
      id: f.id ?? input.file.split('/').pop()!.replace(/\.ya?ml$/, ''),
      ...(f.title ? { title: f.title } : {}),
      edition,
      rules: f.rules ?? [],
      ...(f.illustrates ? { illustrates: f.illustrates } : {}),
      seed: f.seed ?? 1,
      cards: trial,
      heroes,
      coins,
      setup: reader.setup,
      steps: steps.map((s, i) => reader.readStep(s, i)),
    };
    return { ok: true, scenario, catalog: reader.catalog };
  } catch (e) {
    if (e instanceof Stop) return { ok: false, errors: e.problems };
    throw e;
  }
}

/** Reads a scenario from YAML text or bytes. Never throws on bad input: problems are values. */
export function parseScenario(text: string | Uint8Array, file: string, catalog: Catalog, options: ReadOptions = {}): ParseResult {
  const read = readYaml(file, text);
  if (!read.ok) return { ok: false, errors: read.problems };
  if (read.value.data === null || read.value.data === undefined) {
    return { ok: false, errors: [read.value.problem([], 'empty scenario: "setup" and "steps" are required', 'пустой сценарий: нужны setup и steps')] };
  }
  return readScenario(read.value, [], catalog, options);
}
