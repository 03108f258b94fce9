/**
 * Pure rendering of the API reference: python-utcp facts (data/protocol)
 * plus our prose (data/api-reference) in, MDX text out. Signatures, field
 * tables, parameter tables, bases, async/generator flags and package versions
 * come from the facts of each docs version; no file system access here.
 */
import {indexPage} from '../../../data/api-reference';
import type {DocsVersion} from '../../../data/api-reference/types';
import {versionPin} from '../../../src/config/versionPins';
import {renderIndexPage} from './indexPage';
import {pinPipInstalls} from './installPins';
import type {Declaration} from './declarations';
import {modulePage, renderModulePage} from './modulePage';
import {buildSymbolIndex, categoriesOf, pagesOf} from './pages';
import {VERSION_DIRS} from './paths';

export {classKind} from './classes';
export {pythonSignature} from './functions';
export {renderIndexPage} from './indexPage';
export type * from './declarations';
export {SIGNATURE_FENCE} from './markdown';
export {headingSlug, relativeDocLink, resolveApiLinks, type SymbolTarget} from '../../reference/links';
export {moduleItems, renderModulePage, sourceUrl} from './modulePage';
export {buildSymbolIndex, categoriesOf, pagesOf, sidebarKey} from './pages';
export {DATA_DIR, EDIT_BASE_URL, VERSION_DIRS, VERSION_URL_PREFIX} from './paths';
export {renderType, typeNames, typeTokens} from './typeExpr';

export function renderCategory(label: string, position: number, link?: string): string {
  const data: Record<string, unknown> = {label, position, collapsible: true, collapsed: true};
  if (link) data.link = {type: 'doc', id: link};
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** Every file of one version's api/ folder: path relative to that folder → content. */
export function renderVersion(version: DocsVersion): Map<string, string> {
  const symbols = buildSymbolIndex(version);
  const files = new Map<string, string>();
  files.set('_category_.json', renderCategory(indexPage.categoryLabel, indexPage.categoryPosition, 'api/index'));
  const {line} = versionPin(version);
  files.set('index.md', pinPipInstalls(renderIndexPage(version), line));
  for (const category of categoriesOf(version))
    files.set(`${category.dir}/_category_.json`, renderCategory(category.label, category.position));
  for (const {page} of pagesOf(version)) {
    files.set(`${page.file}.md`, pinPipInstalls(renderModulePage(page, version, symbols), line));
  }
  return files;
}

/**
 * The signature blocks of one version's module pages, as the renderer builds them from the facts:
 * each page (its path from the repository root, sorted) with its declarations in page order.
 */
export function versionDeclarations(version: DocsVersion): {file: string; declarations: Declaration[]}[] {
  const symbols = buildSymbolIndex(version);
  return pagesOf(version)
    .map(({page}) => ({
      file: `${VERSION_DIRS[version]}/${page.file}.md`,
      declarations: modulePage(page, version, symbols).declarations,
    }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
