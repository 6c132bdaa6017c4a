// Editions are data the engine is handed: each edition's table (content/engine/<edition>.yaml)
// read with every mistake at its file, line and column, and a third edition made of nothing but
// a table plays scenarios with its own numbers and zones.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { makeEditions, newest, parseScenario, readEditionRules, runParsed, type EditionRules } from '../../src/engine/index.ts';
import { graph, graphOf } from '../content-graph.ts';
import { catalog, editions, failures, ROOT } from './helpers.ts';

const keeps =
  'keeps:\n  hand: { effects: [], markers: [], rule: toHand }\n  deck: { effects: [], markers: [], rule: null }\n  graveyard: { effects: [Инкарнация], markers: [], rule: graveyard }\n  play: { effects: all, markers: all, rule: null }\n';
const table = (id: string, citations = 'citations: {}\n', zones = 'zones: [hand, deck, graveyard, play]\n') => `id: ${id}\n${zones}${keeps}${citations}`;

function problems(files: { file: string; text: string }[]) {
  return readEditionRules(files).errors.map((e) => ({ at: `${e.file}:${e.line}:${e.column}`, message: e.message, ru: e.messageRu }));
}

describe('reading an edition’s table', () => {
  test('what a table holds comes back as data, in the order given', () => {
    const { tables, errors } = readEditionRules([
      { file: 'e/second.yaml', text: table('second', 'citations:\n  summon: "517.3"\n') },
      { file: 'e/first.yaml', text: table('first', 'citations:\n  heal: "518.2"\n') },
    ]);
    // Every rule the engine applies must be cited by some edition: these two cite two.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      file: 'e/first.yaml',
      message: expect.stringMatching(/^no edition cites costSelf, costSet, toHand, handLook, deckLook, .*, chainSpell$/),
    });
    expect(errors[0].message).not.toMatch(/\b(heal|summon)\b/);
    expect(tables.map((t) => t.id)).toEqual(['second', 'first']);
    expect(tables[1]).toEqual({
      id: 'first',
      zones: ['hand', 'deck', 'graveyard', 'play'],
      keeps: {
        hand: { effects: [], markers: [], rule: 'toHand' },
        deck: { effects: [], markers: [], rule: null },
        graveyard: { effects: ['Инкарнация'], markers: [], rule: 'graveyard' },
        play: { effects: 'all', markers: 'all', rule: null },
      },
      citations: { heal: '518.2' },
    });
  });
  test('the id is the file name; the zones every game has are there; each zone says what it keeps, and only those zones', () => {
    expect(problems([{ file: 'e/other.yaml', text: table('one') }])[0]).toEqual({
      at: 'e/other.yaml:1:5',
      message: 'id "one" differs from the file name "other"',
      ru: 'id «one» не совпадает с именем файла «other»',
    });
    expect(problems([{ file: 'e/one.yaml', text: table('one', 'citations: {}\n', 'zones: [hand, play, supply]\n') }]).map((p) => p.message)).toEqual([
      'every edition has the zones hand, deck, graveyard, play: deck, graveyard missing',
      '"deck" is not among the edition\'s zones',
      '"graveyard" is not among the edition\'s zones',
      'say what a card keeps going into supply (rule: null where the excerpts are silent)',
    ]);
  });
  test('unknown rule keys, zones and rule numbers are schema problems; two tables of one edition, one problem', () => {
    expect(problems([{ file: 'e/one.yaml', text: table('one', 'citations:\n  flying: "101.1"\n') }])[0].message).toContain('unknown key "flying"');
    expect(problems([{ file: 'e/one.yaml', text: table('one', 'citations:\n  heal: два\n') }])[0]).toMatchObject({
      at: 'e/one.yaml:9:9',
      message: 'citations.heal: must be a rule number such as 205.4, 211.2-p2 or 203.2/ex1',
    });
    expect(problems([{ file: 'e/one.yaml', text: table('one').replace('rule: toHand', 'rule: toPocket') }])[0].message).toMatch(
      /^keeps\.hand\.rule: must be one of: costSelf, /,
    );
    expect(problems([{ file: 'e/one.yaml', text: 'id: [' }])[0].message).toMatch(/^YAML syntax error/);
    const twice = problems([
      { file: 'e/one.yaml', text: table('one') },
      { file: 'f/one.yaml', text: table('one') },
    ]);
    expect(twice[0]).toEqual({ at: 'f/one.yaml:1:1', message: 'edition "one" has two tables', ru: 'у редакции «one» две таблицы' });
  });
  test('content/engine: one table per edition of the rulebook, oldest first, titled from the rulebook; none cites a key twice', () => {
    const loaded = graph().engine;
    expect(loaded.tables.map((t) => [t.id, t.title])).toEqual([
      ['early', 'Ранняя редакция'],
      ['late', 'Поздняя редакция'],
    ]);
    expect(loaded.derived).toEqual([]);
    expect(newest(loaded.editions)).toBe('late');
    expect(newest(makeEditions([]))).toBeUndefined();
  });
});

describe('a third edition, made of its table alone', () => {
  /** The late edition's table under another id, with the supply gone and one rule renumbered. */
  function third(): EditionRules {
    const late = graph().engine.tables.find((t) => t.id === 'late')!;
    const { supply: _, ...keepsButSupply } = late.keeps;
    return {
      ...late,
      id: 'third',
      title: 'Третья редакция',
      zones: late.zones.filter((z) => z !== 'supply'),
      keeps: keepsButSupply,
      citations: { ...late.citations, firstTurn: '309.9' },
    };
  }
  test('plays a scenario under its own numbers and zones, citing from its neighbours what it lacks', () => {
    const all = makeEditions([...graph().engine.tables, third()]);
    const text =
      'edition: third\nsetup:\n  A:\n    coins: 10\n    hand: [Кутила]\nsteps:\n  - play: Кутила\n  - attack: Кутила\n    target: B.hero\n    illegal: "309.9"\n  - expect: { cites: "309.9" }';
    const parsed = parseScenario(text, 'third.yaml', catalog(), all);
    if (!parsed.ok) throw new Error(parsed.errors[0].message);
    const result = runParsed(parsed.scenario, parsed.catalog);
    expect(failures(result)).toEqual([]);
    expect(result.edition).toBe('third');
    expect(result.steps[0].trace.find((t) => t.rule === '203.2')?.edition).toBe('early');
    expect(parseScenario('edition: third\nsetup:\n  A:\n    supply: []\nsteps: []', 'third.yaml', catalog(), all).ok).toBe(false);
    // The newest edition is the default.
    const plain = parseScenario('setup: {}\nsteps: []', 'x.yaml', catalog(), all);
    expect(plain.ok && plain.scenario.edition).toBe('third');
  });
  test('is named by the other editions where they say what they keep and it does not', () => {
    expect(editions().get('early')!.keptElsewhere.graveyard).toEqual([
      { title: 'Поздняя редакция', keep: { effects: ['Инкарнация'], markers: ['Инкарнация', 'раз за ход'], rule: 'graveyard' } },
    ]);
  });
});

describe('content/engine read from disk', () => {
  test('a table the rulebook does not know comes last, titled by its id; a broken one is a problem, and the rest load', () => {
    const copy = mkdtempSync(join(tmpdir(), 'svod-engine-'));
    try {
      cpSync(join(ROOT, 'content'), join(copy, 'content'), { recursive: true });
      const modeline = '# yaml-language-server: $schema=../schema/engine.schema.json\n';
      writeFileSync(join(copy, 'content', 'engine', 'apocrypha.yaml'), modeline + table('apocrypha'));
      writeFileSync(join(copy, 'content', 'engine', 'broken.yaml'), `${modeline}id: broken\nzones: 5\n`);
      const loaded = graphOf(copy);
      expect(loaded.graph.engine.tables.map((t) => [t.id, t.title ?? t.id])).toEqual([
        ['early', 'Ранняя редакция'],
        ['late', 'Поздняя редакция'],
        ['apocrypha', 'apocrypha'],
      ]);
      expect(loaded.problems.filter((p) => p.file.startsWith('content/engine/')).map((e) => e.message)).toEqual([
        'zones: must be a list',
        '"keeps" is required',
        '"citations" is required',
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('an edition’s table: every problem in both languages, at its place', () => {
  test('zones, keeps and the file’s name', () => {
    const said = (file: string, text: string) => readEditionRules([{ file, text }]).errors.map((e) => [`${e.line}:${e.column}`, e.message, e.messageRu]);
    expect(said('e/one.yml', table('one', 'citations: {}\n', 'zones: [hand, play, supply]\n'))).toEqual([
      [
        '2:8',
        'every edition has the zones hand, deck, graveyard, play: deck, graveyard missing',
        'в каждой редакции есть зоны hand, deck, graveyard, play: нет deck, graveyard',
      ],
      ['5:9', '"deck" is not among the edition\'s zones', 'зоны «deck» в этой редакции нет'],
      ['6:14', '"graveyard" is not among the edition\'s zones', 'зоны «graveyard» в этой редакции нет'],
      [
        '4:3',
        'say what a card keeps going into supply (rule: null where the excerpts are silent)',
        'скажите, что карта сохраняет, попадая в supply (rule: null, если выдержки молчат)',
      ],
    ]);
    expect(said('e/one.yaml', table('one'))).toEqual([
      ['1:1', expect.stringMatching(/^no edition cites /), expect.stringMatching(/^ни одна редакция не называет правило для costSelf, /)],
    ]);
  });
  test('the rule keys no edition cites are named at the last table read', () => {
    const { errors } = readEditionRules([
      { file: 'e/a.yaml', text: table('a') },
      { file: 'e/b.yaml', text: table('b') },
    ]);
    expect(errors.map((e) => [e.file, e.line, e.column])).toEqual([['e/b.yaml', 1, 1]]);
  });
});
