// Citing a rule: from the scenario's edition when its excerpt holds the rule, else from the edition
// whose excerpt does; and how a trace entry is printed with its rule or the excerpts' silence.
import { describe, expect, test } from 'vitest';
import { cite, SILENT_NOTE, traceLine } from '../../src/engine/index.ts';

describe('citing', () => {
  test('a rule both editions hold is cited from the scenario’s own, under its own number', () => {
    expect(cite('early', 'heroStays')).toEqual({ rule: '207.1', edition: 'early' });
    expect(cite('late', 'heroStays')).toEqual({ rule: '208.1', edition: 'late' });
  });
  test('a rule one edition lacks is cited from the other', () => {
    expect(cite('early', 'summon')).toEqual({ rule: '517.3', edition: 'late' });
    expect(cite('late', 'costSelf')).toEqual({ rule: '203.2', edition: 'early' });
  });
  test('an entry prints as its text with the rule, or with the note that the excerpts are silent', () => {
    expect(traceLine({ rule: '205.4', edition: 'late', text: 'Кутила попадает на кладбище' })).toBe('Кутила попадает на кладбище (205.4)');
    expect(traceLine({ rule: null, edition: 'early', text: 'исход боя движок не рассчитывает' })).toBe(`исход боя движок не рассчитывает (${SILENT_NOTE})`);
    expect(SILENT_NOTE).toBe('в выдержках правил об этом нет');
  });
});
