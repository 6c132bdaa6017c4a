// The glossary (content/glossary/<slug>.yaml), read for the graph: each term read by the
// rulebook's reader (its definitions quoted from the editions, its forms and `see` checked), and
// its definitions held against each other: a term cites its defining rule per edition, and where
// the alignment carries one edition's definition, unchanged, to another place than the one the
// term names there, the term names a renumbered rule (early 208.2 is late 209.2), which
// `svod check --fix` rewrites.
import { readYaml } from '../input/index.ts';
import { readGlossary, type Edition, type GlossaryTerm } from '../rulebook/index.ts';
import type { Alignments } from './alignments.ts';
import type { CitationIndex } from './citations.ts';
import type { Findings } from './examples.ts';
import { contentFolder, type ContentPlace } from './place.ts';
import { readFolder } from './read-file.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readGlossaryTerms(place: ContentPlace, editions: Edition[], alignments: Alignments, citations: CitationIndex, findings: Findings): GlossaryTerm[] {
  const folder = contentFolder(place, 'glossary');
  const { files, problems } = readFolder(folder.dir, folder.shown);
  findings.problems.push(...problems);
  const carried = files.flatMap(({ file, bytes }) => renumbered(file, bytes, alignments, citations));
  const said = new Set(carried.map(({ problem: p }) => `${p.file}:${p.line}:${p.column}`));
  for (const { problem, fix } of carried) {
    findings.problems.push(problem);
    findings.fixes.push(fix);
  }
  const read = readGlossary(files, editions);
  // One message per place: a definition the alignment moved is said once, with its fix.
  findings.problems.push(...read.problems.filter((p) => !said.has(`${p.file}:${p.line}:${p.column}`)));
  return read.terms;
}

/** Definitions that another edition's definition, carried with its text unchanged, puts elsewhere. */
function renumbered(file: string, bytes: Uint8Array, alignments: Alignments, citations: CitationIndex) {
  const read = readYaml(file, bytes);
  const defined = read.ok && isRecord(read.value.data) && isRecord(read.value.data.defined) ? read.value.data.defined : {};
  const cited = Object.entries(defined).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (!read.ok) return [];
  const input = read.value;
  return cited.flatMap(([edition, anchor]) => {
    for (const [other, theirs] of cited) {
      if (other === edition || !citations.holds(other, theirs)) continue;
      const c = alignments.carry(theirs, other, edition);
      if (!c?.certain || c.anchor === anchor) continue;
      const pos = input.at(['defined', edition]);
      return [
        {
          problem: input.problem(
            ['defined', edition],
            `defined.${edition}: ${anchor}, but ${other}'s ${theirs} stands in ${edition} as ${c.anchor}, text unchanged: svod check --fix rewrites it`,
            `defined.${edition}: ${anchor}, но ${theirs} редакции ${other} стоит в ${edition} под номером ${c.anchor}, текст тот же: svod check --fix исправит ссылку`,
          ),
          fix: { file, line: pos.line, column: pos.column, from: anchor, to: c.anchor },
        },
      ];
    }
    return [];
  });
}
