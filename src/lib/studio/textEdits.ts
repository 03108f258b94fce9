/**
 * Edits to a text, in the form the Studio's manual editor sends them to the
 * worker that keeps its own copy: after a pause in typing only what changed
 * crosses threads, never the (possibly many megabytes of) whole text.
 */

/** Replace `text.slice(from, to)` with `insert`; positions are in the text before any edit of its batch. */
export type TextEdit = readonly [from: number, to: number, insert: string];

/** Applies a batch of edits, sorted by position and not overlapping, to `text`. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  if (edits.length === 0) return text;
  const parts: string[] = [];
  let at = 0;
  for (const [from, to, insert] of edits) {
    if (from < at || to < from || to > text.length) {
      throw new RangeError(`edit ${from}-${to} does not fit a text of ${text.length} characters after position ${at}`);
    }
    parts.push(text.slice(at, from), insert);
    at = to;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
