// Writing source text as Markdown so that it parses back to exactly the same paragraphs.
// `205.2. …` is no list marker and stays as is; `1) …` is meant as an ordered list. A line
// that Markdown could read as anything else (a heading, a quote, a code block, a definition…)
// gets a leading backslash, and reading drops it again.

const blockStart = /^[\s#>\-+*=_`~<|\\[]/;
const numberedStart = /^(\d{1,9})([.)])(\s|$)/;

export function escapeLine(line: string, meantAsListItem: boolean): string {
  if (meantAsListItem) return line;
  if (numberedStart.test(line)) return line.replace(numberedStart, '$1\\$2$3');
  return blockStart.test(line) ? '\\' + line : line;
}

export function unescapeLine(line: string): string {
  return line.replace(/^(\d{1,9})\\([.)])/, '$1$2').replace(/^\\(?=[\s#>\-+*=_`~<|\\[])/, '');
}
