/** The built HTML with a separator at the end of every table cell, for the index only. */
export function separateCells(html: string): string;
