// Turning a section's paragraphs into rules. Numbers the excerpts lost are restored only
// where the unnumbered paragraphs between two numbered rules (or between the section's start
// and its first rule) are exactly as many as the numbers missing there; they are marked
// inferred. Every other unnumbered paragraph belongs to the rule before it (`205.2-p2`) or to
// the section (`205-p1`). Examples and list items never count.
import { inputProblem } from '../input/index.ts';
import type { Block, ListItem, Problem, Rule } from './types.ts';
import { compareNumbers, leadingNumber, parts, repeatedAddress, sectionOf } from './numbers.ts';

/** A paragraph or list before numbering; `file` is set where it differs from the section's file. */
export type RawBlock =
  | { kind: 'paragraph'; text: string; line: number; file?: string }
  | { kind: 'list'; items: ListItem[]; line: number; start: number; file?: string };

export interface SectionShape {
  file: string;
  section: number;
  startsMidway: boolean;
}

// «ПРИМЕР.» as the excerpts print it; a book may set «Пример:», «ПРИМЕРЫ.» or «ПРИМЕР 2.».
const examplePrefix = /^(?:ПРИМЕР|Пример)(?:Ы|ы)?(?:\s+\d+)?[.:]/;

/** 521.1's list lost markers 1)–4) and kept `5)`: the paragraphs before such a list are its items. */
function restoreLostListMarkers(blocks: RawBlock[]): RawBlock[] {
  const out: RawBlock[] = [];
  for (const block of blocks) {
    if (block.kind === 'list' && block.start > 1) {
      const lost = block.start - 1;
      const candidates = out.slice(-lost);
      const introducer = out[out.length - lost - 1];
      const fits =
        candidates.length === lost &&
        candidates.every((b) => b.kind === 'paragraph' && !leadingNumber(b.text) && !examplePrefix.test(b.text)) &&
        introducer?.kind === 'paragraph' &&
        /:\s*$/.test(introducer.text);
      if (fits) {
        out.splice(-lost, lost);
        const items = candidates.map((b) => ({ marker: null, text: (b as { text: string }).text }));
        out.push({ kind: 'list', items: [...items, ...block.items], line: candidates[0].line, start: 1 });
        continue;
      }
    }
    out.push(block);
  }
  return out;
}

interface Slot {
  block: RawBlock;
  number: string | null;
  inferred: boolean;
}

/**
 * The section's rules. `problems` stop an import; `repeats` name each number the text gives more
 * than once (every line that gives it), which is kept, in order, under its own address.
 */
export function buildRules(shape: SectionShape, raw: RawBlock[]): { preamble: Block[]; rules: Rule[]; problems: Problem[]; repeats: Problem[] } {
  const problems: Problem[] = [];
  const slots: Slot[] = restoreLostListMarkers(raw).map((block) => ({
    block,
    number: block.kind === 'paragraph' ? leadingNumber(block.text) : null,
    inferred: false,
  }));
  const repeats = addressRepeats(shape, slots);
  validateNumbers(shape, slots, problems);
  if (problems.length === 0) inferNumbers(shape, slots);
  return { ...assemble(shape, slots), problems, repeats };
}

/** A number given again takes the address `104.3-2`; the lines that give it are named. */
function addressRepeats(shape: SectionShape, slots: Slot[]): Problem[] {
  const given = new Map<string, Slot[]>();
  for (const slot of slots) if (slot.number) given.set(slot.number, [...(given.get(slot.number) ?? []), slot]);
  const repeats: Problem[] = [];
  for (const [number, all] of given) {
    if (all.length < 2) continue;
    all.forEach((slot, i) => (slot.number = repeatedAddress(number, i + 1)));
    const lines = all.map((s) => s.block.line).join(', ');
    const addresses = all.map((s) => s.number).join(', ');
    const first = all[0].block;
    repeats.push(
      inputProblem(
        first.file ?? shape.file,
        { line: first.line, column: 1 },
        `rule ${number} is given ${all.length} times (lines ${lines}): each is kept, in order, as ${addresses}`,
        `номер ${number} повторяется в тексте (строки ${lines}): каждое правило сохранено по порядку как ${addresses}`,
      ),
    );
  }
  return repeats;
}

function validateNumbers(shape: SectionShape, slots: Slot[], problems: Problem[]): void {
  let previous: string | null = null;
  for (const slot of slots) {
    if (!slot.number) continue;
    const at = (message: string, messageRu: string) =>
      problems.push(inputProblem(slot.block.file ?? shape.file, { line: slot.block.line, column: 1 }, message, messageRu));
    if (sectionOf(slot.number) !== shape.section) {
      at(`rule ${slot.number} is outside its section ${shape.section}`, `правило ${slot.number} стоит вне своего раздела ${shape.section}`);
    } else if (previous && compareNumbers(slot.number, previous) < 0 && !/-\d+$/.test(slot.number)) {
      at(`rule ${slot.number} comes after ${previous}: numbers go backwards`, `правило ${slot.number} идёт после ${previous}: номера идут назад`);
    }
    // A repeat goes back to its number's place, which the numbers after it leave behind.
    if (!previous || compareNumbers(slot.number, previous) > 0) previous = slot.number;
  }
}

function countsAsRuleParagraph(slot: Slot): boolean {
  return slot.block.kind === 'paragraph' && !slot.number && !examplePrefix.test(slot.block.text);
}

function inferNumbers(shape: SectionShape, slots: Slot[]): void {
  const numbered = slots.map((s, i) => (s.number ? i : -1)).filter((i) => i >= 0);
  // Gaps: (section start | a numbered rule) … the next numbered rule of the same depth and parent.
  const bounds: { from: number; lowerNumber: string | null; to: number }[] = [];
  if (numbered.length && !shape.startsMidway) bounds.push({ from: -1, lowerNumber: null, to: numbered[0] });
  for (let k = 0; k + 1 < numbered.length; k++) {
    bounds.push({ from: numbered[k], lowerNumber: slots[numbered[k]].number, to: numbered[k + 1] });
  }
  for (const { from, lowerNumber, to } of bounds) {
    const upper = parts(slots[to].number!);
    const parent = upper.slice(0, -1);
    const below = lowerNumber ? parts(lowerNumber) : parent;
    // A parent rule (517.3 before 517.3.2) bounds its first child as number 0 would.
    const lower = below.length === parent.length ? [...below, 0] : below;
    const sameParent = lower.length === upper.length && parent.every((n, i) => n === lower[i]);
    if (!sameParent) continue;
    const missing = upper.at(-1)! - lower.at(-1)! - 1;
    const candidates = slots.slice(from + 1, to).filter(countsAsRuleParagraph);
    if (missing <= 0 || candidates.length !== missing) continue;
    candidates.forEach((slot, i) => {
      slot.number = [...upper.slice(0, -1), lower.at(-1)! + 1 + i].join('.');
      slot.inferred = true;
    });
  }
}

function assemble(shape: SectionShape, slots: Slot[]): { preamble: Block[]; rules: Rule[] } {
  const preamble: Block[] = [];
  const rules: Rule[] = [];
  const counters = new Map<string, { p: number; ex: number; l: number }>();
  const next = (owner: string, key: 'p' | 'ex' | 'l') => {
    const c = counters.get(owner) ?? { p: 0, ex: 0, l: 0 };
    counters.set(owner, c);
    return ++c[key];
  };
  for (const slot of slots) {
    const { block } = slot;
    if (slot.number) {
      next(slot.number, 'p');
      rules.push({
        number: slot.number,
        inferred: slot.inferred,
        section: shape.section,
        blocks: [{ kind: 'paragraph', anchor: slot.number, text: (block as { text: string }).text, line: block.line }],
      });
      continue;
    }
    const owner = rules.at(-1)?.number ?? String(shape.section);
    const target = rules.at(-1)?.blocks ?? preamble;
    if (block.kind === 'list') {
      target.push({ kind: 'list', anchor: `${owner}-l${next(owner, 'l')}`, items: block.items, line: block.line });
    } else if (examplePrefix.test(block.text)) {
      target.push({ kind: 'example', anchor: `${owner}/ex${next(owner, 'ex')}`, text: block.text, line: block.line });
    } else {
      target.push({ kind: 'paragraph', anchor: `${owner}-p${next(owner, 'p')}`, text: block.text, line: block.line });
    }
  }
  return { preamble, rules };
}
