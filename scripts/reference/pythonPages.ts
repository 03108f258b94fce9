/**
 * The pages of the Python API reference and the symbols they document, per docs version: what the
 * Python renderer lays out and what the TypeScript pages link back to.
 */
import {apiPages, proseForVersion} from '../../data/api-reference';
import type {DocsVersion, PageProse} from '../../data/api-reference/types';
import {findModule, loadFacts} from '../../data/protocol';
import type {ModuleFacts} from '../../data/protocol/types';
import {siteRepository} from '../../src/config/site';
import {headingSlug, type SymbolTarget} from './links';

/** Where the "Edit this page" links of generated pages point (at the prose they come from). */
export const EDIT_BASE_URL = siteRepository.editBaseUrl;

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
