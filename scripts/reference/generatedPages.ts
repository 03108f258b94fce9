/**
 * The file-system side both reference generators share: compare a renderer's output with the
 * committed pages (`--check`) and write it, per docs version folder.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** One generator's output: each version's folder (relative to the root) and the files rendered for it. */
export interface GeneratedPages<V extends string> {
  dirs: Record<V, string>;
  render: (version: V) => Map<string, string>;
  /** The files of a folder this generator owns (another generator may write below it); default all. */
  owns?: (file: string) => boolean;
  /** Remove folders left empty after deleting files the renderer no longer produces. */
  removeEmptyDirs?: boolean;
}

/** Files below `dir`, as sorted POSIX paths relative to it. */
export function listFiles(dir: string, base: string = dir): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, base));
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

function removeEmptyDirs(dir: string): void {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      removeEmptyDirs(full);
      if (readdirSync(full).length === 0) rmSync(full, {recursive: true});
    }
  }
}

function ownedFiles<V extends string>(pages: GeneratedPages<V>, dir: string): string[] {
  return listFiles(dir).filter(pages.owns ?? (() => true));
}

/** Differences between the rendered pages and the files on disk, one readable line each. */
export function findDrift<V extends string>(pages: GeneratedPages<V>, root: string = REPO_ROOT): string[] {
  const problems: string[] = [];
  for (const version of Object.keys(pages.dirs) as V[]) {
    const relative = pages.dirs[version];
    const dir = path.join(root, relative);
    const expected = pages.render(version);
    const actual = new Set(ownedFiles(pages, dir));
    for (const [file, content] of expected) {
      if (!actual.has(file)) problems.push(`missing: ${relative}/${file}`);
      else if (readFileSync(path.join(dir, file), 'utf8') !== content)
        problems.push(`out of date: ${relative}/${file}`);
    }
    for (const file of actual) if (!expected.has(file)) problems.push(`not generated: ${relative}/${file}`);
  }
  return problems;
}

/** Writes every version (owned files the renderer does not produce are deleted); returns the page count. */
export function writePages<V extends string>(pages: GeneratedPages<V>, root: string = REPO_ROOT): number {
  let count = 0;
  for (const version of Object.keys(pages.dirs) as V[]) {
    const dir = path.join(root, pages.dirs[version]);
    const expected = pages.render(version);
    for (const file of ownedFiles(pages, dir)) if (!expected.has(file)) rmSync(path.join(dir, file));
    for (const [file, content] of expected) {
      const full = path.join(dir, file);
      mkdirSync(path.dirname(full), {recursive: true});
      if (!existsSync(full) || readFileSync(full, 'utf8') !== content) writeFileSync(full, content);
      if (file.endsWith('.md')) count += 1;
    }
    if (pages.removeEmptyDirs) removeEmptyDirs(dir);
  }
  return count;
}
