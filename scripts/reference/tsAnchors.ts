/**
 * Where each TypeScript symbol lands on the site: its package page (below a
 * version's api/ folder) and heading anchor. Shared by the TypeScript
 * renderer and the Python one, which links each Python class to its
 * TypeScript counterpart.
 */
import GithubSlugger from 'github-slugger';
import {orderedPackages} from '../../data/ts-api';
import type {TsApiFacts, TsMember, TsPackage, TsSymbol} from '../../data/ts-api/types';

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

/** The text of a member's heading: always qualified by its owner (`UtcpClient.callTool()`, `UtcpClient.config`). */
export function memberHeading(member: TsMember): string {
  if (member.kind === 'method' || member.kind === 'call') return `\`${member.qualifiedName}()\``;
  if (member.kind === 'constructor') return `\`new ${member.qualifiedName.replace(/\.constructor$/, '')}()\``;
  return `\`${member.qualifiedName}\``;
}

/**
 * A member heading's explicit id: its qualified name in lower case
 * (`utcpclient.calltool`). Explicit ids leave the slugger alone, so the
 * symbols' anchors stay what their names give, and a member's anchor reads
 * like its name.
 */
export function memberAnchor(member: TsMember): string {
  return member.qualifiedName
    .toLowerCase()
    .replace(/[^a-z0-9_.$-]+/g, '-')
    .replace(/-+$/, '');
}

/** Members that get a heading of their own: those of classes and interfaces (enum members are a table). */
export function headedMembers(symbol: TsSymbol): TsMember[] {
  return symbol.kind === 'class' || symbol.kind === 'interface' ? symbol.dtsMembers : [];
}

/** The title of the page index of classes and their members. */
export const MEMBER_INDEX_TITLE = 'Classes and their members';

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
  return headingAnchors(pkg).symbols;
}

/** The members of one package page by qualified name (`UtcpClient.callTool`), with their heading anchors. */
export function memberAnchors(pkg: TsPackage): Map<string, TsTarget> {
  return headingAnchors(pkg).members;
}

function headingAnchors(pkg: TsPackage): {symbols: Map<string, TsTarget>; members: Map<string, TsTarget>} {
  const symbols = new Map<string, TsTarget>();
  const members = new Map<string, TsTarget>();
  const slugger = new GithubSlugger();
  for (const heading of pageHeadings(pkg)) {
    if (heading.member) {
      const target = {file: pageFile(pkg), anchor: memberAnchor(heading.member), pkg: pkg.name};
      if (!members.has(heading.member.qualifiedName)) members.set(heading.member.qualifiedName, target);
      continue;
    }
    const anchor = slugger.slug(heading.text);
    const target = {file: pageFile(pkg), anchor, pkg: pkg.name};
    if (heading.symbol && !symbols.has(heading.symbol.name)) symbols.set(heading.symbol.name, target);
  }
  return {symbols, members};
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
function pageHeadings(pkg: TsPackage): {text: string; symbol?: TsSymbol; member?: TsMember}[] {
  const out: {text: string; symbol?: TsSymbol; member?: TsMember}[] = [{text: 'Exports'}];
  if (pkg.symbols.some((s) => s.kind === 'class')) out.push({text: MEMBER_INDEX_TITLE});
  for (const kind of KIND_ORDER) {
    const symbols = pageSymbols(pkg).filter((s) => s.kind === kind);
    if (symbols.length === 0) continue;
    out.push({text: KIND_TITLES[kind]});
    for (const symbol of symbols) {
      out.push({text: symbolHeading(symbol).replace(/`/g, ''), symbol});
      for (const member of headedMembers(symbol))
        out.push({text: memberHeading(member).replace(/`/g, ''), symbol, member});
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
