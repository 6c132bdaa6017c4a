import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../src/cli/args.ts';

const spec = { values: ['count', 'edition'], flags: ['json'] };

describe('the commands’ arguments', () => {
  it('reads positional arguments, options with their values and flags, in any order', () => {
    expect(parseArgs(['a', '--count', '3', 'b', '--json', '--edition=late'], spec)).toEqual({
      ok: true,
      positional: ['a', 'b'],
      values: { count: '3', edition: 'late' },
      flags: { json: true },
    });
  });

  it('takes the next argument as the value even when it starts with a dash', () => {
    expect(parseArgs(['--count', '-1'], spec)).toMatchObject({ ok: true, values: { count: '-1' } });
  });

  it('refuses an unknown option, a missing value and a value given to a flag, naming the option', () => {
    expect(parseArgs(['--bogus'], spec)).toEqual({ ok: false, error: 'unknown option --bogus' });
    expect(parseArgs(['x', '--count'], spec)).toEqual({ ok: false, error: '--count needs a value' });
    expect(parseArgs(['--json=yes'], spec)).toEqual({ ok: false, error: '--json takes no value' });
  });

  it('reads everything after -- as positional', () => {
    expect(parseArgs(['--', '--json'], spec)).toMatchObject({ ok: true, positional: ['--json'], flags: {} });
  });
});
