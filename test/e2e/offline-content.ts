// The rulebook content with one rule's text extended, copied into a temporary folder, for the
// offline tests' own builds (SVOD_RULES_DIR). The caller removes `dir`.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../astro-cli.ts';

/** Copies content/rules and appends `added` to `rule`'s text in `file` (under content/rules); fails if the text is not there. */
export function rulesWithAddition(file: string, rule: string, added: string): { dir: string; rules: string } {
  const dir = mkdtempSync(join(tmpdir(), 'svod-offline-rules-'));
  const rules = join(dir, 'rules');
  cpSync(join(root, 'content', 'rules'), rules, { recursive: true });
  const text = readFileSync(join(rules, file), 'utf8');
  if (!text.includes(rule)) throw new Error(`${file} no longer holds «${rule}»`);
  writeFileSync(join(rules, file), text.replace(rule, rule + added));
  return { dir, rules };
}
