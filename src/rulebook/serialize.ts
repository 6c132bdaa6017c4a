// Writing drafts as content files: YAML frontmatter, then the source text paragraph by paragraph.
import { stringify } from 'yaml';
import type { MergedBlock } from './merge.ts';
import type { PartDraft, SectionDraft } from './structure.ts';
import type { SourceRange, Variant } from './types.ts';
import { modeline, type RulebookFormat } from './schemas.ts';
import { escapeLine } from './markdown-text.ts';
import { slugify } from './slug.ts';

const listItem = /^(?:\d+\)|-)\s/;

export function sectionFileName(section: { number: number; title: string | null }): string {
  return `${section.number}-${section.title ? slugify(section.title) : 'bez-zagolovka'}.md`;
}

export function partFileName(part: { number: number }): string {
  return `part-${part.number}.md`;
}

function sourceRanges(blocks: MergedBlock[]): SourceRange[] {
  const ranges = new Map<string, [number, number]>();
  for (const block of blocks) {
    for (const origin of block.origins) {
      const last = origin.line + origin.lines.length - 1;
      const range = ranges.get(origin.file);
      ranges.set(origin.file, range ? [Math.min(range[0], origin.line), Math.max(range[1], last)] : [origin.line, last]);
    }
  }
  return [...ranges].map(([file, lines]) => ({ file, lines }));
}

function body(blocks: MergedBlock[]): string {
  return blocks.map((block) => block.text.map((line, i) => escapeLine(line, i === 0 && listItem.test(line))).join('\n')).join('\n\n') + '\n';
}

/** The frontmatter opens with the line naming its schema: content/rules/<edition>/ is two folders down. */
function frontmatter(format: RulebookFormat, data: Record<string, unknown>): string {
  return `---\n${modeline(format, 2)}\n${stringify(data, { lineWidth: 0 })}---\n\n`;
}

export function serializeSection(section: SectionDraft): string {
  const all = section.heading ? [section.heading, ...section.body] : section.body;
  const variants: Variant[] = all.flatMap((b) => b.variants);
  return (
    frontmatter('section', {
      section: section.number,
      title: section.title,
      heading: section.heading ? section.heading.text.join(' ') : null,
      part: section.part,
      numberInferred: section.numberInferred,
      startsMidway: section.startsMidway,
      endsMidway: section.endsMidway,
      sources: sourceRanges(all),
      ...(variants.length ? { variants } : {}),
    }) + body(section.body)
  );
}

export function serializePart(part: PartDraft): string {
  return (
    frontmatter('part', {
      part: part.number,
      title: part.title,
      heading: part.heading ? part.heading.text.join(' ') : null,
      ...(part.terminology ? { terminology: true } : {}),
      sources: sourceRanges(part.heading ? [part.heading, ...part.intro] : part.intro),
    }) + body(part.intro)
  );
}
