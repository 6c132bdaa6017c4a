// `svod check`, rulebook part: every edition's files parse (schema, numbering), views.yaml
// declares views over editions that exist, no view holds one number twice, every file names
// its schema, and the content still holds every non-empty line of the sources it names.
import { join, relative } from 'node:path';
import { checkFidelity, repeatedNumbers, SOURCE_LIMITS, type Problem } from '../rulebook/index.ts';
import { loadViews, modelineProblems, readContentText, rulesRoot, VIEWS_FILE } from '../content-files/index.ts';

export async function checkRulebookContent(root: string): Promise<Problem[]> {
  const { editions, views, problems } = loadViews(root);
  for (const edition of editions) {
    const sources = new Map<string, string>();
    for (const { file } of edition.sources) {
      const read = readContentText(join(root, 'content', 'sources', file), `content/sources/${file}`, SOURCE_LIMITS.file);
      if (read.ok) sources.set(file, read.value);
      else if (read.missing) problems.push({ file: `content/rules/${edition.id}/edition.yaml`, message: `source ${file} is not in content/sources` });
      else problems.push(read.problem);
    }
    const units = [...edition.parts, ...edition.sections];
    problems.push(...checkFidelity(sources, units, (u) => `content/rules/${edition.id}/ ${'rules' in u ? `section ${u.number}` : `part ${u.number}`}`));
  }
  const declaration = relative(root, join(rulesRoot(root), VIEWS_FILE));
  for (const view of views) problems.push(...repeatedNumbers(view).map((p) => ({ ...p, message: `${p.message}; ${declaration} declares which editions a view joins` })));
  problems.push(...modelineProblems(root));
  return problems;
}
