/**
 * JSON Pointers (RFC 6901), as Ajv reports where an error is: `/tools/0/name`.
 * Shared by the manual validator, the API reference prose loader and the
 * documentation example checks, which all turn pointers into readable paths.
 */

/** One key as a pointer token: `~` and `/` are escaped as `~0` and `~1`. */
export const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The keys and indexes a pointer names, unescaped: `/a/1/b~1c` => `['a', '1', 'b/c']`. */
export function pointerTokens(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `/tools/0/tool_call_template` => `tools[0].tool_call_template`; the whole document is `(document)`. */
export function readablePath(pointer: string): string {
  if (!pointer) return '(document)';
  return pointerTokens(pointer).reduce(
    (path, token) => (/^\d+$/.test(token) ? `${path}[${token}]` : path ? `${path}.${token}` : token),
    '',
  );
}
