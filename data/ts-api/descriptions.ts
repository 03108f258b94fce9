/**
 * Descriptions of the TypeScript reference's symbols and members, written
 * for this site. The renderer (scripts/ts-api/render.ts) puts the text under
 * the heading of `qualifiedName` (`UtcpClient`, `UtcpClient.callTool`,
 * `CallTemplateSchema`) on the page of `packageName`; undefined renders none.
 * The names to cover are `packages[].qualifiedNames` of data/ts-api/<version>.json.
 */
export function tsDescription(
  _version: '1.0' | 'next',
  _packageName: string,
  _qualifiedName: string,
): string | undefined {
  return undefined;
}
