// Grouping merged text into parts and sections, and numbering the sections: from the rules
// they hold, else from their neighbours (Колода between 203 and 205 is 204), marked inferred.
import type { MergedBlock, Run } from './merge.ts';
import { inputProblem } from '../input/index.ts';
import type { Problem, SourceMeta } from './types.ts';
import { classify } from './classify.ts';
import { leadingNumber, sectionOf } from './numbers.ts';

export interface SectionDraft {
  number: number;
  numberInferred: boolean;
  heading: MergedBlock | null;
  title: string | null;
  part: number;
  startsMidway: boolean;
  endsMidway: boolean;
  body: MergedBlock[];
}

export interface PartDraft {
  /** 0 for a book's front matter: its title lines before the first part. */
  number: number;
  heading: MergedBlock | null;
  title: string | null;
  /** A terminology part: its lines are terms with their definitions, not rules. */
  terminology: boolean;
  intro: MergedBlock[];
}

// «Часть 7. Терминология» (or «Термины», «Глоссарий», «Словарь терминов»).
const terminologyTitle = /термин|глоссари|словар/i;

export interface Structure {
  parts: PartDraft[];
  sections: SectionDraft[];
}

interface Pending extends Omit<SectionDraft, 'number' | 'numberInferred' | 'part'> {
  number: number | null;
  firstAfterPart: number | null;
}

export function buildStructure(runs: Run[], sources: SourceMeta[]): { structure: Structure; problems: Problem[] } {
  const problems: Problem[] = [];
  const parts: PartDraft[] = [];
  const pending: Pending[] = [];
  for (const run of runs) {
    const opensAtStart = sources.find((s) => s.file === run[0]?.origins[0].file)?.opensAtSectionStart ?? false;
    let current: Pending | null = null;
    const front = frontMatter(run);
    let part: PartDraft | null = front.length ? { number: 0, heading: null, title: null, terminology: false, intro: front } : null;
    if (part) parts.push(part);
    let inPartIntro = false;
    for (const block of run.slice(front.length)) {
      const kind = classify({ ...block.origins[0], lines: block.text });
      if (kind.kind === 'part') {
        const twin = parts.find((p) => p.number === kind.number && p.heading);
        if (twin) problems.push(partTwice(kind.number, twin.heading!, block));
        part = { number: kind.number, heading: block, title: kind.title, terminology: terminologyTitle.test(kind.title ?? ''), intro: [] };
        parts.push(part);
        current = null;
        inPartIntro = true;
        continue;
      }
      // A terminology part holds terms to its end: a short definition is no section heading.
      if (kind.kind === 'heading' && !(inPartIntro && part!.terminology)) {
        current = newSection(block, kind.title, false, inPartIntro ? part!.number : null);
        current.number = kind.number;
        pending.push(current);
        inPartIntro = false;
        continue;
      }
      if (inPartIntro) {
        part!.intro.push(block);
        continue;
      }
      if (!current) {
        current = newSection(null, null, !opensAtStart, null);
        pending.push(current);
      }
      current.body.push(block);
      const number = leadingNumber(block.text.join(' '));
      if (number !== null) claimNumber(current, sectionOf(number), block, problems);
    }
    if (current) current.endsMidway = true;
  }
  return { structure: { parts, sections: numberSections(pending, problems) }, problems };
}

/**
 * A book's title lines and its table of contents, before the part (or section) where its text
 * begins: no rule number stands there, so they open no section of a number nobody printed. The
 * contents list the book's part and section headings once before the text gives them again; so,
 * reading back from the first rule, the text begins after the last heading whose number does not
 * come before the headings that follow it («Часть 7» of the contents before the text's «Часть 1»).
 */
function frontMatter(run: Run): MergedBlock[] {
  const kinds = run.map((block) => classify({ ...block.origins[0], lines: block.text }));
  const firstRule = kinds.findIndex((k) => k.kind === 'body' && leadingNumber(k.block.lines.join(' ')) !== null);
  const end = firstRule < 0 ? run.length : firstRule;
  const after = { part: Number.POSITIVE_INFINITY, heading: Number.POSITIVE_INFINITY };
  for (let i = end - 1; i >= 0; i--) {
    const kind = kinds[i];
    if (kind.kind === 'body' || kind.number === null) continue;
    if (kind.number >= after[kind.kind]) {
      // The contents end here: the text begins at the next part heading, else at the next heading.
      const part = kinds.findIndex((k, j) => j > i && k.kind === 'part');
      return run.slice(0, part > i && part < end ? part : i + 1);
    }
    after[kind.kind] = kind.number;
  }
  const firstPart = kinds.findIndex((k) => k.kind === 'part');
  return firstPart > 0 && firstPart < end && kinds.slice(0, firstPart).every((k) => k.kind === 'body') ? run.slice(0, firstPart) : [];
}

/** One part number at two headings: one file cannot hold both, and no line is dropped silently. */
function partTwice(number: number, first: MergedBlock, second: MergedBlock): Problem {
  const [a, b] = [first.origins[0], second.origins[0]];
  return inputProblem(
    b.file,
    { line: b.line, column: 1 },
    `part ${number} is given twice (lines ${a.line} and ${b.line}): is one of them misnumbered, or the book's contents?`,
    `часть ${number} встречается дважды (строки ${a.line} и ${b.line}): у одной из них неверный номер, или это оглавление?`,
  );
}

function newSection(heading: MergedBlock | null, title: string | null, startsMidway: boolean, firstAfterPart: number | null): Pending {
  return { number: null, heading, title, startsMidway, endsMidway: false, body: [], firstAfterPart };
}

function claimNumber(section: Pending, number: number, block: MergedBlock, problems: Problem[]): void {
  if (section.number === null) section.number = number;
  else if (section.number !== number) {
    const origin = block.origins[0];
    const rule = leadingNumber(block.text.join(' '));
    problems.push(
      inputProblem(
        origin.file,
        { line: origin.line, column: 1 },
        `rule ${rule} stands in section ${section.number}: a heading is missing or the number is wrong`,
        `правило ${rule} стоит в разделе ${section.number}: пропущен заголовок или номер неверен`,
      ),
    );
  }
}

function numberSections(pending: Pending[], problems: Problem[]): SectionDraft[] {
  const numbers = pending.map((s) => s.number);
  const inferred = pending.map((s) => s.number === null);
  for (let i = 0; i < pending.length; i++) {
    if (numbers[i] !== null) continue;
    const firstOfPart = pending[i].firstAfterPart;
    if (firstOfPart !== null) numbers[i] = firstOfPart * 100 + 1;
    else if (i > 0 && numbers[i - 1] !== null) numbers[i] = numbers[i - 1]! + 1;
  }
  for (let i = pending.length - 1; i >= 0; i--) {
    if (numbers[i] === null && i + 1 < pending.length && numbers[i + 1] !== null) numbers[i] = numbers[i + 1]! - 1;
  }
  const sections: SectionDraft[] = [];
  pending.forEach((s, i) => {
    const where = s.heading?.origins[0] ?? s.body[0]?.origins[0];
    const number = numbers[i];
    if (number === null) {
      problems.push(
        inputProblem(
          where?.file ?? '?',
          { line: where?.line ?? 0, column: where ? 1 : 0 },
          'cannot tell this section’s number: no rule in it and no numbered neighbour',
          'номер раздела не определить: в нём нет правил с номером и нет соседа с номером',
        ),
      );
      return;
    }
    const previous = sections.at(-1);
    if (previous && number <= previous.number) {
      const heading = s.title ?? s.body[0]?.text[0];
      problems.push(
        number === previous.number
          ? inputProblem(
              where?.file ?? '?',
              { line: where?.line ?? 0, column: where ? 1 : 0 },
              `two sections numbered ${number}: is «${heading}» really a heading?`,
              `два раздела с номером ${number}: «${heading}» — точно заголовок?`,
            )
          : inputProblem(
              where?.file ?? '?',
              { line: where?.line ?? 0, column: where ? 1 : 0 },
              `section ${number} comes after section ${previous.number}: numbers go backwards`,
              `раздел ${number} идёт после раздела ${previous.number}: номера идут назад`,
            ),
      );
    }
    sections.push({
      number,
      numberInferred: inferred[i],
      heading: s.heading,
      title: s.title,
      // The hundreds of a section's number are its part (301 is in part 3), whatever heading came before.
      part: Math.floor(number / 100),
      startsMidway: s.startsMidway,
      endsMidway: s.endsMidway,
      body: s.body,
    });
  });
  return sections;
}
