/**
 * The install commands of an API page, bounded to the protocol line the page describes: the prose is shared
 * between versions and says `pip install utcp-http`, which today installs a release the page was not verified
 * against. Each utcp distribution becomes `"utcp-http>=1.0,<1.1"` on a 1.0 page.
 */
const UTCP_DISTRIBUTION = /^utcp(-[a-z]+)?$/;

/** The requirement range of a protocol line: "1.0" → ">=1.0,<1.1". */
export function lineRange(line: string): string {
  const match = /^(\d+)\.(\d+)$/.exec(line);
  if (!match) throw new Error(`installPins: "${line}" is not a protocol line such as 1.0`);
  return `>=${line},<${match[1]}.${Number(match[2]) + 1}`;
}

/** Rewrites every inline `pip install …` of utcp distributions in `markdown` to the range of `line`. */
export function pinPipInstalls(markdown: string, line: string): string {
  const range = lineRange(line);
  return markdown.replace(/`pip install ([^`]+)`/g, (_whole, args: string) => {
    const pinned = args
      .split(/\s+/)
      .map((arg) => (UTCP_DISTRIBUTION.test(arg) ? `"${arg}${range}"` : arg))
      .join(' ');
    return `\`pip install ${pinned}\``;
  });
}
