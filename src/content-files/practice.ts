// The practice templates (content/practice/<id>.yaml), read and their questions generated for the
// graph (issue 20; the generation itself is src/practice, pure). A template's rules, and the rule
// each mistake misreads, are cited in the current view's numbers, as a ruling's are; its variants
// run under each edition views.yaml shows that holds all its rules, in that edition's numbers.
// Numbers in its reasons' text are carried across a renumbering as its citations are (prose-citations.ts).
import { firstRun, generate, readTemplate, type PracticeQuestion, type Template, type TemplateReport } from '../practice/index.ts';
import type { Catalog, Editions } from '../engine/index.ts';
import type { Edition } from '../rulebook/index.ts';
import { quoteProblems } from './practice-quotes.ts';
import { proseCitations } from './prose-citations.ts';
import { cite, type CitationIndex, type Findings } from './citations.ts';
import { contentFolder, type ContentPlace } from './place.ts';
import { namesIn, readFolder } from './read-file.ts';
import { editionsToCheck, type RulePlaces } from './rulings.ts';
import { stepCitations } from './scenario-citations.ts';
import { fileEvidence, type CitedAt } from './run-evidence.ts';

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
  const read: { template: Template; raw: string }[] = [];
  for (const { file, bytes } of files) {
    const got = readTemplate(bytes, file, { catalog, editions: [...engine.keys()], rulings });
    if (!got.ok) {
      findings.problems.push(...got.errors);
      continue;
    }
    const { input } = got.template;
    read.push({ template: got.template, raw: new TextDecoder().decode(bytes) });
    const before = findings.problems.length;
    for (const c of citedBy(got.template, engine)) cite(findings, citations.inCurrentView({ input, ...c }));
    // A template citing a rule that does not resolve generates nothing: the citation says why.
    if (findings.problems.length === before) templates.push(got.template);
  }
  const holding = (rules: string[]) => editionsToCheck(places, engine, shown, rules);
  const generated = generate(templates, catalog, engine, { places: { holding, renumber: places.renumber } });
  findings.problems.push(...generated.problems);
  const titles = context.rulebook;
  for (const { template: t, raw } of read) {
    const editions = t.data.editions ?? holding(t.data.rules);
    const unsure = templates.includes(t) ? carriedEvidence(t, editions, context, findings) : new Map<string, string>();
    const prose = [
      { path: ['explain'], label: 'explain', rules: t.data.rules },
      ...t.data.mistakes.map((m, i) => ({ path: ['mistakes', i, 'but'], label: 'but', rules: [m.rule] })),
    ];
    proseCitations(t.input, raw, prose, unsure, { citations, editions, renumber: places.renumber, titles }, findings);
  }
  for (const t of templates) {
    const asked = [...new Set(generated.questions.filter((q) => q.template === t.id).map((q) => q.edition))];
    findings.problems.push(...quoteProblems(t, asked, places.renumber, citations.text, catalog, titles));
  }
  return { templates, questions: generated.questions, reports: generated.reports };
}

/** Every rule a template cites, in the current view's numbers: its rules, each mistake's, its steps'. */
function citedBy(t: Template, engine: Editions): CitedAt[] {
  return [
    ...t.data.rules.map((anchor, i) => ({ path: ['rules', i], anchor, label: 'rules' })),
    ...t.data.mistakes.map((m, i) => ({ path: ['mistakes', i, 'rule'], anchor: m.rule, label: 'rule' })),
    ...stepCitations(t.input, ['scenario'], [...engine.keys()]),
  ];
}

/**
 * Citations that a template's run shows to be written in another edition's numbers, as rulings'
 * and examples' runs show theirs (run-evidence.ts): named, and rewritten by `svod check --fix`.
 * Returns the numbers the runs only warn about, for the template's prose.
 */
function carriedEvidence(t: Template, editions: string[], context: PracticeContext, findings: Findings): Map<string, string> {
  const { catalog, engine, places, citations } = context;
  const evidence = fileEvidence(t.input, citations);
  const cited = citedBy(t, engine);
  for (const edition of editions) {
    const renumber = places.renumber(edition);
    const run = firstRun(t, edition, catalog, engine, renumber);
    // Where this edition numbers them as the current view does, the run may show them written in another edition's numbers.
    if (run)
      evidence.add(
        run.scenario,
        run.result,
        cited.filter((c) => renumber(c.anchor) === c.anchor),
      );
  }
  return evidence.into(findings);
}
