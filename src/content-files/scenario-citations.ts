// The rules a scenario's steps cite: each `illegal:` refusal and each `cites` expectation, with
// the place it stands (an expectation keyed by edition cites in that edition's numbers).
import { isMapping, type Path, type YamlInput } from '../input/index.ts';
import { runParsed, type Catalog, type Scenario, type ScenarioResult } from '../engine/index.ts';

export interface StepCitation {
  path: Path;
  anchor: string;
  label: 'illegal' | 'cites';
  /** The edition key the expectation stands under, if any. */
  edition: string | null;
}

/** Every cited rule under `root`'s steps; `editions`: the keys an expectation may be keyed by. */
export function stepCitations(input: YamlInput, root: Path, editions: readonly string[]): StepCitation[] {
  const found: StepCitation[] = [];
  const walk = (value: unknown, path: Path, edition: string | null) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], edition));
    else if (isMapping(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === 'illegal' || key === 'cites') && typeof inner === 'string') found.push({ path: [...path, key], anchor: inner, label: key, edition });
        else walk(inner, [...path, key], path.at(-1) === 'expect' && editions.includes(key) ? key : edition);
      }
    }
  };
  let steps: unknown = input.data;
  for (const key of [...root, 'steps']) steps = isMapping(steps) ? steps[String(key)] : undefined;
  walk(steps, [...root, 'steps'], null);
  return found;
}

/** A run that never throws: an engine failure is a failed step, as `svod run` reports it. */
export function runSafely(scenario: Scenario, catalog: Catalog): ScenarioResult {
  try {
    return runParsed(scenario, catalog);
  } catch (e) {
    const step = { ok: false, message: `внутренняя ошибка движка: ${String((e as Error)?.message ?? e)}`, trace: [] };
    return { file: scenario.file, id: scenario.id, edition: scenario.edition, rules: scenario.rules, passed: false, steps: [step] };
  }
}
