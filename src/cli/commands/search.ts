// `svod search QUERY [--json]`: the site's search in the terminal.
import { parseArgs } from '../args.ts';
import { formatProblem, loadContentGraph, openSearch } from '../../content-files/index.ts';
import { computedAnswer, situationsOf, type Computed } from '../computed.ts';
import { MAX_QUERY_LENGTH, words, type SearchAnswer, type SearchBest, type SearchGroup, type SearchHit } from '../../search/index.ts';

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
  const { graph, problems } = loadContentGraph();
  for (const p of problems) console.error(`svod search: warning: ${formatProblem(p)}`);
  const { index } = await openSearch(graph);
  const answer = await index.search(query, { perGroup: limit });
  if (answer.error) {
    const message = englishError(answer);
    if (parsed.flags.json) console.log(JSON.stringify({ ...answer, error: message }, null, 2));
    else console.error(`svod search: ${message}`);
    return 2;
  }
  // A situation the engine computed comes before everything the index found.
  const computed = computedAnswer(graph, situationsOf(graph), query);
  if (parsed.flags.json) {
    // The computed answer, then the best answer, as the site shows them.
    const { query: asked, best, ...rest } = answer;
    console.log(JSON.stringify({ query: asked, ...(computed ? { computed } : {}), ...(best ? { best } : {}), ...rest }, null, 2));
    return 0;
  }
  if (computed) console.log(`${computedLines(computed).join('\n')}\n`);
  console.log(format(answer, process.stdout.isTTY === true));
  return answer.total || computed ? 0 : 1;
}

/** The engine's answer as the first lines say it (its texts are the content's, in Russian). */
function computedLines(c: Computed): string[] {
  const head =
    c.kind === 'answer'
      ? 'Computed by the engine'
      : c.kind === 'missing'
        ? 'A situation the engine computes, but a number is missing'
        : 'A situation the engine computes, but not with these numbers';
  const boards = c.kind === 'answer' ? c.answers.map((a) => a.board) : [c.board];
  return [`${head}:`, ...c.text.split('\n').map((line) => `  ${line}`), ...boards.map((b) => `  Open on the board: ${b}`)];
}

function englishError(answer: SearchAnswer): string {
  if (!answer.query) return 'the query is empty; give a word, a phrase or a rule number (e.g. 205.4)';
  if (answer.query.length > MAX_QUERY_LENGTH) return `the query is too long (at most ${MAX_QUERY_LENGTH} characters)`;
  if (words(answer.query).length) return 'the query has only function words (в, на, ли…); add a word from the rules';
  return 'the query has no words or numbers to search for';
}

/** The groups in the order the site shows them. */
const groupNames: Record<SearchGroup, string> = { rules: 'Rules', rulings: 'Rulings', glossary: 'Glossary', cards: 'Cards', examples: 'Examples' };

const searchedFor: Record<SearchAnswer['corrections'][number]['why'], string> = {
  typo: 'searched for',
  related: 'searched for the related',
  alias: 'also searched for the term',
  layout: 'read from the Latin layout as',
};

/** Why the best answer is best, as the first line says. */
function bestLine(best: SearchBest): string {
  if (best.why === 'number') return `Best answer: rule ${best.hit.number}`;
  if (best.why === 'definition') return best.term ? `Best answer: the definition of "${best.term.title}" (${best.term.url})` : 'Best answer: a glossary term';
  if (best.why === 'card') return 'Best answer: the card this names';
  return 'Best answer: the ruling that answers this question';
}

function format(answer: SearchAnswer, color: boolean): string {
  const mark = (t: string) => (color ? `\x1b[1;33m${t}\x1b[0m` : `[${t}]`);
  const lines: string[] = [];
  const hitLines = (hit: SearchHit) => {
    const label = [
      hit.number ?? (hit.section !== null && hit.group === 'rules' ? `${(hit.url.split('#')[1] ?? String(hit.section)).replace(/^[a-z]+-(?=\d)/, '')}:` : ''),
      hit.title,
      hit.editionTitle ? `(${hit.editionTitle})` : '',
      hit.inferred ? '[number inferred]' : '',
    ]
      .filter(Boolean)
      .join(' ');
    lines.push(`  ${label}  ${hit.url}`);
    lines.push(
      `    ${hit.snippet
        .map((s) => (s.hit ? mark(s.text) : s.text))
        .join('')
        .replace(/\s*\n\s*/g, ' ')}`,
    );
    for (const a of hit.also) lines.push(`    also: ${a.number ?? 'paragraph'} in ${a.edition} — ${a.url}`);
  };
  if (answer.direct) lines.push(`→ ${answer.direct.number}: ${answer.direct.url}`, '');
  for (const c of answer.corrections)
    lines.push(c.why === 'alias' ? `("${c.typed}": ${searchedFor.alias} "${c.found}")` : `(no "${c.typed}"; ${searchedFor[c.why]} "${c.found}")`);
  if (!answer.total) lines.push(`Nothing found for "${answer.query}".`);
  const { best } = answer;
  if (best) {
    lines.push(`${bestLine(best)}:`);
    hitLines(best.hit);
    lines.push('');
  }
  for (const group of answer.groups) {
    // The rest: the best answer is not repeated under its group.
    const hits = group.hits.filter((hit) => hit !== best?.hit);
    if (!hits.length) continue;
    lines.push(`${groupNames[group.group]}:`);
    for (const hit of hits) hitLines(hit);
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}
