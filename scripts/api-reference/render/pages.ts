/** Which pages, symbols and sidebar folders one docs version has, and their sidebar order. */
import {apiCategories} from '../../../data/api-reference';
import type {DocsVersion} from '../../../data/api-reference/types';
import {buildSymbolIndex, pagesOf} from '../../reference/pythonPages';

export {buildSymbolIndex, pagesOf};

/** Sidebar folders that hold at least one page of the version. */
export function categoriesOf(version: DocsVersion) {
  const files = pagesOf(version).map((p) => p.page.file);
  return apiCategories.filter((c) => files.some((f) => f.startsWith(`${c.dir}/`)));
}

/** Sort key that follows the sidebar: category positions along the path, then the page position. */
export function sidebarKey(file: string, pagePosition: number): number[] {
  const parts = file.split('/');
  const key: number[] = [];
  for (let i = 1; i < parts.length; i += 1) {
    const dir = parts.slice(0, i).join('/');
    key.push(apiCategories.find((c) => c.dir === dir)?.position ?? 0);
  }
  key.push(pagePosition);
  return key;
}

export function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
