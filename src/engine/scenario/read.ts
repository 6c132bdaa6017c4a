// Reading a scenario (DESIGN.md, «Scenario format»): the schema (schema/scenario.ts) checks the
// shape, step by step; then what only the content can decide — the edition, trial cards, the
// setup (setup.ts), references and zones (book.ts), each step (steps.ts, queries.ts). Every
// problem names file, line and column; nothing of a file with a problem runs.
import { checkSchema, readYaml, type InputProblem, type Path, type YamlInput } from '../../input/index.ts';
import { ACTIONS, type ActionTable } from '../actions/table.ts';
import { cardProblems, extendCatalog, toCardDef } from '../data/cards.ts';
import { newest, type Editions } from '../editions.ts';
import { scenarioFrameSchema } from '../schema/scenario.ts';
import type { Catalog, Edition } from '../types.ts';
import { Reading, Stop } from './book.ts';
import { readAsk, readExpect } from './queries.ts';
import { readSetup } from './setup.ts';
import { checkStep, readAction, valueAt, type CheckedStep } from './steps.ts';
import type { Scenario, Step } from './types.ts';

export type ParseResult = { ok: true; scenario: Scenario; catalog: Catalog } | { ok: false; errors: InputProblem[] };

export interface ReadOptions {
  /** Run under this edition whatever the scenario says (a ruling is run under each of its editions). */
  edition?: Edition;
  /** The edition a scenario that names none plays by (the current view's base); else the newest. */
  defaultEdition?: Edition;
  /** The actions steps may name: the engine's, unless a caller (a test) extends them. */
  actions?: ActionTable;
}

/** Reads a scenario standing at `root` of a YAML document (a ruling holds one under `scenario`). */
export function readScenario(input: YamlInput, root: Path, catalog: Catalog, editions: Editions, options: ReadOptions = {}): ParseResult {
  const frame = checkSchema(scenarioFrameSchema, input, root);
  if (!frame.ok) return { ok: false, errors: frame.problems };
  const f = frame.value;
  const table = options.actions ?? ACTIONS;
  const ids = [...editions.keys()];
  const problems: InputProblem[] = [];
  const steps: CheckedStep[] = [];
  f.steps.forEach((raw, i) => {
    const checked = checkStep(input, raw, [...root, 'steps', i], table, ids);
    if (checked.ok) steps.push(checked.step);
    else problems.push(...checked.problems);
  });
  if (problems.length) return { ok: false, errors: problems };

  const edition = options.edition ?? f.edition ?? options.defaultEdition ?? newest(editions) ?? '';
  const rules = editions.get(edition);
  if (!rules)
    return {
      ok: false,
      errors: [
        input.problem(
          [...root, 'edition'],
          `unknown edition "${edition}" (known: ${ids.join(', ')})`,
          `неизвестная редакция «${edition}» (известны: ${ids.join(', ')})`,
        ),
      ],
    };
  try {
    const trial = (f.cards ?? []).map((c, i) => {
      const card = toCardDef(c, c.slug ?? `trial-${i + 1}`, true);
      const at = [...root, 'cards', i];
      const wrong = cardProblems(card, input, at);
      if ((c.gender === undefined) !== (c.forms === undefined)) {
        wrong.push(
          input.problem(
            [...at, c.gender === undefined ? 'forms' : 'gender'],
            'a trial card gives its gender and forms together, or neither',
            'пробная карта указывает род и падежные формы вместе или не указывает их вовсе',
          ),
        );
      }
      if (wrong.length) throw new Stop(wrong);
      if (catalog.byName.has(card.name))
        throw new Stop([input.problem([...at, 'name'], `"${card.name}" is already a card of the catalog`, `карта «${card.name}» уже есть в каталоге`)]);
      return card;
    });
    const r = new Reading(input, root, extendCatalog(catalog, trial), rules);
    const setup = readSetup(r, f.setup, valueAt(input.data, [...root, 'setup']));
    // Cards that `create` steps bring are known to references from the start.
    steps.forEach((step, i) => {
      if (step.kind !== 'action') return;
      const made = step.record.creates?.(step.value);
      if (made) r.seat(r.card(made.name, ['steps', i, step.key]).name, { kind: 'created', step: i }, made.alias, ['steps', i, 'as']);
    });
    const read = steps.map(
      (step, i): Step =>
        step.kind === 'action'
          ? readAction(r, step.key, step.record, step.value, i)
          : step.kind === 'expect'
            ? readExpect(r, step.value.expect, i, ids)
            : readAsk(r, step.value, i),
    );
    const scenario: Scenario = {
      file: input.file,
      id:
        f.id ??
        input.file
          .split('/')
          .pop()!
          .replace(/\.ya?ml$/, ''),
      ...(f.title ? { title: f.title } : {}),
      edition,
      play: rules,
      rules: f.rules ?? [],
      ...(f.illustrates ? { illustrates: f.illustrates } : {}),
      seed: f.seed ?? 1,
      cards: trial,
      ...setup,
      steps: read,
    };
    return { ok: true, scenario, catalog: r.catalog };
  } catch (e) {
    if (e instanceof Stop) return { ok: false, errors: e.problems };
    throw e;
  }
}

/** Reads a scenario from YAML text or bytes. Never throws on bad input: problems are values. */
export function parseScenario(text: string | Uint8Array, file: string, catalog: Catalog, editions: Editions, options: ReadOptions = {}): ParseResult {
  const read = readYaml(file, text);
  if (!read.ok) return { ok: false, errors: read.problems };
  if (read.value.data === null || read.value.data === undefined) {
    return { ok: false, errors: [read.value.problem([], 'empty scenario: "setup" and "steps" are required', 'пустой сценарий: нужны setup и steps')] };
  }
  return readScenario(read.value, [], catalog, editions, options);
}
