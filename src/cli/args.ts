// A small argument parser: positional arguments, `--name value` options and `--flag`s.
export interface ParsedArgs {
  ok: true;
  positional: string[];
  values: Record<string, string | undefined>;
  flags: Record<string, boolean>;
}

export function parseArgs(argv: string[], spec: { values?: string[]; flags?: string[] }): ParsedArgs | { ok: false; error: string } {
  const out: ParsedArgs = { ok: true, positional: [], values: {}, flags: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      out.positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (spec.flags?.includes(name)) out.flags[name] = true;
    else if (spec.values?.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) return { ok: false, error: `--${name} needs a value` };
      out.values[name] = value;
    } else return { ok: false, error: `unknown option --${name}` };
  }
  return out;
}
