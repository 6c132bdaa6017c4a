// The words of a Hunspell dictionary (the Russian one of `dictionary-ru`), every form its suffix
// rules give: what tells a Russian word from a typo, so that search never "corrects" a word the
// language knows («сразу», «платить») into one the rulebook happens to hold. Pure: the caller
// reads the dictionary's two files and hands in their text.
import { normalize, stem } from './text.ts';

/** A dictionary's two files as text: the affix rules and the word list. */
export interface HunspellDictionary {
  aff: string;
  dic: string;
}

interface Suffix {
  strip: string;
  add: string;
  condition: RegExp;
}

/** The suffix rules by flag: `SFX flag strip add condition` lines («0» is nothing). */
function suffixRules(aff: string): Map<string, Suffix[]> {
  const rules = new Map<string, Suffix[]>();
  for (const line of aff.split('\n')) {
    const [kind, flag, strip, add, condition] = line.trim().split(/\s+/);
    if (kind !== 'SFX' || condition === undefined) continue;
    let list = rules.get(flag);
    if (!list) rules.set(flag, (list = []));
    list.push({
      strip: strip === '0' ? '' : strip,
      add: add === '0' ? '' : add.split('/')[0],
      condition: new RegExp(`${condition === '.' ? '' : condition}$`),
    });
  }
  return rules;
}

/** Every form of every Russian word of the dictionary, normalised (normalize): lemmas and the forms their flags give. */
export function dictionaryForms({ aff, dic }: HunspellDictionary): Set<string> {
  const rules = suffixRules(aff);
  const forms = new Set<string>();
  // The first line is the word count.
  for (const entry of dic.split('\n').slice(1)) {
    const [written, flags = ''] = entry.trim().split('/');
    const word = normalize(written ?? '');
    if (!/^[а-яй]+$/.test(word)) continue;
    forms.add(word);
    for (const flag of flags)
      for (const r of rules.get(flag) ?? [])
        if (word.endsWith(r.strip) && r.condition.test(word)) forms.add(word.slice(0, word.length - r.strip.length) + r.add);
  }
  return forms;
}

const stemsOf = new WeakMap<HunspellDictionary, string[]>();

/** The stems (stem) of all the dictionary's forms, sorted: a word is Russian when its stem is one. Made once per dictionary. */
export function dictionaryStems(dictionary: HunspellDictionary): string[] {
  let stems = stemsOf.get(dictionary);
  if (!stems) {
    const found = new Set<string>();
    for (const form of dictionaryForms(dictionary)) found.add(stem(form));
    stemsOf.set(dictionary, (stems = [...found].sort()));
  }
  return stems;
}
