// Reading the practice templates (content/practice/<id>.yaml) from disk and generating their
// questions (Node only; the generation itself is src/practice, pure). The rulebook says which
// editions hold each rule a template names and how each numbers it, as for rulings.
import { generate, readTemplate, type Generated, type Template } from '../practice/index.ts';
import type { Catalog, Editions } from '../engine/index.ts';
import { readFolder, namesIn } from './read-file.ts';
import { loadViews } from './rulebook.ts';
import { RULINGS_DIR, rulebookPlaces } from './rulings.ts';
import { join } from 'node:path';

export const PRACTICE_DIR = 'content/practice';

export interface Practice extends Generated {
  templates: Template[];
}

export function loadPractice(root: string, catalog: Catalog, editions: Editions): Practice {
  const { files, problems } = readFolder(root, PRACTICE_DIR);
  const rulings = new Set(namesIn(join(root, RULINGS_DIR), '.yaml').map((name) => name.replace(/\.yaml$/, '')));
  const context = { catalog, editions: [...editions.keys()], rulings };
  const templates: Template[] = [];
  for (const { file, bytes } of files) {
    const read = readTemplate(bytes, file, context);
    if (read.ok) templates.push(read.template);
    else problems.push(...read.errors);
  }
  const generated = generate(templates, catalog, editions, { places: rulebookPlaces(loadViews(root), editions) });
  return { ...generated, templates, problems: [...problems, ...generated.problems] };
}
