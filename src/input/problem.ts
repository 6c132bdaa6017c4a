// A problem in some input (a content file, a scenario typed on the site, a source text): where
// it is, 1-based, and what is wrong, in English for the command line and Russian for the site.
import { boundMessage } from './excerpt.ts';

export interface InputProblem {
  file: string;
  /** 1-based; 0 (with column 0) where the problem is the file or folder as a whole. */
  line: number;
  column: number;
  message: string;
  messageRu: string;
  /** Where in the data, for input that is data rather than text (line and column are then 0). */
  path?: PropertyKey[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: InputProblem[] };

/** A problem at a place, its messages bounded (./excerpt.ts): the one way the readers make one. */
export function inputProblem(file: string, at: { line: number; column: number }, message: string, messageRu: string, path?: PropertyKey[]): InputProblem {
  return { file, ...at, message: boundMessage(message), messageRu: boundMessage(messageRu), ...(path ? { path } : {}) };
}

/** A problem with a file or folder as a whole (a missing file, two files for one section). */
export function fileProblem(file: string, message: string, messageRu: string): InputProblem {
  return inputProblem(file, { line: 0, column: 0 }, message, messageRu);
}
