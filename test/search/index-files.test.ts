// The index as files: a small root, then only the shards a query needs. The answers must not
// depend on how the corpus is split, a file that fails to load must not break the next query,
// and every document must come back from its chunk as it went in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSearchData } from '../../src/content-files/index.ts';
import { searchPaths } from '../../src/routes/index.ts';
import { decodePostings, encodePostings, type PackedDoc, type RootFile } from '../../src/search/format.ts';
import { unpackDoc } from '../../src/search/pack.ts';
import { buildSearchFiles, memoryLoader, SearchIndex } from '../../src/search/index.ts';
import { openCorpus } from './helpers.ts';
import { judgeQueries } from './judge-queries.ts';

const { data } = loadSearchData(process.cwd());
const files = buildSearchFiles(data);
const root = JSON.parse(files.get(searchPaths.root())!) as RootFile;
const kind = (path: string) => path.split('/')[2].replace(/\.json$/, '');

describe('the index files', () => {
  it('are a small root and shards, each under /search/ at the address src/routes gives it', () => {
    expect(files.get(searchPaths.root())!.length).toBeLessThan(4000);
    const kinds = new Set([...files.keys()].map(kind));
    expect(kinds).toEqual(new Set(['root', 'words', 'vocabulary', 'roots', 'numbers', 'docs']));
    root.words.forEach((_, i) => expect(files.has(searchPaths.words(i))).toBe(true));
    root.chunks.forEach((_, i) => expect(files.has(searchPaths.docs(i))).toBe(true));
    for (const key of root.vocabulary) expect(files.has(searchPaths.vocabulary(key))).toBe(true);
    for (const [first, last] of root.numbers) for (let s = first; s <= last; s++) expect(files.has(searchPaths.numbers(s)), String(s)).toBe(true);
    expect(root.chunks.reduce((a, b) => a + b, 0)).toBe(data.docs.length);
  });

  it('give every document back from its chunk as it went in, except the rulings\' questions it is found by', () => {
    const names = { views: root.views.map((v) => v.id), editions: root.editions.map((e) => e.id) };
    const docs = root.chunks.flatMap((_, i) => (JSON.parse(files.get(searchPaths.docs(i))!) as PackedDoc[]).map((p) => unpackDoc(p, names)));
    expect(docs).toEqual(data.docs.map(({ asked: _asked, ...doc }) => doc));
    // Rule texts ship without what their view, number and section say.
    expect(root.chunks.flatMap((_, i) => JSON.parse(files.get(searchPaths.docs(i))!) as PackedDoc[]).filter((p) => p[0] === 0).length).toBeGreaterThan(40);
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
    expect(fetched).toEqual([searchPaths.root()]);
    const answer = await index.search('кладбищем', { perGroup: 2 });
    const rest = fetched.slice(1);
    expect(rest.filter((p) => kind(p) === 'words').length).toBe(1);
    expect(rest.every((p) => ['words', 'docs'].includes(kind(p)))).toBe(true);
    expect(rest.filter((p) => kind(p) === 'docs').length).toBeLessThanOrEqual(answer.total);
    expect(rest.filter((p) => kind(p) === 'docs').length).toBeLessThan(root.chunks.length / 2);
  });

  it('of a rule number fetches its section\'s numbers, and a typo the words of its first letter', async () => {
    const { index, fetched } = await openCorpus(data);
    await index.search('205.4');
    expect(fetched).toContain(searchPaths.numbers(205));
    expect(fetched.some((p) => kind(p) === 'vocabulary')).toBe(false);
    await index.search('кладбишем');
    expect(fetched).toContain(searchPaths.vocabulary('43a'));
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
    const index = await SearchIndex.open((path) => (offline ? Promise.reject(new Error('offline')) : load(path)));
    offline = true;
    await expect(index.search('кладбище')).rejects.toThrow('offline');
    offline = false;
    expect((await index.search('кладбище')).total).toBeGreaterThan(0);
  });

  it('refuses an index of another version', async () => {
    const old = new Map(files).set(searchPaths.root(), JSON.stringify({ ...root, version: 1 }));
    await expect(SearchIndex.open(memoryLoader(old))).rejects.toThrow(/version 1/);
  });
});
