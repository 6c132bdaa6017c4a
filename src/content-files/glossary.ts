// Reading the glossary (content/glossary/<slug>.yaml) from disk (Node only): each term read by
// its schema, its definitions quoted from the editions, its `see` links checked.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readGlossaryTerm, type Edition, type GlossaryTerm, type Problem } from '../rulebook/index.ts';

export const GLOSSARY_DIR = 'content/glossary';

export function loadGlossary(root: string, editions: Edition[]): { terms: GlossaryTerm[]; problems: Problem[] } {
  let names: string[] = [];
  try {
    names = readdirSync(join(root, GLOSSARY_DIR)).filter((n) => n.endsWith('.yaml')).sort();
  } catch {
    return { terms: [], problems: [] };
  }
  const terms: GlossaryTerm[] = [];
  const problems: Problem[] = [];
  for (const name of names) {
    const file = `${GLOSSARY_DIR}/${name}`;
    const read = readGlossaryTerm(new Uint8Array(readFileSync(join(root, file))), file, editions);
    if (read.ok) terms.push(read.value);
    else problems.push(...read.problems);
  }
  const slugs = new Set(terms.map((t) => t.slug));
  for (const t of terms) for (const see of t.see) if (!slugs.has(see)) problems.push({ file: `${GLOSSARY_DIR}/${t.slug}.yaml`, message: `see: no term "${see}"` });
  return { terms: terms.sort((a, b) => a.term.localeCompare(b.term, 'ru')), problems };
}
