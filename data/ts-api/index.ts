/**
 * Typed access to the typescript-utcp facts in data/ts-api/<version>.json
 * (written by `npm run ts-api:extract`, shape in ./types): 1.0 is read from
 * typescript-utcp's tag v1.0, Next from main; each file records its commit.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {typescriptVersions} from '../../src/config/versionPins';
import type {TsApiFacts, TsDocsVersion, TsPackage, TsSymbol} from './types';

export type * from './types';

/** The docs versions that pin a typescript-utcp commit (src/config/version-pins.json). */
export const TS_FACTS_VERSIONS: readonly TsDocsVersion[] = typescriptVersions();

const loaded = new Map<TsDocsVersion, TsApiFacts>();

export function loadTsFacts(version: TsDocsVersion): TsApiFacts {
  let facts = loaded.get(version);
  if (!facts) {
    if (!TS_FACTS_VERSIONS.includes(version)) throw new Error(`no TypeScript pin for docs version "${version}"`);
    facts = JSON.parse(readFileSync(path.join(__dirname, `${version}.json`), 'utf8')) as TsApiFacts;
    loaded.set(version, facts);
  }
  return facts;
}

/** The core package first, then the plugins by name. */
export function orderedPackages(facts: TsApiFacts): TsPackage[] {
  return [...facts.packages].sort((a, b) =>
    a.dir === 'core' ? -1 : b.dir === 'core' ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
}

export function allTsSymbols(facts: TsApiFacts): {pkg: TsPackage; symbol: TsSymbol}[] {
  return facts.packages.flatMap((pkg) => pkg.symbols.map((symbol) => ({pkg, symbol})));
}
