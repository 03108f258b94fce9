/**
 * The highlighted HTML of code blocks already in the document, by block.
 * Filled while a build-rendered page hydrates, read when a block mounts again
 * (the theme's Tabs remount their content right after hydration), so those
 * blocks reuse the markup instead of running Prism.
 */
const renderedLines = new Map<string, string>();

export function renderedLinesKey(language: string, code: string, lineClassNames: Record<number, string[]>): string {
  return JSON.stringify([language, code, lineClassNames]);
}

export function rememberRenderedLines(key: string, html: string): void {
  if (html.trim() !== '') {
    renderedLines.set(key, html);
  }
}

export function recallRenderedLines(key: string): string | undefined {
  return renderedLines.get(key);
}
