// Driving the judge's board by taps alone, as a judge at a table would, from what the engine's
// action records offer: a step of a scenario is matched to the button (and the picks) that make
// it, and each pick is answered by a tap — a card on the board, a zone, an option, a number typed
// into a stepper. Every tap lands on a control that is on screen and not covered.
import { expect } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import {
  cardActions,
  cardQuestions,
  playerActions,
  playerQuestions,
  ZONE_WORDS,
  type BoardAction,
  type CardDef,
  type Pick,
  type PlayerId,
  type StateView,
  type ZoneName,
} from '../../src/engine/index.ts';

const phoneSize = { width: 360, height: 740 };

/** A touch phone for the tests of a file, opened before them and closed after (service workers
 *  kept out, so that each page is the built site as it is). */
export function touchPhone(): () => BrowserContext {
  let browser: Browser;
  let phone: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await browser.newContext({ viewport: phoneSize, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  });
  afterAll(async () => {
    await phone?.close();
    await browser?.close();
  });
  return () => phone;
}
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);
const playerWord = (p: PlayerId) => `игрок ${p === 'A' ? 'А' : 'Б'}`;

/**
 * Taps a control as a finger would: scrolled into view, inside the viewport, and the element at
 * the tap point is the control (or inside it), not a sticky bar or anything else over it.
 */
export async function tap(control: Locator): Promise<void> {
  // A tap waits, as a judge's eye would, for the board the engine is still drawing.
  await expect.poll(() => control.page().locator('.board[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, 'the control is drawn').not.toBeNull();
  const page = control.page();
  const view = page.viewportSize()!;
  const x = box!.x + box!.width / 2;
  const y = box!.y + Math.min(box!.height / 2, 20);
  expect(y, 'the tap point is on screen').toBeGreaterThanOrEqual(0);
  expect(y, 'the tap point is on screen').toBeLessThanOrEqual(view.height);
  const covered = await control.evaluate(
    (el, [px, py]) => {
      const top = document.elementFromPoint(px, py);
      return top && (el === top || el.contains(top)) ? null : `${top?.tagName}.${top?.className} covers it`;
    },
    [x, y],
  );
  expect(covered, (await control.textContent()) ?? undefined).toBeNull();
  await page.touchscreen.tap(x, y);
}

/** Unfolds a part of a card's panel («more»: «Ещё», «setup»: the starting position) by a tap,
 *  when `control` waits folded inside it. */
export async function unfold(panel: Locator, control: Locator, part: 'more' | 'setup'): Promise<void> {
  if (await control.isVisible()) return;
  const fold = panel.locator(`details.panel-${part}`);
  if ((await fold.getAttribute('open')) === null) await tap(fold.locator('summary'));
  await expect.poll(() => control.isVisible(), { timeout: 15_000 }).toBe(true);
}

/** Whether an element lies wholly within the visible part of the screen, clear of the sticky bar. */
export async function inView(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const page = target.page();
  const bar = await page.locator('.timeline-nav').boundingBox();
  const bottom = bar ? bar.y : page.viewportSize()!.height;
  return box.y >= 0 && box.y + Math.min(box.height, 120) <= bottom;
}

export class Table {
  constructor(readonly page: Page) {}

  steps = () => this.page.locator('.steps > li').count();
  card = (id: number) => this.page.locator(`button.card[data-card="${id}"]`);
  answer = () => this.page.locator('.now-body .answer, .now-body .step-message').first();

  /** Puts a card of the catalog on the table, in the starting position. */
  async put(name: string, player: PlayerId, zone: ZoneName): Promise<void> {
    const search = this.page.locator('.card-search');
    await search.scrollIntoViewIfNeeded();
    await search.fill(name);
    await tap(
      this.page
        .locator('.card-choice', { hasText: name })
        .filter({ hasText: new RegExp(`^${name}$`) })
        .first(),
    );
    await tap(this.page.locator('.add-zone-buttons button', { hasText: `${capital(ZONE_WORDS[zone].into)} — ${playerWord(player)}` }));
    await expect.poll(() => inView(this.page.locator('.add-status'))).toBe(true);
  }

  /** Opens a card's panel (or keeps it open). */
  async open(id: number): Promise<Locator> {
    const button = this.card(id);
    await poll(() => button.count()).toBe(1);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await tap(button);
    await poll(() => button.getAttribute('aria-expanded')).toBe('true');
    return this.page.locator('.card-item.open .card-panel');
  }

  async openPlayer(p: PlayerId): Promise<Locator> {
    const toggle = this.page.locator(`[data-player="${p}"] .player-toggle`);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await tap(toggle);
    await poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    return this.page.locator(`[data-player="${p}"] > .card-panel`);
  }

  /** Taps a button of a panel (unfolding «Ещё» first when it waits there) and answers its picks; waits for the new step. */
  async make(panel: Locator, offer: BoardAction, answers: Answer[]): Promise<void> {
    const before = await this.steps();
    const control = panel
      .locator('button', { hasText: offer.label })
      .filter({ hasText: new RegExp(`^${escapeRegExp(offer.label)}$`) })
      .first();
    await unfold(panel, control, 'more');
    await tap(control);
    for (const answer of answers) await this.answerPick(panel, answer);
    await poll(() => this.steps()).toBe(before + 1);
    // The answer is where the judge looks, clear of the bar.
    await expect.poll(() => inView(this.answer())).toBe(true);
  }

  private async answerPick(panel: Locator, a: Answer): Promise<void> {
    const pick = panel.locator('.pick');
    await poll(() => pick.count()).toBe(1);
    await expect.poll(() => inView(pick.locator('.panel-title'))).toBe(true);
    const button = (text: string) =>
      pick
        .locator('button')
        .filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) })
        .first();
    switch (a.kind) {
      case 'count':
        await pick.locator('input[type="number"]').fill(String(a.value));
        return tap(button('Готово'));
      case 'zone':
        return tap(pick.locator(`button[data-zone="${a.zone}"]`));
      case 'card':
        // Tapped on the board itself, where the pick marks the cards it may name.
        await poll(() => this.card(a.id).getAttribute('class')).toContain('pickable');
        return tap(this.card(a.id));
      case 'button':
        return tap(button(a.text));
      case 'type':
        await pick.locator(a.field).fill(a.value);
        return;
      case 'select':
        await pick.locator(`select[aria-label="${a.label}"]`).selectOption(a.value);
        return;
    }
  }

  /** Asks a question from a panel; the answer's value as the engine gives it. */
  async ask(panel: Locator, question: BoardAction): Promise<unknown> {
    await this.make(panel, question, []);
    const answer = this.page.locator('.now-body .answer');
    await poll(() => answer.count()).toBe(1);
    return JSON.parse((await answer.getAttribute('data-value'))!);
  }
}

/** One answer to a pick, by tap: a number typed, a zone, a card on the board, a button, a field. */
export type Answer =
  | { kind: 'count'; value: number }
  | { kind: 'zone'; zone: string }
  | { kind: 'card'; id: number }
  | { kind: 'button'; text: string }
  | { kind: 'type'; field: string; value: string }
  | { kind: 'select'; label: string; value: string };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---- from a step to the taps that make it ------------------------------------------------------------

/** A card of the picture by its id, with where it lies. */
export function placeOf(state: StateView, id: number): { zone: ZoneName | 'hero'; controller: PlayerId; owner: PlayerId; name: string } | null {
  for (const p of ['A', 'B'] as PlayerId[]) {
    const hero = state.players[p].hero;
    if (hero.id === id) return { zone: 'hero', controller: hero.controller, owner: hero.owner, name: hero.name };
    for (const [zone, cards] of Object.entries(state.players[p].zones) as [ZoneName, StateView['players']['A']['zones']['hand']][]) {
      const card = cards.find((c) => c.id === id);
      if (card) return { zone, controller: card.controller, owner: card.owner, name: card.name };
    }
  }
  return null;
}

const token = (id: number) => `@${id}`;
const idOf = (value: unknown) => (typeof value === 'string' && value.startsWith('@') ? Number(value.slice(1)) : null);

/** An effect as the board's effect form takes it: what changes, how, by how much. */
function effectAnswers(text: string): Answer[] {
  const amount = /^(wound|heal)\s+(\d+)$/.exec(text);
  if (amount)
    return [
      { kind: 'select', label: 'Что меняется', value: amount[1] },
      { kind: 'type', field: 'input[type="number"]', value: amount[2] },
      { kind: 'button', text: 'Готово' },
    ];
  const stat = /^(cost|power|lives)\s*([+\-*/=])\s*(\d+)$/.exec(text);
  if (stat)
    return [
      { kind: 'select', label: 'Что меняется', value: stat[1] },
      { kind: 'select', label: 'Как', value: stat[2] },
      { kind: 'type', field: 'input[type="number"]', value: stat[3] },
      { kind: 'button', text: 'Готово' },
    ];
  const named = /^(.*?)(?:\s+(\d+))?$/.exec(text)!;
  return [
    { kind: 'select', label: 'Что меняется', value: 'named' },
    { kind: 'type', field: 'input[type="text"]', value: named[1] },
    { kind: 'type', field: 'input[type="number"]', value: named[2] ?? '0' },
    { kind: 'button', text: 'Готово' },
  ];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const without = (step: Record<string, unknown>, keys: string[]) => Object.fromEntries(Object.entries(step).filter(([k]) => !keys.includes(k)));

/**
 * The taps that make `want` (a step whose card references are written `@id`) from `offer`, or null
 * when this button cannot make it. Picks are answered in order, each from the step's own fields.
 */
export function solve(offer: BoardAction, want: Record<string, unknown>): Answer[] | null {
  const step: Record<string, unknown> = structuredClone(offer.step);
  const answers: Answer[] = [];
  for (const pick of offer.picks) {
    const got = fill(pick, step, want);
    if (!got) return null;
    answers.push(...got);
  }
  // `illegal` is what the test checks afterwards; a step naming the active player is the same step.
  return same(sorted(step), sorted(without(want, ['illegal']))) ? answers : null;
}

const sorted = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

function fill(pick: Pick, step: Record<string, unknown>, want: Record<string, unknown>): Answer[] | null {
  switch (pick.kind) {
    case 'count':
      if (typeof want[pick.field] !== 'number') return null;
      step[pick.field] = want[pick.field];
      return [{ kind: 'count', value: want[pick.field] as number }];
    case 'zone':
      if (!pick.zones.includes(want[pick.field] as string)) return null;
      step[pick.field] = want[pick.field];
      return [{ kind: 'zone', zone: want[pick.field] as string }];
    case 'target': {
      const wanted = want[pick.field];
      const list = Array.isArray(wanted) ? wanted : wanted === undefined ? [] : [wanted];
      const have = Array.isArray(step[pick.field]) ? (step[pick.field] as unknown[]).length : 0;
      const next = list[pick.list ? have : 0];
      if (next === undefined) return pick.skip ? [{ kind: 'button', text: pick.skip }] : null;
      if (pick.list) step[pick.field] = [...((step[pick.field] as unknown[]) ?? []), next];
      else step[pick.field] = next;
      return [{ kind: 'card', id: idOf(next)! }];
    }
    case 'more': {
      const wanted = (Array.isArray(want[pick.field]) ? want[pick.field] : [want[pick.field]]) as string[];
      const held = step[pick.field] as string[];
      if (!same(wanted.slice(0, held.length), held)) return null;
      step[pick.field] = wanted;
      return [...wanted.slice(held.length).map((ref): Answer => ({ kind: 'card', id: idOf(ref)! })), { kind: 'button', text: 'Готово' }];
    }
    case 'marker': {
      const name = want[pick.field];
      if (typeof name !== 'string') return null;
      step[pick.field] = name;
      return pick.known.includes(name)
        ? [{ kind: 'button', text: `«${name}»` }]
        : [
            { kind: 'type', field: 'input[type="text"]', value: name },
            { kind: 'button', text: 'Положить' },
          ];
    }
    case 'effect':
    case 'deferred':
      if (typeof want[pick.field] !== 'string') return null;
      step[pick.field] = want[pick.field];
      return effectAnswers(want[pick.field] as string);
    case 'name':
      if (typeof want[pick.field] !== 'string') return null;
      step[pick.field] = want[pick.field];
      return [
        { kind: 'type', field: 'input[type="search"]', value: want[pick.field] as string },
        { kind: 'button', text: want[pick.field] as string },
      ];
    case 'choice': {
      // The option whose fields the step holds, the one that sets the most of them first.
      const fits = pick.options
        .filter((o) => Object.entries(o.set).every(([k, v]) => same(want[k], v)))
        .sort((a, b) => Object.keys(b.set).length - Object.keys(a.set).length);
      if (!fits.length) return null;
      Object.assign(step, fits[0].set);
      return [{ kind: 'button', text: fits[0].label }];
    }
    case 'chain': {
      const choose = want.choose as number[] | undefined;
      if (!choose || choose.length !== pick.times) return null;
      const targets = [...((want.targets as string[] | undefined) ?? [])];
      const out: Answer[] = [];
      const used: string[] = [];
      for (const i of choose) {
        const option = pick.options[i];
        out.push({ kind: 'button', text: capital(option.label) });
        if (!option.target) continue;
        const next = targets.shift();
        if (next === undefined) out.push({ kind: 'button', text: 'Без цели' });
        else {
          used.push(next);
          out.push({ kind: 'card', id: idOf(next)! });
        }
      }
      step.choose = choose;
      if (used.length) step.targets = used;
      return out;
    }
  }
}

/** What the board offers a card where it lies in a picture (the engine's records, as the worker has them). */
export function offersFor(state: StateView, id: number, zones: readonly ZoneName[], card: CardDef | undefined): BoardAction[] {
  const where = placeOf(state, id)!;
  const place = { ...where, active: state.active, zones, card };
  return [...cardQuestions(where.zone, token(id)), ...cardActions(place, token(id))];
}

export function playerOffers(p: PlayerId, state: StateView, zones: readonly ZoneName[]): BoardAction[] {
  return [...playerQuestions(p, zones), ...playerActions(p, state.active, zones)];
}

export { token };
