// Reading a section (or part) file back: frontmatter plus a Markdown body that remark parses
// into paragraphs and ordered lists, which `buildRules` turns into numbered rules.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Root, RootContent } from 'mdast';
import type { Block, Part, Problem, Result, Section, SourceRange, Variant } from './types.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { checkFields } from './schema.ts';
import { buildRules, type RawBlock } from './infer.ts';
import { unescapeLine } from './markdown-text.ts';

const processor = unified().use(remarkParse);

const sectionFields = {
  section: 'integer',
  title: 'string|null',
  heading: 'string|null',
  part: 'integer',
  numberInferred: 'boolean',
  startsMidway: 'boolean',
  endsMidway: 'boolean',
  sources: 'sources',
  variants: 'variants',
} as const;

const partFields = { part: 'integer', title: 'string|null', heading: 'string|null', sources: 'sources' } as const;

/** Body Markdown → raw paragraphs and lists, with file line numbers. */
export function readBody(file: string, body: string, lineOffset: number): Result<RawBlock[]> {
  const tree = processor.parse(body) as Root;
  const problems: Problem[] = [];
  const blocks: RawBlock[] = [];
  const slice = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }) =>
    body.slice(node.position!.start.offset, node.position!.end.offset);
  for (const node of tree.children as RootContent[]) {
    const line = (node.position?.start.line ?? 1) + lineOffset;
    if (node.type === 'paragraph') {
      blocks.push({ kind: 'paragraph', text: slice(node).split('\n').map(unescapeLine).join('\n'), line });
    } else if (node.type === 'list' && node.ordered) {
      const items = node.children.map((item) => {
        const raw = slice(item).replace(/\n\s*$/, '');
        const marker = /^(\d+\))\s?/.exec(raw);
        return { marker: marker ? marker[1] : null, text: raw.slice(marker ? marker[0].length : 0) };
      });
      blocks.push({ kind: 'list', items, line, start: node.start ?? 1 });
    } else {
      problems.push({ file, line, column: node.position?.start.column ?? 1, message: `unexpected Markdown (${node.type}): the body holds only paragraphs and "1)" lists` });
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: blocks };
}

export function parseSectionFile(file: string, text: string): Result<Section> {
  const split = splitFrontmatter(file, text);
  if (!split.ok) return split;
  const fm = split.value;
  const problems = checkFields(file, fm, sectionFields, ['variants']);
  if (problems.length) return { ok: false, problems };
  const body = readBody(file, fm.body, fm.bodyOffset);
  if (!body.ok) return body;
  const d = fm.data;
  const shape = { file, section: d.section as number, startsMidway: d.startsMidway as boolean };
  const built = buildRules(shape, body.value);
  if (built.problems.length) return { ok: false, problems: built.problems };
  return {
    ok: true,
    value: {
      number: d.section as number,
      numberInferred: d.numberInferred as boolean,
      heading: d.heading as string | null,
      title: d.title as string | null,
      part: d.part as number,
      startsMidway: d.startsMidway as boolean,
      endsMidway: d.endsMidway as boolean,
      sources: d.sources as SourceRange[],
      variants: (d.variants as Variant[] | undefined) ?? [],
      preamble: built.preamble,
      rules: built.rules,
    },
  };
}

export function parsePartFile(file: string, text: string): Result<Part> {
  const split = splitFrontmatter(file, text);
  if (!split.ok) return split;
  const fm = split.value;
  const problems = checkFields(file, fm, partFields);
  if (problems.length) return { ok: false, problems };
  const body = readBody(file, fm.body, fm.bodyOffset);
  if (!body.ok) return body;
  const number = fm.data.part as number;
  const intro: Block[] = body.value.map((block, i) =>
    block.kind === 'list'
      ? { kind: 'list', anchor: `part-${number}-l${i + 1}`, items: block.items, line: block.line }
      : { kind: 'paragraph', anchor: `part-${number}-p${i + 1}`, text: block.text, line: block.line },
  );
  return {
    ok: true,
    value: { number, heading: fm.data.heading as string | null, title: fm.data.title as string | null, intro, sources: fm.data.sources as SourceRange[] },
  };
}
