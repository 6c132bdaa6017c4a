// Citations that survive renumbering. Content cites rules in an edition's numbers: an example in
// its edition's, a ruling in the current view's, a glossary term in each edition it names. A
// citation its edition does not hold no longer resolves: where another edition holds that number,
// the alignment carries the paragraph into the citing edition (late 209.2 is early 208.2). A
// paragraph carried with its text unchanged is the same paragraph for certain: `svod check --fix`
// rewrites the citation. One carried with its text changed, or to several places, is only named.
// A number the citing edition's excerpts do not reach stands on the edition that holds it, as the
// engine cites it (src/engine/editions.ts).
import type { InputProblem, Path, YamlInput } from '../input/index.ts';
import { editionAnchors, type Edition, type View } from '../rulebook/index.ts';
import type { Alignments, Carried } from './alignments.ts';
import { ruleTexts } from './practice-quotes.ts';

/** A rewrite `svod check --fix` makes: the value at line:column, `from` → `to`. */
export interface CitationFix {
  file: string;
  line: number;
  column: number;
  from: string;
  to: string;
}

/** A cited number or anchor and where it stands in its file. */
export interface Citing {
  input: YamlInput;
  path: Path;
  anchor: string;
  /** How the message names the field (`rules`, `illegal`, `defined.late`). */
  label: string;
}

export type Verdict = { ok: true } | { ok: false; problem: InputProblem; fix?: CitationFix };

/** What the graph's readers find: problems, and the rewrites `--fix` may make. */
export interface Findings {
  problems: InputProblem[];
  /** What needs an editor's attention and refuses nothing (a ruling a new edition leaves unchecked). */
  warnings: InputProblem[];
  fixes: CitationFix[];
}

/** Adds a citation's verdict to the findings. */
export function cite(findings: Findings, verdict: Verdict): void {
  if (verdict.ok) return;
  findings.problems.push(verdict.problem);
  if (verdict.fix) findings.fixes.push(verdict.fix);
}

export interface CitationIndex {
  /** A citation in `edition`'s numbers; `strict`: it must stand in that edition itself, not only in one its excerpts do not reach. */
  inEdition(c: Citing, edition: string, strict?: boolean): Verdict;
  /** A citation in the current view's numbers (the base edition's, and the older one's it fills in with). */
  inCurrentView(c: Citing): Verdict;
  /** Whether `edition` holds `anchor`. */
  holds(edition: string, anchor: string): boolean;
  /** Where the paragraphs other editions number `anchor` stand in `edition`, carried with their text unchanged. */
  carriedInto(anchor: string, edition: string): string[];
  /** An edition's text at an anchor (a rule with its paragraphs, a paragraph, a section); null where no edition holds it. */
  text(edition: string, anchor: string): string | null;
}

interface Found extends Carried {
  from: string;
  to: string;
  was: string;
}

export function citationIndex(editions: Edition[], current: View | undefined, alignments: Alignments): CitationIndex {
  const anchors = new Map(editions.map((e) => [e.id, editionAnchors(e)]));
  const inView = new Set<string>();
  for (const section of current?.sections ?? []) {
    inView.add(String(section.number));
    for (const b of [...section.preamble, ...section.trailing]) inView.add(b.block.anchor);
    for (const { rule } of section.rules) {
      inView.add(rule.number);
      for (const b of rule.blocks) inView.add(b.anchor);
    }
  }
  const holds = (edition: string, anchor: string) => anchors.get(edition)?.has(anchor) ?? false;

  /** Where the editions that hold `anchor` put its paragraph in the first of `targets` that has a partner. */
  const carried = (anchor: string, targets: string[]): { holders: string[]; found: Found[] } => {
    const holders = editions.map((e) => e.id).filter((id) => holds(id, anchor));
    const found: Found[] = [];
    for (const from of holders) {
      for (const to of targets.filter((t) => t !== from)) {
        const c = alignments.carry(anchor, from, to);
        if (c) {
          found.push({ ...c, from, to, was: anchor });
          break;
        }
      }
    }
    return { holders, found };
  };

  const verdict = (c: Citing, where: [string, string], holders: string[], found: Found[], strict = false): Verdict => {
    const at = (en: string, ru: string): InputProblem => c.input.problem(c.path, `${c.label}: ${en}`, `${c.label}: ${ru}`);
    if (!holders.length) {
      return {
        ok: false,
        problem: at(
          `${c.anchor} is in no edition of the rulebook: no alignment can carry it`,
          `${c.anchor} нет ни в одной редакции правил: перенести эту ссылку нечем`,
        ),
      };
    }
    // No partner in the citing edition: its excerpts do not reach that place; the holder's text stands.
    if (!found.length && !strict) return { ok: true };
    if (!found.length)
      return {
        ok: false,
        problem: at(`${c.anchor} is not in ${where[0]} (only in ${holders.join(', ')})`, `${c.anchor} нет ${where[1]} (есть только в ${holders.join(', ')})`),
      };
    const targets = [...new Set(found.map((f) => `${f.to}:${f.anchor}`))];
    const sayFound = (f: Found, ru: boolean) =>
      `${f.from} ${f.was} → ${f.to} ${f.anchor}${ru ? (f.certain ? ', текст тот же' : ', текст изменён') : f.certain ? ', text unchanged' : ', text changed'}`;
    if (targets.length === 1 && found.every((f) => f.certain)) {
      const f = found[0];
      const pos = c.input.at(c.path);
      return {
        ok: false,
        problem: at(
          `${c.anchor} is not in ${where[0]}: the same paragraph stands there as ${f.anchor} (${sayFound(f, false)}); svod check --fix rewrites it`,
          `${c.anchor} нет ${where[1]}: тот же абзац стоит там под номером ${f.anchor} (${sayFound(f, true)}); svod check --fix исправит ссылку`,
        ),
        fix: { file: c.input.file, line: pos.line, column: pos.column, from: c.anchor, to: f.anchor },
      };
    }
    return {
      ok: false,
      problem: at(
        `${c.anchor} is not in ${where[0]}, and the alignment finds no one certain place for it (${found.map((f) => sayFound(f, false)).join('; ')}): fix it by hand`,
        `${c.anchor} нет ${where[1]}, и выравнивание не даёт одного надёжного места (${found.map((f) => sayFound(f, true)).join('; ')}): исправьте ссылку вручную`,
      ),
    };
  };

  return {
    holds,
    text: ruleTexts(editions),
    carriedInto(anchor, edition) {
      const places = editions.filter((e) => e.id !== edition && holds(e.id, anchor)).map((e) => alignments.carry(anchor, e.id, edition));
      return [...new Set(places.flatMap((c) => (c?.certain ? [c.anchor] : [])))];
    },
    inEdition(c, edition, strict) {
      if (holds(edition, c.anchor)) return { ok: true };
      const { holders, found } = carried(c.anchor, [edition]);
      return verdict(c, [`the ${edition} edition`, `в редакции ${edition}`], holders, found, strict);
    },
    inCurrentView(c) {
      if (inView.has(c.anchor)) return { ok: true };
      const { holders, found } = carried(c.anchor, current?.editions ?? []);
      return verdict(c, ['the current view', 'в текущем тексте правил'], holders, found);
    },
  };
}
