// The part of zod/mini that the engine's schemas use, small enough for the judge's worker: the
// browser builds resolve `zod/mini` to this file (src/integrations/zod-subset.ts), while Node (the
// command line, the build, the published JSON Schemas, the tests' own engine) keeps zod. Every
// schema is still declared once, with zod's types; only the code that checks data in the browser
// is this one. It gives the same values, issues and messages as zod 4 on every schema the engine
// declares (test/input/zod-mini-subset.test.ts compares the two on the content and on bad input).
/* eslint-disable @typescript-eslint/no-explicit-any -- a runtime stand-in; zod's types apply */

type Issue = Record<string, any> & { code: string; path?: PropertyKey[] };
interface Payload {
  value: any;
  issues: Issue[];
  aborted?: boolean;
}
/** How a reading goes: `reportInput` keeps each issue's input, nested issues too. */
interface Ctx {
  reportInput: boolean;
}
interface Check {
  when?: (p: Payload) => boolean;
  check(p: Payload): void;
  error?: string;
}
type Params = string | { error?: string } | undefined;
type Optional = 'optional' | undefined;

const errorOf = (params: Params) => (typeof params === 'string' ? params : params?.error);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An issue stops the checks after it unless it says it may continue (zod's `aborted`). */
const aborted = (p: Payload, from = 0) => p.aborted === true || p.issues.slice(from).some((i) => i.continue !== true);
const explicitlyAborted = (p: Payload) => p.aborted === true || p.issues.some((i) => i.continue === false);

/** An issue as `safeParse` hands it out: its message, its path, and no internals. */
function finalize(issue: Issue, { reportInput }: Ctx): Issue {
  const out: Issue = { code: issue.code };
  for (const key of Object.keys(issue)) if (!['error', 'continue', 'input'].includes(key)) out[key] = issue[key];
  out.path ??= [];
  out.message = issue.message || issue.error || 'Invalid input';
  if (reportInput) out.input = issue.input;
  return out;
}

const prefix = (key: PropertyKey, issues: Issue[]) => issues.map((i) => ((i.path ??= []).unshift(key), i));

export class Schema {
  _zod: { def: Record<string, any>; optin?: Optional; optout?: Optional; values?: Set<unknown>; run: (p: Payload, ctx: Ctx) => Payload };

  constructor(
    def: Record<string, any>,
    private readonly parse: (p: Payload, self: Schema, ctx: Ctx) => Payload,
    private readonly checks: Check[] = [],
    extra: { optin?: Optional; optout?: Optional; values?: Set<unknown> } = {},
  ) {
    this._zod = { def, ...extra, run: (p, ctx) => this.run(p, ctx) };
  }

  private run(payload: Payload, ctx: Ctx): Payload {
    const p = this.parse(payload, this, ctx);
    let stopped = aborted(p);
    for (const ch of this.checks) {
      if (ch.when ? explicitlyAborted(p) || !ch.when(p) : stopped) continue;
      const before = p.issues.length;
      ch.check(p);
      if (p.issues.length !== before) {
        for (const issue of p.issues.slice(before)) issue.error ??= ch.error ?? this._zod.def.error;
        stopped ||= aborted(p, before);
      }
    }
    return p;
  }

  check(...checks: Check[]): Schema {
    const { def, optin, optout, values } = this._zod;
    return new Schema(def, this.parse, [...this.checks, ...checks], { optin, optout, values });
  }

  register(): this {
    return this;
  }

  get shape(): Record<string, Schema> | undefined {
    return this._zod.def.shape;
  }

  safeParse(data: unknown, ctx: { reportInput?: boolean } = {}): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } } {
    const reading = { reportInput: ctx.reportInput === true };
    const p = this.run({ value: data, issues: [] }, reading);
    if (!p.issues.length) return { success: true, data: p.value };
    return { success: false, error: { issues: p.issues.map((i) => finalize(i, reading)) } };
  }
}

/** A schema that only looks at the value's type: `ok` says whether it fits. */
const typed = (type: string, expected: string, ok: (v: any) => boolean, params?: Params, checks: Check[] = []) =>
  new Schema(
    { type, error: errorOf(params) },
    (p, self) => {
      const v = p.value;
      if (ok(v)) return p;
      // zod names a number that is not one: NaN, Infinity.
      const received = typeof v === 'number' && expected === 'number' ? String(v) : undefined;
      p.issues.push({ code: 'invalid_type', expected, input: v, ...(received ? { received } : {}), error: self._zod.def.error });
      return p;
    },
    checks,
  );

export const string = (params?: Params) => typed('string', 'string', (v) => typeof v === 'string', params);
export const number = (params?: Params) => typed('number', 'number', (v) => typeof v === 'number' && Number.isFinite(v), params);
export const boolean = (params?: Params) => typed('boolean', 'boolean', (v) => typeof v === 'boolean', params);
export const unknown = () => new Schema({ type: 'unknown' }, (p) => p);

/** A whole number within the safe range (zod's `safeint`): its own check runs before the others. */
export const int = (params?: Params) =>
  typed('number', 'number', (v) => typeof v === 'number' && Number.isFinite(v), params, [
    {
      check(p) {
        const v = p.value;
        if (!Number.isInteger(v)) p.issues.push({ code: 'invalid_type', expected: 'int', format: 'safeint', continue: false, input: v });
        else if (!Number.isSafeInteger(v)) {
          const big = v > 0;
          p.issues.push({
            code: big ? 'too_big' : 'too_small',
            [big ? 'maximum' : 'minimum']: big ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER,
            note: 'Integers must be within the safe integer range.',
            origin: 'int',
            inclusive: true,
            continue: true,
            input: v,
          });
        }
      },
    },
  ]);

function oneOf(type: string, values: readonly unknown[], params?: Params): Schema {
  const set = new Set(values);
  return new Schema(
    { type, values, error: errorOf(params) },
    (p, self) => {
      if (!set.has(p.value)) p.issues.push({ code: 'invalid_value', values, input: p.value, error: self._zod.def.error });
      return p;
    },
    [],
    { values: set },
  );
}
export const literal = (value: unknown, params?: Params) => oneOf('literal', [value], params);
const enumOf = (values: readonly string[], params?: Params) => oneOf('enum', values, params);
export { enumOf as enum };

export const optional = (inner: Schema) =>
  new Schema({ type: 'optional', innerType: inner }, (p, _, ctx) => (p.value === undefined ? p : inner._zod.run(p, ctx)), [], {
    optin: 'optional',
    optout: 'optional',
  });

export const nullable = (inner: Schema) =>
  new Schema({ type: 'nullable', innerType: inner }, (p, _, ctx) => (p.value === null ? p : inner._zod.run(p, ctx)), [], {
    optin: inner._zod.optin,
    optout: inner._zod.optout,
  });

export const array = (element: Schema, params?: Params) =>
  new Schema({ type: 'array', element, error: errorOf(params) }, (p, self, ctx) => {
    const input = p.value;
    if (!Array.isArray(input)) {
      p.issues.push({ code: 'invalid_type', expected: 'array', input, error: self._zod.def.error });
      return p;
    }
    p.value = input.map((item, i) => {
      const r = element._zod.run({ value: item, issues: [] }, ctx);
      p.issues.push(...prefix(i, r.issues));
      return r.value;
    });
    return p;
  });

/** A key of an object: an absent optional one adds nothing; an absent required one is missing. */
function property(r: Payload, out: Payload, key: string, input: Record<string, unknown>, field: Schema): void {
  const { optin, optout } = field._zod;
  const present = key in input;
  if (!present && optout === 'optional' && optin === 'optional') return;
  if (r.issues.length) {
    if (optin !== undefined && optout === 'optional' && !present) return;
    out.issues.push(...prefix(key, r.issues));
  }
  if (!present && optin === undefined) {
    if (!r.issues.length) out.issues.push({ code: 'invalid_type', expected: 'nonoptional', input: undefined, path: [key] });
    return;
  }
  if (r.value !== undefined || present) out.value[key] = r.value;
}

/** An object of exactly these keys: any other key is unknown. */
export function strictObject(shape: Record<string, Schema>, params?: Params): Schema {
  const keys = Object.keys(shape);
  return new Schema({ type: 'object', shape, error: errorOf(params) }, (p, self, ctx) => {
    const input = p.value;
    if (!isObject(input)) {
      p.issues.push({ code: 'invalid_type', expected: 'object', input, error: self._zod.def.error });
      return p;
    }
    p.value = {};
    for (const key of keys) property(shape[key]._zod.run({ value: input[key], issues: [] }, ctx), p, key, input, shape[key]);
    const unknownKeys: string[] = [];
    for (const key in input) if (!Object.hasOwn(shape, key)) unknownKeys.push(key);
    if (unknownKeys.length) p.issues.push({ code: 'unrecognized_keys', keys: unknownKeys, input, continue: true });
    return p;
  });
}

/** The first option that reads the value; else the only one that got past its type, else all of them. */
export const union = (options: Schema[], params?: Params) => {
  const optin = options.some((o) => o._zod.optin !== undefined) ? 'optional' : undefined;
  const optout = options.some((o) => o._zod.optout === 'optional') ? 'optional' : undefined;
  return new Schema(
    { type: 'union', options, error: errorOf(params) },
    (p, self, ctx) => {
      if (options.length === 1) return options[0]._zod.run(p, ctx);
      const results: Payload[] = [];
      for (const option of options) {
        const r = option._zod.run({ value: p.value, issues: [] }, ctx);
        if (!r.issues.length) return r;
        results.push(r);
      }
      const open = results.filter((r) => !aborted(r));
      if (open.length === 1) {
        p.value = open[0].value;
        return open[0];
      }
      p.issues.push({ code: 'invalid_union', input: p.value, errors: results.map((r) => r.issues.map((i) => finalize(i, ctx))), error: self._zod.def.error });
      return p;
    },
    [],
    { optin, optout },
  );
};

export const discriminatedUnion = (discriminator: string, options: Schema[], params?: Params) => {
  const byValue = new Map<unknown, Schema>();
  for (const option of options) for (const value of option.shape?.[discriminator]?._zod.values ?? []) byValue.set(value, option);
  return new Schema({ type: 'union', options, discriminator, error: errorOf(params) }, (p, self, ctx) => {
    const input = p.value;
    if (!isObject(input)) {
      p.issues.push({ code: 'invalid_type', expected: 'object', input, error: self._zod.def.error });
      return p;
    }
    const option = byValue.get(input[discriminator]);
    if (option) return option._zod.run(p, ctx);
    p.issues.push({
      code: 'invalid_union',
      errors: [],
      note: 'No matching discriminator',
      discriminator,
      options: [...byValue.keys()],
      input,
      path: [discriminator],
      error: self._zod.def.error,
    });
    return p;
  });
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (!isObject(v)) return false;
  const ctor = (v as { constructor?: unknown }).constructor;
  if (typeof ctor !== 'function') return true;
  return isObject(ctor.prototype) && Object.hasOwn(ctor.prototype, 'isPrototypeOf');
};

/** A mapping whose every key the key schema must read; a partial one with known keys (an enum)
 *  calls any other key unknown, as a strict object does. */
function mapping(keyType: Schema, valueType: Schema, partial: boolean, params?: Params): Schema {
  return new Schema({ type: 'record', keyType, valueType, error: errorOf(params) }, (p, self, ctx) => {
    const input = p.value;
    if (!isPlainObject(input)) {
      p.issues.push({ code: 'invalid_type', expected: 'record', input, error: self._zod.def.error });
      return p;
    }
    p.value = {};
    const unknownKeys: string[] = [];
    for (const key of Object.keys(input)) {
      if (key === '__proto__') continue;
      const k = keyType._zod.run({ value: key, issues: [] }, ctx);
      if (k.issues.length) {
        if (partial && keyType._zod.values) unknownKeys.push(key);
        else p.issues.push({ code: 'invalid_key', origin: 'record', issues: k.issues.map((i) => finalize(i, ctx)), input: key, path: [key] });
        continue;
      }
      const r = valueType._zod.run({ value: input[key], issues: [] }, ctx);
      p.issues.push(...prefix(key, r.issues));
      p.value[k.value] = r.value;
    }
    if (unknownKeys.length) p.issues.push({ code: 'unrecognized_keys', input, keys: unknownKeys, continue: true });
    return p;
  });
}
export const record = (keyType: Schema, valueType: Schema, params?: Params) => mapping(keyType, valueType, false, params);
export const partialRecord = (keyType: Schema, valueType: Schema, params?: Params) => mapping(keyType, valueType, true, params);

/** The value through `from`, then, if it read (extra keys aside), through `to`. */
export const pipe = (from: Schema, to: Schema) =>
  new Schema(
    { type: 'pipe', in: from, out: to },
    (p, _, ctx) => {
      const left = from._zod.run(p, ctx);
      if (left.issues.some((i) => i.code !== 'unrecognized_keys')) {
        left.aborted = true;
        return left;
      }
      return to._zod.run({ value: left.value, issues: left.issues }, ctx);
    },
    [],
    { optin: from._zod.optin, optout: to._zod.optout },
  );

export const transform = (fn: (value: any, ctx: Payload) => unknown) =>
  new Schema({ type: 'transform' }, (p) => ((p.value = fn(p.value, p)), p), [], { optin: 'optional' });

/** A value `fn` accepts; like zod's, a refusal stops what follows. */
export const custom = (fn: (v: unknown) => boolean, params?: Params) => {
  const error = errorOf(params);
  return new Schema({ type: 'custom', error }, (p) => p, [
    { check: (p) => void (fn(p.value) || p.issues.push({ code: 'custom', input: p.value, path: [], continue: false })), error },
  ]);
};

// ---- checks ----------------------------------------------------------------------------------

const hasLength = (p: Payload) => p.value !== null && p.value !== undefined && p.value.length !== undefined;
const lengthOrigin = (v: unknown) => (Array.isArray(v) ? 'array' : typeof v === 'string' ? 'string' : 'unknown');
/** Strings are measured in code points, as zod measures them. */
const lengthOf = (v: any): number => (typeof v === 'string' ? [...v].length : v.length);

export const minLength = (minimum: number, params?: Params): Check => ({
  when: hasLength,
  error: errorOf(params),
  check(p) {
    if (lengthOf(p.value) < minimum)
      p.issues.push({ code: 'too_small', origin: lengthOrigin(p.value), minimum, inclusive: true, input: p.value, continue: true });
  },
});
export const maxLength = (maximum: number, params?: Params): Check => ({
  when: hasLength,
  error: errorOf(params),
  check(p) {
    if (lengthOf(p.value) > maximum)
      p.issues.push({ code: 'too_big', origin: lengthOrigin(p.value), maximum, inclusive: true, input: p.value, continue: true });
  },
});

/** A number at least (too_small) or at most (too_big) `limit`, the limit included. */
const bound = (code: 'too_small' | 'too_big', limit: number, params?: Params): Check => ({
  error: errorOf(params),
  check(p) {
    const v = p.value;
    const low = code === 'too_small';
    if (low ? v < limit : v > limit) p.issues.push({ code, origin: 'number', [low ? 'minimum' : 'maximum']: limit, input: v, inclusive: true, continue: true });
  },
});
export const minimum = (limit: number, params?: Params) => bound('too_small', limit, params);
export const maximum = (limit: number, params?: Params) => bound('too_big', limit, params);

export const regex = (pattern: RegExp, params?: Params): Check => ({
  error: errorOf(params),
  check(p) {
    pattern.lastIndex = 0;
    if (!pattern.test(p.value))
      p.issues.push({ code: 'invalid_format', origin: 'string', format: 'regex', input: p.value, pattern: pattern.toString(), continue: true });
  },
});

export const trim = (): Check => ({ check: (p) => void (p.value = p.value.trim()) });

/** Names and descriptions matter only to the published JSON Schemas, which Node makes with zod. */
export const globalRegistry = { add: () => globalRegistry };
