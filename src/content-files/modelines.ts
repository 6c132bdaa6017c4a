// Every content file names its JSON Schema on its first line (a Markdown file on the first line
// inside its frontmatter), so an editor knows which keys and values fit.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { modeline, type Problem } from '../rulebook/index.ts';
import { namesIn, readContentText } from './read-file.ts';
import { editionFolders, rulesRoot, VIEWS_FILE } from './rulebook.ts';
import { CARDS_DIR, EXAMPLES_DIR } from './cards.ts';
import { ENGINE_DIR } from './engine.ts';
import { RULINGS_DIR } from './rulings.ts';
import { GLOSSARY_DIR } from './glossary.ts';
import { PRACTICE_DIR } from './practice.ts';

/** Each file under content/rules with the line it must hold there (views.yaml lies one folder below content/, the rest two). */
function expectedModelines(dir: string): { path: string; line: number; text: string }[] {
  const expected = [];
  if (existsSync(join(dir, VIEWS_FILE))) expected.push({ path: join(dir, VIEWS_FILE), line: 1, text: modeline('views', 1) });
  for (const name of editionFolders(dir)) {
    const folder = join(dir, name);
    for (const file of readdirSync(folder).filter((n) => !n.startsWith('.')).sort()) {
      const path = join(folder, file);
      if (file === 'edition.yaml') expected.push({ path, line: 1, text: modeline('edition', 2) });
      else if (file.endsWith('.md')) expected.push({ path, line: 2, text: modeline(file.startsWith('part-') ? 'part' : 'section', 2) });
    }
  }
  return expected;
}

/** Cards, examples, rulings, glossary terms, editions' engine tables and practice templates: one YAML file each, one folder below content/. */
const DATA_FOLDERS: [string, string][] = [
  [CARDS_DIR, 'card'],
  [EXAMPLES_DIR, 'scenario'],
  [RULINGS_DIR, 'ruling'],
  [GLOSSARY_DIR, 'glossary'],
  [ENGINE_DIR, 'engine'],
  [PRACTICE_DIR, 'practice'],
];

function dataModelines(root: string): { path: string; line: number; text: string }[] {
  return DATA_FOLDERS.flatMap(([folder, format]) => {
    const dir = join(root, folder);
    return namesIn(dir, '.yaml').map((file) => ({ path: join(dir, file), line: 1, text: `# yaml-language-server: $schema=../schema/${format}.schema.json` }));
  });
}

export function modelineProblems(root: string): Problem[] {
  return [...expectedModelines(rulesRoot(root)), ...dataModelines(root)].flatMap(({ path, line, text }) => {
    // A file that cannot be read is reported by the reader of its kind.
    const read = readContentText(path);
    const found = read.ok ? read.value.split('\n')[line - 1]?.replace(/\r$/, '') : text;
    return found === text ? [] : [{ file: relative(root, path) || path, line, column: 1, message: `line ${line} must name the file's schema: ${text}` }];
  });
}
