// Writing source text as Markdown so that it parses back to exactly the same paragraphs.
// `205.2. …` is no list marker and stays as is; `1) …` is meant as an ordered list. Only a
// line that Markdown would read as something else gets a backslash, and reading drops it.

const blockSyntax = /^(?:#|>|[-+*](?:\s|$)|=+\s*$|_{3,}|`{3,}|~{3,}|<|\||\\|\s{4})/;
const dottedListStart = /^(\d{1,9})\.(\s|$)/;

export function escapeLine(line: string, meantAsListItem: boolean): string {
  if (meantAsListItem) return line;
  if (dottedListStart.test(line)) return line.replace(dottedListStart, '$1\\.$2');
  if (/^\d{1,9}\)(\s|$)/.test(line)) return line.replace(/^(\d{1,9})\)/, '$1\\)');
  return blockSyntax.test(line) ? '\\' + line : line;
}

export function unescapeLine(line: string): string {
  return line.replace(/^(\d{1,9})\\([.)])/, '$1$2').replace(/^\\(?=[#>\-+*=_`~<|\\\s])/, '');
}
