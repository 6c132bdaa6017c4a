// The commands' arguments, read by node:util's parseArgs: positional arguments, `--name value`
// (or `--name=value`) options and `--flag`s. It runs loose and walks the tokens itself, so an
// unknown option or a missing value comes back as a value with the commands' own message.
import { parseArgs as parseTokens } from 'node:util';

export interface ParsedArgs {
  ok: true;
  positional: string[];
  values: Record<string, string | undefined>;
  flags: Record<string, boolean>;
}

export function parseArgs(argv: string[], spec: { values?: string[]; flags?: string[] }): ParsedArgs | { ok: false; error: string } {
  const options = Object.fromEntries([
    ...(spec.values ?? []).map((name) => [name, { type: 'string' as const }]),
    ...(spec.flags ?? []).map((name) => [name, { type: 'boolean' as const }]),
  ]);
  const { tokens } = parseTokens({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  const out: ParsedArgs = { ok: true, positional: [], values: {}, flags: {} };
  for (const token of tokens) {
    if (token.kind === 'positional') out.positional.push(token.value);
    if (token.kind !== 'option') continue;
    if (spec.flags?.includes(token.name)) {
      if (token.value !== undefined) return { ok: false, error: `${token.rawName} takes no value` };
      out.flags[token.name] = true;
    } else if (spec.values?.includes(token.name)) {
      if (token.value === undefined) return { ok: false, error: `${token.rawName} needs a value` };
      out.values[token.name] = token.value;
    } else return { ok: false, error: `unknown option ${token.rawName}` };
  }
  return out;
}
