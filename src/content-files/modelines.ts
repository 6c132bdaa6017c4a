// Every content file names its JSON Schema on its first line (a Markdown file on the first line
// inside its frontmatter), so an editor knows which keys and values fit.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inputProblem, type InputProblem } from '../input/index.ts';
import { modeline } from '../rulebook/index.ts';
import { CONTENT_FOLDERS, shownPath, VIEWS_FILE, type ContentPlace } from './place.ts';
import { namesIn, readContentText } from './read-file.ts';
import { editionFolders } from './rulebook.ts';

/** Each file under the rulebook's folder with the line it must hold there (views.yaml lies one folder below content/, the rest two). */
function rulebookModelines(dir: string): { path: string; line: number; text: string }[] {
  const expected = [];
  if (existsSync(join(dir, VIEWS_FILE))) expected.push({ path: join(dir, VIEWS_FILE), line: 1, text: modeline('views', 1) });
  for (const name of editionFolders(dir)) {
    const folder = join(dir, name);
    for (const file of readdirSync(folder)
      .filter((n) => !n.startsWith('.'))
      .sort()) {
      const path = join(folder, file);
      if (file === 'edition.yaml') expected.push({ path, line: 1, text: modeline('edition', 2) });
      else if (file.endsWith('.md')) expected.push({ path, line: 2, text: modeline(file.startsWith('part-') ? 'part' : 'section', 2) });
    }
  }
  return expected;
}

/** Cards, examples, rulings, glossary terms, editions' engine tables and practice templates: one YAML file each, one folder below content/. */
const DATA_FOLDERS: [keyof typeof CONTENT_FOLDERS, string][] = [
  ['cards', 'card'],
  ['examples', 'scenario'],
  ['rulings', 'ruling'],
  ['glossary', 'glossary'],
  ['engine', 'engine'],
  ['practice', 'practice'],
];

function dataModelines(content: string): { path: string; line: number; text: string }[] {
  return DATA_FOLDERS.flatMap(([folder, format]) => {
    const dir = join(content, CONTENT_FOLDERS[folder]);
    return namesIn(dir, '.yaml').map((file) => ({ path: join(dir, file), line: 1, text: `# yaml-language-server: $schema=../schema/${format}.schema.json` }));
  });
}

export function modelineProblems(place: ContentPlace): InputProblem[] {
  return [...rulebookModelines(place.rules), ...dataModelines(place.content)].flatMap(({ path, line, text }) => {
    // A file that cannot be read is reported by the reader of its kind.
    const read = readContentText(path);
    const found = read.ok ? read.value.split('\n')[line - 1]?.replace(/\r$/, '') : text;
    return found === text
      ? []
      : [
          inputProblem(
            shownPath(place, path),
            { line, column: 1 },
            `line ${line} must name the file's schema: ${text}`,
            `строка ${line} должна называть схему файла: ${text}`,
          ),
        ];
  });
}
