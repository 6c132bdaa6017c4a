// Reading stays linear: a content file near the 1 MB cap, one mapping of 20,000 keys, is read
// (parsed, its keys checked for duplicates, made data) in about the time its size takes. The
// yaml package's own duplicate check made this 50 s.
import { MAX_INPUT_BYTES, readYaml } from '../src/input/index.ts';
import type { BenchRow } from './types.ts';

export async function bench(): Promise<BenchRow[]> {
  const keys = 20_000;
  const text = Array.from({ length: keys }, (_, i) => `k${i}: ${'x'.repeat(40)}`).join('\n');
  if (text.length > MAX_INPUT_BYTES) throw new Error('the mapping outgrew the input cap');
  const started = performance.now();
  const read = readYaml('bench.yaml', text);
  const seconds = (performance.now() - started) / 1000;
  if (!read.ok) throw new Error(read.problems[0].message);
  return [
    {
      area: 'reading',
      metric: `YAML mapping of ${keys.toLocaleString('en')} keys, ${Math.round(text.length / 1000)} KB`,
      value: `${seconds.toFixed(2)} s`,
      budget: '< 3 s',
      ok: seconds < 3,
    },
  ];
}
