// The practice templates (content/practice/<id>.yaml), read and their questions generated for the
// graph (issue 20; the generation itself is src/practice, pure). A template's rules, and the rule
// each mistake misreads, are cited in the current view's numbers, as a ruling's are; its variants
// run under each edition views.yaml shows that holds all its rules, in that edition's numbers.
import { firstRun, generate, readTemplate, type PracticeQuestion, type Template, type TemplateReport } from '../practice/index.ts';
import type { Catalog, Editions } from '../engine/index.ts';
import type { Edition } from '../rulebook/index.ts';
import { quoteProblems, ruleTexts } from './practice-quotes.ts';
import { cite, type CitationIndex, type Findings } from './citations.ts';
import { contentFolder, type ContentPlace } from './place.ts';
import { namesIn, readFolder } from './read-file.ts';
import { editionsToCheck, type RulePlaces } from './rulings.ts';
import { stepCitations } from './scenario-citations.ts';
import { runEvidence } from './run-evidence.ts';

export interface PracticeNode {
  templates: Template[];
  /** Every question the templates generate, in the templates' order. */
  questions: PracticeQuestion[];
  /** Per template: its variants, its questions and why the others were dropped. */
  reports: TemplateReport[];
}

export interface PracticeContext {
  catalog: Catalog;
  engine: Editions;
  /** Where the rules stand in each edition (the rulings' own reckoning), and the editions views.yaml shows. */
  places: RulePlaces;
  shown: ReadonlySet<string>;
  citations: CitationIndex;
  /** The rulebook's editions, whose text a reason's quotes must stand in. */
  rulebook: readonly Edition[];
}

export function readPractice(place: ContentPlace, context: PracticeContext, findings: Findings): PracticeNode {
  const folder = contentFolder(place, 'practice');
  const { files, problems } = readFolder(folder.dir, folder.shown);
  findings.problems.push(...problems);
  const { catalog, engine, places, shown, citations } = context;
  // A mistake may name the ruling that warns about it: a ruling's file, whatever its own problems.
  const rulingFiles = contentFolder(place, 'rulings');
  const rulings = new Set(namesIn(rulingFiles.dir, '.yaml').map((name) => name.replace(/\.yaml$/, '')));
  const templates: Template[] = [];
  for (const { file, bytes } of files) {
    const read = readTemplate(bytes, file, { catalog, editions: [...engine.keys()], rulings });
    if (!read.ok) {
      findings.problems.push(...read.errors);
      continue;
    }
    const { input, data } = read.template;
    const before = findings.problems.length;
    const inView = (path: PropertyKey[], anchor: string, label: string) => cite(findings, citations.inCurrentView({ input, path, anchor, label }));
    data.rules.forEach((anchor, i) => inView(['rules', i], anchor, 'rules'));
    data.mistakes.forEach((m, i) => inView(['mistakes', i, 'rule'], m.rule, 'rule'));
    for (const c of stepCitations(input, ['scenario'], [...engine.keys()])) inView(c.path as PropertyKey[], c.anchor, c.label);
    // A template citing a rule that does not resolve generates nothing: the citation says why.
    if (findings.problems.length === before) templates.push(read.template);
  }
  const holding = (rules: string[]) => editionsToCheck(places, engine, shown, rules);
  const generated = generate(templates, catalog, engine, { places: { holding, renumber: places.renumber } });
  findings.problems.push(...generated.problems);
  carriedEvidence(templates, context, holding, findings);
  const texts = ruleTexts(context.rulebook);
  for (const t of templates) {
    const asked = [...new Set(generated.questions.filter((q) => q.template === t.id).map((q) => q.edition))];
    findings.problems.push(...quoteProblems(t, asked, places.renumber, texts, catalog, context.rulebook));
  }
  return { templates, questions: generated.questions, reports: generated.reports };
}

/**
 * Citations that a template's run shows to be written in another edition's numbers, as rulings'
 * and examples' runs show theirs (run-evidence.ts): named, and rewritten by `svod check --fix`.
 */
function carriedEvidence(templates: Template[], context: PracticeContext, holding: (rules: string[]) => string[], findings: Findings): void {
  const { catalog, engine, places, citations } = context;
  const evidence: Findings = { problems: [], warnings: [], fixes: [] };
  for (const t of templates) {
    const cited = [
      ...t.data.rules.map((anchor, i) => ({ path: ['rules', i], anchor, label: 'rules' })),
      ...t.data.mistakes.map((m, i) => ({ path: ['mistakes', i, 'rule'], anchor: m.rule, label: 'rule' })),
      ...stepCitations(t.input, ['scenario'], [...engine.keys()]),
    ];
    for (const edition of t.data.editions ?? holding(t.data.rules)) {
      const renumber = places.renumber(edition);
      const run = firstRun(t, edition, catalog, engine, renumber);
      // Where this edition numbers them as the current view does, the run may show them written in another edition's numbers.
      if (run)
        runEvidence(
          t.input,
          run.scenario,
          run.result,
          cited.filter((c) => renumber(c.anchor) === c.anchor),
          citations,
          evidence,
        );
    }
  }
  const once = <T extends { file: string; line: number; column: number }>(list: T[]) =>
    list.filter((x, i) => list.findIndex((y) => y.file === x.file && y.line === x.line && y.column === x.column) === i);
  findings.problems.push(...once(evidence.problems));
  findings.warnings.push(...once(evidence.warnings));
  findings.fixes.push(...once(evidence.fixes));
}
