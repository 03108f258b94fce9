/**
 * Marks the searched words on the page a search result opened. Runs from the
 * search panel's chunk after it navigates, so pages opened otherwise carry
 * no code for it.
 */

/** The words of a query worth marking: two characters or more, lower case, regex-safe. */
export function highlightTerms(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word.length >= 2),
    ),
  ];
}

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
      node.parentElement?.closest('mark, script, style, button') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
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

/**
 * Call right before a client-side navigation to `path`: once the new page's
 * content is shown, marks the terms in it. Gives up after a few seconds.
 */
export function markTermsAfterNavigation(path: string, terms: readonly string[]): void {
  if (terms.length === 0) return;
  const previous = pageContent();
  const samePage = window.location.pathname === path;
  const deadline = Date.now() + 5000;
  const attempt = () => {
    const content = pageContent();
    if (content && window.location.pathname === path && (samePage || content !== previous)) {
      markTerms(content, terms);
    } else if (Date.now() < deadline) {
      window.requestAnimationFrame(attempt);
    }
  };
  window.requestAnimationFrame(attempt);
}
