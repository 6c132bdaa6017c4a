// Reading a section (or part) file back: frontmatter plus a Markdown body that remark parses
// into paragraphs and ordered lists, which `buildRules` turns into numbered rules.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Root, RootContent } from 'mdast';
import { inputProblem } from '../input/index.ts';
import type { Block, Part, Problem, Result, Section } from './types.ts';
import { readFrontmatter } from './frontmatter.ts';
import { PartFrontmatterSchema, SectionFrontmatterSchema } from './schemas.ts';
import { buildRules, type RawBlock } from './infer.ts';
import { unescapeLine } from './markdown-text.ts';
import { readTerms } from './terms.ts';

const processor = unified().use(remarkParse);

const listMarker = (markdown: string) => markdown.trimStart()[0];

/** Body Markdown → raw paragraphs and lists, with file line numbers. */
function readBody(file: string, body: string, lineOffset: number): Result<RawBlock[]> {
  const tree = processor.parse(body) as Root;
  const problems: Problem[] = [];
  const blocks: RawBlock[] = [];
  const slice = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }) =>
    body.slice(node.position!.start.offset, node.position!.end.offset);
  for (const node of tree.children as RootContent[]) {
    const line = (node.position?.start.line ?? 1) + lineOffset;
    if (node.type === 'paragraph') {
      blocks.push({ kind: 'paragraph', text: slice(node).split('\n').map(unescapeLine).join('\n'), line });
    } else if (node.type === 'list' && (node.ordered || listMarker(slice(node)) === '-')) {
      const items = node.children.map((item) => {
        const raw = slice(item).replace(/\n\s*$/, '');
        const marker = /^(\d+\)|-)\s?/.exec(raw);
        return { marker: marker ? marker[1] : null, text: raw.slice(marker ? marker[0].length : 0) };
      });
      blocks.push({ kind: 'list', items, line, start: node.start ?? 1 });
    } else {
      problems.push(
        inputProblem(
          file,
          { line, column: node.position?.start.column ?? 1 },
          `unexpected Markdown (${node.type}): the body holds only paragraphs and "1)" or "-" lists`,
          `неожиданная разметка (${node.type}): в тексте бывают только абзацы и списки «1)» или «-»`,
        ),
      );
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: blocks };
}

export function parseSectionFile(file: string, text: string): Result<Section> {
  const fm = readFrontmatter(file, text, SectionFrontmatterSchema);
  if (!fm.ok) return fm;
  const { data: d, body: bodyText, bodyOffset } = fm.value;
  const body = readBody(file, bodyText, bodyOffset);
  if (!body.ok) return body;
  const built = buildRules({ file, section: d.section, startsMidway: d.startsMidway }, body.value);
  if (built.problems.length) return { ok: false, problems: built.problems };
  return {
    ok: true,
    value: {
      file,
      number: d.section,
      numberInferred: d.numberInferred,
      heading: d.heading,
      title: d.title,
      part: d.part,
      startsMidway: d.startsMidway,
      endsMidway: d.endsMidway,
      sources: d.sources,
      variants: d.variants ?? [],
      preamble: built.preamble,
      rules: built.rules,
    },
  };
}

export function parsePartFile(file: string, text: string): Result<Part> {
  const fm = readFrontmatter(file, text, PartFrontmatterSchema);
  if (!fm.ok) return fm;
  const { data: d, body: bodyText, bodyOffset } = fm.value;
  const body = readBody(file, bodyText, bodyOffset);
  if (!body.ok) return body;
  const terminology = d.terminology ?? false;
  const intro: Block[] = terminology
    ? readTerms(d.part, body.value)
    : body.value.map((block, i) =>
        block.kind === 'list'
          ? { kind: 'list', anchor: `part-${d.part}-l${i + 1}`, items: block.items, line: block.line }
          : { kind: 'paragraph', anchor: `part-${d.part}-p${i + 1}`, text: block.text, line: block.line },
      );
  return { ok: true, value: { file, number: d.part, heading: d.heading, title: d.title, terminology, intro, sources: d.sources } };
}
