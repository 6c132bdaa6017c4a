// Writing an import so that it lands completely or changes nothing. The edition's new folder is
// built whole beside the old one (a dotted name, which no reader of content lists) and swapped in
// by renames; new sources are staged beside their final names and linked into place, which never
// overwrites a file. Any failure undoes the steps taken, in reverse. Only the clean-up of the
// replaced folder comes after the import has landed, and a failure there loses no content.
import * as nodeFs from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The file operations an import uses (a test hands in ones that fail at a chosen step). */
export type ImportFs = Pick<
  typeof nodeFs,
  | 'existsSync'
  | 'lstatSync'
  | 'readdirSync'
  | 'mkdirSync'
  | 'writeFileSync'
  | 'cpSync'
  | 'copyFileSync'
  | 'renameSync'
  | 'linkSync'
  | 'unlinkSync'
  | 'rmSync'
  | 'rmdirSync'
>;

export interface ImportPlan {
  /** content/rules/<edition> */
  folder: string;
  /** What the import produces: file name → text. */
  files: Map<string, string>;
  /** Entries of the old folder the import does not produce, kept as they are. */
  carried: string[];
  /** Sources new to content/sources: copied from `from` to `to`. */
  sources: { from: string; to: string }[];
}

/** The old folder's entries: section and part files (replaced as a whole, so that a renamed
 *  section leaves no stale twin), edition.yaml (written anew from its kept metadata), the rest kept. */
export function oldEntries(folder: string, fs: ImportFs = nodeFs): { generated: string[]; carried: string[] } {
  const names = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
  const generated = names.filter((n) => n.endsWith('.md') || n === 'edition.yaml');
  return { generated, carried: names.filter((n) => !generated.includes(n)) };
}

/** Why the plan cannot be written without losing something: each a message naming the path. */
export function obstacles(plan: ImportPlan, fs: ImportFs = nodeFs): string[] {
  const kind = (path: string) => {
    const info = fs.lstatSync(path, { throwIfNoEntry: false });
    return info === undefined ? 'none' : info.isFile() ? 'file' : info.isDirectory() ? 'directory' : 'other';
  };
  const found: string[] = [];
  const folderKind = kind(plan.folder);
  if (folderKind !== 'none' && folderKind !== 'directory') return [`${plan.folder} is not a folder: move it away`];
  if (folderKind === 'directory') {
    for (const name of oldEntries(plan.folder, fs).generated) {
      const what = kind(join(plan.folder, name));
      if (what !== 'file')
        found.push(
          `${join(plan.folder, name)} is a ${what === 'directory' ? 'directory' : 'special file'} where the import replaces section files: move it away`,
        );
    }
  }
  for (const { to } of plan.sources) {
    if (kind(to) !== 'none') found.push(`${to} appeared while the import ran: run it again`);
    const parent = kind(dirname(to));
    if (parent !== 'none' && parent !== 'directory') found.push(`${dirname(to)} is not a folder: move it away`);
  }
  return found;
}

/** Writes the plan whole or not at all; returns what clean-up could not remove (no content). */
export function writeImport(plan: ImportPlan, fs: ImportFs = nodeFs): string[] {
  const tag = `${process.pid}-${Date.now().toString(36)}`;
  const beside = (path: string, what: string) => join(dirname(path), `.${basename(path)}.${what}-${tag}`);
  const stage = beside(plan.folder, 'new');
  const old = beside(plan.folder, 'old');
  const staged = plan.sources.map((s) => ({ ...s, tmp: beside(s.to, 'new') }));
  const undo: (() => void)[] = [];
  const makeFolder = (path: string) => {
    if (fs.existsSync(path)) return;
    makeFolder(dirname(path));
    fs.mkdirSync(path);
    undo.push(() => fs.rmdirSync(path));
  };
  try {
    makeFolder(dirname(plan.folder));
    fs.mkdirSync(stage);
    undo.push(() => fs.rmSync(stage, { recursive: true, force: true }));
    for (const name of plan.carried) fs.cpSync(join(plan.folder, name), join(stage, name), { recursive: true, preserveTimestamps: true });
    for (const [name, text] of plan.files) fs.writeFileSync(join(stage, name), text);
    for (const s of staged) {
      makeFolder(dirname(s.to));
      fs.copyFileSync(s.from, s.tmp);
      undo.push(() => fs.rmSync(s.tmp, { force: true }));
    }
    if (fs.existsSync(plan.folder)) {
      fs.renameSync(plan.folder, old);
      undo.push(() => fs.renameSync(old, plan.folder));
    }
    fs.renameSync(stage, plan.folder);
    undo.push(() => fs.renameSync(plan.folder, stage));
    for (const s of staged) {
      fs.linkSync(s.tmp, s.to);
      undo.push(() => fs.unlinkSync(s.to));
    }
  } catch (error) {
    for (const step of undo.reverse()) {
      try {
        step();
      } catch {
        // Keep undoing: each step restores its own part.
      }
    }
    throw error;
  }
  const leftovers: string[] = [];
  for (const path of [...staged.map((s) => s.tmp), old]) {
    try {
      fs.rmSync(path, { recursive: true, force: true });
    } catch {
      leftovers.push(path);
    }
  }
  return leftovers;
}
