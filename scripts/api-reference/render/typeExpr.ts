/** Python type expressions as inline MDX, with every documented name linked. */
import {relativeDocLink, type SymbolTarget} from '../../reference/links';

const TYPE_TOKEN = /"[^"]*"|'[^']*'|[A-Za-z_][A-Za-z0-9_]*|[^"'A-Za-z_]+/g;

/** Splits a Python type expression into identifiers, string literals and punctuation. */
export function typeTokens(expr: string): string[] {
  return expr.match(TYPE_TOKEN) ?? [];
}

/** Identifiers used in a type expression (string literals skipped). */
export function typeNames(expr: string): string[] {
  return typeTokens(expr).filter((token) => /^[A-Za-z_]/.test(token));
}

function escapeTypeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/([[\]|*_`])/g, '\\$1')
    .replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A type expression as inline MDX: one `<code>` element in which every documented name links to its page. */
export function renderType(expr: string, fromFile: string, symbols: Map<string, SymbolTarget>): string {
  const parts = typeTokens(expr).map((token) => {
    // Forward references are written as strings: "JsonSchema" links like JsonSchema.
    const quoted = /^(["'])([A-Za-z_][A-Za-z0-9_]*)\1$/.exec(token);
    const name = quoted ? quoted[2] : token;
    const target = /^[A-Za-z_]/.test(name) ? symbols.get(name) : undefined;
    if (!target) return escapeTypeText(token);
    const link = `[${escapeTypeText(name)}](${relativeDocLink(fromFile, target.file, target.anchor)})`;
    return quoted ? `${quoted[1]}${link}${quoted[1]}` : link;
  });
  return `<code>${parts.join('')}</code>`;
}
