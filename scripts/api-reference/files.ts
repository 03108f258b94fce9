/**
 * File-system side of the API reference generator: write the rendered pages
 * of both versions, and compare the committed pages with the renderer.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {DocsVersion} from '../../data/api-reference/types';
import {renderVersion, VERSION_DIRS} from './render';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const DOCS_VERSIONS = Object.keys(VERSION_DIRS) as DocsVersion[];

/** api/typescript belongs to the TypeScript reference generator (scripts/generate-ts-api-docs.ts). */
const OTHER_GENERATOR = 'typescript/';

/** The files of an api/ folder that this generator owns. */
function ownFiles(dir: string): string[] {
  return listFiles(dir).filter((file) => !file.startsWith(OTHER_GENERATOR));
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

/** Differences between the rendered pages and the files on disk, one readable line each. */
export function findDrift(root: string = REPO_ROOT): string[] {
  const problems: string[] = [];
  for (const version of DOCS_VERSIONS) {
    const dir = path.join(root, VERSION_DIRS[version]);
    const expected = renderVersion(version);
    const actual = new Set(ownFiles(dir));
    for (const [file, content] of expected) {
      if (!actual.has(file)) problems.push(`missing: ${VERSION_DIRS[version]}/${file}`);
      else if (readFileSync(path.join(dir, file), 'utf8') !== content)
        problems.push(`out of date: ${VERSION_DIRS[version]}/${file}`);
    }
    for (const file of actual) {
      if (!expected.has(file)) problems.push(`not generated: ${VERSION_DIRS[version]}/${file}`);
    }
  }
  return problems;
}

/** Writes both versions; files in the api/ folders that the renderer does not produce are deleted. Returns the page count. */
export function writeAll(root: string = REPO_ROOT): number {
  let pages = 0;
  for (const version of DOCS_VERSIONS) {
    const dir = path.join(root, VERSION_DIRS[version]);
    const expected = renderVersion(version);
    for (const file of ownFiles(dir)) {
      if (!expected.has(file)) rmSync(path.join(dir, file));
    }
    for (const [file, content] of expected) {
      const full = path.join(dir, file);
      mkdirSync(path.dirname(full), {recursive: true});
      if (!existsSync(full) || readFileSync(full, 'utf8') !== content) writeFileSync(full, content);
      if (file.endsWith('.md')) pages += 1;
    }
    removeEmptyDirs(dir);
  }
  return pages;
}
