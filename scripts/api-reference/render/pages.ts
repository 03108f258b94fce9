/** Which pages, symbols and sidebar folders one docs version has, and their sidebar order. */
import {apiCategories, apiPages, proseForVersion} from '../../../data/api-reference';
import type {DocsVersion, PageProse} from '../../../data/api-reference/types';
import {findModule, loadFacts} from '../../../data/protocol';
import type {ModuleFacts} from '../../../data/protocol/types';
import {headingSlug, type SymbolTarget} from './links';

/** The pages of one version: those whose module exists in that version's facts. */
export function pagesOf(version: DocsVersion): {page: PageProse; mod: ModuleFacts}[] {
  const facts = loadFacts(version);
  return apiPages.flatMap((page) => {
    const mod = findModule(facts, page.module);
    return mod ? [{page: proseForVersion(page, version), mod}] : [];
  });
}

/** Every class and constant the version's pages document, by name (types link to them). */
export function buildSymbolIndex(version: DocsVersion): Map<string, SymbolTarget> {
  const index = new Map<string, SymbolTarget>();
  for (const {page, mod} of pagesOf(version)) {
    for (const item of [...mod.classes.filter((c) => c.public), ...mod.constants]) {
      if (index.has(item.name)) {
        throw new Error(`"${item.name}" is documented twice (${index.get(item.name)!.file} and ${page.file})`);
      }
      index.set(item.name, {file: page.file, anchor: headingSlug(item.name)});
    }
  }
  return index;
}

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
