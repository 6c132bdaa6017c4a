// Runs an example in the page: fetches the parsed scenario, lets the reader change the setup
// (cards in hand, open coins) and runs it with the embedded engine, step by step. A changed setup
// is a «what if»: its answers are new answers, said beside the book's, never failures.
import { makeCatalog, PLAYER_LETTER, runParsed, type PlayerId, type Scenario } from '../../engine/index.ts';
import type { ExamplePayload } from '../../site/examples.ts';
import { addToHand, isReferenced, removeSetupCard, setOpenCoins, setupChanges } from './scenario-edit.ts';
import { newAnswers, renderSteps, summary } from './step-view.ts';
import { el } from '../shared/dom.ts';

const players: PlayerId[] = ['A', 'B'];
const collator = new Intl.Collator('ru');
const state = new WeakMap<HTMLElement, { payload: ExamplePayload; scenario: Scenario }>();

export async function runExampleBox(box: HTMLElement): Promise<void> {
  let entry = state.get(box);
  if (!entry) {
    // The box names its build's copy of the payload (src/site/data-files.ts): an example's scenario or a ruling's run.
    const address = box.dataset.payload;
    if (!address) throw new Error('пример не назван на странице');
    const response = await fetch(address);
    if (!response.ok) throw new Error(`пример не найден (${response.status})`);
    const payload = (await response.json()) as ExamplePayload;
    entry = { payload, scenario: payload.scenario };
    state.set(box, entry);
  }
  run(box);
}

function run(box: HTMLElement): void {
  const entry = state.get(box)!;
  const result = runParsed(entry.scenario, makeCatalog(entry.payload.cards));
  const changed = entry.scenario !== entry.payload.scenario;
  const steps = box.querySelector('.example-steps');
  const fresh = renderSteps(result, entry.payload.citations, changed, steps?.querySelector('li[id]') != null);
  if (steps) steps.replaceWith(fresh);
  const details = box.querySelector<HTMLDetailsElement>('.example-steps-box');
  if (details) details.open = true;
  const status = box.querySelector<HTMLElement>('.example-status');
  if (status) status.textContent = changed ? newAnswers(result) : summary(result);
  box.dataset.passed = String(result.passed);
  box.dataset.changed = String(changed);
  renderEditor(box);
}

function update(box: HTMLElement, change: (s: Scenario) => Scenario): void {
  const entry = state.get(box)!;
  entry.scenario = change(entry.scenario);
  run(box);
}

function renderEditor(box: HTMLElement): void {
  const editor = box.querySelector<HTMLElement>('.example-editor');
  if (!editor) return;
  const { scenario, payload } = state.get(box)!;
  const changed = scenario !== payload.scenario;
  editor.hidden = false;
  editor.replaceChildren(
    el('p', { class: 'editor-title' }, 'Измените расклад, и движок ответит заново:'),
    changed ? el('p', { class: 'setup-changes' }, `Отличие от примера из правил: ${setupChanges(payload.scenario, scenario).join('; ') || 'нет'}.`) : '',
    ...players.map((player) => playerEditor(box, scenario, player)),
    changed ? el('button', { type: 'button', class: 'reset-example' }, 'Вернуть как было') : '',
  );
  editor.querySelector('.reset-example')?.addEventListener('click', () => update(box, () => payload.scenario));
}

function playerEditor(box: HTMLElement, scenario: Scenario, player: PlayerId): HTMLElement {
  const hand = scenario.setup.map((card, index) => ({ card, index })).filter(({ card }) => card.player === player && card.zone === 'hand');
  const select = el(
    'select',
    { 'aria-label': `Карта в руку игрока ${PLAYER_LETTER[player]}` },
    ...[...payload(box).cards].sort((a, b) => collator.compare(a.name, b.name)).map((c) => el('option', { value: c.name }, c.name)),
  );
  const coins = el('input', {
    type: 'number',
    min: '0',
    max: '99',
    value: String(scenario.coins[player].open),
    'aria-label': `Открытые монеты игрока ${PLAYER_LETTER[player]}`,
    class: 'coins-input',
  });
  coins.addEventListener('change', () => update(box, (s) => setOpenCoins(s, player, Number(coins.value))));
  const add = el('button', { type: 'button', class: 'add-card' }, 'Добавить в руку');
  add.addEventListener('click', () => update(box, (s) => addToHand(s, player, select.value)));
  return el(
    'fieldset',
    { class: 'player-editor', 'data-player': player },
    el('legend', {}, `Игрок ${PLAYER_LETTER[player]}`),
    el('label', {}, 'Открытых монет: ', coins),
    el(
      'ul',
      { class: 'hand-cards' },
      ...hand.map(({ card, index }) => {
        // A card the steps name cannot go: the page says so in words, not only in a tooltip.
        if (isReferenced(scenario, index))
          return el('li', { class: 'hand-card locked' }, card.name, ' ', el('span', { class: 'note' }, '(её называют шаги примера — убрать нельзя)'));
        const remove = el('button', { type: 'button', class: 'remove-card', 'aria-label': `Убрать из руки: ${card.name}` }, '×');
        remove.addEventListener('click', () => update(box, (s) => removeSetupCard(s, index)));
        return el('li', { class: 'hand-card' }, card.name, ' ', remove);
      }),
    ),
    el('span', { class: 'add-row' }, select, ' ', add),
  );
}

function payload(box: HTMLElement): ExamplePayload {
  return state.get(box)!.payload;
}
