// `svod check` and `svod ruling` as a judge runs them: a ruling's answer is «checked by the engine»
// only where its scenario checks what the answer says; otherwise both fail at the answer's line.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentCopy, run } from './helpers.ts';

/** A copy of the content with one ruling's text changed. */
function withRuling(id: string, edit: (text: string) => string): string {
  const cwd = contentCopy();
  const path = join(cwd, 'content', 'rulings', `${id}.yaml`);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return cwd;
}

describe('a ruling says only what the engine checked', () => {
  it('svod ruling says «checked by the engine» where the scenario checks the answer', () => {
    const result = run(['ruling', 'kutila-in-play']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('early: 7 монет — checked by the engine');
  });

  it('an answer of 5 coins beside an expectation of 7 fails svod check and svod ruling, at the answer’s line', () => {
    const cwd = withRuling('kutila-in-play', (t) => t.replace('answer: 7 монет', 'answer: 5 монет'));
    const check = run(['check', '--quiet'], cwd);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      'content/rulings/kutila-in-play.yaml:4:9: the answer names «5», which no expectation of the scenario checks in the early edition',
    );
    const ruling = run(['ruling', 'kutila-in-play'], cwd);
    expect(ruling.status).toBe(1);
    expect(ruling.stdout).toContain('early: 5 монет — NOT CHECKED: the answer says more than the scenario checks');
    expect(ruling.stdout).not.toContain('checked by the engine');
    const json = JSON.parse(run(['ruling', 'kutila-in-play', '--json'], cwd).stdout);
    expect(json.checks).toEqual([{ edition: 'early', answer: '5 монет', passed: true, held: false }]);
  });

  it('a ruling whose scenario only asks is refused', () => {
    const cwd = withRuling('kutila-in-play', (t) => t.replace(/  steps:\n[\s\S]*$/, '  steps:\n    - play: Кутила\n    - ask: { cost: Кутила }\n'));
    const check = run(['check', '--quiet'], cwd);
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/content\/rulings\/kutila-in-play\.yaml:\d+:\d+: no expectation decides the question in the early edition/);
    expect(run(['ruling', 'kutila-in-play'], cwd).stdout).toContain('NOT CHECKED');
  });
});
