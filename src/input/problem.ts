// A problem in some input (a content file, a scenario typed on the site, a source text): where
// it is, 1-based, and what is wrong, in English for the command line and Russian for the site.
export interface InputProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  messageRu: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: InputProblem[] };
