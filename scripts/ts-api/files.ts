/**
 * File-system side of the TypeScript API reference: write the rendered pages
 * of both versions into api/typescript, and list how the committed pages
 * differ from the renderer's output.
 */
import type {TsDocsVersion} from '../../data/ts-api/types';
import {findDrift, type GeneratedPages, REPO_ROOT, writePages} from '../reference/generatedPages';
import {renderTsVersion, TS_VERSION_DIRS} from './render';

export const TS_VERSIONS = Object.keys(TS_VERSION_DIRS) as TsDocsVersion[];

const TS_PAGES: GeneratedPages<TsDocsVersion> = {dirs: TS_VERSION_DIRS, render: renderTsVersion};

export function findTsDrift(root: string = REPO_ROOT): string[] {
  return findDrift(TS_PAGES, root);
}

/** Writes both versions (files the renderer does not produce are deleted); returns the page count. */
export function writeTsAll(root: string = REPO_ROOT): number {
  return writePages(TS_PAGES, root);
}
