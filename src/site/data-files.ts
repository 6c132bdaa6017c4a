// The site's own copies of the data files its scripts fetch (issue 21): an example's scenario, a
// ruling's run under an edition, the rule numbers. Each is its /api/ file's data under a name that
// carries its content's hash (src/routes, dataPath), so a page left open across a new build
// fetches its own build's data, never the next one's. /api/ keeps the stable names for outside
// tools; the day of the build stays out of these copies, so a rebuild of the same content keeps
// their names.
import { contentHash } from '../content-files/index.ts';
import { apiPaths, dataPath } from '../routes/index.ts';
import { HASH_LENGTH } from '../search/index.ts';
import { apiFiles } from './api.ts';
import type { ExampleEntry, SiteData, SiteRuling } from './data.ts';
import { askFile } from './ask.ts';

export interface DataFile {
  /** Root-relative (give it to href). */
  path: string;
  text: string;
}

/** A copy named by its content: the same data always makes the same file, whichever page asks. */
function dataFile(apiPath: string, body: () => { built: string }): DataFile {
  const { built: _built, ...data } = body();
  const text = JSON.stringify(data);
  return { path: dataPath(apiPath, contentHash(text).slice(0, HASH_LENGTH)), text };
}

export const dataFiles = {
  example: (site: SiteData, entry: ExampleEntry) => dataFile(apiPaths.example(entry.id), () => apiFiles.example(site, entry)),
  rulingRun: (site: SiteData, ruling: SiteRuling, edition: string) =>
    dataFile(apiPaths.rulingRun(ruling.ruling.id, edition), () => apiFiles.rulingRun(site, ruling, edition)),
  ruleNumbers: (site: SiteData) => dataFile(apiPaths.ruleNumbers(), () => apiFiles.ruleNumbers(site)),
  practice: (site: SiteData) => dataFile(apiPaths.practice(), () => apiFiles.practice(site)),
  practiceDaily: (site: SiteData) => dataFile(apiPaths.practiceDaily(), () => apiFiles.practiceDaily(site)),
};

/** Every data file the site's scripts may fetch. */
export function allDataFiles(site: SiteData): DataFile[] {
  return [
    ...site.examples.map((entry) => dataFiles.example(site, entry)),
    ...site.rulings.flatMap((ruling) => ruling.checks.map((check) => dataFiles.rulingRun(site, ruling, check.edition))),
    dataFiles.ruleNumbers(site),
    ...(site.practice.questions.length ? [dataFiles.practice(site), dataFiles.practiceDaily(site)] : []),
    askFile(site),
  ];
}
