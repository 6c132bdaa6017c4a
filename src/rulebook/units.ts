// An edition flattened into its blocks in reading order, each with the rule and section it
// belongs to and the excerpt run it came from (a run ends where an excerpt ends midway).
import type { Block, Edition, Rule, Section } from './types.ts';

export interface Unit {
  edition: string;
  index: number;
  run: number;
  section: Section;
  rule: Rule | null;
  block: Block;
}

export function blockText(block: Block): string {
  return block.kind === 'list' ? block.items.map((i) => (i.marker ? `${i.marker} ${i.text}` : i.text)).join('\n') : block.text;
}

export function flatten(edition: Edition): Unit[] {
  const units: Unit[] = [];
  let run = 0;
  edition.sections.forEach((section, i) => {
    const previous = edition.sections[i - 1];
    if (previous && (previous.endsMidway || section.startsMidway)) run++;
    const push = (rule: Rule | null, block: Block) => units.push({ edition: edition.id, index: units.length, run, section, rule, block });
    for (const block of section.preamble) push(null, block);
    for (const rule of section.rules) for (const block of rule.blocks) push(rule, block);
  });
  return units;
}
