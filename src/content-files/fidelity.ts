// Nothing is lost: every non-empty line of the sources an edition names still stands in its
// content (src/rulebook checks it; this reads the sources, beside the rulebook's folder).
import { join } from 'node:path';
import { checkFidelity, SOURCE_LIMITS, type Edition } from '../rulebook/index.ts';
import { fileProblem, type InputProblem } from '../input/index.ts';
import { shownPath, type ContentPlace } from './place.ts';
import { readContentText } from './read-file.ts';

export function sourceProblems(place: ContentPlace, editions: Edition[]): InputProblem[] {
  const problems: InputProblem[] = [];
  for (const edition of editions) {
    const sources = new Map<string, string>();
    const meta = shownPath(place, join(place.rules, edition.id, 'edition.yaml'));
    for (const { file } of edition.sources) {
      const path = join(place.sources, file);
      const read = readContentText(path, shownPath(place, path), SOURCE_LIMITS.file);
      if (read.ok) sources.set(file, read.value);
      else if (read.missing)
        problems.push(
          fileProblem(meta, `source ${file} is not in ${shownPath(place, place.sources)}`, `выдержки ${file} нет в ${shownPath(place, place.sources)}`),
        );
      else problems.push(read.problem);
    }
    const folder = shownPath(place, join(place.rules, edition.id));
    problems.push(
      ...checkFidelity(sources, [...edition.parts, ...edition.sections], (u) => `${folder}/ ${'rules' in u ? `section ${u.number}` : `part ${u.number}`}`),
    );
  }
  return problems;
}
