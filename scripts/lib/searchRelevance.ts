/**
 * Runs the site search on a built index in Node, without a browser or a
 * server: Pagefind's own browser API (build/pagefind/pagefind.js) reads its
 * files through `fetch`, answered here from the build folder. The queries go
 * through the same code as the search box (src/plugins/search/lib/query.ts), so the
 * rates are the box's.
 */
import {copyFile, mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {PagefindApi} from '../../src/plugins/search/lib/pagefind';
import {PAGEFIND_RANKING} from '../../src/plugins/search/lib/pagefind';
import {PAGES_SHOWN, searchOptions} from '../../src/plugins/search/lib/query';
import {pathOf, toSearchOptions} from '../../src/plugins/search/lib/results';
import type {RelevanceCase, SearchedVersion} from '../../tests/support/relevanceTable';

/**
 * A native import(): Playwright's test runner compiles TypeScript to CommonJS
 * and would turn `import()` into `require()`, which cannot load Pagefind's
 * ES module.
 */
const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

/** An origin that exists only for these requests. */
const ORIGIN = 'http://relevance.invalid';

/** The Pagefind filter value of each searched version. */
export const VERSION_FILTER: Readonly<Record<SearchedVersion, string>> = {'1.0': '1.0', Next: 'current', '0.1': '0.1'};

/**
 * Pagefind's browser API over the bundle in `buildDir`. `fetch` is answered
 * from the folder while `run` lasts and restored after it.
 */
export async function withBuiltPagefind<T>(buildDir: string, run: (api: PagefindApi) => Promise<T>): Promise<T> {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== ORIGIN) throw new Error(`measure-relevance: unexpected request ${url.href}`);
    const body = await readFile(path.join(buildDir, decodeURIComponent(url.pathname)));
    return new Response(body, {status: 200});
  }) as typeof fetch;
  const copyDir = await mkdtemp(path.join(tmpdir(), 'relevance-'));
  try {
    // A copy named .mjs: the site's package.json has no "type", and a test runner's loader would read
    // pagefind.js as CommonJS. A fresh module per call, too: Pagefind keeps its state in module scope.
    const copy = path.join(copyDir, 'pagefind.mjs');
    await copyFile(path.join(buildDir, 'pagefind', 'pagefind.js'), copy);
    const entry = pathToFileURL(copy).href;
    const loaded = (await nativeImport(entry)) as PagefindApi | {default: PagefindApi};
    // Node hands the module's exports as they are, or (when a loader such as tsx is active) under `default`.
    const api = 'default' in loaded ? loaded.default : loaded;
    await api.options({
      basePath: `${ORIGIN}/pagefind/`,
      baseUrl: '/',
      noWorker: true,
      ranking: PAGEFIND_RANKING,
    });
    await api.init();
    return await run(api);
  } finally {
    globalThis.fetch = original;
    await rm(copyDir, {recursive: true, force: true});
  }
}

export interface CaseResult {
  case: RelevanceCase;
  /** The first pages listed, each as path#anchor (anchor empty for a page's top). */
  got: string[];
  top1: boolean;
  top3: boolean;
}

export interface RelevanceReport {
  results: CaseResult[];
  top1: number;
  top3: number;
}

function judge(entry: RelevanceCase, got: string[]): CaseResult {
  const pages = got.map(pathOf);
  const first = got[0] ?? '';
  const top1 = pathOf(first) === entry.expected && (entry.anchor === undefined || first.split('#')[1] === entry.anchor);
  return {case: entry, got, top1, top3: top1 || pages.slice(0, 3).includes(entry.expected)};
}

/**
 * How a search lists pages: 'site' is the search box's order; 'plain' is
 * Pagefind's own order with the version filter alone (what the box did
 * before src/plugins/search/lib/ranking.ts), for comparison.
 */
export type SearchMode = 'site' | 'plain';

async function listedPages(api: PagefindApi, entry: RelevanceCase, mode: SearchMode): Promise<string[]> {
  const version = VERSION_FILTER[entry.version];
  if (mode === 'site') {
    const options = await searchOptions(api, {term: entry.query, version, filter: 'all', idPrefix: 'r'});
    return options.filter((option) => option.kind === 'page').map((option) => option.url);
  }
  const search = await api.search(entry.query, {filters: {version}});
  const data = await Promise.all((search?.results ?? []).slice(0, PAGES_SHOWN).map((result) => result.data()));
  return toSearchOptions(data, 'r')
    .filter((option) => option.kind === 'page')
    .map((option) => option.url);
}

export async function measureRelevance(
  api: PagefindApi,
  table: readonly RelevanceCase[],
  mode: SearchMode = 'site',
): Promise<RelevanceReport> {
  const results: CaseResult[] = [];
  for (const entry of table) results.push(judge(entry, await listedPages(api, entry, mode)));
  const share = (count: number) => (results.length === 0 ? 0 : count / results.length);
  return {
    results,
    top1: share(results.filter((result) => result.top1).length),
    top3: share(results.filter((result) => result.top3).length),
  };
}
