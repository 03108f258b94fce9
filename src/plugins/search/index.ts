/**
 * The site's search, in one local plugin: its theme path provides
 * @theme/SearchBar (theme/SearchBar, the box in the navbar), which loads the
 * results panel (components/SearchPanel) and its logic (lib/) on first use;
 * its client module (clientModules/searchHighlight) marks a result's words on
 * the page it opens.
 *
 * Offline full-text search with Pagefind: after the production build, the
 * built HTML of every indexed page (see pages.ts) goes through Pagefind's Node
 * API into one bundle, /pagefind/, with the docs version as a filter. Pagefind
 * splits the index into chunks by word, so a query downloads only the chunks
 * of its words and the fragments of the results it shows.
 * theme/SearchBar loads it on first use and filters by the version read.
 *
 * One bundle per version was measured too (npm run bench, README): the same
 * bytes for a first query, but a second copy of the engine for a reader who
 * switches versions, and three times the files.
 */
import {execFile} from 'node:child_process';
import {mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {categoryLabel} from '../../data/registry/categories';
import type {RegistryIndex} from '../../data/registry/types';
import {classifyPage, searchAttributes, searchMarkup} from './pages';
import {registryRecords} from './registryRecords';
import {apiSymbols, pageModule, symbolRecords, typescriptSymbols, type SymbolRecord} from './symbols';

/** Folder of the bundle in the build; the search box loads /pagefind/pagefind.js. */
export const BUNDLE_FOLDER = 'pagefind';

const REGISTRY_INDEX = 'src/data/registry/index.json';

/** Pagefind's ready-made interfaces and its highlighter, which the site does not use (it has its own). */
const UNUSED_BUNDLE_FILE = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/**
 * Pagefind's word index is cut into chunks of this many postings (its default
 * is 20000). Smaller chunks make a query fetch less: at 4000 about 35 KB less
 * than the default, at 2000 another 3 to 21 KB less for a first search (a
 * question of several words gains most); the chunk list every query reads
 * grows by about 1 KB each time, and 1000 gained nothing more. Pagefind reads it from the
 * environment (an unstable setting: if a new version drops it, the default
 * applies and only the bytes change; the bench shows it).
 */
const INDEX_CHUNK_SIZE = '2000';

/**
 * What a page's text is: its <main> element, less what repeats on every page
 * or is not reading matter (navigation, tables of contents, edit links,
 * version banners, buttons, the registry's filters and cards, which are
 * indexed one record per API instead).
 */
export const PAGEFIND_CONFIG = {
  rootSelector: 'main',
  excludeSelectors: [
    'nav',
    'aside',
    'button',
    'dialog',
    // The studio's editors and choices: sample documents and option lists, not reading matter.
    'textarea',
    'select',
    '.hash-link',
    '.theme-doc-toc-mobile',
    '.theme-doc-toc-desktop',
    '.theme-doc-version-banner',
    '.theme-doc-version-badge',
    '.theme-doc-footer',
    'article > footer',
    '[role="search"]',
    // The "View as Markdown" link beside the breadcrumbs.
    'a[type="text/markdown"]',
    '[data-testid="registry-card"]',
  ],
  forceLanguage: 'en',
  // Field names such as call_template_type are also indexed whole.
  includeCharacters: '_',
};

async function listHtmlFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        return entry.name === 'assets' || entry.name === BUNDLE_FOLDER
          ? []
          : listHtmlFiles(path.join(dir, entry.name), relative);
      }
      return entry.name.endsWith('.html') ? [relative] : [];
    }),
  );
  return nested.flat();
}

/** The route of a built file: 'protocols/http.html' → '/protocols/http', 'index.html' → '/'. */
export function routeOf(relativePath: string, baseUrl: string): string {
  const route = relativePath === 'index.html' ? '' : relativePath.replace(/(\/index)?\.html$/, '');
  return `${baseUrl}${route}`;
}

export interface IndexSummary {
  pagesByVersion: Record<string, number>;
  registryRecords: number;
  symbolRecords: number;
}

/** Runs runPagefind.mjs on a job; rejects with its error output when it fails. */
function runPagefind(jobFile: string, siteDir: string): Promise<void> {
  const runner = path.join(siteDir, 'src', 'plugins', 'search', 'runPagefind.mjs');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [runner, jobFile],
      {
        cwd: siteDir,
        env: {...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: INDEX_CHUNK_SIZE},
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, _stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve()),
    );
  });
}

/** Indexes the built site in `outDir` and writes the bundle to `outDir/pagefind`. */
export async function writeSearchBundle(
  outDir: string,
  {
    baseUrl,
    siteDir,
    latestVersion,
    allVersions = [latestVersion],
  }: {baseUrl: string; siteDir: string; latestVersion: string; allVersions?: readonly string[]},
): Promise<IndexSummary> {
  const registry = JSON.parse(await readFile(path.join(siteDir, REGISTRY_INDEX), 'utf8')) as RegistryIndex;
  const summary: IndexSummary = {pagesByVersion: {}, registryRecords: 0, symbolRecords: 0};
  const pages: {file: string; url: string; attributes: string; markup: string}[] = [];
  const symbols: SymbolRecord[] = [];
  for (const relativePath of (await listHtmlFiles(outDir)).sort()) {
    const file = path.join(outDir, relativePath);
    const html = await readFile(file, 'utf8');
    const page = classifyPage(relativePath, html, latestVersion, allVersions);
    if (!page) continue;
    const url = routeOf(relativePath, baseUrl);
    if (page.kind === 'api') {
      const isPlugin = /\/api\/plugins\//.test(url);
      const pageSymbols = /\/api\/typescript\//.test(url) ? typescriptSymbols(html) : apiSymbols(html, isPlugin);
      symbols.push(...symbolRecords(pageSymbols, url, pageModule(html) ?? url, page.version));
    }
    pages.push({
      file,
      url,
      attributes: searchAttributes(page),
      markup: searchMarkup(page),
    });
    summary.pagesByVersion[page.version] = (summary.pagesByVersion[page.version] ?? 0) + 1;
  }
  const registryEntries = registryRecords(registry.entries, categoryLabel, baseUrl, [
    latestVersion,
    ...allVersions.filter((name) => name !== latestVersion),
  ]);
  summary.registryRecords = registryEntries.length;
  summary.symbolRecords = symbols.length;
  const records = [...registryEntries, ...symbols];

  const jobDir = await mkdtemp(path.join(tmpdir(), 'utcp-pagefind-'));
  try {
    const jobFile = path.join(jobDir, 'job.json');
    await writeFile(
      jobFile,
      JSON.stringify({config: PAGEFIND_CONFIG, outputPath: path.join(outDir, BUNDLE_FOLDER), pages, records}),
    );
    await runPagefind(jobFile, siteDir);
  } finally {
    await rm(jobDir, {recursive: true, force: true});
  }
  const bundle = path.join(outDir, BUNDLE_FOLDER);
  for (const name of await readdir(bundle)) {
    if (UNUSED_BUNDLE_FILE.test(name)) await rm(path.join(bundle, name));
  }
  return summary;
}

interface DocsVersionLike {
  versionName: string;
  isLast: boolean;
}

export default function searchPlugin(context: LoadContext): Plugin {
  let latestVersion: string | undefined;
  let allVersions: string[] = [];
  return {
    name: 'utcp-search',

    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    getClientModules() {
      return [path.resolve(__dirname, 'clientModules', 'searchHighlight.ts')];
    },

    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        {loadedVersions: DocsVersionLike[]} | undefined;
      latestVersion = docs?.loadedVersions.find((version) => version.isLast)?.versionName;
      allVersions = docs?.loadedVersions.map((version) => version.versionName) ?? [];
    },

    async postBuild({outDir}) {
      if (!latestVersion) throw new Error('utcp-search: the docs versions were not loaded before the build ended');
      const summary = await writeSearchBundle(outDir, {
        baseUrl: context.baseUrl,
        siteDir: context.siteDir,
        latestVersion,
        allVersions,
      });
      const pages = Object.entries(summary.pagesByVersion)
        .map(([version, count]) => `${count} for ${version}`)
        .join(', ');
      console.log(
        `[pagefind] /${BUNDLE_FOLDER}/: pages ${pages}, ${summary.registryRecords} registry entries, ${summary.symbolRecords} API symbols`,
      );
    },
  };
}
