import type {ClientModule} from '@docusaurus/types';
import {HIGHLIGHT_PARAM} from '../lib/highlightParam';

/**
 * Marks the words a search result link carries (?pagefind-highlight=…) on the
 * page it opens, whether opened in the app, in a new tab or from a shared
 * link. The marking code is a chunk of its own, fetched only for such URLs.
 */
const searchHighlight: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!new URLSearchParams(location.search).has(HIGHLIGHT_PARAM)) return;
    void import('../lib/highlight').then(({markTermsFromLocation}) => markTermsFromLocation(location));
  },
};

export default searchHighlight;
