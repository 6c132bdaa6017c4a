// The executable examples (content/examples/<id>.yaml), read and checked for the graph: each read
// by the engine's scenario reader (a scenario that names no edition plays by the current view's
// base), its id its file's name and unique, `illustrates` a rulebook example of its edition, every
// rule it cites standing in its edition (citations.ts), and run: a failing step is a problem at
// its line, as a failing ruling is.
import { readScenario, type CardDef, type Catalog, type Editions, type FixedAskInput, type Scenario, type ScenarioResult } from '../engine/index.ts';
import { fileProblem, readYaml, type YamlInput } from '../input/index.ts';
import { cite, type CitationIndex, type Citing, type Findings } from './citations.ts';
import { contentFolder, type ContentPlace } from './place.ts';
import { readFolder } from './read-file.ts';
import { runEvidence } from './run-evidence.ts';
import { runSafely, stepCitations } from './scenario-citations.ts';

export interface ExampleNode {
  id: string;
  file: string;
  /** The file's text as written. */
  yaml: string;
  scenario: Scenario;
  /** The trial cards the scenario describes (not cards of the game). */
  extraCards: CardDef[];
  /** Its run, as the build shows it before anyone presses «Проверить». */
  result: ScenarioResult;
  /** How a judge asks it in search (src/ask), and the scenario as written, which the board opens from there. */
  ask?: { says: FixedAskInput['says']; counts?: FixedAskInput['counts']; written: Record<string, unknown> };
}

const baseName = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.ya?ml$/, '');

export function readExamples(
  place: ContentPlace,
  catalog: Catalog,
  editions: Editions,
  defaultEdition: string,
  citations: CitationIndex,
  findings: Findings,
): ExampleNode[] {
  const folder = contentFolder(place, 'examples');
  const { files, problems } = readFolder(folder.dir, folder.shown);
  findings.problems.push(...problems);
  const nodes: ExampleNode[] = [];
  const ids = new Map<string, string>();
  for (const { file, bytes } of files) {
    const read = readYaml(file, bytes);
    if (!read.ok) {
      findings.problems.push(...read.problems);
      continue;
    }
    const input = read.value;
    const parsed = readScenario(input, [], catalog, editions, { defaultEdition });
    if (!parsed.ok) {
      findings.problems.push(...parsed.errors);
      continue;
    }
    const { scenario } = parsed;
    const at = (path: PropertyKey[], en: string, ru: string) => findings.problems.push(input.problem(path, en, ru));
    if (scenario.id !== baseName(file))
      at(['id'], `id "${scenario.id}" differs from the file name "${baseName(file)}"`, `id «${scenario.id}» не совпадает с именем файла «${baseName(file)}»`);
    const first = ids.get(scenario.id);
    if (first) at(['id'], `id "${scenario.id}" is also used by ${first}`, `id «${scenario.id}» уже занят примером ${first}`);
    else ids.set(scenario.id, file);
    checkCitations(input, scenario, [...editions.keys()], citations, findings);
    const result = runSafely(scenario, parsed.catalog);
    result.steps.forEach((step, i) => {
      if (!step.ok) at(['steps', i], `step ${i + 1} fails: ${step.message}`, `шаг ${i + 1} не выполняется: ${step.message}`);
    });
    const cited = [...scenario.rules.map((anchor, i) => ({ path: ['rules', i], anchor, label: 'rules' })), ...stepCitations(input, [], [...editions.keys()])];
    runEvidence(input, scenario, result, cited, citations, findings);
    const extraCards = parsed.catalog.cards.filter((c) => !catalog.cards.includes(c));
    const { ask, ...written } = input.data as { ask?: FixedAskInput };
    nodes.push({ id: scenario.id, file, yaml: new TextDecoder().decode(bytes), scenario, extraCards, result, ...(ask ? { ask: { ...ask, written } } : {}) });
  }
  if (!files.length && !problems.length) findings.problems.push(fileProblem(folder.shown, 'no examples found', 'примеров нет'));
  return nodes.sort((a, b) => a.id.localeCompare(b.id));
}

/** `rules`, `illustrates` and the steps' refusals and citations stand in the example's edition. */
function checkCitations(input: YamlInput, scenario: Scenario, editions: string[], citations: CitationIndex, findings: Findings): void {
  const inEdition = (c: Omit<Citing, 'input'>, edition = scenario.edition, strict = false) =>
    cite(findings, citations.inEdition({ ...c, input }, edition, strict));
  scenario.rules.forEach((anchor, i) => inEdition({ path: ['rules', i], anchor, label: 'rules' }));
  const { illustrates } = scenario;
  if (illustrates !== undefined) {
    if (!/^\d{3}(\.\d+)*\/ex\d+$/.test(illustrates))
      findings.problems.push(
        input.problem(
          ['illustrates'],
          `illustrates "${illustrates}" is not like 203.2/ex1`,
          `illustrates «${illustrates}»: нужен пример правила вида 203.2/ex1`,
        ),
      );
    // The rulebook example it makes executable is one of its own edition's.
    else inEdition({ path: ['illustrates'], anchor: illustrates, label: 'illustrates' }, scenario.edition, true);
  }
  for (const c of stepCitations(input, [], editions)) inEdition(c, c.edition ?? scenario.edition);
}
