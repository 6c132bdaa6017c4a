// `svod mcp` driven by the SDK's own client over stdio, as an assistant drives it: the real
// command is spawned, and every tool is called through the protocol.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { blockText } from '../../src/rulebook/index.ts';
import { graph, ROOT } from '../content-graph.ts';

const SVOD = join(ROOT, 'bin', 'svod.mjs');
let client: Client;

beforeAll(async () => {
  client = new Client({ name: 'svod-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [SVOD, 'mcp'], cwd: ROOT, stderr: 'pipe' }));
}, 60_000);
afterAll(() => client?.close());

// biome-ignore lint/suspicious/noExplicitAny: the test reads the tools' structured content as loose JSON, field by field.
type Result = { isError?: boolean; content: { type: string; text: string }[]; structuredContent?: Record<string, any> };
const call = async (name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as Result;

it('offers the six tools, each with an input schema', async () => {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(['get_rule', 'get_ruling', 'list_editions', 'practice_question', 'run_scenario', 'search_rules']);
  for (const t of tools) expect(t.inputSchema.type).toBe('object');
  expect(tools.find((t) => t.name === 'search_rules')?.inputSchema.required).toEqual(['query']);
});

describe('search_rules leads with the engine’s computed answer', () => {
  const cases: [string, string, string][] = [
    ['сколько стоит кутила если в руке 4 карты', '6 монет', '203.2'],
    ['кутила в игре, в руке осталось 3 карты, какая стоимость', '7 монет', '203.2'],
    ['на кладбище 0 карт, в руке 3, надо сбросить 4 — сколько карт будет на кладбище', '3 карты', '518.4'],
  ];
  for (const [query, answer, rule] of cases) {
    it(`«${query}» → ${answer} (${rule})`, async () => {
      const r = await call('search_rules', { query });
      expect(r.isError).toBeFalsy();
      const { computed } = r.structuredContent!;
      expect(Object.keys(r.structuredContent!).slice(0, 2)).toEqual(['query', 'computed']);
      expect(computed).toMatchObject({ by: 'engine', kind: 'answer' });
      expect(computed.answers.map((a: { answer: string }) => a.answer)).toEqual([answer]);
      const applied = computed.answers[0].rules;
      expect(applied.find((x: { rule: string }) => x.rule === rule)).toMatchObject({ editionTitle: expect.any(String), href: expect.stringContaining(rule) });
      expect(computed.answers[0].board).toMatch(/^\/judge\/#b=/);
      expect(r.content[0].text).toMatch(new RegExp(`^Посчитано движком правил:[\\s\\S]*${answer}`));
    });
  }

  it('names the missing number instead of guessing one', async () => {
    const { computed } = (await call('search_rules', { query: 'сколько стоит кутила' })).structuredContent!;
    expect(computed).toMatchObject({ kind: 'missing', missing: [{ quantity: 'hand' }] });
    expect(computed).not.toHaveProperty('answers');
  });

  it('keeps to an edition when given one, and refuses one it does not know', async () => {
    const r = await call('search_rules', { query: 'кладбище', edition: 'early' });
    expect(r.structuredContent!.hits.length).toBeGreaterThan(0);
    expect(r.structuredContent!.hits.every((h: { edition: string }) => h.edition === 'early')).toBe(true);
    const wrong = await call('search_rules', { query: 'кладбище', edition: 'nope' });
    expect(wrong.isError).toBe(true);
    expect(wrong.content[0].text).toContain('Нет редакции «nope»');
  });
});

it('get_rule gives the rule word for word, with its edition and citation', async () => {
  const r = await call('get_rule', { number: '205.4' });
  const view = graph().views[0];
  const rule = view.sections.flatMap((s) => s.rules).find((x) => x.rule.number === '205.4')!;
  expect(r.structuredContent).toMatchObject({ number: '205.4', edition: rule.edition, text: rule.rule.blocks.map(blockText).join('\n\n') });
  expect(r.structuredContent!.citation).toContain('205.4');
  expect((await call('get_rule', { number: '999.9' })).isError).toBe(true);
});

it('get_ruling gives the answer per edition, checked by the engine', async () => {
  const r = await call('get_ruling', { id: 'kutila-in-play' });
  const node = graph().rulings.find((x) => x.ruling.id === 'kutila-in-play')!;
  expect(r.structuredContent!.answers).toEqual(node.checks.map((c) => expect.objectContaining({ edition: c.edition, answer: c.answer, checked: c.held })));
  expect((await call('get_ruling', { id: 'no-such-ruling' })).isError).toBe(true);
});

describe('run_scenario', () => {
  it('gives per step the answer, each expectation passed or failed, and the rules with their edition', async () => {
    const scenario = 'setup: {A: {hand: [Кутила, Трюкач]}}\nsteps:\n  - ask: {cost: Кутила}\n  - expect: {cost: Кутила, is: 9}\n';
    const r = await call('run_scenario', { scenario });
    const { steps, passed } = r.structuredContent!;
    expect(passed).toBe(false);
    expect(steps[0].answer).toMatchObject({ value: 8 });
    expect(steps[0].rules).toContainEqual(expect.objectContaining({ rule: '203.2', edition: expect.any(String), editionTitle: expect.any(String) }));
    expect(steps[1].expectations).toEqual([expect.objectContaining({ passed: false, expected: '9', actual: '8' })]);
  });

  it('takes JSON as well as YAML', async () => {
    const r = await call('run_scenario', { scenario: JSON.stringify({ setup: { A: { hand: ['Кутила'] } }, steps: [{ expect: { cost: 'Кутила', is: 9 } }] }) });
    expect(r.structuredContent).toMatchObject({ passed: true, steps: [{ ok: true, expectations: [{ passed: true }] }] });
  });

  it('answers a broken scenario with an error naming line and column, no file, and keeps serving', async () => {
    const r = await call('run_scenario', { scenario: 'setup:\n  A: {hand: [Кутила]\nsteps: []\n' });
    expect(r.isError).toBe(true);
    const [error] = r.structuredContent!.errors;
    expect(error).toEqual({ line: 3, column: 1, message: expect.any(String), messageRu: expect.any(String) });
    expect(r.content[0].text).toContain('строка 3, столбец 1');
    const unknownCard = await call('run_scenario', { scenario: 'setup: {A: {hand: [Нетакой]}}\nsteps:\n  - ask: {cost: Нетакой}\n' });
    expect(unknownCard.isError).toBe(true);
    expect(unknownCard.structuredContent!.errors[0]).toMatchObject({ line: 1 });
    const wrongType = await call('run_scenario', { scenario: 42 });
    expect(wrongType.isError).toBe(true);
    expect((await call('list_editions')).structuredContent!.editions.map((e: { id: string }) => e.id)).toEqual(graph().editions.map((e) => e.id));
  });
});

it('practice_question: the same seed, the same question; a level keeps to its level', async () => {
  const a = (await call('practice_question', { seed: 'judge' })).structuredContent!;
  const b = (await call('practice_question', { seed: 'judge' })).structuredContent!;
  expect(a.id).toBe(b.id);
  const q = graph().practice.questions.find((x) => x.id === a.id)!;
  expect(a.answer).toBe(q.answer);
  expect(a.choices.filter((c: { correct: boolean }) => c.correct).map((c: { text: string }) => c.text)).toEqual([q.answer]);
  const trap = (await call('practice_question', { level: 'trap', seed: 1 })).structuredContent!;
  expect(trap.level).toBe('trap');
  expect((await call('practice_question', { section: 999 })).isError).toBe(true);
});

it('writes only JSON-RPC to stdout', async () => {
  const child = spawn(process.execPath, [SVOD, 'mcp'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const send = (message: object) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
  send({ method: 'notifications/initialized' });
  send({ id: 2, method: 'tools/call', params: { name: 'run_scenario', arguments: { scenario: 'steps: [' } } });
  send({ id: 3, method: 'tools/call', params: { name: 'search_rules', arguments: { query: 'сколько стоит кутила если в руке 4 карты' } } });
  send({ id: 4, method: 'no/such/method' });
  await new Promise<void>((resolve) => {
    child.stdout.on('data', () => out.includes('"id":4') && resolve());
  });
  child.stdin.end();
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const lines = out.trim().split('\n');
  for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
  // Replies may come in any order: the unknown method's at once, a search's when its shards are read.
  expect(lines.map((l) => JSON.parse(l).id).sort()).toEqual([1, 2, 3, 4]);
  expect(code).toBe(0);
}, 60_000);
