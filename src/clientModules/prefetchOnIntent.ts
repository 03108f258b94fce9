import type {ClientModule} from '@docusaurus/types';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

let installed = false;

/**
 * Docusaurus prefetches a route's chunks as soon as a link to it scrolls into
 * view. A docs page shows tens of links (sidebar, table of contents, footer),
 * and each prefetch inserts <link rel="prefetch"> elements: right after
 * hydration that is 10 to 20 ms of main-thread work per batch, measured as
 * blocking time on a phone, for pages the reader mostly never opens. Links
 * here load a route on intent only: Docusaurus' Link still calls `preload` on
 * hover and touch start, and a click loads what is missing.
 */
function prefetchOnIntentOnly(): void {
  const host = window as unknown as {docusaurus?: DocusaurusGlobal};
  if (installed || !host.docusaurus) {
    return;
  }
  installed = true;
  // The object itself is frozen; links look `prefetch` up on window.docusaurus at call time.
  host.docusaurus = {...host.docusaurus, prefetch: () => false};
}

const prefetchOnIntent: ClientModule = {
  // Runs during the first render's commit, before any link's observer reports.
  onRouteDidUpdate: prefetchOnIntentOnly,
};

export default prefetchOnIntent;
