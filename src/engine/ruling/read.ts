// Reading a ruling, and its scenario as an edition reads it. The scenario is read by the
// scenario reader, under each edition the ruling is checked in (206.1's supply exists only in
// the late edition, so the same text may read differently); whoever checks the ruling runs it.
import { checkSchema, readYaml, type InputProblem, type YamlInput } from '../../input/index.ts';
import type { Editions } from '../editions.ts';
import { rulingFrameSchema, rulingScenarioShape, type Basis } from '../schema/ruling.ts';
import { readScenario, type ParseResult } from '../scenario/read.ts';
import * as z from 'zod/mini';
import type { Catalog, Edition } from '../types.ts';
import type { Checks, Step } from '../scenario/types.ts';

export interface Ruling {
  file: string;
  id: string;
  question: string;
  /** One answer, or one per edition where they differ. */
  answer: string | Record<Edition, string>;
  explanation: string;
  rules: string[];
  cards: string[];
  /** The editions the ruling names; absent: every edition that holds its rules. */
  editions: Edition[] | null;
  /** What it rests on: the rules' text, a rulebook example, a card's text, the rules' silence. */
  basis: Basis[];
}

export type RulingRead = { ok: true; ruling: Ruling; input: YamlInput } | { ok: false; errors: InputProblem[] };

const scenarioFrame = z.strictObject(rulingScenarioShape(z.unknown()));

export function readRuling(text: string | Uint8Array, file: string, catalog: Catalog, editions: Editions): RulingRead {
  const read = readYaml(file, text);
  if (!read.ok) return { ok: false, errors: read.problems };
  const input = read.value;
  const frame = checkSchema(rulingFrameSchema, input);
  if (!frame.ok) return { ok: false, errors: frame.problems };
  const scenario = checkSchema(scenarioFrame, input, ['scenario']);
  if (!scenario.ok) return { ok: false, errors: scenario.problems };
  const r = frame.value;
  const errors: InputProblem[] = [];
  const base = file
    .split('/')
    .pop()!
    .replace(/\.ya?ml$/, '');
  if (r.id !== base)
    errors.push(input.problem(['id'], `id "${r.id}" differs from the file name "${base}"`, `id «${r.id}» не совпадает с именем файла «${base}»`));
  (r.cards ?? []).forEach((name, i) => {
    if (!catalog.byName.has(name)) errors.push(input.problem(['cards', i], `unknown card "${name}"`, `неизвестная карта «${name}»`));
  });
  r.basis.forEach((b, i) => {
    if (typeof b !== 'object' || !('card' in b)) return;
    const card = catalog.byName.get(b.card);
    // A card's text is quoted from its data, never written anew: the words must stand there.
    const said = card ? [...card.abilities.map((a) => a.text), ...(card.note ? [card.note] : [])] : [];
    if (!card) errors.push(input.problem(['basis', i, 'card'], `unknown card "${b.card}"`, `неизвестная карта «${b.card}»`));
    else if (!said.some((t) => normalized(t).includes(normalized(b.quote)))) {
      errors.push(
        input.problem(
          ['basis', i, 'quote'],
          `${card.name}'s text in the card data does not say "${b.quote}"`,
          `в тексте карты «${card.name}» нет слов «${b.quote}»`,
        ),
      );
    }
  });
  const known = [...editions.keys()];
  /** An edition named at `at` (the answer's key, an item of `editions`). */
  const edition = (id: string, at: { line: number; column: number }) => {
    if (!known.includes(id))
      errors.push({
        ...input.problem([], `unknown edition "${id}" (known: ${known.join(', ')})`, `неизвестная редакция «${id}» (известны: ${known.join(', ')})`),
        ...at,
      });
  };
  if (typeof r.answer === 'object') for (const id of Object.keys(r.answer)) edition(id, input.keyAt(['answer'], id));
  (r.editions ?? []).forEach((id, i) => edition(id, input.at(['editions', i])));
  if (typeof r.answer === 'object' && !Object.keys(r.answer).length)
    errors.push(input.problem(['answer'], 'an answer by edition names at least one edition', 'ответ по редакциям: нужна хотя бы одна редакция'));
  if (errors.length) return { ok: false, errors };
  const ruling: Ruling = {
    file,
    id: r.id,
    question: r.question,
    answer: r.answer,
    explanation: r.explanation,
    rules: r.rules,
    cards: (r.cards ?? []).map((name) => catalog.byName.get(name)!.name),
    editions: r.editions ?? null,
    basis: r.basis.map((b) => (typeof b === 'object' && 'card' in b ? { ...b, card: catalog.byName.get(b.card)!.name } : b)),
  };
  return { ok: true, ruling, input };
}

/** Text as compared for a quote: case, «ё» and spacing aside. */
const normalized = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/** The ruling's answer under an edition, or null when it gives none for that edition. */
export function answerFor(ruling: Ruling, edition: Edition): string | null {
  if (typeof ruling.answer === 'string') return ruling.answer;
  return Object.hasOwn(ruling.answer, edition) ? ruling.answer[edition] : null;
}

/** A ruling's steps name rules as the current view numbers them; under another edition, the
 *  refusals and citations it expects are that edition's numbers for the same paragraphs. */
function renumbered(steps: Step[], renumber: (rule: string) => string): Step[] {
  return steps.map((step) => {
    if (step.kind === 'action') return step.illegal ? { ...step, illegal: renumber(step.illegal) } : step;
    if (step.kind !== 'expect') return step;
    const cites = (checks: Checks): Checks => checks.map((c) => (c.e.kind === 'cites' ? { ...c, e: { ...c.e, rule: renumber(c.e.rule) } } : c));
    const byEdition = step.byEdition && Object.fromEntries(Object.entries(step.byEdition).map(([ed, checks]) => [ed, cites(checks)]));
    return { ...step, expectations: cites(step.expectations), ...(byEdition ? { byEdition } : {}) };
  });
}

/** Under an edition the ruling gives no answer for, the expectations of the edition whose answer
 *  it carries: `byEdition[from]` checked under `to`. */
function expecting(steps: Step[], from: Edition, to: Edition): Step[] {
  if (from === to) return steps;
  return steps.map((step) =>
    step.kind === 'expect' && step.byEdition ? { ...step, byEdition: { ...step.byEdition, [to]: step.byEdition[from] ?? [] } } : step,
  );
}

/** The ruling's scenario as `edition` reads it: its refusals and citations in that edition's
 *  numbers (`renumber` gives them for the current view's), its id and title the ruling's own.
 *  `answeredAs`: the edition whose answer and expectations the run checks (an answer carried to a
 *  new edition whose rules read the same); by default the edition itself. */
export function rulingScenario(
  read: Extract<RulingRead, { ok: true }>,
  catalog: Catalog,
  editions: Editions,
  edition: Edition,
  renumber: (rule: string) => string = (r) => r,
  answeredAs: Edition = edition,
): ParseResult {
  const parsed = readScenario(read.input, ['scenario'], catalog, editions, { edition });
  if (!parsed.ok) return parsed;
  if (answerFor(read.ruling, answeredAs) === null) {
    const problem = read.input.problem(
      ['answer'],
      `no answer for the ${answeredAs} edition, under which the ruling is checked`,
      `нет ответа для редакции ${answeredAs}, а решение проверяется и в ней`,
    );
    return { ok: false, errors: [problem] };
  }
  const steps = renumbered(expecting(parsed.scenario.steps, answeredAs, edition), renumber);
  return {
    ok: true,
    scenario: { ...parsed.scenario, steps, id: read.ruling.id, title: read.ruling.question, rules: read.ruling.rules },
    catalog: parsed.catalog,
  };
}
