/**
 * Where each TypeScript symbol lands on the site: its package page (below a
 * version's api/ folder) and heading anchor. Shared by the TypeScript
 * renderer and the Python one, which links each Python class to its
 * TypeScript counterpart.
 */
import GithubSlugger from 'github-slugger';
import {orderedPackages} from '../../data/ts-api';
import type {TsApiFacts, TsPackage, TsSymbol} from '../../data/ts-api/types';

export const KIND_ORDER: TsSymbol['kind'][] = ['class', 'interface', 'type', 'enum', 'function', 'variable'];

export const KIND_TITLES: Record<TsSymbol['kind'], string> = {
  class: 'Classes',
  interface: 'Interfaces',
  type: 'Type aliases',
  enum: 'Enums',
  function: 'Functions',
  variable: 'Constants and Zod schemas',
};

/** A TypeScript symbol's place on the site: the page (below api/) and its heading anchor. */
export interface TsTarget {
  file: string;
  anchor: string;
  pkg: string;
}

/** The text of a symbol's heading; the anchor is derived from it. */
export function symbolHeading(symbol: TsSymbol): string {
  return symbol.kind === 'function' ? `\`${symbol.name}()\`` : `\`${symbol.name}\``;
}

export function pageFile(pkg: TsPackage): string {
  return `typescript/${pkg.dir}`;
}

/**
 * The heading anchors of one package page, in page order. Docusaurus numbers
 * repeated heading texts (`callTool()`, `callTool()-1`), so anchors are
 * computed with one slugger over every heading of the page.
 */
export function pageSymbols(pkg: TsPackage): TsSymbol[] {
  return [...pkg.symbols].sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/** The symbols of one package page by name, with their heading anchors. */
export function pageAnchors(pkg: TsPackage): Map<string, TsTarget> {
  const anchors = new Map<string, TsTarget>();
  const slugger = new GithubSlugger();
  for (const heading of pageHeadings(pkg)) {
    const anchor = slugger.slug(heading.text);
    if (heading.symbol && !anchors.has(heading.symbol.name))
      anchors.set(heading.symbol.name, {file: pageFile(pkg), anchor, pkg: pkg.name});
  }
  return anchors;
}

/**
 * Every exported symbol of a version by name, for links between pages. A name
 * several packages export (each plugin has a `register`) keeps the first
 * package's entry: the core, then the plugins by name.
 */
export function buildTsIndex(facts: TsApiFacts): Map<string, TsTarget> {
  const index = new Map<string, TsTarget>();
  for (const pkg of orderedPackages(facts)) {
    for (const [name, target] of pageAnchors(pkg)) if (!index.has(name)) index.set(name, target);
  }
  return index;
}

/** The headings of a package page in order (the anchors depend on all of them). */
function pageHeadings(pkg: TsPackage): {text: string; symbol?: TsSymbol}[] {
  const out: {text: string; symbol?: TsSymbol}[] = [{text: 'Exports'}];
  for (const kind of KIND_ORDER) {
    const symbols = pageSymbols(pkg).filter((s) => s.kind === kind);
    if (symbols.length === 0) continue;
    out.push({text: KIND_TITLES[kind]});
    for (const symbol of symbols) {
      out.push({text: symbolHeading(symbol).replace(/`/g, ''), symbol});
      if (symbol.kind === 'class' || symbol.kind === 'interface')
        for (const method of symbol.methods) out.push({text: `${method.static ? 'static ' : ''}${method.name}()`});
    }
  }
  return out;
}

/** TypeScript entries of a Python class or constant: the same name, and the Zod schema `<name>Schema`. */
export function typescriptCounterparts(
  pythonName: string,
  index: Map<string, TsTarget>,
): {name: string; target: TsTarget}[] {
  return [pythonName, `${pythonName}Schema`].flatMap((name) => {
    const target = index.get(name);
    return target ? [{name, target}] : [];
  });
}
