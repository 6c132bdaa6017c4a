// Where the content lives (Node only): the content folder (content/, or SVOD_CONTENT_DIR: a copy
// of it, as the tests' fixture editions use), its rulebook (content/rules, or SVOD_RULES_DIR:
// another rulebook, as the build benchmark's synthetic one) and the sources that rulebook was
// imported from, beside it. Messages name files as the working folder sees them.
import { join, relative, resolve } from 'node:path';

export interface ContentPlace {
  /** The working folder: messages name files relative to it (`content/rulings/x.yaml`). */
  cwd: string;
  /** The content folder. */
  content: string;
  /** The rulebook's folder: one folder per edition, and views.yaml. */
  rules: string;
  /** The plain-text sources the rulebook was imported from (content/sources). */
  sources: string;
  /**
   * Whether the rulebook is the content's own. Another rulebook (SVOD_RULES_DIR) is read with the
   * content's cards and engine tables only: examples, rulings and glossary cite the content's own.
   */
  ownRulebook: boolean;
}

/** The folders of content/ besides the rulebook, one kind of file each. */
export const CONTENT_FOLDERS = {
  cards: 'cards',
  examples: 'examples',
  rulings: 'rulings',
  glossary: 'glossary',
  engine: 'engine',
  practice: 'practice',
  schema: 'schema',
} as const;

/** The file in the rulebook's folder that declares the current view and the compared editions. */
export const VIEWS_FILE = 'views.yaml';

export function contentPlace(cwd = process.cwd(), env: Record<string, string | undefined> = process.env): ContentPlace {
  const content = env.SVOD_CONTENT_DIR ? resolve(cwd, env.SVOD_CONTENT_DIR) : join(cwd, 'content');
  const rules = env.SVOD_RULES_DIR ? resolve(cwd, env.SVOD_RULES_DIR) : join(content, 'rules');
  return { cwd, content, rules, sources: join(rules, '..', 'sources'), ownRulebook: !env.SVOD_RULES_DIR };
}

/** A path as messages name it: relative to the working folder when inside it, else whole. */
export function shownPath(place: ContentPlace, path: string): string {
  const rel = relative(place.cwd, path);
  return rel && !rel.startsWith('..') ? rel : path;
}

/** A folder of content/ (`rulings`) and how messages name it (`content/rulings`). */
export function contentFolder(place: ContentPlace, name: keyof typeof CONTENT_FOLDERS): { dir: string; shown: string } {
  const dir = join(place.content, CONTENT_FOLDERS[name]);
  return { dir, shown: shownPath(place, dir) };
}
