// The shipped form of the corpus: rule documents without what their view, number and section
// already say (id, address, title, label), so a large rulebook stays small on the wire.
import { rulePath, sectionPath } from '../routes/index.ts';
import type { DocAlias, SearchData, SearchDoc, SectionEntry } from './types.ts';

type PackedBlock = [anchor: string | null, text: string];
type PackedAlias = [view: number, edition: number, number: string | null, url: string];
type PackedRule = [kind: 0, view: number, edition: number, section: number, number: string | null, inferred: 0 | 1, blocks: PackedBlock[], also?: PackedAlias[]];
type PackedOther = [kind: 1, doc: SearchDoc];

export interface PackedCorpus {
  version: 1;
  packed: true;
  views: SearchData['views'];
  editions: SearchData['editions'];
  /** [view index, section number, title] */
  sections: [number, number, string | null][];
  /** Every id a view or edition is named by, in one list the numbers above point into. */
  ids: string[];
  docs: (PackedRule | PackedOther)[];
}

const sectionKey = (view: string, n: number) => `${view}:${n}`;

function derived(view: string, edition: string, section: number, number: string | null, inferred: boolean, blocks: SearchDoc['blocks'], titles: Map<string, string | null>): SearchDoc {
  const title = titles.get(sectionKey(view, section)) ?? null;
  const anchor = blocks[0]?.anchor ?? '';
  const doc: SearchDoc = {
    id: `${view}:${number ?? anchor}`,
    group: 'rules',
    url: number ? rulePath(view, number) : sectionPath(view, section, anchor),
    number,
    ...(number ? { inferred } : {}),
    section,
    title: title ?? `Раздел ${section}`,
    view,
    edition,
    head: `${number ?? section} ${title ?? ''}`.trim(),
    blocks,
  };
  return doc;
}

export function packCorpus(data: SearchData): PackedCorpus {
  const ids: string[] = [];
  const idOf = (id: string) => {
    let i = ids.indexOf(id);
    if (i < 0) i = ids.push(id) - 1;
    return i;
  };
  const titles = new Map(data.sections.map((s) => [sectionKey(s.view, s.number), s.title]));
  const docs = data.docs.map((doc): PackedRule | PackedOther => {
    if (doc.group === 'rules' && doc.view && doc.edition && doc.section !== undefined) {
      const blocks = doc.blocks.map((b): PackedBlock => [b.anchor === doc.number ? null : (b.anchor ?? null), b.text]);
      const rebuilt = derived(doc.view, doc.edition, doc.section, doc.number, !!doc.inferred, doc.blocks, titles);
      // Pack only what unpacks to the very same document.
      if (JSON.stringify({ ...rebuilt, also: undefined }) === JSON.stringify({ ...doc, also: undefined })) {
        const packed: PackedRule = [0, idOf(doc.view), idOf(doc.edition), doc.section, doc.number, doc.inferred ? 1 : 0, blocks];
        if (doc.also?.length) packed.push(doc.also.map((a): PackedAlias => [idOf(a.view), idOf(a.edition), a.number, a.url]));
        return packed;
      }
    }
    return [1, doc];
  });
  const sections = data.sections.map((s): [number, number, string | null] => [idOf(s.view), s.number, s.title]);
  return { version: 1, packed: true, views: data.views, editions: data.editions, sections, ids, docs };
}

export function unpackCorpus(packed: PackedCorpus | SearchData): SearchData {
  if (!('packed' in packed)) return packed;
  const { ids } = packed;
  const sections: SectionEntry[] = packed.sections.map(([v, number, title]) => ({ view: ids[v], number, title, url: sectionPath(ids[v], number) }));
  const titles = new Map(sections.map((s) => [sectionKey(s.view, s.number), s.title]));
  const docs = packed.docs.map((entry): SearchDoc => {
    if (entry[0] === 1) return entry[1];
    const [, v, e, section, number, inferred, blocks, also] = entry;
    const doc = derived(ids[v], ids[e], section, number, inferred === 1, blocks.map(([anchor, text]) => ({ anchor: anchor ?? number!, text })), titles);
    if (also) doc.also = also.map(([av, ae, n, url]): DocAlias => ({ view: ids[av], number: n, url, edition: ids[ae] }));
    return doc;
  });
  return { version: 1, views: packed.views, editions: packed.editions, sections, docs };
}
