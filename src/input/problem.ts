// A problem in some input (a content file, a scenario typed on the site, a source text): where
// it is, 1-based, and what is wrong, in English for the command line and Russian for the site.
export interface InputProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  messageRu: string;
  /** Where in the data, for input that is data rather than text (line and column are then 0). */
  path?: PropertyKey[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: InputProblem[] };
