// Reading content input, shared by the pure libraries: bytes decoded as strict UTF-8, YAML parsed
// with positions (or data built without text, by readData), data checked against a content
// format's one schema. Every problem names the file, line and column (or, for data, the place in
// words), in English (command line) and Russian (site). Pure: no Node, DOM or Astro.
export { inputProblem, fileProblem, type InputProblem, type Checked } from './problem.ts';
export { excerpt, boundMessage } from './excerpt.ts';
export { decodeUtf8 } from './decode.ts';
export { readYaml, MAX_INPUT_BYTES, type YamlInput, type Path } from './yaml.ts';
export { checkSchema, checkValue, says, reject, named, isMapping } from './schema.ts';
export { readData } from './data.ts';
