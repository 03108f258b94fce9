/**
 * File-system side of the API reference generator: write the rendered pages
 * of both versions, and compare the committed pages with the renderer.
 */
import type {DocsVersion} from '../../data/api-reference/types';
import {findDrift as findPagesDrift, type GeneratedPages, REPO_ROOT, writePages} from '../reference/generatedPages';
import {renderVersion, VERSION_DIRS} from './render';

export {listFiles, REPO_ROOT} from '../reference/generatedPages';

export const DOCS_VERSIONS = Object.keys(VERSION_DIRS) as DocsVersion[];

/** api/typescript belongs to the TypeScript reference generator (scripts/generate-ts-api-docs.ts). */
const OTHER_GENERATOR = 'typescript/';

const PYTHON_PAGES: GeneratedPages<DocsVersion> = {
  dirs: VERSION_DIRS,
  render: renderVersion,
  owns: (file) => !file.startsWith(OTHER_GENERATOR),
  removeEmptyDirs: true,
};

/** Differences between the rendered pages and the files on disk, one readable line each. */
export function findDrift(root: string = REPO_ROOT): string[] {
  return findPagesDrift(PYTHON_PAGES, root);
}

/** Writes both versions; files in the api/ folders that the renderer does not produce are deleted. Returns the page count. */
export function writeAll(root: string = REPO_ROOT): number {
  return writePages(PYTHON_PAGES, root);
}
