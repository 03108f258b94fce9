/**
 * Marks the searched words on the page a search result opened. Loaded by
 * src/plugins/search/clientModules/searchHighlight only when the page's URL carries the
 * highlight parameter, so other pages carry no code for it.
 */
import {termsFromSearch} from './highlightTerms';

/** [start, end) ranges of `text` where a word starts with one of `terms` (already lower case). */
export function findTermRanges(text: string, terms: readonly string[]): [number, number][] {
  if (terms.length === 0) return [];
  const escaped = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})`, 'giu');
  return [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);
}

/** Wraps each match inside `root`'s text in <mark data-search-highlight>; returns how many. */
export function markTerms(root: Element, terms: readonly string[]): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('mark, script, style, button, textarea, select')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const matches: {node: Text; ranges: [number, number][]}[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const ranges = findTermRanges(node.nodeValue ?? '', terms);
    if (ranges.length > 0) matches.push({node: node as Text, ranges});
  }
  let count = 0;
  for (const {node, ranges} of matches) {
    // From the end, so earlier offsets stay valid while the node is split.
    for (const [start, end] of [...ranges].reverse()) {
      const word = node.splitText(start);
      word.splitText(end - start);
      const mark = document.createElement('mark');
      mark.dataset.searchHighlight = '';
      word.replaceWith(mark);
      mark.appendChild(word);
      count += 1;
    }
  }
  return count;
}

function pageContent(): Element | null {
  return document.querySelector('article') ?? document.querySelector('main');
}

/** Undoes markTerms inside `root`, so a new search's words replace the last one's. */
export function clearMarks(root: Element): void {
  for (const mark of Array.from(root.querySelectorAll('mark[data-search-highlight]'))) {
    const parent = mark.parentNode;
    mark.replaceWith(...Array.from(mark.childNodes));
    parent?.normalize();
  }
}

/**
 * Marks `terms` in the page's content once it shows the page at `path`
 * (right away after a route update; a few frames later at most otherwise).
 * Gives up after a few seconds.
 */
export function markTermsOnPage(path: string, terms: readonly string[]): void {
  if (terms.length === 0) return;
  const deadline = Date.now() + 5000;
  const attempt = () => {
    const content = pageContent();
    if (content && window.location.pathname === path) {
      clearMarks(content);
      markTerms(content, terms);
    } else if (Date.now() < deadline) {
      window.requestAnimationFrame(attempt);
    }
  };
  attempt();
}

/** Marks the terms a link carries in its highlight parameter (see highlightParam.ts) on the page it opened. */
export function markTermsFromLocation({pathname, search}: {pathname: string; search: string}): void {
  markTermsOnPage(pathname, termsFromSearch(search));
}
