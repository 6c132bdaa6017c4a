// «What if» edits of an example's setup, and scenario links, as the pages use them.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario, runParsed, type Scenario } from '../../src/engine/index.ts';
import { graph } from '../content-graph.ts';
import { addToHand, isReferenced, removeSetupCard, setOpenCoins, setupChanges } from '../../src/scripts/rule/scenario-edit.ts';
import { decodeHash, encodeBoard, MAX_DECODED, MAX_DEPTH, shallow } from '../../src/scripts/shared/share.ts';

const root = join(import.meta.dirname, '..', '..');
const { catalog, engine } = graph();
const { editions } = engine;

function example(id: string): Scenario {
  const parsed = parseScenario(readFileSync(join(root, 'content', 'examples', `${id}.yaml`), 'utf8'), id, catalog, editions);
  if (!parsed.ok) throw new Error(parsed.errors[0].message);
  return parsed.scenario;
}

const costAtFirstStep = (s: Scenario) => runParsed(s, catalog).steps[0].message;

describe('setup edits', () => {
  const kutila = example('203-2-kutila');

  it('keeps the cards the steps name', () => {
    expect(isReferenced(kutila, 0)).toBe(true); // Кутила
    expect(isReferenced(kutila, 1)).toBe(false); // a Рунопевец
    expect(removeSetupCard(kutila, 0)).toBe(kutila);
  });

  it('takes a card out of the hand: Кутила then costs 7', () => {
    expect(costAtFirstStep(kutila)).toBe('стоимость Кутилы: 6');
    const fewer = removeSetupCard(kutila, 1);
    expect(fewer.setup).toHaveLength(3);
    expect(costAtFirstStep(fewer)).toBe('стоимость Кутилы: ожидалось 6, на деле 7');
  });

  it('renumbers the references after the removed card', () => {
    const yaml =
      'setup:\n  A:\n    coins: 10\n    hand: [Дахут, Трюкач, Кутила]\n  B: {}\nsteps:\n  - play: Кутила\n  - expect: { where: Кутила, is: A.play }\n';
    const parsed = parseScenario(yaml, 'renumber', catalog, editions);
    if (!parsed.ok) throw new Error(parsed.errors[0].message);
    const after = removeSetupCard(parsed.scenario, 0);
    expect(after.setup.map((c) => c.name)).toEqual(['Трюкач', 'Кутила']);
    expect(JSON.stringify(after.steps)).toContain('{"kind":"setup","index":1}');
    expect(JSON.stringify(after.steps)).not.toContain('"index":2');
    expect(runParsed(after, catalog).passed).toBe(true);
  });

  it('adds a card to the hand and sets open coins', () => {
    const more = addToHand(kutila, 'A', 'Дахут');
    expect(costAtFirstStep(more)).toBe('стоимость Кутилы: ожидалось 6, на деле 5');
    expect(setOpenCoins(kutila, 'A', 3).coins.A.open).toBe(3);
    expect(setOpenCoins(kutila, 'A', -5).coins.A.open).toBe(0);
    expect(setupChanges(kutila, setOpenCoins(removeSetupCard(more, 1), 'A', 3))).toEqual([
      'убрана карта Рунопевец (в руке игрока А)',
      'добавлена карта Дахут (в руке игрока А)',
      'открытых монет у игрока А 3, а не 10',
    ]);
    expect(setupChanges(kutila, kutila)).toEqual([]);
    const poor = runParsed(setOpenCoins(kutila, 'A', 3), catalog);
    expect(poor.steps[1].ok).toBe(false); // 3 coins do not pay for a Кутила costing 6
  });
});

describe('links to the board', () => {
  it('round-trips the board’s data through the link', async () => {
    const data = {
      edition: 'early',
      setup: { A: { coins: 10, hand: ['Кутила', { card: 'Рунопевец', as: 'Рунопевец 1' }] }, B: {} },
      steps: [{ ask: { cost: 'Кутила' } }],
      note: '«ёж» & <b>',
    };
    const hash = await encodeBoard(data);
    expect(hash).toMatch(/^b=[A-Za-z0-9_-]+$/);
    await expect(decodeHash(`#${hash}`)).resolves.toEqual({ kind: 'data', data, step: 0 });
  });

  it('carries the step the sender was showing, and opens there', async () => {
    const data = { setup: { A: { hand: ['Кутила'] } }, steps: [{ ask: { cost: 'Кутила' } }, { play: 'Кутила' }] };
    const hash = await encodeBoard(data, 2);
    expect(hash).toMatch(/^b=[A-Za-z0-9_-]+&step=2$/);
    await expect(decodeHash(`#${hash}`)).resolves.toEqual({ kind: 'data', data, step: 2 });
    await expect(encodeBoard(data, 0)).resolves.not.toContain('&step=');
    // A step that is no number is damage, as any other.
    await expect(decodeHash(`#${hash.replace('step=2', 'step=x')}`)).resolves.toEqual({ kind: 'damaged' });
  });

  it('reads an older link that carries the scenario’s text', async () => {
    const yaml = 'setup:\n  A: {hand: [Кутила]}\n  B: {}\nsteps: []\n';
    const bytes = new Uint8Array(await new Response(new Blob([yaml]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
    const hash = `s=${Buffer.from(bytes).toString('base64url')}`;
    await expect(decodeHash(`#${hash}`)).resolves.toEqual({ kind: 'text', text: yaml, step: 0 });
  });

  it('says a damaged link is damaged, and ignores a hash that is no link', async () => {
    await expect(decodeHash('#b=not-deflate')).resolves.toEqual({ kind: 'damaged' });
    await expect(decodeHash('#b=' + Buffer.from('{"a":').toString('base64url'))).resolves.toEqual({ kind: 'damaged' });
    await expect(decodeHash('#other')).resolves.toBeNull();
    await expect(decodeHash('')).resolves.toBeNull();
  });

  it('says a link nested past the limit is damaged, before anything copies it', async () => {
    const pack = async (json: string) =>
      Buffer.from(await new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer()).toString('base64url');
    const deep = `{"setup": {"A": {"hand": ${'['.repeat(80_000)}${']'.repeat(80_000)}}}, "steps": []}`;
    await expect(decodeHash(`#b=${await pack(deep)}`)).resolves.toEqual({ kind: 'damaged' });
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    expect(shallow(JSON.parse(nested(MAX_DEPTH)))).toBe(true);
    expect(shallow(JSON.parse(nested(MAX_DEPTH + 1)))).toBe(false);
    await expect(decodeHash(`#b=${await pack('null')}`)).resolves.toEqual({ kind: 'data', data: null, step: 0 });
  });

  it('stops unpacking a small link that would grow past the cap', async () => {
    const huge = new Uint8Array(MAX_DECODED * 40).fill(32);
    const bytes = new Uint8Array(await new Response(new Blob([huge]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(64 * 1024);
    await expect(decodeHash(`#b=${Buffer.from(bytes).toString('base64url')}`)).resolves.toEqual({ kind: 'too-big' });
  });
});
