// Duplicate keys are found by src/input/yaml-keys.ts, not by the yaml package's quadratic check:
// a mapping as large as a content file may be reads, and a repeated key is still named where it stands.
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES, readYaml } from '../../src/input/index.ts';

/** A mapping of `count` keys, one per line, each line padded to about 49 bytes. */
const mapping = (count: number) =>
  Array.from({ length: count }, (_, i) => `key_${String(i).padStart(5, '0')}: value of key ${i} in a long mapping..\n`).join('');

describe('duplicate keys', () => {
  it('reads a mapping of 20,000 keys close to the size cap', () => {
    const text = mapping(20_000);
    expect(text.length).toBeGreaterThan(0.95 * MAX_INPUT_BYTES);
    expect(text.length).toBeLessThan(MAX_INPUT_BYTES);
    const read = readYaml('big.yaml', text);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const data = read.value.data as Record<string, string>;
    expect(Object.keys(data)).toHaveLength(20_000);
    expect(data.key_19999).toBe('value of key 19999 in a long mapping..');
    expect(read.value.keyAt([], 'key_19999')).toEqual({ line: 20_000, column: 1 });
  });

  it('names the first repeated key of a large mapping with its line and column, in both languages', () => {
    const text = `${mapping(19_000)}nested:\n  a: 1\n  b: 2\n  a: 3\nkey_00007: again\n`;
    const read = readYaml('big.yaml', text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]).toMatchObject({ file: 'big.yaml', line: 19_004, column: 3 });
    expect(read.problems[0].message).toContain('Map keys must be unique');
    expect(read.problems[0].messageRu).toContain('ключ повторяется');
  });

  it('tells keys apart as the yaml package does: a number and a string are two keys, one in a flow mapping is one', () => {
    expect(readYaml('x.yaml', '1: a\n"1": b\n').ok).toBe(true);
    const flow = readYaml('x.yaml', 'x: {a: 1, b: 2, a: 3}\n');
    expect(flow.ok ? undefined : flow.problems[0]).toMatchObject({ line: 1, column: 17 });
  });

  it('reports a syntax error before a later repeated key', () => {
    const read = readYaml('x.yaml', 'a: [1\nb: 1\nb: 2\n');
    expect(read.ok ? undefined : read.problems[0].message).toContain('YAML syntax error');
  });
});
