// The editions as the engine plays them (Node only): content/engine/<edition>.yaml read by the
// engine's reader, ordered and titled as the rulebook's editions are, each citation checked
// against its edition's text; and for an edition of the rulebook that has no table, one derived
// from the nearest edition that has: its zones and what a card keeps, and each rule it cites
// carried across the alignment to where that paragraph stands in the new edition. A rule the
// alignment cannot carry is named, and cited from the edition that holds it (src/engine).
import { join } from 'node:path';
import { makeEditions, readEditionRules, RULE_KEYS, type EditionRules, type Editions, type RuleKey } from '../engine/index.ts';
import { fileProblem, readYaml, type InputProblem } from '../input/index.ts';
import { editionAnchors, type Edition } from '../rulebook/index.ts';
import type { Alignments } from './alignments.ts';
import { contentFolder, shownPath, type ContentPlace } from './place.ts';
import { readFolder } from './read-file.ts';

/** An engine table derived for an edition that has none. */
export interface DerivedTable {
  edition: string;
  /** The edition whose table it is carried from. */
  from: string;
  /** Rules whose paragraph the alignment finds in the edition with another text. */
  changed: { key: RuleKey; from: string; to: string }[];
  /** Rules the alignment cannot carry: the new edition's excerpts do not hold them. */
  lost: { key: RuleKey; rule: string }[];
}

export interface EngineRead {
  /** Oldest first: the rulebook's editions in their order (own tables or derived), then tables for editions the rulebook lacks. */
  tables: EditionRules[];
  editions: Editions;
  derived: DerivedTable[];
  problems: InputProblem[];
  notes: InputProblem[];
}

/** The nearest edition with a table of its own: by place in the order, the newer on a tie. */
function nearestWithTable(editions: Edition[], at: number, own: Map<string, EditionRules>): Edition | null {
  for (let d = 1; d < editions.length; d++) {
    for (const i of [at + d, at - d]) if (editions[i] && own.has(editions[i].id)) return editions[i];
  }
  return null;
}

function derive(edition: Edition, source: EditionRules, alignments: Alignments): { table: EditionRules; derived: DerivedTable } {
  const citations: EditionRules['citations'] = {};
  const derived: DerivedTable = { edition: edition.id, from: source.id, changed: [], lost: [] };
  for (const [key] of RULE_KEYS) {
    const rule = source.citations[key];
    if (rule === undefined) continue;
    const carried = alignments.carry(rule, source.id, edition.id);
    if (!carried) derived.lost.push({ key, rule });
    else {
      citations[key] = carried.anchor;
      if (carried.status === 'changed') derived.changed.push({ key, from: rule, to: carried.anchor });
    }
  }
  return { table: { id: edition.id, title: edition.title, zones: source.zones, keeps: source.keeps, citations }, derived };
}

function derivedNote(place: ContentPlace, d: DerivedTable): InputProblem {
  const file = `${shownPath(place, join(place.rules, d.edition))}/`;
  const lost = d.lost.map((l) => l.rule).join(', ');
  const changed = d.changed.map((c) => `${c.from} → ${c.to}`).join(', ');
  return fileProblem(
    file,
    `the engine plays ${d.edition} by ${d.from}'s table, each rule carried to its place in ${d.edition}${changed ? `; text changed: ${changed}` : ''}${lost ? `; not in ${d.edition}'s excerpts, so cited from ${d.from}: ${lost}` : ''}`,
    `движок играет редакцию ${d.edition} по таблице ${d.from}, каждое правило перенесено на его место в ${d.edition}${changed ? `; текст изменён: ${changed}` : ''}${lost ? `; в выдержках ${d.edition} нет, поэтому цитируются по ${d.from}: ${lost}` : ''}`,
  );
}

/**
 * `checked`: whether each citation must stand in its edition's text (not so for another rulebook,
 * which the content's tables were not written for).
 */
export function readEngineTables(place: ContentPlace, editions: Edition[], alignments: Alignments, checked: boolean): EngineRead {
  const folder = contentFolder(place, 'engine');
  const { files, problems } = readFolder(folder.dir, folder.shown);
  const read = readEditionRules(files.map(({ file, bytes }) => ({ file, text: bytes })));
  problems.push(...read.errors);
  const own = new Map(read.tables.map((t) => [t.id, t]));
  const notes: InputProblem[] = [];
  const derived: DerivedTable[] = [];
  const tables: EditionRules[] = [];
  editions.forEach((edition, at) => {
    const table = own.get(edition.id);
    if (table) {
      tables.push({ ...table, title: edition.title });
      if (checked) problems.push(...unplaced(table, edition, files.find((f) => f.file.endsWith(`/${edition.id}.yaml`))!.bytes, folder.shown));
      return;
    }
    const source = nearestWithTable(editions, at, own);
    if (!source) return;
    const made = derive(edition, own.get(source.id)!, alignments);
    tables.push(made.table);
    derived.push(made.derived);
    notes.push(derivedNote(place, made.derived));
  });
  tables.push(...read.tables.filter((t) => !editions.some((e) => e.id === t.id)));
  return { tables, editions: makeEditions(tables), derived, problems, notes };
}

/** Citations of a table that its edition's text does not hold, each where it stands. */
function unplaced(table: EditionRules, edition: Edition, bytes: Uint8Array, shown: string): InputProblem[] {
  const anchors = editionAnchors(edition);
  const read = readYaml(`${shown}/${edition.id}.yaml`, bytes);
  if (!read.ok) return read.problems;
  return Object.entries(table.citations).flatMap(([key, rule]) =>
    anchors.has(rule)
      ? []
      : [
          read.value.problem(
            ['citations', key],
            `${key}: rule ${rule} is not in the ${edition.id} rulebook content`,
            `${key}: правила ${rule} нет в тексте редакции ${edition.id}`,
          ),
        ],
  );
}
