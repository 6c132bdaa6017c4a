// Reading everything searchable from disk (rules, examples, cards, glossary) into the search
// corpus (Node only), for the site build, `svod search`, the tests and the benchmark.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { buildCorpus, readCards, readExamples, readGlossary, type SearchData, type SourceFile, type SourceProblem } from '../search/index.ts';
import { loadViews } from './rulebook.ts';

/** Parses a YAML text; a malformed one becomes a problem naming the file and line. */
export function parseYaml(path: string, text: string, problems: SourceProblem[]): SourceFile | null {
  try {
    return { path, data: parse(text) as unknown };
  } catch (error) {
    const e = error as Error & { linePos?: { line: number; col: number }[] };
    const at = e.linePos?.[0] ? `:${e.linePos[0].line}:${e.linePos[0].col}` : '';
    problems.push({ file: `${path}${at}`, message: `not valid YAML: ${e.message.split('\n')[0]}` });
    return null;
  }
}

function yamlFiles(dir: string, shown: string, problems: SourceProblem[]): SourceFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/i.test(name))
    .sort()
    .map((name) => parseYaml(`${shown}/${name}`, readFileSync(join(dir, name), 'utf8'), problems))
    .filter((f): f is SourceFile => f !== null);
}

/** Reads all searchable content under `root` (rules, examples, cards, glossary) into a corpus. */
export function loadSearchData(root: string): { data: SearchData; problems: SourceProblem[] } {
  const problems: SourceProblem[] = [];
  const { editions, views, problems: ruleProblems } = loadViews(root);
  problems.push(...ruleProblems.map((p) => ({ file: p.file, message: p.message })));
  const content = join(root, 'content');
  const glossaryFiles = yamlFiles(join(content, 'glossary'), 'content/glossary', problems);
  if (existsSync(join(content, 'glossary.yaml'))) {
    const file = parseYaml('content/glossary.yaml', readFileSync(join(content, 'glossary.yaml'), 'utf8'), problems);
    if (file) glossaryFiles.push(file);
  }
  const data = buildCorpus({
    views,
    editions: editions.map((e) => ({ id: e.id, title: e.title })),
    examples: readExamples(yamlFiles(join(content, 'examples'), 'content/examples', problems), problems),
    cards: readCards(yamlFiles(join(content, 'cards'), 'content/cards', problems), problems),
    glossary: readGlossary(glossaryFiles, problems),
  });
  return { data, problems };
}
