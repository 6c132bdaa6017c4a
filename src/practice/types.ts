// A practice template as read, and the questions generated from it: plain data, so that the site
// hands the questions to the page and the command line prints them as JSON.
import type { CardDef, TraceEntry } from '../engine/index.ts';
import type { YamlInput } from '../input/index.ts';
import type { MistakeInput, TemplateInput } from './schema.ts';

/** A variable and the values it takes, in order. */
export type Variable = { name: string; kind: 'number'; values: number[] } | { name: string; kind: 'card'; cards: CardDef[] };

export interface Template {
  file: string;
  id: string;
  /** The template as written (validated by its schema): what /api/practice.json publishes. */
  data: TemplateInput;
  variables: Variable[];
  mistakes: MistakeInput[];
  /** Positions in the template's file, for every problem its variants have. */
  input: YamlInput;
}

/** How hard a question is, from what its derivation needs. */
export const LEVELS = {
  one: 'Одно правило',
  several: 'Несколько правил',
  editions: 'Редакции расходятся',
  trap: 'Ловушка',
} as const;
export type Level = keyof typeof LEVELS;

export interface Choice {
  text: string;
  correct: boolean;
  /** Why the right answer is right; for a wrong one, «Так было бы, если бы …; но 203.2: …». */
  reason: string;
  /** The rule a wrong choice misreads (in the question's edition's numbering). */
  rule?: string;
}

/** One step of the run that gives the answer, as the judge's board shows it. */
export interface DerivationStep {
  text: string;
  trace: TraceEntry[];
}

export interface PracticeQuestion {
  /** Stable: the template, its variables' values and the edition (`kutila-self/n=4/late`). */
  id: string;
  template: string;
  file: string;
  /** The edition the question was run in, whose numbers it cites; `editions`: the same, as a list (every question is one edition's). */
  edition: string;
  editions: string[];
  /** Whether another edition answers the same situation otherwise. */
  editionMatters: boolean;
  values: Record<string, number | string>;
  text: string;
  choices: Choice[];
  answer: string;
  /** The engine's answer as data (`svod run --json` gives the same for the scenario). */
  value: unknown;
  level: Level;
  /** The rules the template trains, numbered as the question's edition numbers them. */
  rules: string[];
  /** Sections of the current view the question belongs to. */
  sections: number[];
  /** Rulings that warn about one of its wrong choices. */
  rulings: string[];
  derivation: DerivationStep[];
  /** The situation as a scenario (the scenario format): `svod run` runs it, the judge's board opens it. */
  scenario: Record<string, unknown>;
}
