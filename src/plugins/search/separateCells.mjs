/**
 * Pagefind joins the text of adjacent table cells ("FieldDefaultMeaning"), so
 * each cell ends with a separator for the index and its excerpts. The build's
 * HTML itself is not changed.
 */
export function separateCells(html) {
  return html.replace(/<\/(td|th)>/gi, ' · </$1>');
}
