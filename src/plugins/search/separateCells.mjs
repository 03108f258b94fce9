/**
 * Pagefind joins the text of adjacent table cells ("FieldDefaultMeaning"):
 * the build's HTML leaves out the optional </td> and </th>, and a cell's end
 * adds no space. A separator goes before every cell, row or table section
 * that does not open a row or a section, for the index and its excerpts only;
 * the built pages are not changed.
 */
const TABLE_PART = /<(?:td|th|tr|tbody|tfoot)\b[^>]*>/gi;
const OPENS_ROW_OR_SECTION = /(^|<(?:table|thead|tbody|tfoot|tr)\b[^>]*>)\s*$/i;

export function separateCells(html) {
  return html.replace(TABLE_PART, (tag, offset) =>
    OPENS_ROW_OR_SECTION.test(html.slice(Math.max(0, offset - 200), offset)) ? tag : ` · ${tag}`,
  );
}
