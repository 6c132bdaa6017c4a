// `svod check`: validates the content — cards (schema), examples (schema, references to cards,
// unique ids), the rulebook (../check-rulebook.ts), the practice templates (every question they
// generate) and the published JSON Schemas — and runs every example.
// Exit 0 when everything is in order, 1 otherwise.
import { allCitations, parseScenario, type Scenario } from '../../engine/index.ts';
import { editionAnchors } from '../../rulebook/index.ts';
import { ENGINE_DIR, EXAMPLES_DIR, loadCatalog, loadEditions, loadEngineEditions, loadGlossary, loadPractice, readFolder, staleSchemaFiles } from '../../content-files/index.ts';
import { checkRulebookContent } from '../check-rulebook.ts';
import { checkRulings } from '../check-rulings.ts';
import { printResults, runFiles } from './run.ts';

interface Finding {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

const show = (f: Finding) => `${f.file}${f.line ? `:${f.line}${f.column ? `:${f.column}` : ''}` : ''}: ${f.message}`;

export async function run(args: string[]): Promise<number> {
  const root = process.cwd();
  const unknown = args.filter((a) => a !== '--quiet');
  if (unknown.length) {
    console.error(`svod check: unknown argument ${unknown[0]}\nUsage: svod check`);
    return 2;
  }
  const quiet = args.includes('--quiet');
  const findings: Finding[] = [];

  // Cards.
  const { catalog, errors: cardErrors } = loadCatalog(root);
  findings.push(...cardErrors);

  // The editions' engine tables; every rule they cite must be in the rulebook content of that edition.
  const { tables, editions, errors: editionErrors } = loadEngineEditions(root);
  findings.push(...editionErrors);
  const anchors = rulebookAnchors(root);
  if (anchors.all.size) {
    for (const c of allCitations(tables)) {
      for (const [ed, n] of Object.entries(c.rules)) {
        if (!anchors.byEdition.get(ed)?.has(n)) findings.push({ file: `${ENGINE_DIR}/${ed}.yaml`, message: `${c.key}: rule ${n} is not in the ${ed} rulebook content` });
      }
    }
  }

  // Examples: each one reads without error, ids are unique, `illustrates` looks like 203.2/ex1.
  const examples = readFolder(root, EXAMPLES_DIR);
  findings.push(...examples.problems);
  if (!examples.files.length) findings.push({ file: EXAMPLES_DIR, message: 'no examples found' });
  const ids = new Map<string, string>();
  const valid: string[] = [];
  for (const { file, bytes } of examples.files) {
    const parsed = parseScenario(bytes, file, catalog, editions);
    if (!parsed.ok) {
      findings.push(...parsed.errors);
      continue;
    }
    const sc = parsed.scenario;
    const base = file.split('/').pop()!.replace(/\.yaml$/, '');
    if (sc.id !== base) findings.push({ file, message: `id "${sc.id}" differs from the file name "${base}"` });
    if (ids.has(sc.id)) findings.push({ file, message: `id "${sc.id}" is also used by ${ids.get(sc.id)}` });
    ids.set(sc.id, file);
    if (sc.illustrates !== undefined && !/^\d{3}(\.\d+)*\/ex\d+$/.test(sc.illustrates)) findings.push({ file, message: `illustrates "${sc.illustrates}" is not like 203.2/ex1` });
    valid.push(file);
    findings.push(...checkRuleReferences(sc, anchors));
  }

  // Rulebook content (the lead's part).
  try {
    findings.push(...(await checkRulebookContent(root)));
  } catch (e) {
    findings.push({ file: 'content/rules', message: `rulebook check crashed: ${(e as Error).message}` });
  }

  // Glossary: each term's definition quoted from its defining rule.
  findings.push(...loadGlossary(root, loadEditions(root).editions).problems);

  // Rulings: each one under every edition it holds for.
  const rulings = checkRulings(root, catalog);
  findings.push(...rulings.problems);
  // Practice templates: every variant and mistake run under each edition that holds their rules.
  const practice = loadPractice(root, catalog, editions);
  findings.push(...practice.problems);
  // The JSON Schemas under content/schema say what the code says.
  findings.push(...staleSchemaFiles(root));

  // Run every example that reads.
  const report = await runFiles(valid, catalog, editions, root);
  if (!quiet) printResults(report, false);
  for (const e of report.errors) findings.push(e);
  const failed = report.results.filter((r) => !r.passed);
  for (const f of findings) console.error(show(f));
  const problems = findings.length + failed.length;
  console.log(
    problems
      ? `svod check: ${findings.length} problem(s) in content, ${failed.length} example(s) failing`
      : `svod check: ${catalog.cards.length} cards, ${report.results.length} examples, ${rulings.rulings} rulings (${rulings.runs} runs across editions), ${practice.templates.length} practice templates (${practice.questions.length} questions), rulebook content — all in order`,
  );
  return problems ? 1 : 0;
}

/** Rule numbers, paragraph anchors, example anchors and section numbers of each edition. */
function rulebookAnchors(root: string): { byEdition: Map<string, Set<string>>; all: Set<string> } {
  const byEdition = new Map(loadEditions(root).editions.map((e) => [e.id, editionAnchors(e)]));
  return { byEdition, all: new Set([...byEdition.values()].flatMap((set) => [...set])) };
}

/** An example's `rules`, `illustrates`, `illegal` and `cites` must name rules that exist. */
function checkRuleReferences(sc: Scenario, anchors: { byEdition: Map<string, Set<string>>; all: Set<string> }): Finding[] {
  if (!anchors.all.size) return [];
  const out: Finding[] = [];
  const known = (n: string) => anchors.all.has(n);
  for (const r of sc.rules) if (!known(r)) out.push({ file: sc.file, message: `rules: "${r}" is in no edition of the rulebook content` });
  if (sc.illustrates && !known(sc.illustrates)) out.push({ file: sc.file, message: `illustrates: "${sc.illustrates}" is in no edition of the rulebook content` });
  for (const step of sc.steps) {
    if (step.kind === 'action' && step.illegal && !known(step.illegal)) out.push({ file: sc.file, line: step.pos.line, column: step.pos.column, message: `illegal: "${step.illegal}" is in no edition of the rulebook content` });
    if (step.kind === 'expect') {
      for (const { e, pos } of step.expectations) {
        if (e.kind === 'cites' && !known(e.rule)) out.push({ file: sc.file, line: pos.line, column: pos.column, message: `cites: "${e.rule}" is in no edition of the rulebook content` });
      }
    }
  }
  return out;
}
