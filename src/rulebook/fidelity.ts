// "Nothing is lost": every non-empty line of every source appears, once, in the imported
// content. Each section and part names the source line ranges it holds; those lines must
// stand there in order, exactly (a number the other source supplied, or a recorded variant,
// being the only allowed differences), and the ranges must cover each source once.
import { inputProblem } from '../input/index.ts';
import type { Block, Part, Problem, Section, Variant } from './types.ts';
import { nonEmptyLines } from './source.ts';
import { leadingNumber, withoutNumber } from './numbers.ts';

function blockLines(block: Block): string[] {
  if (block.kind === 'list') return block.items.flatMap((item) => (item.marker ? `${item.marker} ${item.text}` : item.text).split('\n'));
  return block.text.split('\n');
}

function unitLines(unit: Section | Part): string[] {
  const blocks = 'rules' in unit ? [...unit.preamble, ...unit.rules.flatMap((r) => r.blocks)] : unit.intro;
  return [...(unit.heading ? [unit.heading] : []), ...blocks.flatMap(blockLines)];
}

function lineMatches(source: string, output: string): boolean {
  return source === output || (!leadingNumber(source) && !!leadingNumber(output) && withoutNumber(output) === source);
}

export function checkFidelity(sources: Map<string, string>, units: (Section | Part)[], where: (unit: Section | Part) => string): Problem[] {
  const problems: Problem[] = [];
  for (const [file, text] of sources) {
    const lines = nonEmptyLines(text);
    const claims = new Map<number, number>();
    const claim = (line: number) => claims.set(line, (claims.get(line) ?? 0) + 1);
    for (const unit of units) {
      const variants: Variant[] = 'variants' in unit ? unit.variants : [];
      for (const range of unit.sources.filter((r) => r.file === file)) {
        const expected = lines.filter((l) => l.line >= range.lines[0] && l.line <= range.lines[1]);
        const output = unitLines(unit);
        // Each source line must stand in the unit, in order; a line that does not is reported
        // alone, and the ones after it are still looked for.
        let next = 0;
        for (const src of expected) {
          // A recorded variant stands in the unit's variants, not in its text: it takes no line there.
          if (variants.some((v) => v.file === file && v.line === src.line && v.text === src.text)) {
            claim(src.line);
            continue;
          }
          let found = -1;
          for (let j = next; j < output.length && found < 0; j++) if (lineMatches(src.text, output[j])) found = j;
          if (found < 0) {
            problems.push(
              inputProblem(
                file,
                { line: src.line, column: 1 },
                `line ${src.line} («${src.text.slice(0, 60)}») does not stand in ${where(unit)} as written`,
                `строка ${src.line} («${src.text.slice(0, 60)}») стоит в ${where(unit)} не так, как написана`,
              ),
            );
            continue;
          }
          claim(src.line);
          next = found + 1;
        }
      }
    }
    for (const l of lines) {
      const count = claims.get(l.line) ?? 0;
      if (count === 0 && !problems.some((p) => p.file === file && p.line === l.line)) {
        problems.push(
          inputProblem(
            file,
            { line: l.line, column: 1 },
            `line ${l.line} («${l.text.slice(0, 60)}») is missing from the imported content`,
            `строки ${l.line} («${l.text.slice(0, 60)}») нет в импортированном тексте`,
          ),
        );
      } else if (count > 1) {
        problems.push(
          inputProblem(
            file,
            { line: l.line, column: 1 },
            `line ${l.line} («${l.text.slice(0, 60)}») appears ${count} times in the imported content`,
            `строка ${l.line} («${l.text.slice(0, 60)}») встречается в импортированном тексте ${count} раза`,
          ),
        );
      }
    }
  }
  return problems;
}
