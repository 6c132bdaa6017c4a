// Problems written the way compilers do: FILE:LINE:COLUMN: message (FILE: message for a file or
// folder as a whole), in English for the command line and the build (the site shows each problem's messageRu).
// Every message is bounded again here, whoever made it: no problem echoes a file back.
import { boundMessage, type InputProblem } from '../input/index.ts';

const where = (p: InputProblem) => (p.line > 0 ? `${p.file}:${p.line}:${p.column || 1}` : p.file);

export function formatProblem(p: InputProblem): string {
  return `${where(p)}: ${boundMessage(p.message)}`;
}

export function printProblems(problems: InputProblem[]): void {
  for (const p of problems) console.error(formatProblem(p));
}
