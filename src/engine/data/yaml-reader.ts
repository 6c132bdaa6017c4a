// Reading YAML nodes with their positions: every input error names file, line and column.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';

export interface InputError {
  file: string;
  line: number;
  column: number;
  /** English, for the command line */
  message: string;
  /** Russian, for the site */
  messageRu: string;
}

/** Thrown inside the readers only; the public functions turn it into a value. */
export class InputFailure extends Error {
  constructor(readonly error: InputError) {
    super(error.message);
  }
}

export class Reader {
  constructor(
    readonly file: string,
    readonly lines: LineCounter,
  ) {}

  pos(node: unknown): { line: number; column: number } {
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (!range) return { line: 1, column: 1 };
    const p = this.lines.linePos(range[0]);
    return { line: p.line, column: p.col };
  }

  fail(node: unknown, message: string, messageRu: string): never {
    const { line, column } = this.pos(node);
    throw new InputFailure({ file: this.file, line, column, message, messageRu });
  }

  map(node: unknown, what: string): YAMLMap<unknown, unknown> {
    if (!isMap(node)) this.fail(node, `${what} must be a mapping`, `${what}: ожидается словарь (ключ: значение)`);
    return node as YAMLMap<unknown, unknown>;
  }

  seq(node: unknown, what: string): YAMLSeq<unknown> {
    if (!isSeq(node)) this.fail(node, `${what} must be a list`, `${what}: ожидается список`);
    return node as YAMLSeq<unknown>;
  }

  /** Pairs of a mapping, keys checked against the allowed ones. */
  pairs(node: unknown, what: string, allowed: readonly string[] | null): { key: string; keyNode: unknown; value: unknown; pair: Pair }[] {
    const m = this.map(node, what);
    const seen = new Set<string>();
    return m.items.map((pair) => {
      const k = pair.key;
      if (!isScalar(k) || (typeof k.value !== 'string' && typeof k.value !== 'number')) this.fail(k ?? node, `${what}: keys must be plain words`, `${what}: ключи должны быть словами`);
      const key = String((k as { value: unknown }).value);
      if (allowed && !allowed.includes(key)) this.fail(k, `${what}: unknown key "${key}" (allowed: ${allowed.join(', ')})`, `${what}: неизвестный ключ «${key}» (допустимы: ${allowed.join(', ')})`);
      if (seen.has(key)) this.fail(k, `${what}: duplicate key "${key}"`, `${what}: ключ «${key}» повторяется`);
      seen.add(key);
      return { key, keyNode: k, value: pair.value ?? k, pair: pair as Pair };
    });
  }

  get(node: unknown, what: string, allowed: readonly string[]): Map<string, unknown> {
    const out = new Map<string, unknown>();
    for (const p of this.pairs(node, what, allowed)) out.set(p.key, p.value);
    return out;
  }

  scalar(node: unknown, what: string): unknown {
    if (!isScalar(node)) this.fail(node, `${what} must be a single value`, `${what}: ожидается одно значение`);
    return (node as { value: unknown }).value;
  }

  isNull(node: unknown): boolean {
    return isScalar(node) && (node as { value: unknown }).value === null;
  }

  string(node: unknown, what: string): string {
    const v = this.scalar(node, what);
    if (typeof v === 'number') return String(v);
    if (typeof v !== 'string' || v.trim() === '') this.fail(node, `${what} must be a non-empty text`, `${what}: ожидается непустой текст`);
    return (v as string).trim();
  }

  int(node: unknown, what: string, min = 0, max = 1_000_000): number {
    const v = this.scalar(node, what);
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) this.fail(node, `${what} must be a whole number from ${min} to ${max}`, `${what}: ожидается целое число от ${min} до ${max}`);
    return v as number;
  }

  number(node: unknown, what: string): number {
    const v = this.scalar(node, what);
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(node, `${what} must be a number`, `${what}: ожидается число`);
    return v as number;
  }

  bool(node: unknown, what: string): boolean {
    const v = this.scalar(node, what);
    if (typeof v !== 'boolean') this.fail(node, `${what} must be true or false`, `${what}: ожидается true или false`);
    return v as boolean;
  }

  oneOf<T extends string>(node: unknown, what: string, options: readonly T[]): T {
    const v = this.string(node, what);
    if (!options.includes(v as T)) this.fail(node, `${what} must be one of: ${options.join(', ')} (got "${v}")`, `${what}: допустимо ${options.join(', ')} (а не «${v}»)`);
    return v as T;
  }

  list<T>(node: unknown, what: string, item: (n: unknown, i: number) => T): T[] {
    return this.seq(node, what).items.map((n, i) => item(n, i));
  }
}

/** Parses YAML text into a document root, failing on any syntax error. */
export function readDocument(text: string, file: string): { root: Node | null; reader: Reader } {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const reader = new Reader(file, lines);
  const err = doc.errors[0];
  if (err) {
    const p = lines.linePos(err.pos[0]);
    const msg = err.message.split('\n')[0];
    throw new InputFailure({ file, line: p.line, column: p.col, message: `YAML syntax error: ${msg}`, messageRu: `ошибка синтаксиса YAML: ${msg}` });
  }
  return { root: doc.contents as Node | null, reader };
}
