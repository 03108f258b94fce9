/**
 * Writes the API reference pages of both docs versions from the typed data in
 * data/api-reference: versioned_docs/version-1.0/api (served at /api) and
 * docs/api (served at /next/api). The api/ folders belong to this generator:
 * files it does not produce are removed.
 *
 *   npm run api:generate              write the pages
 *   npm run api:generate -- --check   exit 1 if the committed pages differ
 */
import {findDrift, writeAll} from './api-reference/files';
import {VERSION_DIRS} from './api-reference/render';
import {runGenerator} from './lib/generatorCli';
import {exitOnHelp} from './lib/options';

exitOnHelp(
  `Usage: npm run api:generate [-- --check]

Writes the Python API reference pages of every docs version from data/protocol and data/api-reference;
--check only compares them with the committed pages (exit 1 when they differ).`,
  module,
);

runGenerator({
  findDrift,
  write: () => `Wrote ${writeAll()} API reference pages (${Object.values(VERSION_DIRS).join(', ')}).`,
  driftHeading: 'API reference pages differ from the data (run npm run api:generate)',
  upToDate: 'API reference pages are up to date.',
});
