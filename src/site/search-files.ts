// This build's search index (src/search), made once however many pages ask: its route serves the
// files, and every page's search box names the root, so a page always searches its own build's
// index (issue 21). A content file the index cannot read is named once, on the build's console.
import { searchFiles } from '../content-files/index.ts';

let made: ReturnType<typeof searchFiles> | null = null;

export function siteSearch(): ReturnType<typeof searchFiles> {
  if (!made) {
    made = searchFiles(process.cwd());
    for (const p of made.problems) console.warn(`search index: ${p.file}: ${p.message}`);
  }
  return made;
}
