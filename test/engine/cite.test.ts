// Citing a rule: from the game's edition when its table has the rule, else from the nearest
// edition whose table does; and how a trace entry is printed with its rule or the excerpts' silence.
import { describe, expect, test } from 'vitest';
import { makeEditions, SILENT_NOTE, traceLine, type EditionRules } from '../../src/engine/index.ts';
import { editions } from './helpers.ts';

const keep = { effects: [], markers: [], rule: null };
const table = (id: string, citations: EditionRules['citations']): EditionRules => ({
  id,
  zones: ['hand', 'deck', 'graveyard', 'play'],
  keeps: { hand: keep, deck: keep, graveyard: keep, play: keep },
  citations,
});

describe('citing', () => {
  test('a rule both editions hold is cited from the game’s own, under its own number', () => {
    expect(editions().get('early')!.cite.heroStays).toEqual({ rule: '207.1', edition: 'early' });
    expect(editions().get('late')!.cite.heroStays).toEqual({ rule: '208.1', edition: 'late' });
  });
  test('a rule one edition lacks is cited from the other', () => {
    expect(editions().get('early')!.cite.summon).toEqual({ rule: '517.3', edition: 'late' });
    expect(editions().get('late')!.cite.costSelf).toEqual({ rule: '203.2', edition: 'early' });
  });
  test('from the nearest edition that has it, the later one when two are as near; a rule none has is not cited', () => {
    const three = makeEditions([table('a', { summon: '1.1', heal: '2.1' }), table('b', {}), table('c', { summon: '1.3' })]);
    expect(three.get('b')!.cite.summon).toEqual({ rule: '1.3', edition: 'c' });
    expect(three.get('c')!.cite.heal).toEqual({ rule: '2.1', edition: 'a' });
    expect(three.get('a')!.cite.summon).toEqual({ rule: '1.1', edition: 'a' });
    expect(three.get('b')!.cite.revive).toBeUndefined();
    expect([...three.keys()]).toEqual(['a', 'b', 'c']);
    expect(three.get('b')!.title).toBe('b');
  });
  test('an entry prints as its text with the rule, or with the note that the excerpts are silent', () => {
    expect(traceLine({ rule: '205.4', edition: 'late', text: 'Кутила попадает на кладбище' })).toBe('Кутила попадает на кладбище (205.4)');
    expect(traceLine({ rule: null, edition: 'early', text: 'исход боя движок не рассчитывает' })).toBe(`исход боя движок не рассчитывает (${SILENT_NOTE})`);
    expect(SILENT_NOTE).toBe('в выдержках правил об этом нет');
  });
});
