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
import {exitOnHelp, parseOptions} from './lib/options';

exitOnHelp(
  `Usage: npm run ts-api:generate [-- --check]

Writes the TypeScript API pages of every docs version from data/ts-api; --check only compares them.`,
  module,
);

const {values: options} = parseOptions({
  args: process.argv.slice(2),
  options: {check: {type: 'boolean', default: false}},
});

if (options.check) {
  const problems = findTsDrift();
  if (problems.length > 0) {
    console.error(`TypeScript API pages differ from the data (run npm run ts-api:generate):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('TypeScript API pages are up to date.');
} else {
  const pages = writeTsAll();
  console.log(`Wrote ${pages} TypeScript API pages (${Object.values(TS_VERSION_DIRS).join(', ')}).`);
}
