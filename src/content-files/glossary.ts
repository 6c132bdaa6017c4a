// The glossary (content/glossary/<slug>.yaml), read for the graph: each term read by the
// rulebook's reader (its definitions quoted from the editions, its forms and `see` checked). A term
// cites its defining rule per edition: where one edition's citation fails (no such rule, or one
// that does not mention the term), and the alignment carries another edition's sound definition,
// unchanged, to a place of that edition, the term names a renumbered rule (early 208.2 is late
// 209.2): said once, at that citation, and rewritten by `svod check --fix`.
import { isMapping, readYaml, type InputProblem } from '../input/index.ts';
import { readGlossary, type Edition, type GlossaryTerm } from '../rulebook/index.ts';
import type { Alignments } from './alignments.ts';
import type { CitationFix, Findings } from './citations.ts';
import { contentFolder, type ContentPlace } from './place.ts';
import { readFolder } from './read-file.ts';

const where = (p: { file: string; line: number; column: number }) => `${p.file}:${p.line}:${p.column}`;

export function readGlossaryTerms(place: ContentPlace, editions: Edition[], alignments: Alignments, findings: Findings): GlossaryTerm[] {
  const folder = contentFolder(place, 'glossary');
  const { files, problems } = readFolder(folder.dir, folder.shown);
  findings.problems.push(...problems);
  const read = readGlossary(files, editions);
  const failed = new Set(read.problems.map(where));
  const carried = files.flatMap(({ file, bytes }) => renumbered(file, bytes, alignments, failed));
  const said = new Set(carried.map(({ problem }) => where(problem)));
  // One message per place: a definition the alignment moved is said once, with its fix.
  findings.problems.push(...read.problems.filter((p) => !said.has(where(p))));
  for (const { problem, fix } of carried) {
    findings.problems.push(problem);
    findings.fixes.push(fix);
  }
  return read.terms;
}

/** The failing definitions that another edition's sound one, carried with its text unchanged, puts elsewhere. */
function renumbered(file: string, bytes: Uint8Array, alignments: Alignments, failed: Set<string>): { problem: InputProblem; fix: CitationFix }[] {
  const read = readYaml(file, bytes);
  if (!read.ok || !isMapping(read.value.data) || !isMapping(read.value.data.defined)) return [];
  const input = read.value;
  const cited = Object.entries(read.value.data.defined).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const fails = (edition: string) => failed.has(where({ file, ...input.at(['defined', edition]) }));
  return cited.flatMap(([edition, anchor]) => {
    if (!fails(edition)) return [];
    for (const [other, theirs] of cited) {
      const c = other === edition || fails(other) ? null : alignments.carry(theirs, other, edition);
      if (!c?.certain || c.anchor === anchor) continue;
      const pos = input.at(['defined', edition]);
      return [
        {
          problem: input.problem(
            ['defined', edition],
            `defined.${edition}: ${anchor} does not define the term here, but ${other}'s ${theirs} stands in ${edition} as ${c.anchor}, text unchanged: svod check --fix rewrites it`,
            `defined.${edition}: ${anchor} здесь не определяет термин, а ${theirs} редакции ${other} стоит в ${edition} под номером ${c.anchor}, текст тот же: svod check --fix исправит ссылку`,
          ),
          fix: { file, line: pos.line, column: pos.column, from: anchor, to: c.anchor },
        },
      ];
    }
    return [];
  });
}
