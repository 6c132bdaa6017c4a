// A saying's forms from the dictionary (hunspell.ts paradigms): only for a word whose stem other
// words share, only the forms of its own entries and of those its forms head, only those of its stem.
import { describe, expect, it } from 'vitest';
import { paradigms } from '../../src/search/index.ts';

// «копье» (flag J gives its singular), its plural «копья» (flag O), and «копить», which shares «коп».
const dictionary = {
  aff: [
    'SFX J Y 3',
    'SFX J е я е',
    'SFX J е ю е',
    'SFX J е ем е',
    'SFX O Y 2',
    'SFX O ья ий ья',
    'SFX O я ями я',
    'SFX V Y 2',
    'SFX V ить ил ить',
    'SFX V ить ит ить',
  ].join('\n'),
  dic: ['5', 'копье/J', 'копья/O', 'копить/V', 'разом', 'раз', 'мечта'].join('\n'),
};

describe('the forms of a saying of a short stem', () => {
  it('are those of its entries and of the entries its forms head, never of another word of its stem', () => {
    expect(paradigms(dictionary, ['копье']).get('копье')).toEqual(['копий', 'копье', 'копьем', 'копью', 'копья', 'копьями']);
  });

  it('are of the entry the word heads, not of one it is only a form of elsewhere', () => {
    const raz = { aff: 'SFX R Y 1\nSFX R 0 ом .', dic: ['2', 'разом', 'раз/R'].join('\n') };
    expect(paradigms(raz, ['разом']).get('разом')).toEqual(['разом']);
  });

  it('are none for a word the dictionary lacks, or whose stem no other word shares', () => {
    const found = paradigms(dictionary, ['юзать', 'мечта']);
    expect(found.has('юзать')).toBe(false);
    expect(found.has('мечта')).toBe(false);
  });
});
