// A new edition whose numbers differ (issue 27): excerpt 004 with two sections inserted before
// 520, so that 520, 521 and 522 become 522, 523 and 524, made the current view's base. The diff
// pairs the moved rules by their text, the engine cites the new numbers, and `svod check --fix`
// carries the content's citations across — also those whose old number the new edition holds for
// another rule, which only the engine's run tells apart.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentPlace, loadContentGraph } from '../../src/content-files/index.ts';
import { run } from '../cli/helpers.ts';
import { shiftedEditionText, THIRD, withThirdEdition } from '../fixtures/third-edition.ts';

const project = withThirdEdition({ sources: [shiftedEditionText()], current: true });
afterAll(() => rmSync(project.cwd, { recursive: true, force: true }));
const { cwd } = project;
const lines = (text: string) => text.split('\n').filter(Boolean);
const file = (path: string) => readFileSync(join(cwd, path), 'utf8');

/** The rules the engine cites in a run of an example under the current view's base. */
function cited(example: string): string[] {
  const out = JSON.parse(run(['run', `content/examples/${example}.yaml`, '--json'], cwd).stdout);
  const rules = out.results[0].steps.flatMap((s: { trace: { rule: string | null }[] }) => s.trace.map((t) => t.rule));
  return [...new Set(rules.filter(Boolean) as string[])];
}

describe('an edition with two sections inserted before 520', () => {
  it('is compared with the late edition rule by rule: the moved ones renumbered, the new ones added', () => {
    const diff = loadContentGraph(contentPlace(cwd)).graph.comparisons.find((a) => a.before.id === 'late' && a.after.id === THIRD.id)!;
    const moved = diff.pairs.filter((p) => p.status === 'renumbered').map((p) => `${p.before!.block.anchor} → ${p.after!.block.anchor}`);
    expect(moved).toEqual([
      '520.1 → 522.1',
      '520.2 → 522.2',
      '520.3 → 522.3',
      '520.4 → 522.4',
      '520.5 → 522.5',
      '521.1 → 523.1',
      '521.1-l1 → 523.1-l1',
      '521.1-p2 → 523.1-p2',
      '522.1 → 524.1',
      '522.1-p2 → 524.1-p2',
    ]);
    expect(diff.pairs.filter((p) => p.status === 'added').map((p) => p.after!.block.anchor)).toEqual(['520.1', '521.1']);
    expect(diff.pairs.filter((p) => p.status === 'removed' || p.status === 'changed')).toEqual([]);
  });

  it('is played by the engine in its own numbers', () => {
    const accumulation = cited('520-3-accumulation');
    expect(accumulation).toContain('522.3');
    expect(accumulation).not.toContain('520.3');
    expect(cited('522-1-constructor-illegal')).toEqual(expect.arrayContaining(['524.1-p2', '524.1']));
  });

  it('has the content cited in the late numbers carried into its own by svod check --fix, and then holds', () => {
    expect(run(['check', '--quiet'], cwd).status).toBe(1);
    const fixed = lines(run(['check', '--fix', '--quiet'], cwd).stdout).filter((l) => l.startsWith('fixed '));
    expect(fixed).toEqual(
      expect.arrayContaining([
        'fixed content/rulings/accumulation-only-below-ten.yaml:6:9: 520.3 → 522.3',
        'fixed content/practice/coins-above-ten.yaml:18:11: 520.3 → 522.3',
        'fixed content/examples/521-1-clamp.yaml:18:18: 521.1-p2 → 523.1-p2',
        // The new edition's 520.1 and 521.1 are the inserted rules: the engine's refusals and derivations tell.
        'fixed content/examples/520-1-pay.yaml:13:14: 520.1 → 522.1',
        'fixed content/rulings/modifier-order.yaml:6:9: 521.1 → 523.1',
        'fixed content/examples/522-1-constructor-illegal.yaml:29:14: 522.1 → 524.1',
        // Practice templates are carried by their runs as rulings and examples are.
        'fixed content/practice/coins-above-ten.yaml:5:9: 520.3 → 522.3',
        'fixed content/practice/set-value-last.yaml:5:9: 521.1 → 523.1',
      ]),
    );
    expect(new Set(fixed).size).toBe(fixed.length);
    expect(file('content/rulings/accumulation-only-below-ten.yaml')).toContain('rules: ["522.3"]');
    const check = run(['check', '--quiet'], cwd);
    // Not yet carried (a known gap, named in issue 27's note): a practice template whose reason's own
    // text cites a renumbered rule («(522.1)» in `explain`), and one whose second citation the run
    // shows only once the first is rewritten. Rulings and examples are carried whole.
    const left = lines(check.stderr).filter((l) => !l.startsWith('warning: '));
    expect(left.length).toBeGreaterThan(0);
    for (const line of left) expect(line).toMatch(/^content\/practice\/(constructor-order|zero-clamp-at-the-end)\.yaml:\d+:\d+: /);
    expect(check.status).toBe(1);
    // Where the run applies both the new 522.1 (paying) and late's 522.1 (now 524.1), only a judge can say.
    expect(lines(check.stderr).filter((l) => l.startsWith('warning: '))).toEqual([
      expect.stringMatching(
        /^warning: content\/examples\/522-1-constructor\.yaml:4:9: rules: 522\.1 may be written in another edition's numbers: .* cite 524\.1 if that paragraph is meant$/,
      ),
      expect.stringMatching(/^warning: content\/examples\/522-1-constructor\.yaml:32:18: cites: 522\.1 may be written/),
      expect.stringMatching(/^warning: content\/rulings\/constructor-chain\.yaml:6:9: rules: 522\.1 may be written/),
      // A practice template's run tells alike.
      expect.stringMatching(/^warning: content\/practice\/constructor-order\.yaml:5:9: rules: 522\.1 may be written/),
      expect.stringMatching(/^warning: content\/practice\/constructor-order\.yaml:37:11: rule: 522\.1 may be written/),
      expect.stringMatching(/^warning: content\/practice\/constructor-order\.yaml:47:11: rule: 522\.1 may be written/),
    ]);
  });
});
