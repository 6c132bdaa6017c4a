// Data that did not come from text: the judge's board builds a scenario by taps and hands it over
// as it is. It is read by the same schemas as a YAML file; having no lines or columns, a problem
// names its place in words by the caller's `place` («шаг 3»), and keeps its path, so that a text
// view of the same data can find the line.
import { inputProblem } from './problem.ts';
import { pathText } from './schema.ts';
import type { Path, YamlInput } from './yaml.ts';

export function readData(file: string, data: unknown, place: (path: Path) => string): YamlInput {
  const nowhere = () => ({ line: 0, column: 0 });
  return {
    file,
    text: false,
    data,
    at: nowhere,
    keyAt: nowhere,
    problem: (path, message, messageRu) => {
      const where = pathText(path);
      const words = place(path);
      return inputProblem(file, nowhere(), where ? `${where}: ${message}` : message, words ? `${words}: ${messageRu}` : messageRu, [...path]);
    },
  };
}
