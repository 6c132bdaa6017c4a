// Checking frontmatter fields by hand: small, exact messages naming the key and its line.
import type { Frontmatter } from './frontmatter.ts';
import type { Problem, SourceRange, Variant } from './types.ts';

type Kind = 'integer' | 'boolean' | 'string' | 'string|null' | 'sources' | 'variants';

export function checkFields(file: string, fm: Frontmatter, fields: Record<string, Kind>, optional: string[] = []): Problem[] {
  const problems: Problem[] = [];
  for (const [key, kind] of Object.entries(fields)) {
    const value = fm.data[key];
    if (value === undefined) {
      if (!optional.includes(key)) problems.push({ file, line: 1, column: 1, message: `frontmatter lacks "${key}"` });
      continue;
    }
    if (!fits(value, kind)) problems.push({ file, line: fm.lineOf(key), column: 1, message: `"${key}" must be ${kind.replace('|', ' or ')}` });
  }
  for (const key of Object.keys(fm.data)) {
    if (!(key in fields)) problems.push({ file, line: fm.lineOf(key), column: 1, message: `unknown frontmatter key "${key}"` });
  }
  return problems;
}

function fits(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'string|null':
      return value === null || typeof value === 'string';
    case 'sources':
      return Array.isArray(value) && value.every(isSourceRange);
    case 'variants':
      return Array.isArray(value) && value.every(isVariant);
  }
}

function isSourceRange(v: unknown): v is SourceRange {
  const r = v as SourceRange;
  return !!r && typeof r.file === 'string' && Array.isArray(r.lines) && r.lines.length === 2 && r.lines.every(Number.isInteger);
}

function isVariant(v: unknown): v is Variant {
  const r = v as Variant;
  return !!r && typeof r.file === 'string' && Number.isInteger(r.line) && typeof r.text === 'string';
}
