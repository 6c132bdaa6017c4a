// Reading the glossary (content/glossary/<slug>.yaml) from disk (Node only): each term read by
// its schema, its definitions quoted from the editions, its `see` links checked.
import { readGlossaryTerm, type Edition, type GlossaryTerm, type Problem } from '../rulebook/index.ts';
import { readFolder } from './read-file.ts';

export const GLOSSARY_DIR = 'content/glossary';

export function loadGlossary(root: string, editions: Edition[]): { terms: GlossaryTerm[]; problems: Problem[] } {
  const { files, problems: unread } = readFolder(root, GLOSSARY_DIR);
  const terms: GlossaryTerm[] = [];
  const problems: Problem[] = [...unread];
  for (const { file, bytes } of files) {
    const read = readGlossaryTerm(bytes, file, editions);
    if (read.ok) terms.push(read.value);
    else problems.push(...read.problems);
  }
  const slugs = new Set(terms.map((t) => t.slug));
  for (const t of terms) for (const see of t.see) if (!slugs.has(see)) problems.push({ file: `${GLOSSARY_DIR}/${t.slug}.yaml`, message: `see: no term "${see}"` });
  return { terms: terms.sort((a, b) => a.term.localeCompare(b.term, 'ru')), problems };
}
