/**
 * Result links carry the searched words in the query string, one parameter
 * per word, so a copied link or a new tab marks them too. The name is
 * Pagefind's own convention (its highlight script and its `highlightParam`
 * option read and write `pagefind-highlight`). Canonical URLs are built from
 * the path alone, so the parameter never reaches them.
 * This module is in every page's bundle: keep it to the name.
 */
export const HIGHLIGHT_PARAM = 'pagefind-highlight';
