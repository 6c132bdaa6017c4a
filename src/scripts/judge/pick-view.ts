// What the judge picks before a step is made, as the engine's action record asks for it (its
// `picks`): a number by a stepper that takes a typed one, a zone, a card tapped on the board (or
// chosen from a list), more cards in the order tapped, a marker, an effect, a deferred effect, a
// card of the catalog, one of a few options, or a constructor's chain with its targets (522).
import { ZONE_WORDS, type BoardAction, type Pick, type PlayerId, type ZoneName } from '../../engine/index.ts';
import { capital, playerName } from './board-view.ts';
import { findCards, type Findable } from './card-picker.ts';
import { button, MAX, stepper } from './controls.ts';
import { el } from '../shared/dom.ts';

export type Step = Record<string, unknown>;

/** A card the judge may pick: its id on the board, its name there, how a step names it. */
export interface Candidate {
  id: number;
  label: string;
  ref: string;
}

export interface PickHost {
  /** The cards a pick may name: the opponent's hero and play zone, any card in play or a hero, or other cards in play. */
  candidates(among: 'opponent' | 'any' | 'more'): Candidate[];
  /** While a card is to be tapped on the board: the cards that may be; returns how to stop. */
  tapOnBoard(ids: number[], tapped: (id: number) => void): () => void;
  /** The catalog and the situation's trial cards, for a card picked by name. */
  cards: Findable[];
  /** Brings a part of the page into view above the sticky bar. */
  reveal(node: HTMLElement): void;
}

const STATS = [
  ['cost', 'стоимость'],
  ['power', 'удар'],
  ['lives', 'жизни'],
] as const;
const OPS = [
  ['+', '+'],
  ['-', '−'],
  ['*', '×'],
  ['/', '÷'],
  ['=', '='],
] as const;

function select(label: string, options: readonly (readonly [string, string])[]): HTMLSelectElement {
  return el('select', { 'aria-label': label }, ...options.map(([value, text]) => el('option', { value }, text)));
}

/** An effect as scenarios write it: a value's change («cost *2», «cost =5»), or a named effect («Инкарнация 2»). */
function effectForm(deferred: boolean, put: (text: string) => void): HTMLElement {
  const kinds = [
    ...(deferred
      ? ([
          ['wound', 'нанести раны'],
          ['heal', 'излечить'],
        ] as const)
      : []),
    ...STATS,
    ...(deferred ? [] : ([['named', 'именной эффект']] as const)),
  ];
  const kind = select('Что меняется', kinds);
  const op = select('Как', OPS);
  let amount = 1;
  const name = el('input', { type: 'text', 'aria-label': 'Название эффекта', placeholder: 'Инкарнация', hidden: '' });
  const sync = () => {
    op.hidden = kind.value === 'wound' || kind.value === 'heal' || kind.value === 'named';
    name.hidden = kind.value !== 'named';
  };
  kind.addEventListener('change', sync);
  sync();
  const form = el(
    'form',
    { class: 'pick-row' },
    kind,
    op,
    name,
    stepper('Сколько', amount, 0, (n) => (amount = n)),
    el('button', { type: 'submit' }, 'Готово'),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (kind.value === 'named') {
      if (name.value.trim()) put(amount ? `${name.value.trim()} ${amount}` : name.value.trim());
    } else if (kind.value === 'wound' || kind.value === 'heal') put(`${kind.value} ${amount}`);
    else if (!(op.value === '/' && amount === 0)) put(`${kind.value} ${op.value}${amount}`);
  });
  return form;
}

const zoneText = (ref: string) => {
  const [player, zone] = ref.split('.') as [PlayerId, ZoneName];
  return `${capital(ZONE_WORDS[zone].into)} (${playerName(player)})`;
};

/** What a pick's controls need of the run they are part of. */
interface PickUi {
  step: Step;
  host: PickHost;
  show(title: string, ...controls: (HTMLElement | false)[]): void;
  chooseCard(title: string, among: 'opponent' | 'any' | 'more', then: (ref: string | null) => void, skip?: string, chosen?: string[]): void;
  add(field: string, ref: string, list: boolean): void;
}

function askCount({ step, show }: PickUi, pick: Extract<Pick, { kind: 'count' }>, done: () => void): void {
  let n = pick.start;
  const submit = () => {
    step[pick.field] = n;
    done();
  };
  const row = el(
    'form',
    { class: 'pick-row' },
    stepper(pick.title, n, pick.min, (v) => (n = v)),
    el('button', { type: 'submit' }, 'Готово'),
  );
  row.addEventListener('submit', (e) => {
    e.preventDefault();
    // A typed number not yet applied (no Enter, no leaving the field) counts too.
    const typed = Number(row.querySelector('input')!.value);
    if (Number.isFinite(typed)) n = Math.max(pick.min, Math.min(MAX, Math.round(typed)));
    submit();
  });
  return show(pick.title, row);
}

function askMarker({ step, show }: PickUi, pick: Extract<Pick, { kind: 'marker' }>, done: () => void): void {
  const input = el('input', { type: 'text', 'aria-label': 'Другой маркер' });
  const put = (marker: string) => ((step[pick.field] = marker), done());
  const form = el('form', { class: 'pick-row' }, ...pick.known.map((m) => button(`«${m}»`, () => put(m))), input, el('button', { type: 'submit' }, 'Положить'));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (input.value.trim()) put(input.value.trim());
  });
  return show(pick.title, form);
}

function askName({ step, show, host }: PickUi, pick: Extract<Pick, { kind: 'name' }>, done: () => void): void {
  const input = el('input', { type: 'search', 'aria-label': 'Имя карты', autocomplete: 'off' });
  const found = el('div', { class: 'pick-row' });
  const list = () =>
    found.replaceChildren(
      ...findCards(host.cards, input.value)
        .slice(0, 12)
        .map((c) => button(c.name, () => ((step[pick.field] = c.name), done()))),
    );
  input.addEventListener('input', list);
  list();
  return show(pick.title, input, found);
}

function askChain({ step, show, chooseCard }: PickUi, pick: Extract<Pick, { kind: 'chain' }>, done: () => void): void {
  const choose: number[] = [];
  const targets: string[] = [];
  const round = () => {
    if (choose.length === pick.times) {
      step.choose = choose;
      if (targets.length) step.targets = targets;
      return done();
    }
    show(
      `${pick.title}: выбор ${choose.length + 1} из ${pick.times}`,
      el(
        'div',
        { class: 'pick-row' },
        ...pick.options.map((o, i) =>
          button(capital(o.label), () => {
            choose.push(i);
            if (!o.target) return round();
            chooseCard(
              `цель для «${o.label}»`,
              'any',
              (ref) => {
                if (ref !== null) targets.push(ref);
                round();
              },
              'Без цели',
            );
          }),
        ),
      ),
    );
  };
  return round();
}

/** Asks one pick in the part of the panel the picks run in, and fills it into the step. */
function ask(ui: PickUi, pick: Pick, done: () => void): void {
  const { step, show, chooseCard, add } = ui;
  switch (pick.kind) {
    case 'count':
      return askCount(ui, pick, done);
    case 'zone':
      return show(
        pick.title,
        el('div', { class: 'pick-row' }, ...pick.zones.map((z) => button(zoneText(z), () => ((step[pick.field] = z), done()), { 'data-zone': z }))),
      );
    case 'target':
      return chooseCard(
        pick.title,
        pick.among,
        (ref) => {
          if (ref !== null) add(pick.field, ref, !!pick.list);
          done();
        },
        pick.skip,
      );
    case 'more': {
      const again = () =>
        chooseCard(
          pick.title,
          'more',
          (ref) => {
            if (ref === null) return done();
            add(pick.field, ref, true);
            again();
          },
          'Готово',
          step[pick.field] as string[],
        );
      return again();
    }
    case 'marker':
      return askMarker(ui, pick, done);
    case 'effect':
    case 'deferred':
      return show(
        pick.title,
        effectForm(pick.kind === 'deferred', (text) => ((step[pick.field] = text), done())),
      );
    case 'name':
      return askName(ui, pick, done);
    case 'choice':
      return show(pick.title, el('div', { class: 'pick-row' }, ...pick.options.map((o) => button(o.label, () => (Object.assign(step, o.set), done())))));
    case 'chain':
      return askChain(ui, pick, done);
  }
}

/**
 * Runs the picks of `action` one after another in `box`, then hands over the step they filled
 * in; «Отмена» leaves without a step.
 */
export function runPicks(box: HTMLElement, action: BoardAction, host: PickHost, finish: (step: Step) => void, cancel: () => void): void {
  const step: Step = structuredClone(action.step);
  let stopTap: (() => void) | null = null;
  const name = action.label.replace(/…$/, '');
  const add = (field: string, ref: string, list: boolean) => {
    if (!list) return void (step[field] = ref);
    const held = step[field];
    step[field] = [...(Array.isArray(held) ? held : []), ref];
  };

  /** Shows one part of a pick: its title, its controls, «Отмена». */
  const show = (title: string, ...controls: (HTMLElement | false)[]) => {
    stopTap?.();
    stopTap = null;
    const form = el(
      'div',
      { class: 'pick', role: 'group', 'aria-label': title },
      el('p', { class: 'panel-title' }, `${name}: ${title}`),
      ...controls.filter((c): c is HTMLElement => c !== false),
      button('Отмена', leave, { class: 'secondary' }),
    );
    box.replaceChildren(form);
    host.reveal(form);
    form.querySelector<HTMLElement>('input, select, button')?.focus();
  };
  const leave = () => {
    stopTap?.();
    cancel();
  };

  /** A card tapped on the board or chosen from the list; `skip` offers none. */
  const chooseCard = (title: string, among: 'opponent' | 'any' | 'more', then: (ref: string | null) => void, skip?: string, chosen: string[] = []) => {
    const list = host.candidates(among).filter((c) => !chosen.includes(c.ref));
    const pickOf = (c: Candidate) => () => then(c.ref);
    show(
      title,
      el('p', { class: 'note' }, list.length ? 'Коснитесь карты на столе или выберите здесь:' : 'Подходящих карт на столе нет.'),
      el(
        'div',
        { class: 'pick-row' },
        ...list.map((c) => button(c.label, pickOf(c), { 'data-ref': c.ref })),
        ...(skip ? [button(skip, () => then(null), { class: 'secondary' })] : []),
      ),
    );
    stopTap = host.tapOnBoard(
      list.map((c) => c.id),
      (id) => then(list.find((c) => c.id === id)!.ref),
    );
  };

  const next = (i: number): void => {
    if (i === action.picks.length) {
      stopTap?.();
      return finish(step);
    }
    ask({ step, host, show, chooseCard, add }, action.picks[i], () => next(i + 1));
  };
  next(0);
}
