/**
 * The API reference as symbols for the search: one small Pagefind record per
 * class, function, method and field of a built API page, holding every name a
 * reader types for it (`call_tool`, `UtcpClient.call_tool`,
 * `utcp.utcp_client.UtcpClient.call_tool`) and opening the page at its
 * heading. A record that holds little else than the name scores high for
 * that name, so an exact symbol query lists the definition first; the kind
 * filter tells the ranking (src/plugins/search/lib/ranking.ts) which definition a
 * caller most likely means.
 *
 * Read from the built HTML, so the names are exactly the headings and field
 * tables the page shows: `## \`UtcpClient\``, `### \`call_tool()\``, and the
 * first column of a table headed "Field".
 */

import {withHighlightTerms} from './lib/highlightTerms';
import {symbolName} from './lib/ranking';

/**
 * How directly a reader uses a symbol: `symbol` for classes and module
 * functions and the members of the client an application calls
 * (ENTRY_CLASSES); `member` for members of the other core classes;
 * `plugin-member` for members of a plugin's classes.
 */
export type SymbolKind = 'symbol' | 'member' | 'plugin-member';

/** The classes whose methods are what an application calls. */
export const ENTRY_CLASSES: ReadonlySet<string> = new Set(['UtcpClient']);

export interface ApiSymbol {
  /** The name as the page shows it: `UtcpClient`, `UtcpClient.call_tool()`, `HttpCallTemplate.url`. */
  title: string;
  /** Every name a reader may type for it, most specific last. */
  names: string[];
  /** The id of the heading that defines it (a field opens at its class). */
  anchor: string;
  kind: SymbolKind;
  /** The class a member belongs to. */
  owner?: string;
  /** For a field: its name, marked on the page it opens (its row has no anchor of its own). */
  field?: string;
}

export interface SymbolRecord {
  url: string;
  content: string;
  language: 'en';
  meta: {title: string; section: 'API reference'; page: string};
  /** `name`: its name and `Class.member` name in lower case, for an exact match (src/plugins/search/lib/ranking.ts). */
  filters: {version: string[]; kind: SymbolKind[]; name: string[]};
}

const TAG = /<[^>]*>/g;

function text(html: string): string {
  return html
    .replace(TAG, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .trim();
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match?.[2] ?? match?.[3] ?? match?.[4];
}

/** The module a page documents: its h1 (`utcp.utcp_client`), when that is a dotted Python name. */
export function pageModule(html: string): string | undefined {
  const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const name = title ? text(title) : '';
  return /^[A-Za-z_][\w]*(\.[A-Za-z_]\w*)*$/.test(name) ? name : undefined;
}

/** The names a reader may type for `member` of `owner` in `module`. */
function memberNames(module: string | undefined, owner: string, member: string): string[] {
  const names = [member, `${owner}.${member}`];
  if (module) names.push(`${module}.${owner}.${member}`);
  return names;
}

/**
 * The symbols of a built API reference page, in page order: each h2 whose
 * text is code (a class, or a module function when it ends in "()"), each
 * h3 of code under a class (a method), each row of a "Field" table under a
 * class (a field).
 */
export function apiSymbols(html: string, isPlugin: boolean): ApiSymbol[] {
  const module = pageModule(html);
  const symbols: ApiSymbol[] = [];
  let owner: {name: string; anchor: string} | undefined;
  const blocks = /<(h[23])\b([^>]*)>([\s\S]*?)<\/\1>|<table\b[^>]*>([\s\S]*?)<\/table>/gi;
  for (const match of html.matchAll(blocks)) {
    const [, level, headingAttributes, headingHtml, tableHtml] = match;
    if (tableHtml !== undefined) {
      if (!owner) continue;
      const header = /<thead\b[^>]*>([\s\S]*?)(<tbody\b|$)/i.exec(tableHtml)?.[1] ?? '';
      const firstColumn = text(/<th\b[^>]*>([\s\S]*?)(?=<th\b|<\/th>|<\/tr>|$)/i.exec(header)?.[1] ?? '');
      if (firstColumn !== 'Field') continue;
      const body = /<tbody\b[^>]*>([\s\S]*)/i.exec(tableHtml)?.[1] ?? '';
      for (const row of body.split(/<tr\b[^>]*>/i).slice(1)) {
        const field = /^\s*<td\b[^>]*>\s*<code\b[^>]*>([\s\S]*?)<\/code>/i.exec(row)?.[1];
        if (!field) continue;
        const name = text(field);
        symbols.push({
          title: `${owner.name}.${name}`,
          names: memberNames(module, owner.name, name),
          anchor: owner.anchor,
          kind: isPlugin ? 'plugin-member' : 'member',
          owner: owner.name,
          field: name,
        });
      }
      continue;
    }
    const code = /^\s*<code\b[^>]*>([\s\S]*?)<\/code>/i.exec(headingHtml);
    const id = attribute(`<x ${headingAttributes}>`, 'id');
    if (level.toLowerCase() === 'h2') owner = undefined;
    if (!code || !id) continue;
    const name = text(code[1]);
    const bare = name.replace(/\(\)$/, '');
    if (!/^[A-Za-z_]\w*$/.test(bare)) continue;
    if (level.toLowerCase() === 'h2') {
      const isFunction = name.endsWith('()');
      if (!isFunction) owner = {name: bare, anchor: id};
      symbols.push({
        title: name,
        names: module ? [bare, `${module}.${bare}`] : [bare],
        anchor: id,
        kind: 'symbol',
      });
    } else if (owner) {
      symbols.push({
        title: `${owner.name}.${name}`,
        names: memberNames(module, owner.name, bare),
        anchor: id,
        kind: ENTRY_CLASSES.has(owner.name) ? 'symbol' : isPlugin ? 'plugin-member' : 'member',
        owner: owner.name,
      });
    }
  }
  return symbols;
}

/**
 * The symbols of a built TypeScript reference page: each h3 of code (an
 * export) and each h4 naming a method by its owner (`UtcpClient.callTool()`).
 * Properties and constructors stay in the page's own index. The names are
 * `callTool`, `UtcpClient.callTool` and the package path
 * `@utcp/sdk/UtcpClient.callTool`. An export is a `member`, so the Python
 * class of the same name keeps its place first; a method of an entry class
 * is a `member` too (`callTool` finds the client's before an interface's),
 * the others `plugin-member`.
 */
export function typescriptSymbols(html: string): ApiSymbol[] {
  const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  const pkg = /^(@[\w-]+\/[\w-]+)/.exec(title ? text(title) : '')?.[1];
  const symbols: ApiSymbol[] = [];
  for (const match of html.matchAll(/<(h[34])\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    const [, level, headingAttributes, headingHtml] = match;
    const code = /^\s*<code\b[^>]*>([\s\S]*?)<\/code>/i.exec(headingHtml);
    const id = attribute(`<x ${headingAttributes}>`, 'id');
    if (!code || !id) continue;
    const name = text(code[1]);
    if (level.toLowerCase() === 'h3') {
      const bare = name.replace(/\(\)$/, '');
      if (!/^[A-Za-z_$][\w$]*$/.test(bare)) continue;
      symbols.push({title: name, names: pkg ? [bare, `${pkg}/${bare}`] : [bare], anchor: id, kind: 'member'});
      continue;
    }
    const method = /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)\(\)$/.exec(name);
    if (!method) continue;
    const [, owner, member] = method;
    const names = [member, `${owner}.${member}`];
    if (pkg) names.push(`${pkg}/${owner}.${member}`);
    symbols.push({
      title: name,
      names,
      anchor: id,
      kind: ENTRY_CLASSES.has(owner) ? 'member' : 'plugin-member',
      owner,
    });
  }
  return symbols;
}

/**
 * Plumbing a reader does not look up by name: the per-model serializer
 * classes (and their to_dict / validate_dict) and constructors. Their
 * headings stay in the page's own index; leaving them out keeps the index's
 * metadata, which every first search downloads, small.
 */
export function isPlumbing(symbol: ApiSymbol): boolean {
  const owner = symbol.owner ?? symbol.title;
  return /Serializer$/.test(owner) || /\.__init__\(\)$/.test(symbol.title);
}

/**
 * One record per symbol (plumbing left out). Its text is the names alone, each also split at
 * its dots, so `UtcpClient.call_tool` and `utcp_client call_tool` find it too.
 */
export function symbolRecords(
  symbols: readonly ApiSymbol[],
  pageUrl: string,
  pageTitle: string,
  version: string,
): SymbolRecord[] {
  return symbols
    .filter((symbol) => !isPlumbing(symbol))
    .map((symbol) => ({
      // Pagefind keeps one record per URL: a field's URL also names the field, which the opened page marks.
      url: symbol.field
        ? withHighlightTerms(`${pageUrl}#${symbol.anchor}`, [symbol.field.toLowerCase()])
        : `${pageUrl}#${symbol.anchor}`,
      content: `${symbol.title}. ${[...new Set(symbol.names)].join(' ')}`,
      language: 'en',
      meta: {title: symbol.title, section: 'API reference', page: pageTitle},
      // The names without the module: a query's last two dotted parts are looked up (exactNames in ranking.ts).
      filters: {
        version: [version],
        kind: [symbol.kind],
        name: [...new Set(symbol.names.slice(0, symbol.owner ? 2 : 1).map(symbolName))],
      },
    }));
}
