// What the search page needs to answer a situation the engine computed (issue 28: a practice
// template's variants, a ruling's or an example's run): the words that name each situation, small enough to ship in the page, and the whole table (every computed
// variant, its answer, the rules applied with their pages, the scenario the board opens) as a
// data file named by its hash, fetched only when a query says those words.
import { askTable, contentHash } from '../content-files/index.ts';
import type { Alternative, AskTable } from '../ask/index.ts';
import { askDataPath } from '../routes/index.ts';
import { HASH_LENGTH } from '../search/index.ts';
import type { SiteData } from './data.ts';
import { citationHref } from './examples.ts';

const askData = (site: SiteData): AskTable =>
  askTable(
    { templates: site.practice.templates.map((t) => t.template), questions: site.practice.questions, rulings: site.rulings, examples: site.examples },
    site.cards,
    (edition, rule) => citationHref(site, edition, rule),
  );

/** The words of each situation, as the page checks a query against them before fetching the table. */
export const askCues = (site: SiteData): Alternative[][][] => askData(site).situations.map((s) => s.says);

/** The table as a data file (src/site/data-files.ts lists it with the others). */
export function askFile(site: SiteData): { path: string; text: string } {
  const text = JSON.stringify(askData(site));
  return { path: askDataPath(contentHash(text).slice(0, HASH_LENGTH)), text };
}
