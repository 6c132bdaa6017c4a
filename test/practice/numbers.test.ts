// Rule numbers in a template's texts, said in the question's edition's numbers.
import { describe, expect, it } from 'vitest';
import { cites, numbersIn, renumberText } from '../../src/practice/numbers.ts';

const early = (rule: string) => ({ '209.2': '208.2', '210-p1': '209-p1', '204-p3': '204-p3' })[rule] ?? rule;

describe('numbers in a template text', () => {
  it('finds rules, paragraphs, examples and bracketed sections, not counts', () => {
    expect(numbersIn('Так (209.2): 10 − 4 = 6; см. 204-p3, 203.2/ex1 и раздел 210. Ещё (211)')).toEqual(['209.2', '204-p3', '203.2/ex1', '210', '211']);
    expect(numbersIn('У игрока 100 монет, 520 раз')).toEqual([]);
  });

  it('renumbers each one for the edition, a section by its first paragraph', () => {
    expect(renumberText('Существо не может (209.2), см. 204-p3; заклинание (210): 100 монет.', early)).toBe(
      'Существо не может (208.2), см. 204-p3; заклинание (209): 100 монет.',
    );
    expect(renumberText('Правило 209.2.', (r) => r)).toBe('Правило 209.2.');
  });

  it('counts a trace entry on a rule’s part as passing through the rule', () => {
    expect(cites('517.3.1', '517.3')).toBe(true);
    expect(cites('204-p3', '204')).toBe(true);
    expect(cites('517.31', '517.3')).toBe(false);
    expect(cites('520.4', '520.4')).toBe(true);
  });
});
