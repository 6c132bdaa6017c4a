// content/rules/views.yaml: the current view (its base edition and the older edition that fills
// its gaps) and the pairs of editions the site compares. Declared, so that importing an edition
// never changes what readers see by default.
import { checkSchema, readYaml, type Path } from '../input/index.ts';
import { ViewsFileSchema } from './schemas.ts';
import type { Problem, Result, ViewsDeclaration } from './types.ts';

/** Reads views.yaml; every edition it names must be one of `editions`. */
export function parseViewsFile(file: string, text: string, editions: string[]): Result<ViewsDeclaration> {
  const input = readYaml(file, text);
  if (!input.ok) return input;
  const checked = checkSchema(ViewsFileSchema, input.value);
  if (!checked.ok) return checked;
  const declared = checked.value;
  const problems: Problem[] = [];
  const known = (path: Path, id: string) => {
    if (!editions.includes(id))
      problems.push(input.value.problem(path, `no edition "${id}" in content/rules (known: ${editions.join(', ')})`, `нет редакции «${id}»`));
  };
  known(['current', 'base'], declared.current.base);
  if (declared.current.fill !== undefined) {
    known(['current', 'fill'], declared.current.fill);
    if (declared.current.fill === declared.current.base)
      problems.push(input.value.problem(['current', 'fill'], 'the base edition cannot fill its own gaps', 'редакция не дополняет сама себя'));
  }
  const pairs = new Set<string>();
  declared.compare.forEach(([older, newer], i) => {
    known(['compare', i, 0], older);
    known(['compare', i, 1], newer);
    if (older === newer) problems.push(input.value.problem(['compare', i], 'compares an edition with itself', 'редакция сравнивается сама с собой'));
    if (pairs.has(`${older}/${newer}`)) problems.push(input.value.problem(['compare', i], `compares ${older} with ${newer} twice`, 'эта пара уже есть'));
    pairs.add(`${older}/${newer}`);
  });
  return problems.length ? { ok: false, problems } : { ok: true, value: declared };
}
