// The content with one rule's text extended, copied into a temporary folder, for the offline
// tests' own builds (SVOD_CONTENT_DIR). The rule's line is extended in its source too, as a new
// import of the changed source would have it. The caller removes `dir`.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../astro-cli.ts';

/** Copies content/ and appends `added` to `rule`'s text in `file` (under content/rules) and in its source; fails if the text is not there. */
export function contentWithAddition(file: string, rule: string, added: string): { dir: string; content: string } {
  const dir = mkdtempSync(join(tmpdir(), 'svod-offline-content-'));
  const content = join(dir, 'content');
  cpSync(join(root, 'content'), content, { recursive: true });
  const extend = (path: string) => {
    const text = readFileSync(path, 'utf8');
    if (!text.includes(rule)) return false;
    writeFileSync(path, text.replace(rule, rule + added));
    return true;
  };
  if (!extend(join(content, 'rules', file))) throw new Error(`${file} no longer holds «${rule}»`);
  const sources = join(content, 'sources');
  if (!readdirSync(sources).some((name) => extend(join(sources, name)))) throw new Error(`no source holds «${rule}»`);
  return { dir, content };
}
