/**
 * Loads Pagefind's browser API from the bundle the build wrote (/pagefind/),
 * once, on the reader's first use of the search box. The import is left to
 * the browser (webpackIgnore): the bundle is not part of the site's code.
 */
import type {PagefindResultData} from './results';

export interface PagefindResult {
  id: string;
  score: number;
  /** Positions of the matched words in the page. */
  words?: number[];
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearch {
  results: PagefindResult[];
}

export interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: {filters?: Record<string, string | string[]>}) => Promise<PagefindSearch | null>;
}

/** Words of an excerpt around the best match; short enough for a dropdown. */
const EXCERPT_WORDS = 18;

/**
 * Weight of a guide's sidebar category (its breadcrumbs, a meta field of the
 * index: src/plugins/search/pages.ts) when it matches a query: as much as
 * the page title (Pagefind's default for titles is 5). 'File' in 'Protocols'
 * then answers "file protocol".
 */
export const CATEGORY_META_WEIGHT = 5;

/**
 * Pagefind's ranking settings (https://pagefind.app/docs/ranking/), set by
 * measuring the relevance table: long pages (the RFC, the guides) are
 * penalised much less than by default (pageLength 0.75), and a word repeated
 * often counts less (termFrequency 1), so a page that holds more of a
 * question's words wins over one that repeats one of them; a word saturates
 * later (termSaturation 1.4), so the page that is about a word of a question
 * stands out from those that name it a few times. Measured again on
 * 2026-11-29 once the guides had grown with their cited edge cases: 0.1 and
 * 0.2 (from 0.3 and 0.5) gave top-3 93.6% against 92.0% on the same build;
 * a heavier title weight (8 to 12) gained nothing.
 */
export const PAGEFIND_RANKING = {
  pageLength: 0.1,
  termFrequency: 0.2,
  termSaturation: 2,
  metaWeights: {category: CATEGORY_META_WEIGHT},
} as const;

let loading: Promise<PagefindApi> | undefined;

/**
 * Pagefind fetches its WebAssembly engine only after its script and the
 * bundle's entry file; asking for it at once saves those round trips on a
 * slow network. The index is English only (forceLanguage in the build).
 */
function preloadEngine(bundleUrl: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = `${bundleUrl}wasm.en.pagefind`;
  document.head.appendChild(link);
}

export function loadPagefind(bundleUrl: string): Promise<PagefindApi> {
  if (!loading) preloadEngine(bundleUrl);
  loading ??= (async () => {
    const api = (await import(/* webpackIgnore: true */ `${bundleUrl}pagefind.js`)) as PagefindApi;
    // On the main thread: a search takes milliseconds, and the worker would be one more download.
    await api.options({
      noWorker: true,
      excerptLength: EXCERPT_WORDS,
      ranking: PAGEFIND_RANKING,
    });
    await api.init();
    return api;
  })().catch((error: unknown) => {
    // Let the next attempt try again (the reader may have been offline for a moment).
    loading = undefined;
    throw error;
  });
  return loading;
}
