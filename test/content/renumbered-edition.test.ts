// A new edition whose numbers differ (issue 27): excerpt 004 with two sections inserted before
// 520, so that 520, 521 and 522 become 522, 523 and 524, made the current view's base. The diff
// pairs the moved rules by their text, the engine cites the new numbers, and one `svod check --fix`
// carries the content's citations across — also those whose old number the new edition holds for
// another rule, which only the engine's run tells apart, and the numbers in the content's prose,
// where the file's citations or the sentence's quotes tell which paragraph is meant.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  it('has the content cited in the late numbers carried into its own by one svod check --fix, and then holds', () => {
    expect(run(['check', '--quiet'], cwd).status).toBe(1);
    const glossary = glossaryFiles();
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
        // The template's 521.1 runs only once its 521.1-p2 is carried: the second pass of the same --fix.
        'fixed content/practice/zero-clamp-at-the-end.yaml:5:18: 521.1-p2 → 523.1-p2',
        'fixed content/practice/zero-clamp-at-the-end.yaml:5:9: 521.1 → 523.1',
        'fixed content/practice/zero-clamp-at-the-end.yaml:30:11: 521.1 → 523.1',
        // Numbers in the prose follow the file's citations of them...
        'fixed content/rulings/accumulation-only-below-ten.yaml:5:108: 520.3 → 522.3',
        'fixed content/practice/zero-clamp-at-the-end.yaml:4:46: 521.1 → 523.1',
        'fixed content/practice/zero-clamp-at-the-end.yaml:4:121: 521.1 → 523.1',
        // ...or, where the run leaves the citation unsure, the paragraph the sentence quotes.
        'fixed content/practice/constructor-order.yaml:4:155: 522.1 → 524.1',
        'fixed content/rulings/constructor-chain.yaml:5:255: 522.1 → 524.1',
      ]),
    );
    expect(new Set(fixed).size).toBe(fixed.length);
    expect(file('content/rulings/accumulation-only-below-ten.yaml')).toContain('rules: ["522.3"]');
    expect(file('content/rulings/accumulation-only-below-ten.yaml')).toContain('меньше 10 монет в игровой зоне» (522.3).');
    const order = file('content/practice/constructor-order.yaml');
    expect(order).toContain('«выполняются в том порядке, который указал игрок» (524.1): излечение');
    expect(order).toContain('rules: ["522.1"]');
    expect(file('content/practice/zero-clamp-at-the-end.yaml')).toContain(
      'вычитания (523.1), а к 0 сводится только отрицательный итог после всех модификаторов (523.1, абзац 2)',
    );
    // The glossary cites each edition in its own numbers: --fix leaves it as written.
    expect(glossaryFiles()).toEqual(glossary);
    const check = run(['check', '--quiet'], cwd);
    expect(lines(check.stderr).filter((l) => !l.startsWith('warning: '))).toEqual([]);
    expect(check.status).toBe(0);
    // Where the run applies both the new 522.1 (paying) and late's 522.1 (now 524.1), only a judge can say.
    expect(lines(check.stderr)).toEqual([
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

  it('warns at its line and column about a number in prose that neither the run nor a quote tells, and leaves it', () => {
    const path = join(cwd, 'content/practice/constructor-order.yaml');
    const explain = 'explain: "Цепочка выполняется в том порядке, который указал игрок (522.1): излечение ничего не снимает, затем две раны."';
    writeFileSync(path, readFileSync(path, 'utf8').replace(/^explain: .*$/m, explain));
    const fixed = run(['check', '--fix', '--quiet'], cwd);
    expect(lines(fixed.stdout).filter((l) => l.startsWith('fixed '))).toEqual([]);
    expect(file('content/practice/constructor-order.yaml')).toContain(explain);
    expect(fixed.status).toBe(0);
    expect(lines(fixed.stderr)).toContain(
      "warning: content/practice/constructor-order.yaml:4:68: explain: 522.1 in the text may be written in another edition's numbers: another edition's 522.1 stands as 524.1 (text unchanged), and neither the run nor the sentence's quotes tell which is meant; write 524.1 if that paragraph is meant",
    );
  });
});

/** Every glossary file's text, by name. */
function glossaryFiles(): Record<string, string> {
  const dir = join(cwd, 'content', 'glossary');
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}
