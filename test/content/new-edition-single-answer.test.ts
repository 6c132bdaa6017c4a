// A new edition never breaks the build through rulings (issue 27), also a ruling that gives one
// answer for every edition. A third edition (excerpt 000) whose engine table keeps a card's «Яд»
// markers in the hand: returned-card-loses-effects-and-markers, confirmed by the engine in the
// older editions, is not confirmed there. Where the third edition's 203.4 says so, the ruling is
// left unchecked there with what changed; where 203.4 reads as before, the run stays, marked not
// confirmed. Either way `svod check` warns at the ruling's file and line and passes.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root, run } from '../cli/helpers.ts';
import { edit, THIRD, withThirdEdition } from '../fixtures/third-edition.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const LOSES = 'При этом она теряет все эффекты и маркеры.';
const KEEPS_POISON = 'При этом она теряет все эффекты и маркеры, кроме Яда.';

/** The third edition from excerpt 000 (203.4 rewritten by `more`), played by a table of its own that keeps «Яд» in the hand. */
function withPoisonKept(more: [string, string][]) {
  const seed = readFileSync(join(root, 'content', 'sources', '000_9967a3e43282e7fe.txt'), 'utf8');
  const project = withThirdEdition({ sources: [more.reduce((text, [from, to]) => edit(text, from, to), seed)] });
  made.push(project.cwd);
  // early's zones and what a card keeps, but «Яд» in the hand; the one rule it cites is 203.4, the rest cited from the editions that hold them.
  const early = readFileSync(join(project.content, 'engine', 'early.yaml'), 'utf8').split('\ncitations:\n')[0];
  const table = edit(
    edit(early, 'id: early', `id: ${THIRD.id}`),
    'hand: { effects: [], markers: [], rule: toHand }',
    'hand: { effects: [], markers: [Яд], rule: toHand }',
  );
  writeFileSync(join(project.content, 'engine', `${THIRD.id}.yaml`), `${table}\ncitations:\n  toHand: "203.4"\n`);
  return project;
}

interface RulingJson {
  checks: { edition: string; held: boolean }[];
  unchecked: { edition: string; from: string; failed?: string; changes: { rule: string; after: { text: string } }[] }[];
}
const ruling = (cwd: string): RulingJson => JSON.parse(run(['ruling', 'returned-card-loses-effects-and-markers', '--json'], cwd).stdout);
const warnings = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('warning: '));
const errors = (stderr: string) => stderr.split('\n').filter((line) => line && !line.startsWith('warning: '));

describe('a ruling with one answer under a new edition whose engine answers otherwise', () => {
  it('is left unchecked there where its rule changed, says what changed, and svod check passes with a warning', () => {
    const { cwd } = withPoisonKept([[LOSES, KEEPS_POISON]]);
    const check = run(['check', '--quiet'], cwd);
    expect(errors(check.stderr)).toEqual([]);
    expect(check.status).toBe(0);
    expect(warnings(check.stderr)).toContainEqual(
      expect.stringMatching(
        /^warning: content\/rulings\/returned-card-loses-effects-and-markers\.yaml:4:9: the answer is not checked in the proba edition: the engine confirms it in early, but not here \(fails in the proba edition: .*«Яд» ×1\), and the rules changed since early \(203\.4\); give proba its own answer$/,
      ),
    );
    const read = ruling(cwd);
    // The late edition's excerpts do not hold 203.4: the ruling is checked in early, and in proba would be.
    expect(read.checks.map((c) => [c.edition, c.held])).toEqual([['early', true]]);
    expect(read.unchecked).toEqual([
      {
        edition: THIRD.id,
        rules: ['203.4'],
        from: 'early',
        failed: expect.stringContaining('«Яд» ×1'),
        changes: [expect.objectContaining({ rule: '203.4', after: expect.objectContaining({ text: expect.stringContaining(KEEPS_POISON) }) })],
      },
    ]);
  });

  it('keeps the run, marked not confirmed, where its rule reads as before, and svod check passes with a warning', () => {
    const { cwd } = withPoisonKept([]);
    const check = run(['check', '--quiet'], cwd);
    expect(errors(check.stderr)).toEqual([]);
    expect(check.status).toBe(0);
    expect(warnings(check.stderr)).toContainEqual(
      expect.stringMatching(
        /^warning: content\/rulings\/returned-card-loses-effects-and-markers\.yaml:4:9: the answer is not checked in the proba edition: the engine confirms it in early, but not here \(.*\), and the rules read as in early; give proba its own answer$/,
      ),
    );
    const read = ruling(cwd);
    expect(read.checks.map((c) => [c.edition, c.held])).toEqual([
      ['early', true],
      [THIRD.id, false],
    ]);
    expect(read.unchecked).toEqual([]);
  });

  it('still refuses the content where the answer holds in no edition', () => {
    const { cwd, content } = withPoisonKept([]);
    const file = join(content, 'rulings', 'returned-card-loses-effects-and-markers.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/- \{ markers: ([^,]+), is: \{\} \}/, '- { markers: $1, is: { Яд: 2 } }'));
    const check = run(['check', '--quiet'], cwd);
    expect(check.status).toBe(1);
    expect(errors(check.stderr)).toContainEqual(
      expect.stringMatching(/^content\/rulings\/returned-card-loses-effects-and-markers\.yaml:\d+:\d+: fails in the early edition: /),
    );
  });
});
