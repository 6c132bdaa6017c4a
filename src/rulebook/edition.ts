// Importing an edition from plain text, and loading one from its content files.
import type { Edition, EditionMeta, Part, Problem, Result, Section } from './types.ts';
import { decodeUtf8, fileProblem, inputProblem, MAX_INPUT_BYTES } from '../input/index.ts';
import { nonEmptyLines, splitBlocks, type SourceBlock } from './source.ts';
import { mergeSources } from './merge.ts';
import { buildStructure, type SectionDraft, type Structure } from './structure.ts';
import { buildRules, type RawBlock } from './infer.ts';
import { partFileName, sectionFileName, serializePart, serializeSection } from './serialize.ts';
import { parsePartFile, parseSectionFile } from './parse.ts';
import { checkFidelity } from './fidelity.ts';
import { parseEditionMeta, serializeEditionMeta } from './edition-meta.ts';

export interface SourceInput {
  file: string;
  bytes: Uint8Array;
}

export interface ImportResult {
  edition: Edition;
  /** Content files to write, by name inside `content/rules/<edition>/`. */
  files: Map<string, string>;
  /** What the import found: parts, sections, rules, examples and terms. */
  counts: ImportCounts;
  /** Numbers the text gives more than once, each kept under its own address, with the lines. */
  repeats: Problem[];
  /** Source lines that stand in no rule, section or term (a part's opening lines), in order. */
  unplaced: Problem[];
}

/**
 * The most one source may hold, and the sources of one import together. The whole rulebook in
 * plain text is a few hundred KB; an import holds about 150 times its text in memory while it
 * parses, aligns and checks it, so a 20 MB source would take gigabytes.
 */
export const SOURCE_LIMITS = { file: MAX_INPUT_BYTES, import: 2 * MAX_INPUT_BYTES };

export type SourceLimits = typeof SOURCE_LIMITS;

/** Why sources are refused for their size: each over its limit, or all of them together. */
export function oversizedSources(inputs: { file: string; size: number }[], limits: SourceLimits = SOURCE_LIMITS): Problem[] {
  const kb = (n: number) => `${Math.round(n / 1000)} KB`;
  const problems: Problem[] = inputs
    .filter((i) => i.size > limits.file)
    .map((i) =>
      fileProblem(
        i.file,
        `the source holds ${kb(i.size)}, more than ${kb(limits.file)}, the most one source may hold`,
        `в выдержке ${kb(i.size)} — больше ${kb(limits.file)}, предела для одной выдержки`,
      ),
    );
  const total = inputs.reduce((n, i) => n + i.size, 0);
  if (!problems.length && total > limits.import) {
    problems.push(
      fileProblem(
        inputs.map((i) => i.file).join(', '),
        `the sources hold ${kb(total)} together, more than ${kb(limits.import)}, the most one import may take`,
        `в выдержках вместе ${kb(total)} — больше ${kb(limits.import)}, предела для одного импорта`,
      ),
    );
  }
  return problems;
}

/** `limits` bound the sources' size: SOURCE_LIMITS for `svod import`; the benchmark's synthetic books set their own. */
export function importEdition(meta: EditionMeta, inputs: SourceInput[], limits: SourceLimits = SOURCE_LIMITS): Result<ImportResult> {
  const oversized = oversizedSources(
    inputs.map((i) => ({ file: i.file, size: i.bytes.byteLength })),
    limits,
  );
  if (oversized.length) return { ok: false, problems: oversized };
  const problems: Problem[] = [];
  const texts = new Map<string, string>();
  const blocks: SourceBlock[][] = [];
  for (const input of inputs) {
    const decoded = decodeUtf8(input.file, input.bytes);
    if (!decoded.ok) {
      problems.push(...decoded.problems);
      continue;
    }
    const split = splitBlocks(input.file, decoded.value);
    if (!split.ok) problems.push(...split.problems);
    else {
      texts.set(input.file, decoded.value);
      blocks.push(split.value);
    }
  }
  if (problems.length) return { ok: false, problems };
  const { structure, problems: structural } = buildStructure(mergeSources(blocks), meta.sources);
  if (structural.length) return { ok: false, problems: structural };
  // Numbering problems are reported against the sources, before anything is written.
  const numbered = structure.sections.map((s) => buildRules({ file: '', section: s.number, startsMidway: s.startsMidway }, rawBlocks(s)));
  const numbering = numbered.flatMap((built) => built.problems);
  if (numbering.length) return { ok: false, problems: numbering };

  const files = new Map<string, string>();
  files.set('edition.yaml', serializeEditionMeta(meta));
  for (const part of structure.parts) files.set(partFileName(part), serializePart(part));
  for (const section of structure.sections) files.set(sectionFileName(section), serializeSection(section));

  const loaded = loadEdition(files);
  if (!loaded.ok) return loaded;
  const lost = checkFidelity(texts, [...loaded.value.parts, ...loaded.value.sections], (unit) =>
    'rules' in unit ? `section ${unit.number}` : `part ${unit.number}`,
  );
  if (lost.length) return { ok: false, problems: lost };
  const edition = loaded.value;
  const unplaced = unplacedLines(structure);
  const share = unplaced.length / [...texts.values()].reduce((n, text) => n + nonEmptyLines(text).length, 0);
  if (share > MAX_UNPLACED_SHARE) return { ok: false, problems: [tooMuchUnplaced([...texts.keys()].join(', '), share), ...unplaced] };
  return { ok: true, value: { edition, files, counts: countEdition(edition), repeats: numbered.flatMap((built) => built.repeats), unplaced } };
}

/**
 * Past this share of a book's lines standing in no rule, section or term, the import is taken to
 * have misread the layout (a book read as one long introduction), and refuses to write it.
 */
export const MAX_UNPLACED_SHARE = 0.2;

function tooMuchUnplaced(files: string, share: number): Problem {
  const percent = `${Math.round(share * 100)} %`;
  return fileProblem(
    files,
    `${percent} of the lines stand in no rule, section or term (more than ${MAX_UNPLACED_SHARE * 100} %): the layout was not understood; the lines follow`,
    `${percent} строк не попали ни в правило, ни в раздел, ни в термин (больше ${MAX_UNPLACED_SHARE * 100} %): разметка не понята; строки ниже`,
  );
}

/**
 * The lines of a part that holds no section and no terms: where a book's section headings are
 * not understood, its whole text runs on as the introduction of the part before.
 */
function unplacedLines({ parts, sections }: Structure): Problem[] {
  return parts
    .filter((part) => !part.terminology && !sections.some((s) => s.part === part.number))
    .flatMap((part) =>
      part.intro
        .flatMap((block) => block.origins.slice(0, 1))
        .flatMap((origin) =>
          origin.lines.map((text, i) => {
            const quote = `«${text.slice(0, 60)}»`;
            const at = { line: origin.line + i, column: 1 };
            return part.number === 0
              ? inputProblem(
                  origin.file,
                  at,
                  `stands before the first part, kept as the book's front matter: ${quote}`,
                  `стоит до первой части, сохранена как титул книги: ${quote}`,
                )
              : inputProblem(
                  origin.file,
                  at,
                  `stands in no rule or section: part ${part.number} has no section heading («NNN. Title» or a bare «Title.»): ${quote}`,
                  `не попала ни в правило, ни в раздел: в части ${part.number} нет ни одного заголовка раздела («NNN. Название» или «Название.»): ${quote}`,
                );
          }),
        ),
    );
}

export interface ImportCounts {
  parts: number;
  sections: number;
  rules: number;
  examples: number;
  terms: number;
}

export function countEdition(edition: Edition): ImportCounts {
  const blocks = [...edition.sections.flatMap((s) => [...s.preamble, ...s.rules.flatMap((r) => r.blocks)]), ...edition.parts.flatMap((p) => p.intro)];
  return {
    // Part 0 is a book's front matter, no part of the book's own numbering.
    parts: edition.parts.filter((p) => p.number > 0).length,
    sections: edition.sections.length,
    rules: edition.sections.reduce((n, s) => n + s.rules.length, 0),
    examples: blocks.filter((b) => b.kind === 'example').length,
    terms: blocks.filter((b) => b.kind === 'term').length,
  };
}

const listItem = /^(\d+\)|-)\s(.*)$/s;

/** A draft section's blocks as the parser will see them, with source files and lines. */
function rawBlocks(section: SectionDraft): RawBlock[] {
  const out: RawBlock[] = [];
  for (const block of section.body) {
    const origin = block.origins[0];
    const text = block.text.join('\n');
    const item = listItem.exec(text);
    const last = out.at(-1);
    if (!item) out.push({ kind: 'paragraph', text, line: origin.line, file: origin.file });
    else if (last?.kind === 'list') last.items.push({ marker: item[1], text: item[2] });
    else out.push({ kind: 'list', items: [{ marker: item[1], text: item[2] }], line: origin.line, start: parseInt(item[1], 10), file: origin.file });
  }
  return out;
}

/** Builds an edition from its content files (name → text), as written by `importEdition`. */
export function loadEdition(files: Map<string, string>, folder = ''): Result<Edition> {
  const problems: Problem[] = [];
  const metaText = files.get('edition.yaml');
  if (metaText === undefined) return { ok: false, problems: [fileProblem(`${folder}edition.yaml`, 'edition.yaml is missing', 'нет файла edition.yaml')] };
  const meta = parseEditionMeta(`${folder}edition.yaml`, metaText);
  if (!meta.ok) return meta;
  const parts: Part[] = [];
  const sections: Section[] = [];
  for (const [name, text] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    if (!name.endsWith('.md')) continue;
    const parsed = name.startsWith('part-') ? parsePartFile(folder + name, text) : parseSectionFile(folder + name, text);
    if (!parsed.ok) problems.push(...parsed.problems);
    else if ('rules' in parsed.value) sections.push(parsed.value);
    else parts.push(parsed.value);
  }
  sections.sort((a, b) => a.number - b.number);
  parts.sort((a, b) => a.number - b.number);
  for (let i = 1; i < sections.length; i++) {
    if (sections[i].number === sections[i - 1].number) {
      problems.push(fileProblem(folder, `two files hold section ${sections[i].number}`, `раздел ${sections[i].number} лежит в двух файлах`));
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: { ...meta.value, parts, sections } };
}
