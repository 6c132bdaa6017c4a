// Reading the glossary (content/glossary/<slug>.yaml) from disk (Node only): each term read by
// its schema, its definitions quoted from the editions, its forms and `see` links checked.
import { readGlossary, type Edition, type GlossaryTerm, type Problem } from '../rulebook/index.ts';
import { readFolder } from './read-file.ts';

export const GLOSSARY_DIR = 'content/glossary';

export function loadGlossary(root: string, editions: Edition[]): { terms: GlossaryTerm[]; problems: Problem[] } {
  const { files, problems } = readFolder(root, GLOSSARY_DIR);
  const read = readGlossary(files, editions);
  return { terms: read.terms, problems: [...problems, ...read.problems] };
}
