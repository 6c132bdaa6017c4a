// Importing an edition from plain text, and loading one from its content files.
import type { Edition, EditionMeta, Part, Problem, Result, Section } from './types.ts';
import { decodeUtf8, fileProblem, MAX_INPUT_BYTES } from '../input/index.ts';
import { splitBlocks, type SourceBlock } from './source.ts';
import { mergeSources } from './merge.ts';
import { buildStructure, type SectionDraft } from './structure.ts';
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
    .map((i) => fileProblem(i.file, `the source holds ${kb(i.size)}, more than ${kb(limits.file)}, the most one source may hold`, `в выдержке ${kb(i.size)} — больше ${kb(limits.file)}, предела для одной выдержки`));
  const total = inputs.reduce((n, i) => n + i.size, 0);
  if (!problems.length && total > limits.import) {
    problems.push(fileProblem(inputs.map((i) => i.file).join(', '), `the sources hold ${kb(total)} together, more than ${kb(limits.import)}, the most one import may take`, `в выдержках вместе ${kb(total)} — больше ${kb(limits.import)}, предела для одного импорта`));
  }
  return problems;
}

/** `limits` bound the sources' size: SOURCE_LIMITS for `svod import`; the benchmark's synthetic books set their own. */
export function importEdition(meta: EditionMeta, inputs: SourceInput[], limits: SourceLimits = SOURCE_LIMITS): Result<ImportResult> {
  const oversized = oversizedSources(inputs.map((i) => ({ file: i.file, size: i.bytes.byteLength })), limits);
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
  const numbering = structure.sections.flatMap((s) => buildRules({ file: '', section: s.number, startsMidway: s.startsMidway }, rawBlocks(s)).problems);
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
  return lost.length ? { ok: false, problems: lost } : { ok: true, value: { edition: loaded.value, files } };
}

const listItem = /^(\d+\))\s(.*)$/s;

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
