// The two steps that act on nothing: `ask` (a question the engine answers) and `expect` (what
// must hold). Each is read here from what its schema checked (schema/scenario.ts), labelled in
// Russian, and — for `ask` — offered by the judge's board for a card where it lies or a player.
// Answering and checking are ask.ts and expect.ts.
import { isMapping, type Path } from '../../input/index.ts';
import { effectNotation, readDeferred, readEffect } from '../schema/effect-text.ts';
import type { AskInput, ExpectationInput, ExpectInput } from '../schema/scenario.ts';
import type { PlayerId, ZoneName } from '../types.ts';
import type { BoardAction } from '../actions/table.ts';
import { player, STAT_WORDS, ZONE_WORDS } from '../words.ts';
import { zoneLabel, type Reading } from './book.ts';
import { byEdition } from './steps.ts';
import type { CardRef, Checks, Expectation, ListItem, Question, Step } from './types.ts';

// ---- expectations ---------------------------------------------------------------------------------

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

function listItems(r: Reading, raw: string[], path: Path): ListItem[] {
  return raw.map((name, i) =>
    r.seats.some((s) => s.alias === name) || /#\d+$/.test(name)
      ? { kind: 'card', slot: r.find(name, [...path, i]).slot, label: name }
      : { kind: 'name', name: r.card(name, [...path, i]).name },
  );
}

function readExpectation(r: Reading, e: ExpectationInput, path: Path): Expectation {
  const at = (key: string): Path => [...path, key];
  if ('cost' in e) return { kind: 'stat', stat: 'cost', card: r.ref(e.cost, at('cost')), is: e.is };
  if ('power' in e) return { kind: 'stat', stat: 'power', card: r.ref(e.power, at('power')), is: e.is };
  if ('lives' in e) return { kind: 'stat', stat: 'lives', card: r.ref(e.lives, at('lives')), is: e.is };
  if ('wounds' in e) return { kind: 'stat', stat: 'wounds', card: r.ref(e.wounds, at('wounds')), is: e.is };
  if ('where' in e) return { kind: 'where', card: r.ref(e.where, at('where')), is: r.zone(e.is, at('is')) };
  if ('zone' in e) {
    if (e.is === undefined && e.has === undefined && e.lacks === undefined && e.count === undefined)
      r.fail(path, '"zone" needs is, has, lacks or count', 'для zone нужен is, has, lacks или count');
    return {
      kind: 'zone',
      zone: r.zone(e.zone, at('zone')),
      ...(e.is ? { is: listItems(r, e.is, at('is')) } : {}),
      ...(e.has ? { has: listItems(r, e.has, at('has')) } : {}),
      ...(e.lacks ? { lacks: listItems(r, e.lacks, at('lacks')) } : {}),
      ...(e.count !== undefined ? { count: e.count } : {}),
    };
  }
  if ('coins' in e) {
    if (e.is === undefined && e.open === undefined) r.fail(path, '"coins" needs is or open', 'для coins нужен is или open');
    return { kind: 'coins', player: e.coins, ...(e.is !== undefined ? { is: e.is } : {}), ...(e.open !== undefined ? { open: e.open } : {}) };
  }
  if ('controller' in e) return { kind: 'side', which: 'controller', card: r.ref(e.controller, at('controller')), is: e.is };
  if ('owner' in e) return { kind: 'side', which: 'owner', card: r.ref(e.owner, at('owner')), is: e.is };
  if ('markers' in e) return { kind: 'markers', card: r.ref(e.markers, at('markers')), is: e.is };
  if ('effects' in e) return { kind: 'effects', card: r.ref(e.effects, at('effects')), is: e.is.map(notation) };
  if ('shuffles' in e) return { kind: 'counter', which: 'shuffles', player: e.shuffles, is: e.is };
  if ('coinsLost' in e) return { kind: 'counter', which: 'coinsLost', player: e.coinsLost, is: e.is };
  if ('coinsGained' in e) return { kind: 'counter', which: 'coinsGained', player: e.coinsGained, is: e.is };
  if ('closed' in e) return { kind: 'closed', card: r.ref(e.closed, at('closed')), is: e.is };
  return { kind: 'cites', rule: e.cites };
}

const COUNTERS = { shuffles: 'перемешиваний колоды', coinsLost: 'потеряно монет', coinsGained: 'получено монет' };
const QUESTION_COUNTERS = {
  shuffles: (p: PlayerId) => `Сколько раз перемешана колода ${player(p, 'gen')}?`,
  coinsGained: (p: PlayerId) => `Сколько монет получил ${player(p)} за ход?`,
  coinsLost: (p: PlayerId) => `Сколько монет потерял ${player(p)} за ход?`,
};
const closedWord = (card: CardRef) => ({ masculine: 'закрыт', feminine: 'закрыта', neuter: 'закрыто' })[card.gender];

/** What an expectation looks at, in words: «стоимость Кутилы», «Кутила закрыт». */
export function expectationWhat(e: Expectation): string {
  switch (e.kind) {
    case 'stat':
      return e.stat === 'wounds' ? `раны ${e.card.forms.gen}` : `${STAT_WORDS[e.stat]} ${e.card.forms.gen}`;
    case 'where':
      return `где ${e.card.forms.nom}`;
    case 'side':
      return e.which === 'owner' ? `владелец ${e.card.forms.gen}` : `кто контролирует ${e.card.forms.acc}`;
    case 'markers':
      return `маркеры на ${e.card.forms.prep}`;
    case 'effects':
      return `эффекты на ${e.card.forms.prep}`;
    case 'closed':
      return `${e.card.forms.nom} ${closedWord(e.card)}`;
    case 'zone':
      return zoneLabel(e.zone);
    case 'coins':
      return `монеты ${player(e.player, 'gen')}`;
    case 'counter':
      return `${COUNTERS[e.which]} (${player(e.player)})`;
    case 'cites':
      return 'ссылка на правило';
  }
}

/** Reads an `expect:` step: one expectation, a list, or lists keyed by edition. */
export function readExpect(r: Reading, raw: ExpectInput['expect'], i: number, editions: readonly string[]): Step {
  const path: Path = ['steps', i, 'expect'];
  const list = (value: unknown, at: Path): Checks => {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    return items.flatMap((e, n) => {
      const p = Array.isArray(value) ? [...at, n] : at;
      return isExpectation(e) ? [{ e: readExpectation(r, e, p), pos: r.at(p) }] : [];
    });
  };
  const pos = r.at(['steps', i]);
  if (!byEdition(raw, editions)) {
    const expectations = list(raw, path);
    return { kind: 'expect', expectations, label: expectLabel(expectations), pos };
  }
  const keyed: Record<string, Checks> = {};
  for (const [ed, value] of Object.entries(raw)) keyed[ed] = list(value, [...path, ed]);
  return { kind: 'expect', expectations: [], byEdition: keyed, label: expectLabel(Object.values(keyed).flat()), pos };
}

/** The schema checked the shape; this tells the type system so. */
const isExpectation = (e: unknown): e is ExpectationInput => isMapping(e);

const expectLabel = (checks: Checks) => `Проверить: ${[...new Set(checks.map(({ e }) => expectationWhat(e)))].join('; ')}`;

// ---- questions ------------------------------------------------------------------------------------

export function questionLabel(q: Question): string {
  switch (q.kind) {
    case 'stat':
      return {
        cost: `Сколько стоит ${q.card.forms.nom}?`,
        power: `Какой удар у ${q.card.forms.gen}?`,
        lives: `Сколько жизней у ${q.card.forms.gen}?`,
        wounds: `Сколько ран у ${q.card.forms.gen}?`,
      }[q.stat];
    case 'where':
      return `Где ${q.card.forms.nom}?`;
    case 'controller':
      return `Кто контролирует ${q.card.forms.acc}?`;
    case 'owner':
      return `Кто владелец ${q.card.forms.gen}?`;
    case 'markers':
      return `Какие маркеры на ${q.card.forms.prep}?`;
    case 'effects':
      return `Какие эффекты на ${q.card.forms.prep}?`;
    case 'coins':
      return `Сколько монет у ${player(q.player, 'gen')}?`;
    case 'zone':
      return `Что лежит ${ZONE_WORDS[q.zone.zone].in} ${player(q.zone.player, 'gen')}?`;
    case 'closed':
      return `${q.card.forms.nom} ${closedWord(q.card)}?`;
    case 'counter':
      return QUESTION_COUNTERS[q.which](q.player);
  }
}

/** Reads an `ask:` step (its one key checked by the schema). */
export function readAsk(r: Reading, v: AskInput, i: number): Step {
  const q = v.ask;
  const at = (key: string): Path => ['steps', i, 'ask', key];
  const question: Question =
    'cost' in q
      ? { kind: 'stat', stat: 'cost', card: r.ref(q.cost, at('cost')) }
      : 'power' in q
        ? { kind: 'stat', stat: 'power', card: r.ref(q.power, at('power')) }
        : 'lives' in q
          ? { kind: 'stat', stat: 'lives', card: r.ref(q.lives, at('lives')) }
          : 'wounds' in q
            ? { kind: 'stat', stat: 'wounds', card: r.ref(q.wounds, at('wounds')) }
            : 'where' in q
              ? { kind: 'where', card: r.ref(q.where, at('where')) }
              : 'controller' in q
                ? { kind: 'controller', card: r.ref(q.controller, at('controller')) }
                : 'owner' in q
                  ? { kind: 'owner', card: r.ref(q.owner, at('owner')) }
                  : 'markers' in q
                    ? { kind: 'markers', card: r.ref(q.markers, at('markers')) }
                    : 'effects' in q
                      ? { kind: 'effects', card: r.ref(q.effects, at('effects')) }
                      : 'coins' in q
                        ? { kind: 'coins', player: q.coins }
                        : 'closed' in q
                          ? { kind: 'closed', card: r.ref(q.closed, at('closed')) }
                          : 'shuffles' in q
                            ? { kind: 'counter', which: 'shuffles', player: q.shuffles }
                            : 'coinsGained' in q
                              ? { kind: 'counter', which: 'coinsGained', player: q.coinsGained }
                              : 'coinsLost' in q
                                ? { kind: 'counter', which: 'coinsLost', player: q.coinsLost }
                                : { kind: 'zone', zone: r.zone(q.zone, at('zone')) };
  return { kind: 'ask', question, label: questionLabel(question), pos: r.at(['steps', i]) };
}

// ---- on the judge's board -------------------------------------------------------------------------

const ANYWHERE = ['hand', 'deck', 'graveyard', 'supply', 'play', 'hero'] as const;

/** The questions about a card, and where it must lie for each to make sense. */
const CARD_QUESTIONS: { label: string; key: string; at: readonly (ZoneName | 'hero')[] }[] = [
  { label: 'Сколько стоит?', key: 'cost', at: ['hand', 'deck', 'graveyard', 'supply', 'play'] },
  { label: 'Какой удар?', key: 'power', at: ANYWHERE },
  { label: 'Сколько жизней?', key: 'lives', at: ANYWHERE },
  { label: 'Сколько ран?', key: 'wounds', at: ['play', 'hero'] },
  { label: 'Где карта?', key: 'where', at: ANYWHERE },
  { label: 'Кто контролирует?', key: 'controller', at: ANYWHERE },
  { label: 'Кто владелец?', key: 'owner', at: ANYWHERE },
  { label: 'Закрыта ли?', key: 'closed', at: ['play', 'hero'] },
  { label: 'Какие маркеры?', key: 'markers', at: ANYWHERE },
  { label: 'Какие эффекты?', key: 'effects', at: ANYWHERE },
];

const asking = (label: string, ask: Record<string, string>): BoardAction => ({ action: 'ask', label, step: { ask }, picks: [] });

/** The questions the board offers about the card named `ref` where it lies, each as the step that asks it. */
export const cardQuestions = (zone: ZoneName | 'hero', ref: string): BoardAction[] =>
  CARD_QUESTIONS.filter((q) => q.at.includes(zone)).map(({ label, key }) => asking(label, { [key]: ref }));

/** The questions about a player: coins, what each zone of the edition holds, the deck's shuffles, coins gained and lost this turn. */
export const playerQuestions = (p: PlayerId, zones: readonly ZoneName[]): BoardAction[] => [
  asking('Сколько монет?', { coins: p }),
  ...zones.map((z) => asking(`Что ${ZONE_WORDS[z].in}?`, { zone: `${p}.${z}` })),
  asking('Сколько раз перемешана колода?', { shuffles: p }),
  asking('Сколько монет получено за ход?', { coinsGained: p }),
  asking('Сколько монет потеряно за ход?', { coinsLost: p }),
];
