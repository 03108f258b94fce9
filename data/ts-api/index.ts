/**
 * Typed access to the typescript-utcp facts in data/ts-api/<version>.json
 * (written by `npm run ts-api:extract`, shape in ./types): 1.0 is read from
 * typescript-utcp's tag v1.0, Next from main; each file records its commit.
 */
import facts10 from './1.0.json';
import factsNext from './next.json';
import type {TsApiFacts, TsDocsVersion, TsPackage, TsSymbol} from './types';

export type * from './types';

const ALL_FACTS: Record<TsDocsVersion, TsApiFacts> = {
  '1.0': facts10 as unknown as TsApiFacts,
  next: factsNext as unknown as TsApiFacts,
};

export const TS_FACTS_VERSIONS = Object.keys(ALL_FACTS) as TsDocsVersion[];

export function loadTsFacts(version: TsDocsVersion): TsApiFacts {
  return ALL_FACTS[version];
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
