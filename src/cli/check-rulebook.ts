// `svod check`, rulebook part: every edition's files parse (schema, numbering), and the
// content still holds every non-empty line of the sources it names (content/sources).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFidelity, type Problem } from '../rulebook/index.ts';
import { loadEditions } from '../content-files/index.ts';

export async function checkRulebookContent(root: string): Promise<Problem[]> {
  const { editions, problems } = loadEditions(root);
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
  return problems;
}
