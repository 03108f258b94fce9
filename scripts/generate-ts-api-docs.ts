/**
 * Writes the TypeScript API reference of both docs versions from
 * data/ts-api: versioned_docs/version-1.0/api/typescript (served at
 * /api/typescript) and docs/api/typescript (/next/api/typescript).
 *
 *   npm run ts-api:generate              write the pages
 *   npm run ts-api:generate -- --check   exit 1 if the committed pages differ
 */
import {findTsDrift, writeTsAll} from './ts-api/files';
import {TS_VERSION_DIRS} from './ts-api/render';
import {runGenerator} from './lib/generatorCli';
import {exitOnHelp} from './lib/options';

exitOnHelp(
  `Usage: npm run ts-api:generate [-- --check]

Writes the TypeScript API pages of every docs version from data/ts-api; --check only compares them.`,
  module,
);

runGenerator({
  findDrift: findTsDrift,
  write: () => `Wrote ${writeTsAll()} TypeScript API pages (${Object.values(TS_VERSION_DIRS).join(', ')}).`,
  driftHeading: 'TypeScript API pages differ from the data (run npm run ts-api:generate)',
  upToDate: 'TypeScript API pages are up to date.',
});
