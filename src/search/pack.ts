// A document as a chunk ships it: a rule text without what its view, number and section
// already say (id, address, label), so a large rulebook stays small on the wire.
import { rulePath, sectionPath } from '../routes/index.ts';
import type { PackedDoc } from './format.ts';
import type { SearchDoc } from './types.ts';

/** Names of views and editions, which packed documents point into. */
export interface PackNames {
  views: string[];
  editions: string[];
}

function ruleDoc(
  view: string,
  edition: string,
  section: number,
  number: string | null,
  inferred: boolean,
  title: string | null,
  blocks: SearchDoc['blocks'],
): SearchDoc {
  const anchor = blocks[0]?.anchor ?? '';
  return {
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
}

const sameDoc = (a: SearchDoc, b: SearchDoc) =>
  JSON.stringify({ ...a, also: undefined, asked: undefined }) === JSON.stringify({ ...b, also: undefined, asked: undefined });

/** Packs a document; only what unpacks to the very same document loses its derivable fields. */
export function packDoc(doc: SearchDoc, names: PackNames, sectionTitle: string | null): PackedDoc {
  const view = names.views.indexOf(doc.view ?? '');
  const edition = names.editions.indexOf(doc.edition ?? '');
  const { asked: _asked, ...shown } = doc;
  if (doc.group === 'rules' && view >= 0 && edition >= 0 && doc.section !== undefined) {
    const rebuilt = ruleDoc(doc.view!, doc.edition!, doc.section, doc.number, !!doc.inferred, sectionTitle, doc.blocks);
    if (sameDoc(rebuilt, doc)) {
      const also = doc.also?.map((a): [number, number, string | null, string] => [
        names.views.indexOf(a.view),
        names.editions.indexOf(a.edition),
        a.number,
        a.url,
      ]);
      const packed: PackedDoc = [
        0,
        view,
        edition,
        doc.section,
        doc.number,
        doc.inferred ? 1 : 0,
        sectionTitle,
        doc.blocks.map((b) => [b.anchor === doc.number ? null : (b.anchor ?? null), b.text]),
      ];
      if (also?.length && also.every(([v, e]) => v >= 0 && e >= 0)) packed.push(also);
      else if (also?.length) return [1, shown];
      return packed;
    }
  }
  return [1, shown];
}

export function unpackDoc(packed: PackedDoc, names: PackNames): SearchDoc {
  if (packed[0] === 1) return packed[1];
  const [, v, e, section, number, inferred, title, blocks, also] = packed;
  const doc = ruleDoc(
    names.views[v],
    names.editions[e],
    section,
    number,
    inferred === 1,
    title,
    blocks.map(([anchor, text]) => ({ anchor: anchor ?? number!, text })),
  );
  if (also) doc.also = also.map(([av, ae, n, url]) => ({ view: names.views[av], number: n, url, edition: names.editions[ae] }));
  return doc;
}
