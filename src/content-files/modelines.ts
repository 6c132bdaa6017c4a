// Every rulebook content file names its JSON Schema on its first line (a Markdown file on the
// first line inside its frontmatter), so an editor knows which keys and values fit.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { modeline, type Problem } from '../rulebook/index.ts';
import { rulesRoot, VIEWS_FILE } from './rulebook.ts';

/** Each file under content/rules with the line it must hold there (views.yaml lies one folder below content/, the rest two). */
function expectedModelines(dir: string): { path: string; line: number; text: string }[] {
  const expected = [];
  if (existsSync(join(dir, VIEWS_FILE))) expected.push({ path: join(dir, VIEWS_FILE), line: 1, text: modeline('views', 1) });
  for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
    const folder = join(dir, name);
    if (!statSync(folder).isDirectory()) continue;
    for (const file of readdirSync(folder).sort()) {
      const path = join(folder, file);
      if (file === 'edition.yaml') expected.push({ path, line: 1, text: modeline('edition', 2) });
      else if (file.endsWith('.md')) expected.push({ path, line: 2, text: modeline(file.startsWith('part-') ? 'part' : 'section', 2) });
    }
  }
  return expected;
}

export function modelineProblems(root: string): Problem[] {
  return expectedModelines(rulesRoot(root)).flatMap(({ path, line, text }) => {
    const found = readFileSync(path, 'utf8').split('\n')[line - 1]?.replace(/\r$/, '');
    return found === text ? [] : [{ file: relative(root, path) || path, line, column: 1, message: `line ${line} must name the file's schema: ${text}` }];
  });
}
