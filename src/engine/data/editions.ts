// Editions' engine tables: content/engine/<edition>.yaml read by their schema, then what a schema
// cannot say: the id is the file name, a zone kept into exists, the zones every game has are
// there, each zone says what a card keeps going into it, and every rule the engine applies is
// cited by some edition.
import { checkSchema, readYaml, type InputProblem } from '../../input/index.ts';
import { RULE_KEY_LIST } from '../editions.ts';
import { editionRulesSchema, type EditionRules } from '../schema/edition-rules.ts';
import type { ZoneName } from '../types.ts';

export interface EditionFile {
  file: string;
  text: string | Uint8Array;
}

/** Zones without which no game is played; an edition may add others (the supply, 206.1). */
const EVERY_GAME: readonly ZoneName[] = ['hand', 'deck', 'graveyard', 'play'];

function readEditionFile(f: EditionFile): { table: EditionRules } | { problems: InputProblem[] } {
  const read = readYaml(f.file, f.text);
  if (!read.ok) return { problems: read.problems };
  const checked = checkSchema(editionRulesSchema, read.value);
  if (!checked.ok) return { problems: checked.problems };
  const table = checked.value;
  const at = read.value.problem;
  const problems: InputProblem[] = [];
  const base = f.file
    .split('/')
    .pop()!
    .replace(/\.ya?ml$/, '');
  if (table.id !== base)
    problems.push(at(['id'], `id "${table.id}" differs from the file name "${base}"`, `id «${table.id}» не совпадает с именем файла «${base}»`));
  const missing = EVERY_GAME.filter((z) => !table.zones.includes(z));
  if (missing.length)
    problems.push(
      at(
        ['zones'],
        `every edition has the zones ${EVERY_GAME.join(', ')}: ${missing.join(', ')} missing`,
        `в каждой редакции есть зоны ${EVERY_GAME.join(', ')}: нет ${missing.join(', ')}`,
      ),
    );
  for (const zone of Object.keys(table.keeps)) {
    if (!table.zones.some((z) => z === zone))
      problems.push(at(['keeps', zone], `"${zone}" is not among the edition's zones`, `зоны «${zone}» в этой редакции нет`));
  }
  const unsaid = table.zones.filter((z) => !table.keeps[z]);
  if (unsaid.length)
    problems.push(
      at(
        ['keeps'],
        `say what a card keeps going into ${unsaid.join(', ')} (rule: null where the excerpts are silent)`,
        `скажите, что карта сохраняет, попадая в ${unsaid.join(', ')} (rule: null, если выдержки молчат)`,
      ),
    );
  return problems.length ? { problems } : { table };
}

/** Reads the editions' tables, in the editions' order; problems are values naming file, line and column. */
export function readEditionRules(files: readonly EditionFile[]): { tables: EditionRules[]; errors: InputProblem[] } {
  const tables: EditionRules[] = [];
  const errors: InputProblem[] = [];
  for (const f of files) {
    const r = readEditionFile(f);
    if ('problems' in r) errors.push(...r.problems);
    else if (tables.some((t) => t.id === r.table.id))
      errors.push({ file: f.file, line: 1, column: 1, message: `edition "${r.table.id}" has two tables`, messageRu: `у редакции «${r.table.id}» две таблицы` });
    else tables.push(r.table);
  }
  const uncited = RULE_KEY_LIST.filter((key) => !tables.some((t) => Object.hasOwn(t.citations, key)));
  if (tables.length && !errors.length && uncited.length) {
    errors.push({
      file: files.at(-1)!.file,
      line: 1,
      column: 1,
      message: `no edition cites ${uncited.join(', ')}`,
      messageRu: `ни одна редакция не называет правило для ${uncited.join(', ')}`,
    });
  }
  return { tables, errors };
}
