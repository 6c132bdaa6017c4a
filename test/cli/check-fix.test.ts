// Citations that survive renumbering (issue 17). Content cites rules per edition; when an edition
// renumbers a rule, `svod check` names every citation that no longer resolves, and `--fix`
// rewrites those the alignment pairs with certainty (the same text under another number) and
// lists the others, which a judge fixes by hand.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REWORDED, THIRD, withThirdEdition } from '../fixtures/third-edition.ts';
import { temporaryFor } from '../../src/cli/check-fix.ts';
import { contentCopy, run, tree } from './helpers.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const lines = (text: string) => text.trim().split('\n').filter(Boolean);
const file = (cwd: string, path: string) => readFileSync(join(cwd, path), 'utf8');
const rewrite = (cwd: string, path: string, from: string, to: string) => {
  const text = file(cwd, path);
  if (!text.includes(from)) throw new Error(`${path} no longer holds ${from}`);
  writeFileSync(join(cwd, path), text.replace(from, to));
};

describe('a new edition that renumbers rules becomes the current view', () => {
  // 522.1 becomes 522.2 with its text; 520.5 becomes 520.6 with its text changed.
  const project = withThirdEdition({ current: true, more: [[REWORDED, REWORDED.replace('520.5.', '520.6.')]] });
  made.push(project.cwd);
  const { cwd } = project;

  it('svod check names every citation that no longer resolves, with the place the alignment finds', () => {
    const check = run(['check', '--quiet'], cwd);
    expect(check.status).toBe(1);
    const said = lines(check.stderr);
    expect(said).toContain(
      'content/rulings/constructor-chain.yaml:6:9: rules: 522.1 is not in the current view: the same paragraph stands there as 522.2 (late 522.1 → proba 522.2, text unchanged); svod check --fix rewrites it',
    );
    expect(said).toContain(
      'content/examples/522-1-constructor.yaml:32:18: cites: 522.1 is not in the proba edition: the same paragraph stands there as 522.2 (late 522.1 → proba 522.2, text unchanged); svod check --fix rewrites it',
    );
    expect(said).toContain(
      'content/rulings/constructor-chain-with-illegal-target.yaml:32:16: illegal: 522.1-p2 is not in the current view: the same paragraph stands there as 522.2-p2 (late 522.1-p2 → proba 522.2-p2, text unchanged); svod check --fix rewrites it',
    );
    expect(said).toContain(
      'content/rulings/player-chooses-coins-to-lose.yaml:6:9: rules: 520.5 is not in the current view, and the alignment finds no one certain place for it (late 520.5 → proba 520.6, text changed): fix it by hand',
    );
    expect(said).toContain(
      'content/examples/520-5-choose-coins.yaml:4:9: rules: 520.5 is not in the proba edition, and the alignment finds no one certain place for it (late 520.5 → proba 520.6, text changed): fix it by hand',
    );
  });

  it('svod check --fix rewrites the certain ones in place and lists the one it cannot carry', () => {
    const before = file(cwd, 'content/rulings/constructor-chain.yaml');
    const fixed = run(['check', '--fix', '--quiet'], cwd);
    expect(fixed.status).toBe(1);
    expect(lines(fixed.stdout).filter((l) => l.startsWith('fixed '))).toEqual([
      'fixed content/examples/522-1-constructor-illegal.yaml:4:9: 522.1 → 522.2',
      'fixed content/examples/522-1-constructor-illegal.yaml:29:14: 522.1 → 522.2',
      'fixed content/examples/522-1-constructor-illegal.yaml:33:14: 522.1 → 522.2',
      'fixed content/examples/522-1-constructor.yaml:4:9: 522.1 → 522.2',
      'fixed content/examples/522-1-constructor.yaml:32:18: 522.1 → 522.2',
      'fixed content/practice/constructor-illegal-chain.yaml:5:9: 522.1-p2 → 522.2-p2',
      'fixed content/practice/constructor-illegal-chain.yaml:35:16: 522.1-p2 → 522.2-p2',
      'fixed content/practice/constructor-illegal-chain.yaml:39:11: 522.1-p2 → 522.2-p2',
      'fixed content/practice/constructor-illegal-chain.yaml:50:11: 522.1-p2 → 522.2-p2',
      // A reason's own text cites the rule as the file does: carried with it.
      'fixed content/practice/constructor-order.yaml:4:155: 522.1 → 522.2',
      'fixed content/practice/constructor-order.yaml:5:9: 522.1 → 522.2',
      'fixed content/practice/constructor-order.yaml:37:11: 522.1 → 522.2',
      'fixed content/practice/constructor-order.yaml:47:11: 522.1 → 522.2',
      'fixed content/rulings/constructor-chain-with-illegal-target.yaml:6:9: 522.1-p2 → 522.2-p2',
      'fixed content/rulings/constructor-chain-with-illegal-target.yaml:32:16: 522.1-p2 → 522.2-p2',
      'fixed content/rulings/constructor-chain-with-illegal-target.yaml:41:16: 522.1-p2 → 522.2-p2',
      'fixed content/rulings/constructor-chain-with-illegal-target.yaml:45:16: 522.1-p2 → 522.2-p2',
      'fixed content/rulings/constructor-chain-with-illegal-target.yaml:49:16: 522.1-p2 → 522.2-p2',
      'fixed content/rulings/constructor-chain-with-illegal-target.yaml:53:16: 522.1-p2 → 522.2-p2',
      'fixed content/rulings/constructor-chain.yaml:5:255: 522.1 → 522.2',
      'fixed content/rulings/constructor-chain.yaml:6:9: 522.1 → 522.2',
    ]);
    // Only the numbers changed, in the citation and in the explanation's text; the file is otherwise as written.
    expect(file(cwd, 'content/rulings/constructor-chain.yaml')).toBe(
      before.replace('rules: ["522.1"]', 'rules: ["522.2"]').replace('указал игрок» (522.1).', 'указал игрок» (522.2).'),
    );
    expect(lines(fixed.stderr)).toEqual([
      'content/examples/520-5-choose-coins.yaml:4:9: rules: 520.5 is not in the proba edition, and the alignment finds no one certain place for it (late 520.5 → proba 520.6, text changed): fix it by hand',
      'content/rulings/player-chooses-coins-to-lose.yaml:6:9: rules: 520.5 is not in the current view, and the alignment finds no one certain place for it (late 520.5 → proba 520.6, text changed): fix it by hand',
      ...['5:9: rules', '18:11: rule', '27:11: rule'].map(
        (at) =>
          `content/practice/lose-coins-choice.yaml:${at}: 520.5 is not in the current view, and the alignment finds no one certain place for it (late 520.5 → proba 520.6, text changed): fix it by hand`,
      ),
    ]);
    // A practice template's citations are carried as a ruling's: its questions cite the new numbers.
    expect(file(cwd, 'content/practice/constructor-order.yaml')).toContain('rules: ["522.2"]');
  });

  it('holds once the judge has fixed by hand what the alignment could not', () => {
    rewrite(cwd, 'content/rulings/player-chooses-coins-to-lose.yaml', 'rules: ["520.5"]', 'rules: ["520.6"]');
    rewrite(cwd, 'content/examples/520-5-choose-coins.yaml', 'rules: ["520.5", "518.1"]', 'rules: ["520.6", "518.1"]');
    for (const from of ['rules: ["520.5"]', 'rule: "520.5"', 'rule: "520.5"'])
      rewrite(cwd, 'content/practice/lose-coins-choice.yaml', from, from.replace('520.5', '520.6'));
    const check = run(['check', '--quiet'], cwd);
    expect([check.status, check.stderr]).toEqual([0, '']);
    const ruling = JSON.parse(run(['ruling', 'constructor-chain', '--json'], cwd).stdout);
    expect(ruling.rules).toEqual(['522.2']);
    expect(ruling.checks.map((c: { edition: string }) => c.edition)).toEqual(['late', THIRD.id]);
    // The practice questions on the renumbered rule are asked in the new edition too, in its numbers.
    const practice = JSON.parse(run(['practice', '--count', '1000', '--edition', THIRD.id, '--json'], cwd).stdout);
    const order = practice.questions.filter((q: { template: string }) => q.template === 'constructor-order');
    expect(order.length).toBeGreaterThan(0);
    for (const q of order) expect(q.rules).toEqual(['522.2']);
  });
});

/** A copy of the content whose glossary and one example cite first-turn weakness (early 208.2, late 209.2) in the other edition's numbers. */
function citedInOtherNumbers(): string {
  const cwd = contentCopy();
  made.push(cwd);
  rewrite(cwd, 'content/glossary/slabost-pervogo-khoda.yaml', 'late: "209.2"', 'late: "208.2"');
  rewrite(cwd, 'content/examples/208-2-first-turn-early.yaml', 'rules: ["208.2"]', 'rules: ["209.2"]');
  return cwd;
}

describe('a citation of one edition written in another edition’s numbers', () => {
  const cwd = citedInOtherNumbers();

  it('is named, carried to the same paragraph by --fix, and then holds', () => {
    const check = run(['check', '--quiet'], cwd);
    expect(check.status).toBe(1);
    expect(lines(check.stderr)).toEqual([
      'content/examples/208-2-first-turn-early.yaml:5:9: rules: 209.2 is not in the early edition: the same paragraph stands there as 208.2 (late 209.2 → early 208.2, text unchanged); svod check --fix rewrites it',
      "content/glossary/slabost-pervogo-khoda.yaml:4:34: defined.late: 208.2 does not define the term here, but early's 208.2 stands in late as 209.2, text unchanged: svod check --fix rewrites it",
    ]);
    const fixed = run(['check', '--fix', '--quiet'], cwd);
    expect([fixed.status, fixed.stderr]).toEqual([0, '']);
    expect(file(cwd, 'content/glossary/slabost-pervogo-khoda.yaml')).toContain('late: "209.2"');
    expect(file(cwd, 'content/examples/208-2-first-turn-early.yaml')).toContain('rules: ["208.2"]');
  });
});

describe('svod check --fix where a file cannot be written', () => {
  const cwd = citedInOtherNumbers();

  it('changes no file, leaves no temporary file, and names the one it could not write in one line', () => {
    // Tests run as root in CI, so a read-only folder would not stop the write: a folder stands where its new text would go.
    const blocked = temporaryFor(join(cwd, 'content/glossary/slabost-pervogo-khoda.yaml'));
    mkdirSync(blocked);
    const before = tree(cwd);
    const fixed = run(['check', '--fix', '--quiet'], cwd);
    expect(fixed.status).toBe(1);
    expect(lines(fixed.stderr)).toEqual(['svod check --fix: cannot write content/glossary/slabost-pervogo-khoda.yaml (EISDIR): no file was changed']);
    expect(fixed.stdout).not.toContain('fixed ');
    expect(tree(cwd)).toEqual(before);
    expect(existsSync(temporaryFor(join(cwd, 'content/examples/208-2-first-turn-early.yaml')))).toBe(false);
    rmSync(blocked, { recursive: true });
    expect(run(['check', '--fix', '--quiet'], cwd).status).toBe(0);
  });
});
