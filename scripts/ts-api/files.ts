/**
 * File-system side of the TypeScript API reference: write the rendered pages
 * of both versions into api/typescript, and list how the committed pages
 * differ from the renderer's output.
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {TsDocsVersion} from '../../data/ts-api/types';
import {listFiles, REPO_ROOT} from '../api-reference/files';
import {renderTsVersion, TS_VERSION_DIRS} from './render';

export const TS_VERSIONS = Object.keys(TS_VERSION_DIRS) as TsDocsVersion[];

export function findTsDrift(root: string = REPO_ROOT): string[] {
  const problems: string[] = [];
  for (const version of TS_VERSIONS) {
    const dir = path.join(root, TS_VERSION_DIRS[version]);
    const expected = renderTsVersion(version);
    const actual = new Set(listFiles(dir));
    for (const [file, content] of expected) {
      if (!actual.has(file)) problems.push(`missing: ${TS_VERSION_DIRS[version]}/${file}`);
      else if (readFileSync(path.join(dir, file), 'utf8') !== content)
        problems.push(`out of date: ${TS_VERSION_DIRS[version]}/${file}`);
    }
    for (const file of actual)
      if (!expected.has(file)) problems.push(`not generated: ${TS_VERSION_DIRS[version]}/${file}`);
  }
  return problems;
}

/** Writes both versions (files the renderer does not produce are deleted); returns the page count. */
export function writeTsAll(root: string = REPO_ROOT): number {
  let pages = 0;
  for (const version of TS_VERSIONS) {
    const dir = path.join(root, TS_VERSION_DIRS[version]);
    const expected = renderTsVersion(version);
    for (const file of listFiles(dir)) if (!expected.has(file)) rmSync(path.join(dir, file));
    for (const [file, content] of expected) {
      const full = path.join(dir, file);
      mkdirSync(path.dirname(full), {recursive: true});
      if (!existsSync(full) || readFileSync(full, 'utf8') !== content) writeFileSync(full, content);
      if (file.endsWith('.md')) pages += 1;
    }
  }
  return pages;
}
