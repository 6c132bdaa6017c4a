// `svod search QUERY [--json]`: the site's search in the terminal. Also exports the Node-side
// loader of the search corpus, used by the site build, the tests and the benchmark.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { parseArgs } from '../args.ts';
import { loadEditions } from '../content-files.ts';
import { currentView, editionView } from '../../rulebook/index.ts';
import {
  buildCorpus,
  readCards,
  readExamples,
  readGlossary,
  SearchIndex,
  type SearchAnswer,
  type SearchData,
  type SearchGroup,
  type SourceFile,
  type SourceProblem,
} from '../../search/index.ts';

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
  const { editions, problems: ruleProblems } = loadEditions(root);
  problems.push(...ruleProblems.map((p) => ({ file: p.file, message: p.message })));
  const views = editions.length ? [currentView(editions), ...editions.map(editionView)] : [];
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

const usage = 'Usage: svod search QUERY [--json] [--limit N]';

export async function run(args: string[]): Promise<number> {
  const parsed = parseArgs(args, { flags: ['json', 'help'], values: ['limit'] });
  if (!parsed.ok) {
    console.error(`svod search: ${parsed.error}\n${usage}`);
    return 2;
  }
  if (parsed.flags.help) {
    console.log(usage);
    return 0;
  }
  const query = parsed.positional.join(' ').trim();
  if (!query) {
    console.error(`svod search: the query is empty; give a word, a phrase or a rule number (e.g. 205.4)\n${usage}`);
    return 2;
  }
  const limit = parsed.values.limit === undefined ? 10 : Number(parsed.values.limit);
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(`svod search: --limit must be a positive whole number, not "${parsed.values.limit}"`);
    return 2;
  }
  const { data, problems } = loadSearchData(process.cwd());
  for (const p of problems) console.error(`svod search: warning: ${p.file}: ${p.message}`);
  const answer = new SearchIndex(data).search(query, { perGroup: limit });
  if (answer.error) {
    const message = englishError(answer);
    if (parsed.flags.json) console.log(JSON.stringify({ ...answer, error: message }, null, 2));
    else console.error(`svod search: ${message}`);
    return 2;
  }
  if (parsed.flags.json) {
    console.log(JSON.stringify(answer, null, 2));
    return 0;
  }
  console.log(format(answer, process.stdout.isTTY === true));
  return answer.total ? 0 : 1;
}

function englishError(answer: SearchAnswer): string {
  if (!answer.query) return 'the query is empty; give a word, a phrase or a rule number (e.g. 205.4)';
  if (answer.query.length > 200) return 'the query is too long (at most 200 characters)';
  return 'the query has no words or numbers to search for';
}

const groupNames: Record<SearchGroup, string> = { rules: 'Rules', examples: 'Examples', glossary: 'Glossary', cards: 'Cards' };

function format(answer: SearchAnswer, color: boolean): string {
  const mark = (t: string) => (color ? `\x1b[1;33m${t}\x1b[0m` : `[${t}]`);
  const lines: string[] = [];
  if (answer.direct) lines.push(`→ ${answer.direct.number}: ${answer.direct.url}`, '');
  for (const c of answer.corrections) lines.push(`(no "${c.typed}"; searched for "${c.found}")`);
  if (!answer.total) lines.push(`Nothing found for "${answer.query}".`);
  for (const group of answer.groups) {
    lines.push(`${groupNames[group.group]}:`);
    for (const hit of group.hits) {
      const label = [hit.number ?? (hit.section !== null && hit.group === 'rules' ? `${hit.section}, paragraph:` : ''), hit.title, hit.editionTitle ? `(${hit.editionTitle})` : '', hit.inferred ? '[number inferred]' : '']
        .filter(Boolean)
        .join(' ');
      lines.push(`  ${label}  ${hit.url}`);
      lines.push(`    ${hit.snippet.map((s) => (s.hit ? mark(s.text) : s.text)).join('').replace(/\s*\n\s*/g, ' ')}`);
      for (const a of hit.also) lines.push(`    also: ${a.number ?? 'paragraph'} in ${a.edition} — ${a.url}`);
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}
