// Input problems written the way compilers do: FILE:LINE:COLUMN: message.
// Every message is bounded again here, whoever made it: no problem echoes a file back.
import { boundMessage } from '../input/index.ts';
import type { Problem } from '../rulebook/index.ts';

export function formatProblem(p: Problem): string {
  const where = [p.file, p.line, p.line !== undefined ? (p.column ?? 1) : undefined].filter((x) => x !== undefined).join(':');
  return `${where}: ${boundMessage(p.message)}`;
}

export function printProblems(problems: Problem[]): void {
  for (const p of problems) console.error(formatProblem(p));
}
