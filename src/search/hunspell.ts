// The words of a Hunspell dictionary (the Russian one of `dictionary-ru`), every form its suffix
// rules give: what tells a Russian word from a typo, so that search never "corrects" a word the
// language knows («сразу», «платить») into one the rulebook happens to hold, and what forms a
// saying of a short stem has («копье», not «копить»). Pure: the caller reads the dictionary's two
// files and hands in their text.
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

/** Each entry of the dictionary: its word and every form its flags give (the word among them), normalised (normalize). */
function* entries({ aff, dic }: HunspellDictionary): Generator<{ word: string; forms: string[] }> {
  const rules = suffixRules(aff);
  // The first line is the word count.
  for (const entry of dic.split('\n').slice(1)) {
    const [written, flags = ''] = entry.trim().split('/');
    const word = normalize(written ?? '');
    if (!/^[а-яй]+$/.test(word)) continue;
    const forms = [word];
    for (const flag of flags)
      for (const r of rules.get(flag) ?? [])
        if (word.endsWith(r.strip) && r.condition.test(word)) forms.push(word.slice(0, word.length - r.strip.length) + r.add);
    yield { word, forms };
  }
}

/** Every form of every Russian word of the dictionary, normalised (normalize): lemmas and the forms their flags give. */
export function dictionaryForms(dictionary: HunspellDictionary): Set<string> {
  const forms = new Set<string>();
  for (const entry of entries(dictionary)) for (const form of entry.forms) forms.add(form);
  return forms;
}

/**
 * For each word whose stem other words of the dictionary share («копить» shares «коп» with
 * «копье»), the forms of its own paradigm that have its stem: of the entries the word heads (or,
 * where it heads none, «убил», of those it is a form of) and of the entries their forms head (the
 * plural «копья» of «копье»). «разом» heads an entry of its own, so «раз» is none of its forms. A
 * word the dictionary lacks («юзать»), or whose stem no other word has, has none.
 */
export function paradigms(dictionary: HunspellDictionary, wanted: Iterable<string>): Map<string, string[]> {
  const words = [...new Set(wanted)];
  const want = new Set(words);
  const keys = new Set(words.map(stem));
  const longest = Math.max(0, ...[...keys].map((k) => k.length));
  /** The beginnings of a word that are one of the words' stems. */
  const keysOf = (w: string) => {
    const found: string[] = [];
    for (let n = 1; n <= longest; n++) if (keys.has(w.slice(0, n))) found.push(w.slice(0, n));
    return found;
  };
  const add = (to: Map<string, Set<string>>, key: string, forms: string[]) => {
    const set = to.get(key) ?? new Set();
    for (const f of forms) set.add(f);
    to.set(key, set);
  };
  // One pass: the entries a word heads or is a form of, the entries headed by a word that begins
  // with one of the stems (where a paradigm's forms head entries of their own), and every form
  // that has one of the stems.
  const headed = new Map<string, Set<string>>();
  const within = new Map<string, Set<string>>();
  const ofStem = new Map<string, Set<string>>();
  for (const { word, forms } of entries(dictionary)) {
    if (keysOf(word).length) add(headed, word, forms);
    for (const form of forms) {
      if (form !== word && want.has(form)) add(within, form, forms);
      for (const key of keysOf(form)) if (stem(form) === key) add(ofStem, key, [form]);
    }
  }
  const found = new Map<string, string[]>();
  for (const word of words) {
    const forms = new Set(headed.get(word) ?? within.get(word) ?? []);
    for (const form of [...forms]) for (const f of headed.get(form) ?? []) forms.add(f);
    const key = stem(word);
    const all = ofStem.get(key) ?? new Set();
    const mine = [...all].filter((f) => forms.has(f));
    if (mine.length && mine.length < all.size) found.set(word, mine.sort());
  }
  return found;
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
