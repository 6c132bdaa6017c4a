// Every ruling in content/rulings rebuilt on the judge's board by taps alone, on a 360 × 740
// touch phone, under each edition it is checked in: its starting position card by card, each of
// its steps by the button and picks the engine's action records offer for it, and each of its
// expectations asked as a question — the engine's answers on the board must be the ruling's. A
// trial card a ruling describes for itself comes with the table (a link carrying the ruling's
// `cards` and edition, nothing else): a judge brings such a card, the board cannot invent it.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { parse } from 'yaml';
import { anchorLabel } from '../../src/routes/index.ts';
import {
  effectNotation,
  readEffect,
  runParsed,
  type CardDef,
  type Expectation,
  type PlayerId,
  type Scenario,
  type StateView,
  type ZoneName,
} from '../../src/engine/index.ts';
import type { RulingCheck } from '../../src/content-files/index.ts';
import { graph, ROOT as root } from '../content-graph.ts';
import { baseUrl } from './browser.ts';
import { offersFor, placeOf, playerOffers, solve, Table, tap, token, touchPhone, unfold, type Answer } from './judge-taps.ts';

const { catalog, rulings } = graph();

const phone = touchPhone();

const link = (data: unknown) => `#b=${deflateRawSync(Buffer.from(JSON.stringify(data))).toString('base64url')}`;

interface Written {
  setup: Partial<Record<PlayerId, Record<string, unknown> | null>>;
  steps: Record<string, unknown>[];
}

/** The card (by its physical id in the run) a slot of the scenario is. */
function physOf(
  ids: { setup: number[]; created: Record<number, number> },
  slot: { kind: string; index?: number; step?: number; player?: PlayerId },
  state: StateView,
): number | undefined {
  if (slot.kind === 'setup') return ids.setup[slot.index!];
  if (slot.kind === 'created') return ids.created[slot.step!];
  return state.players[slot.player!].hero.id;
}

/** A step's card references written as the board's card ids (`@id`), its `player` left out when it is the active one. */
function boardStep(raw: Record<string, unknown>, refs: Map<string, number>, active: PlayerId): Record<string, unknown> {
  const swap = (v: unknown): unknown => (typeof v === 'string' && refs.has(v) ? token(refs.get(v)!) : Array.isArray(v) ? v.map(swap) : v);
  const out = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, swap(v)]));
  if (out.player === active) delete out.player;
  // An alias is how a scenario's text names a created card; the board names it by its own.
  if ('create' in out) delete out.as;
  return out;
}

/** What an expectation expects, as the question's answer gives it. */
function expectedValue(
  e: Expectation,
  names: (slot: unknown) => string,
): { key: string; target: 'card' | 'player'; of: unknown; value: (answer: unknown) => unknown; expected: unknown } | null {
  switch (e.kind) {
    case 'stat':
      return { key: e.stat, target: 'card', of: e.card.slot, value: (a) => a, expected: e.is };
    case 'where':
      return { key: 'where', target: 'card', of: e.card.slot, value: (a) => a, expected: `${e.is.player}.${e.is.zone}` };
    case 'side':
      return { key: e.which, target: 'card', of: e.card.slot, value: (a) => a, expected: e.is };
    case 'closed':
      return { key: 'closed', target: 'card', of: e.card.slot, value: (a) => a, expected: e.is };
    case 'markers':
      return { key: 'markers', target: 'card', of: e.card.slot, value: (a) => a, expected: e.is };
    case 'effects':
      return {
        key: 'effects',
        target: 'card',
        of: e.card.slot,
        value: (a) => (a as Parameters<typeof effectNotation>[0][]).map(effectNotation),
        expected: e.is,
      };
    case 'coins':
      return {
        key: 'coins',
        target: 'player',
        of: e.player,
        value: (a) => ({
          ...(e.is !== undefined ? { is: (a as { total: number }).total } : {}),
          ...(e.open !== undefined ? { open: (a as { open: number }).open } : {}),
        }),
        expected: { ...(e.is !== undefined ? { is: e.is } : {}), ...(e.open !== undefined ? { open: e.open } : {}) },
      };
    case 'counter':
      return { key: e.which, target: 'player', of: e.player, value: (a) => a, expected: e.is };
    case 'zone': {
      const list = (items: { kind: string; name?: string; slot?: unknown }[]) => items.map((i) => (i.kind === 'name' ? i.name! : names(i.slot)));
      return {
        key: `zone:${e.zone.zone}`,
        target: 'player',
        of: e.zone.player,
        value: (a) => {
          const got = a as string[];
          return {
            ...(e.is ? { is: got } : {}),
            ...(e.has ? { has: list(e.has).filter((n) => got.includes(n)) } : {}),
            ...(e.lacks ? { lacks: list(e.lacks).filter((n) => !got.includes(n)) } : {}),
            ...(e.count !== undefined ? { count: got.length } : {}),
          };
        },
        expected: {
          ...(e.is ? { is: list(e.is) } : {}),
          ...(e.has ? { has: list(e.has) } : {}),
          ...(e.lacks ? { lacks: [...list(e.lacks)] } : {}),
          ...(e.count !== undefined ? { count: e.count } : {}),
        },
      };
    }
    case 'cites':
      return null;
  }
}

async function rebuild(file: string, check: RulingCheck, written: Written): Promise<void> {
  const scenario: Scenario = check.scenario;
  const zones = scenario.play.zones;
  const trial = new Map<string, CardDef>(check.cards.map((c) => [c.name, c]));
  const def = (name: string) => catalog.byName.get(name) ?? trial.get(name);
  const run = runParsed(scenario, { byName: new Map([...catalog.byName, ...trial]), cards: [...catalog.cards, ...check.cards] }, { snapshots: true });
  const ids = run.ids!;
  const picture = (i: number) => (i === 0 ? run.initial! : run.steps[i - 1].state!);

  const page = await phone().newPage();
  const errors: string[] = [];
  // (The offline script's registration is blocked in these contexts, and says so by failing.)
  page.on('pageerror', (e) => void (/reading 'update'/.test(e.message) || errors.push(e.message)));
  const rawCards = (parse(readFileSync(join(root, file), 'utf8')) as { scenario: { cards?: unknown[] } }).scenario.cards;
  await page.goto(
    `${baseUrl()}/judge/${link({ edition: check.edition, ...(rawCards ? { cards: rawCards } : {}), setup: { A: { coins: 0 }, B: { coins: 0 } }, steps: [] })}`,
  );
  const table = new Table(page);
  await expect.poll(() => page.locator('.judge-status').textContent(), { timeout: 15_000 }).toContain('Открыт расклад из ссылки');

  // The starting position, card by card, as the ruling writes it.
  for (const p of ['A', 'B'] as PlayerId[]) {
    const setup = written.setup[p] ?? {};
    for (const [key, value] of Object.entries(setup)) {
      if (key === 'coins') {
        const coins = typeof value === 'number' ? { open: value, closed: 0 } : (value as { open?: number; closed?: number });
        for (const [kind, word] of [
          ['open', 'Открытые монеты'],
          ['closed', 'Закрытые монеты'],
        ] as const) {
          if (!coins[kind]) continue;
          const input = page.locator(`input[aria-label="${word} (игрок ${p === 'A' ? 'А' : 'Б'})"]`);
          await tap(input);
          await input.fill(String(coins[kind]));
          await input.press('Enter');
          await expect
            .poll(() => page.locator(`[data-player="${p}"] .coins`).textContent(), { timeout: 15_000 })
            .toContain(`${kind === 'open' ? 'открытых' : 'закрытых'} ${coins[kind]}`);
        }
        continue;
      }
      expect(['hand', 'deck', 'graveyard', 'supply', 'play'], `setup key ${key}`).toContain(key);
      for (const entry of (value as (string | Record<string, unknown>)[] | null) ?? []) {
        const name = typeof entry === 'string' ? entry : (entry.card as string);
        await table.put(name, p, key as ZoneName);
        if (typeof entry === 'string') continue;
        const id = ids.setup[setupIndex(scenario, p, key as ZoneName, (value as unknown[]).indexOf(entry))];
        const panel = await table.open(id);
        for (const k of Object.keys(entry)) expect(['card', 'wounds', 'markers', 'effects', 'owner'], `setup card key ${k}`).toContain(k);
        // The starting position's tools fold under the panel's offers; they stay unfolded after.
        await unfold(panel, panel.locator('[aria-label="Владелец"]'), 'setup');
        if (entry.owner && entry.owner !== p)
          await tap(panel.locator('[aria-label="Владелец"] button', { hasText: `игрок ${entry.owner === 'A' ? 'А' : 'Б'}` }));
        if (entry.wounds) await setStepper(page, panel, 'Раны', entry.wounds as number);
        for (const [marker, count] of Object.entries((entry.markers ?? {}) as Record<string, number>)) {
          const known = panel.locator('.marker-form button', { hasText: `«${marker}»` });
          if (await known.count()) await tap(known);
          else {
            await panel.locator('.marker-form input').fill(marker);
            await tap(panel.locator('.marker-form button[type="submit"]'));
          }
          await expect.poll(() => page.locator('.card-item.open .card-panel').textContent(), { timeout: 15_000 }).toContain(`Маркер «${marker}»`);
          if (count !== 1) await setStepper(page, page.locator('.card-item.open .card-panel'), `Маркер «${marker}»`, count);
        }
        for (const effect of (entry.effects ?? []) as string[]) {
          await tap(page.locator('.card-item.open .card-panel button', { hasText: 'Эффект в начальной позиции…' }));
          for (const a of effectTaps(effect)) await answer(page, a);
          await expect.poll(() => page.locator('.card-item.open .card-panel').textContent(), { timeout: 15_000 }).toContain(`Эффект «${effect}»`);
        }
      }
    }
  }
  // What the board shows before any step is what the ruling's starting position is.
  await expect.poll(() => page.locator('.position').textContent()).toBe('Начало');

  let asked = 0;
  for (const [i, step] of scenario.steps.entries()) {
    const raw = written.steps[i];
    const before = picture(i);
    if (step.kind === 'action') {
      const refs = new Map(step.cards.map((n) => [n.ref, physOf(ids, n.slot as never, before)!]));
      const want = boardStep(raw, refs, before.active);
      // The card the step acts on (its first reference), or a card it names by name where it lies, or the player.
      const first = step.cards[0] && refs.get(step.cards[0].ref);
      const named = allCards(before)
        .filter((c) => step.names.includes(c.name))
        .map((c) => c.id);
      const who = (want.player as PlayerId) ?? before.active;
      const places = [...(first !== undefined ? [first] : named)].map((id) => ({ id, offers: offersFor(before, id, zones, def(placeOf(before, id)!.name)) }));
      const choices = [...places, { id: null, offers: playerOffers(who, before, zones) }];
      const found = choices
        .flatMap(({ id, offers }) => offers.filter((o) => o.action === step.action).map((o) => ({ id, o, taps: solve(o, want) })))
        .find((x) => x.taps);
      expect(found, `${file} step ${i + 1}: ${JSON.stringify(raw)} — no button makes it`).toBeDefined();
      const panel = found!.id !== null ? await table.open(found!.id) : await table.openPlayer(who);
      await table.make(panel, found!.o, found!.taps as Answer[]);
      const line = page.locator('.steps > li').last();
      if (step.illegal) {
        await expect(line.getAttribute('class')).resolves.toContain('refused');
        await expect(line.textContent()).resolves.toContain(anchorLabel(step.illegal));
      } else await expect(line.getAttribute('class'), `${file} step ${i + 1} refused: ${await line.textContent()}`).resolves.not.toContain('refused');
      continue;
    }
    if (step.kind !== 'expect') continue;
    const checks = step.byEdition ? (step.byEdition[check.edition] ?? []) : step.expectations;
    for (const { e } of checks) {
      const names = (slot: unknown) => placeOf(before, physOf(ids, slot as never, before)!)!.name;
      const q = expectedValue(e, names);
      if (!q) continue;
      const [key, zone] = q.key.split(':');
      let value: unknown;
      if (q.target === 'card') {
        const id = physOf(ids, q.of as never, before);
        if (id === undefined || !placeOf(before, id)) continue; // a card not yet created
        const offer = offersFor(before, id, zones, def(placeOf(before, id)!.name)).find(
          (o) => o.action === 'ask' && Object.keys(o.step.ask as object)[0] === key,
        )!;
        expect(offer, `a question of ${key}`).toBeDefined();
        value = await table.ask(await table.open(id), offer);
      } else {
        const p = q.of as PlayerId;
        const offer = playerOffers(p, before, zones).find((o) => o.action === 'ask' && same(o.step.ask, zone ? { zone: `${p}.${zone}` } : { [key]: p }))!;
        expect(offer, `a player's question of ${q.key}`).toBeDefined();
        value = await table.ask(await table.openPlayer(p), offer);
      }
      asked++;
      expect(q.value(value), `${file} (${check.edition}) step ${i + 1}: ${q.key}`).toEqual(q.expected);
    }
  }
  expect(asked, 'the ruling’s answers were asked on the board').toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.close();
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const allCards = (state: StateView) => (['A', 'B'] as PlayerId[]).flatMap((p) => Object.values(state.players[p].zones).flat());

/** The index among the setup's cards of the n-th card of a player's zone as written. */
function setupIndex(scenario: Scenario, p: PlayerId, zone: ZoneName, n: number): number {
  const found = scenario.setup.map((s, i) => ({ s, i })).filter(({ s }) => s.player === p && s.zone === zone);
  return found[n].i;
}

async function setStepper(page: import('playwright-core').Page, panel: import('playwright-core').Locator, label: string, value: number): Promise<void> {
  const input = panel.locator(`input[aria-label="${label}"]`);
  await tap(input);
  await input.fill(String(value));
  await input.press('Enter');
  await expect.poll(() => page.locator(`.card-item.open input[aria-label="${label}"]`).inputValue(), { timeout: 15_000 }).toBe(String(value));
}

function effectTaps(effect: string): Answer[] {
  const e = readEffect(effect)!;
  if (e.kind === 'stat')
    return [
      { kind: 'select', label: 'Что меняется', value: e.stat },
      { kind: 'select', label: 'Как', value: e.op },
      { kind: 'type', field: 'input[type="number"]', value: String(e.value) },
      { kind: 'button', text: 'Готово' },
    ];
  return [
    { kind: 'select', label: 'Что меняется', value: 'named' },
    { kind: 'type', field: 'input[type="text"]', value: e.name },
    { kind: 'type', field: 'input[type="number"]', value: String(e.value ?? 0) },
    { kind: 'button', text: 'Готово' },
  ];
}

async function answer(page: import('playwright-core').Page, a: Answer): Promise<void> {
  const pick = page.locator('.card-item.open .pick');
  if (a.kind === 'select') return void (await pick.locator(`select[aria-label="${a.label}"]`).selectOption(a.value));
  if (a.kind === 'type') return void (await pick.locator(a.field).fill(a.value));
  if (a.kind === 'button')
    return tap(
      pick
        .locator('button')
        .filter({ hasText: new RegExp(`^${a.text}$`) })
        .first(),
    );
}

describe('every ruling, rebuilt on the board by taps', () => {
  const cases = rulings.flatMap((r) => r.checks.map((check) => ({ name: `${r.ruling.id} (${check.edition})`, file: r.ruling.file, check })));
  it('finds the rulings', () => expect(cases.length).toBeGreaterThan(40));
  it.each(cases)(
    '$name',
    async ({ file, check }) => {
      const written = (parse(readFileSync(join(root, file), 'utf8')) as { scenario: Written }).scenario;
      await rebuild(file, check, written);
    },
    120_000,
  );
});
