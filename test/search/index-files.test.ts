// The index as files: a small root, then only the shards a query needs, each named by its
// content's hash. The answers must not depend on how the corpus is split, a file that fails to
// load must not break the next query, every document must come back from its chunk as it went
// in, and no name may ever stand for other bytes in another build (issue 21).
import fc from 'fast-check';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contentHash, searchCorpus } from '../../src/content-files/index.ts';
import { graph } from '../content-graph.ts';
import { decodePostings, encodePostings, HASH_LENGTH, type PackedDoc, type RootFile, type VocabularyFile } from '../../src/search/format.ts';
import { unpackDoc } from '../../src/search/pack.ts';
import { buildSearchFiles, fileNames, memoryLoader, numberedSections, SearchIndex, words, type SearchData } from '../../src/search/index.ts';
import { openCorpus, siteFiles } from './helpers.ts';
import { judgeQueries } from './judge-queries.ts';

const data = searchCorpus(graph());
const { root: rootPath, files } = siteFiles(data);
const root = JSON.parse(files.get(rootPath)!) as RootFile;
const paths = fileNames(root);
const filesOf = (path: string) => files.get(path)!;
const kind = (path: string) => path.split('/')[2].replace(/\.[\w-]+\.json$/, '');

/** The corpus with one rule's text changed, as a new build of the rulebook would have it. */
function withChangedRule(number: string, added: string): SearchData {
  const docs = data.docs.map((d) =>
    d.id === `current:${number}` ? { ...d, blocks: d.blocks.map((b, i) => (i === 0 ? { ...b, text: `${b.text}${added}` } : b)) } : d,
  );
  return { ...data, docs };
}

describe('the index files', () => {
  it('are a small root and shards, each under /search/ at the address the root gives it', () => {
    // A few kilobytes: the thesaurus's sayings are most of it (with the forms of those of a short stem).
    expect(gzipSync(files.get(rootPath)!).length).toBeLessThan(6000);
    const kinds = new Set([...files.keys()].map(kind));
    expect(kinds).toEqual(new Set(['root', 'words', 'vocabulary', 'roots', 'numbers', 'docs']));
    const listed = [
      rootPath,
      ...root.words.map((_, i) => paths.words(i)),
      ...root.chunks.map((_, i) => paths.docs(i)),
      ...root.vocabulary.map(paths.vocabulary),
      ...root.roots.map(paths.roots),
      ...numberedSections(root).map(paths.numbers),
    ];
    expect(listed.sort()).toEqual([...files.keys()].sort());
    expect(root.chunks.reduce((a, b) => a + b, 0)).toBe(data.docs.length);
  });

  it("hold, by first letter, the known stems a correction could reach: sorted, fewer than half the language's", () => {
    const files = root.vocabulary.map((key) => JSON.parse(filesOf(paths.vocabulary(key))) as VocabularyFile);
    const shipped = files.flatMap((f) => f.known);
    const known = new Set(data.known);
    expect(data.known.length).toBeGreaterThan(100_000);
    expect(shipped.every((s) => known.has(s))).toBe(true);
    // «сразу» comes near «раз», «платить» near «плащ»: their stems travel.
    expect(shipped).toEqual(expect.arrayContaining(['сраз', 'плат']));
    for (const f of files) expect(f.known).toEqual([...f.known].sort());
    expect(shipped.length).toBeLessThan(data.known.length / 2);
    for (const key of root.vocabulary) expect(gzipSync(filesOf(paths.vocabulary(key))).length, key).toBeLessThan(20_000);
  });

  it('are each named by the hash of their content', () => {
    for (const [path, text] of files) expect(path.endsWith(`.${contentHash(text).slice(0, HASH_LENGTH)}.json`), path).toBe(true);
    expect(() => buildSearchFiles(data, { hash: () => 'a/b' })).toThrow(/URL-safe/);
  });

  it('never give one name other bytes in a build that differs in one rule', () => {
    const next = siteFiles(withChangedRule('205.4', ' Новое предложение.'));
    const renamed = [...next.files.keys()].filter((path) => !files.has(path));
    for (const [path, text] of next.files) if (files.has(path)) expect(text, path).toBe(files.get(path));
    // The root and the files that hold the rule's words and text are new names; the rest stay as they were.
    expect(next.root).not.toBe(rootPath);
    expect(renamed.map(kind).sort()).toEqual(expect.arrayContaining(['docs', 'root', 'words']));
    expect(renamed.length).toBeLessThan(files.size / 2);
  });

  it("give every document back from its chunk as it went in, except the rulings' questions it is found by, and with its rulings' word weights", () => {
    const names = { views: root.views.map((v) => v.id), editions: root.editions.map((e) => e.id) };
    const chunks = root.chunks.map((_, i) => JSON.parse(files.get(paths.docs(i))!) as PackedDoc[]);
    const unpacked = chunks.flatMap((chunk) => chunk.map((p) => unpackDoc(p, names)));
    expect(unpacked.map(({ weights: _weights, ...doc }) => doc)).toEqual(data.docs.map(({ asked: _asked, ...doc }) => doc));
    // A ruling ships the rarity of each word of its question, which the best answer weighs.
    for (const doc of unpacked) expect(doc.weights?.length, doc.id).toBe(doc.group === 'rulings' ? words(doc.title).length : undefined);
    expect(unpacked.filter((d) => d.group === 'rulings').every((d) => d.weights!.every((w) => w > 0))).toBe(true);
    // Rule texts ship without what their view, number and section say.
    expect(chunks.flat().filter((p) => p[0] === 0).length).toBeGreaterThan(40);
  });

  it('code postings that decode to the same documents and positions', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(5000)), fc.array(fc.array(fc.integer({ min: -200, max: 5000 }))), (ids, lists) => {
        const list = [...ids].sort((a, b) => a - b).map((doc, i) => ({ doc, positions: [...new Set(lists[i] ?? [])].sort((a, b) => a - b) }));
        const p = decodePostings(encodePostings(list));
        expect([...p.docs]).toEqual(list.map((e) => e.doc));
        expect(list.map((_, i) => [...p.positions.subarray(p.starts[i], p.starts[i + 1])])).toEqual(list.map((e) => e.positions));
      }),
    );
  });
});

describe('a query', () => {
  it('fetches the root, the shards of its words and the chunks of the results it shows, nothing else', async () => {
    const { index, fetched } = await openCorpus(data);
    expect(fetched).toEqual([rootPath]);
    const answer = await index.search('кладбищем', { perGroup: 2 });
    const rest = fetched.slice(1);
    expect(rest.filter((p) => kind(p) === 'words').length).toBe(1);
    expect(rest.every((p) => ['words', 'docs'].includes(kind(p)))).toBe(true);
    expect(rest.filter((p) => kind(p) === 'docs').length).toBeLessThanOrEqual(answer.total);
    expect(rest.filter((p) => kind(p) === 'docs').length).toBeLessThan(root.chunks.length / 2);
  });

  it('typed a letter at a time fetches the shard of its words only, whatever it weighs on the way', async () => {
    // «кладб» finds no term whole, so rulings are weighed for the best answer: the terms they ask
    // about are known from the root, not from every term's shards.
    const { index, fetched } = await openCorpus(data);
    for (let n = 3; n <= 'кладбищем'.length; n++) await index.search('кладбищем'.slice(0, n));
    expect(fetched.filter((p) => kind(p) === 'words').length).toBe(1);
  });

  it("of a rule number fetches its section's numbers, and a typo the words of its first letter", async () => {
    const { index, fetched } = await openCorpus(data);
    await index.search('205.4');
    expect(fetched).toContain(paths.numbers(205));
    expect(fetched.some((p) => kind(p) === 'vocabulary')).toBe(false);
    await index.search('кладбишем');
    expect(fetched).toContain(paths.vocabulary('43a'));
  });

  it('gets the same answer however finely the index is split', async () => {
    const whole = (await openCorpus(data)).index;
    const fine = (await openCorpus(data, { words: 1, docs: 1 })).index;
    const queries = [...judgeQueries.map((q) => q.query), 'кладбишче', 'вылечить', 'rkfl,botv', '205.4', '517.', '309.2', '206.2', 'рунопевца', 'x раз за ход'];
    for (const q of queries) expect(await fine.search(q), q).toEqual(await whole.search(q));
  });

  it('that cannot fetch a file fails, and the next query fetches it again', async () => {
    const load = memoryLoader(files);
    let offline = false;
    const index = await SearchIndex.open((path) => (offline ? Promise.reject(new Error('offline')) : load(path)), rootPath);
    offline = true;
    await expect(index.search('кладбище')).rejects.toThrow('offline');
    offline = false;
    expect((await index.search('кладбище')).total).toBeGreaterThan(0);
  });

  it('refuses an index of another version', async () => {
    const old = new Map(files).set(rootPath, JSON.stringify({ ...root, version: 1 }));
    await expect(SearchIndex.open(memoryLoader(old), rootPath)).rejects.toThrow(/version 1/);
  });
});
