// Reading the rulebook's folder (Node only): every edition parsed by src/rulebook, and
// views.yaml's declaration checked against the editions found.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileProblem, type InputProblem } from '../input/index.ts';
import { currentView, editionView, loadEdition, parseViewsFile, repeatedNumbers, type Edition, type View, type ViewsDeclaration } from '../rulebook/index.ts';
import { shownPath, VIEWS_FILE, type ContentPlace } from './place.ts';
import { readContentText } from './read-file.ts';

/** An edition's content files (name → text), each read safely; what cannot be read is a problem. */
function readEditionFiles(folder: string, shown = folder): { files: Map<string, string>; problems: InputProblem[] } {
  const files = new Map<string, string>();
  const problems: InputProblem[] = [];
  for (const name of readdirSync(folder).sort()) {
    if (name.startsWith('.') || !(name.endsWith('.md') || name === 'edition.yaml')) continue;
    const read = readContentText(join(folder, name), `${shown}${name}`);
    if (read.ok) files.set(name, read.value);
    else problems.push(read.problem);
  }
  return { files, problems };
}

/** The edition folders under the rules folder, sorted: directories whose name starts with no dot
 *  (an import builds the new folder, and keeps the replaced one, under a dotted name). */
export function editionFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && statSync(join(dir, name), { throwIfNoEntry: false })?.isDirectory())
    .sort();
}

export interface RulebookRead {
  /** In their `order`, oldest first. */
  editions: Edition[];
  /** views.yaml's declaration; where it cannot be read, the newest edition alone (and a problem). */
  declared: ViewsDeclaration;
  /** The current view first, then each edition alone; none without editions. */
  views: View[];
  problems: InputProblem[];
}

/** The editions under the rules folder, views.yaml's declaration and the views it declares. */
export function readRulebook(place: ContentPlace): RulebookRead {
  const dir = place.rules;
  const editions: Edition[] = [];
  const problems: InputProblem[] = [];
  if (!existsSync(dir)) problems.push(fileProblem(shownPath(place, dir), 'no rulebook content folder', 'нет папки с текстом правил'));
  for (const id of editionFolders(dir)) {
    const folder = join(dir, id);
    if (!existsSync(join(folder, 'edition.yaml'))) continue;
    const shown = `${shownPath(place, folder)}/`;
    const read = readEditionFiles(folder, shown);
    problems.push(...read.problems);
    if (read.problems.length) continue;
    const loaded = loadEdition(read.files, shown);
    if (loaded.ok) editions.push(loaded.value);
    else problems.push(...loaded.problems);
  }
  editions.sort((a, b) => a.order - b.order);
  // The declaration names editions: it is checked only once they all load.
  const declaration = problems.length ? { declared: null, problems: [] } : readDeclaration(place, editions);
  problems.push(...declaration.problems);
  const declared = declaration.declared ?? { current: { base: editions.at(-1)?.id ?? '' }, compare: [] };
  const views = editions.length ? [currentView(editions, declared), ...editions.map(editionView)] : [];
  const file = shownPath(place, join(dir, VIEWS_FILE));
  for (const view of views) {
    problems.push(
      ...repeatedNumbers(view).map((p) => ({
        ...p,
        message: `${p.message}; ${file} declares which editions a view joins`,
        messageRu: `${p.messageRu}; какие редакции сводит текст, говорит ${file}`,
      })),
    );
  }
  return { editions, declared, views, problems };
}

/** views.yaml: it names editions, so it is checked only once they all load. */
function readDeclaration(place: ContentPlace, editions: Edition[]): { declared: ViewsDeclaration | null; problems: InputProblem[] } {
  const path = join(place.rules, VIEWS_FILE);
  const shown = shownPath(place, path);
  if (!editions.length) return { declared: null, problems: [] };
  if (!existsSync(path)) {
    const example = `current: {base: ${editions.at(-1)!.id}}`;
    return {
      declared: null,
      problems: [
        fileProblem(
          shown,
          `${VIEWS_FILE} is missing: it declares the current view, e.g. "${example}"`,
          `нет ${VIEWS_FILE}: он объявляет текущий текст правил, например «${example}»`,
        ),
      ],
    };
  }
  const text = readContentText(path, shown);
  if (!text.ok) return { declared: null, problems: [text.problem] };
  const declared = parseViewsFile(
    shown,
    text.value,
    editions.map((e) => e.id),
  );
  return declared.ok ? { declared: declared.value, problems: [] } : { declared: null, problems: declared.problems };
}
