// A word that something knows is never "corrected" (issue 29): a Russian word in any form, a word
// of the rules or a card's name, a card's name in any of its cases. A typo or a related reading is
// only for a word nothing knows, and then the rules' own word is preferred to a card's name.
// Walked over the real index: the Hunspell dictionary the build stems, sampled systematically and
// wherever its forms come near the index's words (where a wrong correction could happen), every
// card, and the whole vocabulary of the rules and everything else the index holds.
import russian from 'dictionary-ru';
import { describe, expect, it } from 'vitest';
import { openSearch } from '../../src/content-files/index.ts';
import { dictionaryForms, editDistance, STOP_WORDS, stem, words, type SearchAnswer } from '../../src/search/index.ts';
import { graph } from '../content-graph.ts';

const { index, data } = await openSearch(graph());
const russianForms = dictionaryForms({ aff: new TextDecoder().decode(russian.aff), dic: new TextDecoder().decode(russian.dic) });
const forms = [...russianForms];

/** Words shorter than this are never guessed at (unknown-words.ts); the walk asks about longer ones. */
const GUESSED_LENGTH = 5;

const guesses = (a: SearchAnswer) => a.corrections.filter((c) => c.why === 'typo' || c.why === 'related');

/** The queries among `queries` that the search "corrected", each with what it read instead. */
async function corrected(queries: Iterable<string>): Promise<string[]> {
  const wrong: string[] = [];
  for (const q of new Set(queries)) {
    const found = guesses(await index.search(q));
    if (found.length) wrong.push(`${q} → ${found.map((c) => `${c.found} (${c.why})`).join(', ')}`);
  }
  return wrong;
}

/** Every `step`-th of the items, from the first. */
const everyNth = <T>(items: T[], step: number): T[] => items.filter((_, i) => i % step === 0);

const docWords = (group?: string) =>
  new Set(
    data.docs.filter((d) => !group || d.group === group).flatMap((d) => [d.title, d.head, ...d.blocks.map((b) => b.text), ...(d.asked ?? [])].flatMap(words)),
  );
/** Whether a word is a form of a word of the rules (its stem begins one). */
const rulesVocabulary = [...docWords('rules')];
const ofRules = (word: string) => rulesVocabulary.some((w) => w.startsWith(stem(word)));
const indexWords = [...docWords()].filter((w) => w.length >= GUESSED_LENGTH && /^[а-я]+$/.test(w));

/**
 * Dictionary forms within two letters of an index word of the same first letter that the index
 * does not hold: the words a typo's reading could take for another («отломанной» for
 * «отложенной», «щитом» for «защиту»'s root). Every `step`-th form is looked at.
 */
function formsNearIndex(step: number): string[] {
  const held = new Set(indexWords);
  const byLetter = new Map<string, string[]>();
  for (const w of indexWords) byLetter.set(w[0], [...(byLetter.get(w[0]) ?? []), w]);
  return everyNth(forms, step).filter(
    (f) =>
      f.length >= GUESSED_LENGTH && !held.has(f) && (byLetter.get(f[0]) ?? []).some((w) => Math.abs(w.length - f.length) <= 2 && editDistance(f, w, 2) <= 2),
  );
}

describe('a word something knows is never corrected', () => {
  it('Russian words in any form, sampled from the dictionary the build stems', async () => {
    expect(forms.length).toBeGreaterThan(1_000_000);
    const sample = everyNth(
      forms.filter((f) => f.length >= GUESSED_LENGTH),
      500,
    );
    expect(sample.length).toBeGreaterThan(2000);
    expect(await corrected(sample)).toEqual([]);
  });

  it('Russian words that come within two letters of the index’s words, where a typo’s reading could take them', async () => {
    const near = formsNearIndex(20);
    expect(near.length).toBeGreaterThan(1000);
    expect(await corrected(near)).toEqual([]);
  });

  it('Russian words of a letter no word of the index begins with, whose root it holds («щитом», «защиту»)', async () => {
    const letters = new Set(indexWords.map((w) => w[0]));
    const elsewhere = everyNth(
      forms.filter((f) => f.length >= GUESSED_LENGTH && !letters.has(f[0])),
      5,
    );
    // Besides the sample, the forms found "related" before their letters' stems were shipped.
    const seen = ['щитом', 'шелка', 'шедший'];
    for (const f of seen) expect(russianForms.has(f), f).toBe(true);
    expect(await corrected([...elsewhere, ...seen])).toEqual([]);
  });

  it('everyday words of a table, in the forms players say them', async () => {
    const table =
      'атакую атаковал атакованного атакуешь защищаюсь защитился перехватываю перехватил сбросил сбрасываю выложил выкладываю ' +
      'разыгрываю разыграл сыграл сыграешь играешь выиграл проиграл кидаю бросаю бросок кубика выпало выпала пропускаю пропустил ' +
      'передаю заканчиваю закончил начинаю начала противника противнику соперника союзника ходом раунда колоду колоды перемешать ' +
      'добираю добрал вытянул жизней ранил ранена убил убили погиб погибло умерла вылечил лечится поворачиваю повернул повёрнутая ' +
      'закрытая открытую разворачиваю жертвую пожертвовать отменить отменяю отменили сработала сработает срабатывает считается ' +
      'учитывается действует одновременно сначала потом вместо обратно дважды снова каждого любого своего чужого моего твоего ' +
      'правильно неправильно почему сколько нельзя подожди кажется получается стоимость стоимости заплатил заплатить платишь ' +
      'карточку карточки руками руке сразу ходить перекинуть забрал класть положил положить убрать убираю оставить оставляю';
    expect(await corrected(table.split(' '))).toEqual([]);
  });

  it("every card's name, alias and case form, whole and word by word", async () => {
    const cards = graph().catalog.cards;
    expect(cards.length).toBeGreaterThan(0);
    const names = cards.flatMap((c) => [c.name, ...c.aliases, ...Object.values(c.forms)]);
    expect(await corrected([...names, ...names.flatMap(words)])).toEqual([]);
  });

  it('every word the index holds: the rules’ vocabulary, rulings, glossary, cards, examples', async () => {
    expect(indexWords.length).toBeGreaterThan(500);
    expect(await corrected(docWords())).toEqual([]);
  });
});

describe('a typo beside known words', () => {
  it('is the only word corrected, to the rulebook’s word', async () => {
    for (const [known, typo] of [
      ['сразу', 'атоковать'],
      ['карточку', 'кладбишче'],
      ['противника', 'инкорнацыя'],
    ]) {
      const found = guesses(await index.search(`${known} ${typo}`));
      expect(
        found.map((c) => c.typed),
        `${known} ${typo}`,
      ).toEqual([typo]);
      expect(ofRules(found[0].found), `${typo} → ${found[0].found}`).toBe(true);
    }
  });

  it('is read as a word of the rules rather than of a card’s name, where both are one letter off', async () => {
    const rulesWords = [...docWords('rules')].filter((w) => !STOP_WORDS.has(w));
    const held = docWords();
    const known = new Set(data.known);
    const cardWords = [...new Set(graph().catalog.cards.flatMap((c) => [c.name, ...c.aliases, ...Object.values(c.forms)].flatMap(words)))].filter(
      (w) => w.length >= GUESSED_LENGTH && !rulesWords.includes(w) && /^[а-я]+$/.test(w),
    );
    // A letter of a card's name changed so that the word is one letter from a word of the rules too.
    const typos: { typo: string; card: string }[] = [];
    for (const card of cardWords)
      for (const rule of rulesWords)
        if (rule.length === card.length && rule[0] === card[0] && editDistance(card, rule, 2) === 2)
          for (let i = 0; i < card.length; i++) {
            const typo = card.slice(0, i) + rule[i] + card.slice(i + 1);
            if (editDistance(typo, card) === 1 && editDistance(typo, rule) === 1 && !known.has(stem(typo)) && !held.has(typo)) typos.push({ typo, card });
          }
    expect(typos.length).toBeGreaterThan(0);
    // A typo the search reads as another form of a word it holds («рунопевеу», a fleeting vowel) needs no guess.
    let guessed = 0;
    for (const { typo, card } of typos) {
      const [c] = guesses(await index.search(typo));
      if (!c) continue;
      guessed++;
      expect(c.found, `${typo} (one letter from «${card}»)`).toSatisfy(ofRules);
    }
    expect(guessed).toBeGreaterThan(0);
  });
});
