// Card files (content/cards/<slug>.yaml) read into the catalog: what a card becomes, and each
// fact the schema cannot check (207.2 base values, 212.2 subtypes, the slug, unique names) named
// with its file, line and column.
import { describe, expect, test } from 'vitest';
import { readCatalog } from '../../src/engine/index.ts';

/** The name's gender and forms, which every card file gives; written last, so lines above keep their numbers. */
const G = '\ngender: feminine\nforms: { gen: Пробы, dat: Пробе, acc: Пробу, ins: Пробой, prep: Пробе }';
const FORMS = { nom: 'Проба', gen: 'Пробы', dat: 'Пробе', acc: 'Пробу', ins: 'Пробой', prep: 'Пробе' };
const card = (fields: string) => `name: Проба\nslug: proba\ntype: creature\ncost: 1\nlives: 2\nstrike: 3\n${fields}${G}`;

function problems(files: { file: string; text: string | Uint8Array }[]) {
  return readCatalog(files).errors.map((e) => ({ at: `${e.file}:${e.line}:${e.column}`, message: e.message, ru: e.messageRu }));
}

describe('reading cards', () => {
  test('unknown facts become null, missing lists empty; a note is kept only when written', () => {
    const { catalog, errors } = readCatalog([
      { file: 'content/cards/proba.yaml', text: 'name: Проба\nslug: proba\ntype: spell\ncost: 2' + G },
      { file: 'content/cards/vtoraja.yaml', text: 'name: Вторая\nslug: vtoraja\naliases: [Другая]\ntype: event\nelement: forest\nnote: Записка' + G },
    ]);
    expect(errors).toEqual([]);
    expect(catalog.cards).toEqual([
      {
        slug: 'proba',
        name: 'Проба',
        aliases: [],
        gender: 'feminine',
        forms: FORMS,
        type: 'spell',
        subtype: null,
        race: null,
        element: null,
        cost: 2,
        lives: null,
        strike: null,
        abilities: [],
      },
      {
        slug: 'vtoraja',
        name: 'Вторая',
        aliases: ['Другая'],
        gender: 'feminine',
        forms: { ...FORMS, nom: 'Вторая' },
        type: 'event',
        subtype: null,
        race: null,
        element: 'forest',
        cost: null,
        lives: null,
        strike: null,
        abilities: [],
        note: 'Записка',
      },
    ]);
    expect(catalog.byName.get('Другая')).toBe(catalog.cards[1]);
    expect(catalog.byName.get('Герой')?.slug).toBe('generic-hero');
  });
  test('a card gives its name’s gender and forms: the sentences of the engine need them', () => {
    expect(problems([{ file: 'c/proba.yaml', text: 'name: Проба\nslug: proba\ntype: spell\ncost: 2' }])).toEqual([
      {
        at: 'c/proba.yaml:1:1',
        message: 'gender: must be one of: masculine, feminine, neuter (got undefined)',
        ru: 'gender: допустимо: masculine, feminine, neuter (а не undefined)',
      },
      { at: 'c/proba.yaml:1:1', message: '"forms" is required', ru: 'нужен ключ forms' },
    ]);
    expect(problems([{ file: 'c/proba.yaml', text: `${card('')}`.replace('prep: Пробе', 'prep: ""') }])[0]).toMatchObject({
      at: 'c/proba.yaml:9:65',
      message: 'forms.prep: must not be empty',
    });
    expect(problems([{ file: 'c/proba.yaml', text: `${card('')}`.replace('feminine', 'female') }])[0].message).toBe(
      'gender: must be one of: masculine, feminine, neuter (got "female")',
    );
  });
  test('207.2: only creatures have strike and lives, heroes only lives', () => {
    expect(problems([{ file: 'c/proba.yaml', text: 'name: Проба\nslug: proba\ntype: event\ncost: 1\nlives: 2' + G }])).toEqual([
      {
        at: 'c/proba.yaml:5:8',
        message: 'a card of type event has only a cost (207.2): lives and strike must be null',
        ru: 'у карты типа event есть только стоимость (207.2): lives и strike — null',
      },
    ]);
    expect(problems([{ file: 'c/proba.yaml', text: 'name: Проба\nslug: proba\ntype: spell\nstrike: 2' + G }])[0].message).toContain(
      'type spell has only a cost',
    );
    expect(problems([{ file: 'c/proba.yaml', text: 'name: Проба\nslug: proba\ntype: hero\nlives: 20\ncost: 3' + G }])).toEqual([
      {
        at: 'c/proba.yaml:5:7',
        message: 'a hero has only lives (207.2): cost and strike must be null',
        ru: 'у героя есть только жизни (207.2): cost и strike — null',
      },
    ]);
    expect(problems([{ file: 'c/proba.yaml', text: 'name: Проба\nslug: proba\ntype: hero\nstrike: 3' + G }])).toHaveLength(1);
    expect(problems([{ file: 'c/proba.yaml', text: card('') }])).toEqual([]);
  });
  test('212.2: equipment needs one of the three subtypes', () => {
    expect(problems([{ file: 'c/proba.yaml', text: 'name: Проба\nslug: proba\ntype: equipment\nsubtype: шлем\ncost: 1' + G }])).toEqual([
      {
        at: 'c/proba.yaml:4:10',
        message: "equipment's subtype must be оружие, доспех, амулет (212.2)",
        ru: 'подтип экипировки — оружие, доспех, амулет (212.2)',
      },
    ]);
    expect(problems([{ file: 'c/proba.yaml', text: 'name: Проба\nslug: proba\ntype: equipment\ncost: 1' + G }])).toHaveLength(1);
    expect(problems([{ file: 'c/proba.yaml', text: 'name: Проба\nslug: proba\ntype: equipment\nsubtype: доспех\ncost: 1' + G }])).toEqual([]);
  });
  test('the slug is the file name', () => {
    expect(problems([{ file: 'content/cards/other.yaml', text: card('') }])).toEqual([
      {
        at: 'content/cards/other.yaml:2:7',
        message: 'slug "proba" differs from the file name "other"',
        ru: 'slug «proba» не совпадает с именем файла «other»',
      },
    ]);
    expect(problems([{ file: 'proba.yml', text: card('') }])).toEqual([]);
  });
  test('a name or alias is used once, and never the generic hero’s', () => {
    const clash = problems([
      { file: 'c/proba.yaml', text: card('aliases: [Проба-2]') },
      { file: 'c/proba2.yaml', text: 'name: Проба-2\nslug: proba2\ntype: spell' + G },
      { file: 'c/geroj.yaml', text: 'name: Герой\nslug: geroj\ntype: spell' + G },
    ]);
    expect(clash).toEqual([
      { at: 'c/proba2.yaml:1:1', message: 'name "Проба-2" is already used by c/proba.yaml', ru: 'имя «Проба-2» уже занято (c/proba.yaml)' },
      { at: 'c/geroj.yaml:1:1', message: 'name "Герой" is already used by the generic hero', ru: 'имя «Герой» уже занято (условный герой)' },
    ]);
    const { catalog } = readCatalog([
      { file: 'c/proba.yaml', text: card('') },
      { file: 'c/proba2.yaml', text: 'name: Проба\nslug: proba2\ntype: spell' + G },
    ]);
    expect(catalog.cards.map((c) => c.slug)).toEqual(['proba']);
  });
  test('bad YAML, a bad shape and bytes that are not UTF-8 are problems, not exceptions; good files still load', () => {
    const { catalog, errors } = readCatalog([
      { file: 'c/a.yaml', text: 'name: [' + G },
      { file: 'c/b.yaml', text: 'name: Б\nslug: b\ntype: dragon' + G },
      { file: 'c/c.yaml', text: new Uint8Array([0x6e, 0x3a, 0xff]) },
      { file: 'c/proba.yaml', text: card('') },
    ]);
    expect(errors.map((e) => e.file)).toEqual(['c/a.yaml', 'c/b.yaml', 'c/c.yaml']);
    expect(errors[2].message).toBe('the file is not valid UTF-8');
    expect(catalog.cards.map((c) => c.name)).toEqual(['Проба']);
  });
});
