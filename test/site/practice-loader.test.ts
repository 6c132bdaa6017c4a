// The build reads practice as `svod check` does: every question generated into the collection,
// and a template `svod check` refuses stops the build with the same file, line and column.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { practiceLoader } from '../../src/site/content-loaders.ts';
import { isSitePractice } from '../../src/site/practice-data.ts';
import { contentCopy, root, run } from '../cli/helpers.ts';

async function load(dir: string): Promise<unknown[]> {
  const stored: unknown[] = [];
  const context = { store: { clear: () => {}, set: ({ data }: { data: unknown }) => void stored.push(data) }, parseData: async ({ data }: { data: unknown }) => data };
  await practiceLoader(dir).load(context as never);
  return stored;
}

describe('practice in the build', () => {
  it('holds every template and every question svod check generates', async () => {
    const [practice] = await load(root);
    expect(isSitePractice(practice)).toBe(true);
    if (!isSitePractice(practice)) return;
    const check = run(['check', '--quiet']);
    const counted = /(\d+) practice templates \((\d+) questions\)/.exec(check.stdout);
    expect(counted, check.stdout).not.toBeNull();
    expect([practice.templates.length, practice.questions.length]).toEqual([Number(counted![1]), Number(counted![2])]);
    expect(practice.templates.map((t) => t.file)).toContain('content/practice/kutila-in-play.yaml');
  });

  it('stops on a template svod check refuses, at the same place', async () => {
    const copy = contentCopy();
    const path = join(copy, 'content', 'practice', 'kutila-in-play.yaml');
    writeFileSync(path, readFileSync(path, 'utf8').replace('effect: "cost +{n - 1}"', 'effect: "cost +0"'));
    const where = 'content/practice/kutila-in-play.yaml:22:7: this mistake leaves the answer as it is in every variant';
    expect(run(['check', '--quiet'], copy).stderr).toContain(where);
    await expect(load(copy)).rejects.toThrow(where);
  });
});
