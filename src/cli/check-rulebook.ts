// `svod check`, rulebook part: every edition's files parse (schema, numbering), views.yaml
// declares views over editions that exist, no view holds one number twice, every file names
// its schema, and the content still holds every non-empty line of the sources it names.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkFidelity, repeatedNumbers, type Problem } from '../rulebook/index.ts';
import { loadViews, modelineProblems, rulesRoot, VIEWS_FILE } from '../content-files/index.ts';

export async function checkRulebookContent(root: string): Promise<Problem[]> {
  const { editions, views, problems } = loadViews(root);
  for (const edition of editions) {
    const sources = new Map<string, string>();
    for (const { file } of edition.sources) {
      const path = join(root, 'content', 'sources', file);
      if (!existsSync(path)) problems.push({ file: `content/rules/${edition.id}/edition.yaml`, message: `source ${file} is not in content/sources` });
      else sources.set(file, readFileSync(path, 'utf8'));
    }
    const units = [...edition.parts, ...edition.sections];
    problems.push(...checkFidelity(sources, units, (u) => `content/rules/${edition.id}/ ${'rules' in u ? `section ${u.number}` : `part ${u.number}`}`));
  }
  const declaration = relative(root, join(rulesRoot(root), VIEWS_FILE));
  for (const view of views) problems.push(...repeatedNumbers(view).map((p) => ({ ...p, message: `${p.message}; ${declaration} declares which editions a view joins` })));
  problems.push(...modelineProblems(root));
  return problems;
}
