/**
 * Where the Markdown copy of a page lives: the page's URL with `.md`
 * appended, and `/index.md` for the site root (`/protocols/http` is also
 * served as `/protocols/http.md`, `/next` as `/next.md`, `/` as `/index.md`).
 *
 * The build plugin (src/plugins/llms) writes the files by this rule and the
 * "Copy page as Markdown" button fetches them by the same rule, so both sides
 * share this one function.
 */
export function markdownPathFor(pagePath: string): string {
  const withoutQuery = pagePath.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  if (trimmed === '') {
    return '/index.md';
  }
  const absolute = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return `${absolute}.md`;
}
