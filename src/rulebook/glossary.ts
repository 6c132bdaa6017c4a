// A glossary term (content/glossary/<slug>.yaml): read by its schema, and its definition quoted
// from the rule that defines it in each edition — the rule's own text, never rewritten. A term
// that its defining text does not mention is a mistake in the content, and is reported.
import { checkSchema, readYaml, type Checked, type InputProblem } from '../input/index.ts';
import { normalizeForMatch } from './normalize.ts';
import { GlossaryTermSchema } from './schemas.ts';
import type { Block, Edition } from './types.ts';
import { blockText } from './units.ts';

export interface GlossaryDefinition {
  edition: string;
  /** The defining rule's number, or the paragraph's anchor. */
  anchor: string;
  /** The defining paragraph as the rulebook prints it. */
  text: string;
}

export interface GlossaryTerm {
  slug: string;
  term: string;
  forms: string[];
  definitions: GlossaryDefinition[];
  see: string[];
}

/** The paragraph an anchor names: a rule's own opening paragraph, or the paragraph itself. */
function definingBlock(edition: Edition, anchor: string): Block | null {
  for (const section of edition.sections) {
    for (const block of section.preamble) if (block.anchor === anchor) return block;
    for (const rule of section.rules) {
      if (rule.number === anchor) return rule.blocks[0];
      for (const block of rule.blocks) if (block.anchor === anchor) return block;
    }
  }
  return null;
}

export function readGlossaryTerm(text: string | Uint8Array, file: string, editions: Edition[]): Checked<GlossaryTerm> {
  const read = readYaml(file, text);
  if (!read.ok) return read;
  const input = read.value;
  const checked = checkSchema(GlossaryTermSchema, input);
  if (!checked.ok) return checked;
  const t = checked.value;
  const problems: InputProblem[] = [];
  const definitions: GlossaryDefinition[] = [];
  const words = [t.term, ...t.forms].map((w) => normalizeForMatch(w));
  for (const [editionId, anchor] of Object.entries(t.defined)) {
    const edition = editions.find((e) => e.id === editionId);
    const block = edition ? definingBlock(edition, anchor) : null;
    if (!edition) problems.push(input.problem(['defined', editionId], `no edition "${editionId}"`, `нет редакции «${editionId}»`));
    else if (!block) problems.push(input.problem(['defined', editionId], `the ${editionId} edition has no rule or paragraph ${anchor}`, `в редакции ${editionId} нет правила или абзаца ${anchor}`));
    else {
      const quoted = blockText(block);
      if (!words.some((w) => normalizeForMatch(quoted).includes(w))) {
        problems.push(input.problem(['defined', editionId], `${anchor} does not mention «${t.term}» or its forms: is it the defining rule?`, `в ${anchor} нет слова «${t.term}» и его форм — это точно определение?`));
      } else definitions.push({ edition: editionId, anchor, text: quoted });
    }
  }
  if (!Object.keys(t.defined).length) problems.push(input.problem(['defined'], 'name the defining rule of at least one edition', 'укажите определяющее правило хотя бы одной редакции'));
  if (problems.length) return { ok: false, problems };
  const slug = file.split('/').pop()!.replace(/\.ya?ml$/, '');
  return { ok: true, value: { slug, term: t.term, forms: t.forms, definitions, see: t.see ?? [] } };
}
