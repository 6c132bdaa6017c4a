// A glossary term (content/glossary/<slug>.yaml): read by its schema, and its definition quoted
// from the rule that defines it in each edition — the rule's own text, never rewritten. A term
// that its defining text does not mention is a mistake in the content, and is reported; so is a
// form that is a function word (./not-terms.ts), a form two terms claim, and a `see` to no term,
// each at its line and column.
import { checkSchema, readYaml, type Checked, type InputProblem, type YamlInput } from '../input/index.ts';
import { normalizeForMatch } from './normalize.ts';
import { notATerm } from './not-terms.ts';
import { GlossaryTermSchema } from './schemas.ts';
import type { Block, Edition } from './types.ts';
import { blockText } from './units.ts';

interface GlossaryDefinition {
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

const slugOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.ya?ml$/, '');

export function readGlossaryTerm(text: string | Uint8Array, file: string, editions: Edition[]): Checked<GlossaryTerm> {
  return readTerm(text, file, editions).checked;
}

function readTerm(text: string | Uint8Array, file: string, editions: Edition[]): { checked: Checked<GlossaryTerm>; input?: YamlInput } {
  const read = readYaml(file, text);
  if (!read.ok) return { checked: read };
  const input = read.value;
  const checked = checkSchema(GlossaryTermSchema, input);
  if (!checked.ok) return { checked, input };
  const t = checked.value;
  const problems: InputProblem[] = [];
  [t.term, ...t.forms].forEach((form, i) => {
    const why = notATerm(form);
    if (why)
      problems.push(
        input.problem(
          i ? ['forms', i - 1] : ['term'],
          `«${form}» cannot be a form of a term (${why[0]}): every «${form}» in the rules would link to it`,
          `«${form}» не может быть формой термина (${why[1]}): к нему вело бы каждое «${form}» в правилах`,
        ),
      );
  });
  const definitions: GlossaryDefinition[] = [];
  const words = [t.term, ...t.forms].map((w) => normalizeForMatch(w));
  for (const [editionId, anchor] of Object.entries(t.defined)) {
    const edition = editions.find((e) => e.id === editionId);
    const block = edition ? definingBlock(edition, anchor) : null;
    if (!edition) problems.push(input.problem(['defined', editionId], `no edition "${editionId}"`, `нет редакции «${editionId}»`));
    else if (!block)
      problems.push(
        input.problem(
          ['defined', editionId],
          `the ${editionId} edition has no rule or paragraph ${anchor}`,
          `в редакции ${editionId} нет правила или абзаца ${anchor}`,
        ),
      );
    else {
      const quoted = blockText(block);
      if (!words.some((w) => normalizeForMatch(quoted).includes(w))) {
        problems.push(
          input.problem(
            ['defined', editionId],
            `${anchor} does not mention «${t.term}» or its forms: is it the defining rule?`,
            `в ${anchor} нет слова «${t.term}» и его форм — это точно определение?`,
          ),
        );
      } else definitions.push({ edition: editionId, anchor, text: quoted });
    }
  }
  if (!Object.keys(t.defined).length)
    problems.push(input.problem(['defined'], 'name the defining rule of at least one edition', 'укажите определяющее правило хотя бы одной редакции'));
  if (problems.length) return { checked: { ok: false, problems }, input };
  return { checked: { ok: true, value: { slug: slugOf(file), term: t.term, forms: t.forms, definitions, see: t.see ?? [] } }, input };
}

/** Every term of the glossary, each read as above; then no form may belong to two terms, and
 *  every `see` must name a term's file. Terms come back in alphabetical order. */
export function readGlossary(files: { file: string; bytes: Uint8Array }[], editions: Edition[]): { terms: GlossaryTerm[]; problems: InputProblem[] } {
  const problems: InputProblem[] = [];
  const read: { term: GlossaryTerm; input: YamlInput; file: string }[] = [];
  for (const { file, bytes } of files) {
    const { checked, input } = readTerm(bytes, file, editions);
    if (checked.ok) read.push({ term: checked.value, input: input!, file });
    else problems.push(...checked.problems);
  }
  const owners = new Map<string, { term: string; file: string }>();
  for (const { term, input, file } of read) {
    [term.term, ...term.forms].forEach((form, i) => {
      const key = normalizeForMatch(form);
      const owner = owners.get(key);
      if (!owner) owners.set(key, { term: term.term, file });
      else if (owner.file !== file) {
        problems.push(
          input.problem(
            i ? ['forms', i - 1] : ['term'],
            `«${form}» is also a form of «${owner.term}» (${owner.file}): a form names one term`,
            `«${form}» — уже форма термина «${owner.term}» (${owner.file}): форма называет один термин`,
          ),
        );
      }
    });
  }
  const slugs = new Set(files.map(({ file }) => slugOf(file)));
  for (const { term, input } of read) {
    term.see.forEach((see, i) => {
      if (!slugs.has(see))
        problems.push(
          input.problem(
            ['see', i],
            `see: no term "${see}" (no file ${see}.yaml in the glossary)`,
            `see: нет термина «${see}» (нет файла ${see}.yaml в глоссарии)`,
          ),
        );
    });
  }
  return { terms: read.map((r) => r.term).sort((a, b) => a.term.localeCompare(b.term, 'ru')), problems };
}
