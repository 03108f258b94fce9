import type {ClientModule} from '@docusaurus/types';
import {browserIdleScheduler, createIdleQueue} from '@site/src/lib/idleQueue';

type Prefetch = (routePath: string) => unknown;
interface DocusaurusGlobal {
  prefetch: Prefetch;
  preload: (routePath: string) => unknown;
}

let installed = false;

/**
 * Docusaurus prefetches a route's chunks when a link to it scrolls into view,
 * every link in one task; on a docs page that is tens of route lookups at
 * once, right after hydration. Queue them into idle time instead. Hover and
 * click still preload at once (`preload` is untouched).
 */
function deferLinkPrefetches(): void {
  const host = window as unknown as {docusaurus?: DocusaurusGlobal};
  const docusaurus = host.docusaurus;
  if (installed || !docusaurus) {
    return;
  }
  installed = true;
  const enqueue = createIdleQueue<string>((routePath) => void docusaurus.prefetch(routePath), browserIdleScheduler());
  // The object itself is frozen; links look `prefetch` up on window.docusaurus at call time.
  host.docusaurus = {
    ...docusaurus,
    prefetch: (routePath) => {
      enqueue(routePath);
      return true;
    },
  };
}

const idlePrefetch: ClientModule = {
  // Runs during the first render's commit, before any link's observer reports.
  onRouteDidUpdate: deferLinkPrefetches,
};

export default idlePrefetch;
