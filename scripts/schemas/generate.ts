/**
 * Writes the UTCP JSON Schemas (static/schema/{1.0,next,0.1}/*.json) and the
 * precompiled validators of the /validate page from scripts/schemas/facts.ts.
 *
 *   npm run schemas:generate              write the files
 *   npm run schemas:generate -- --check   exit 1 if committed files differ
 */
import {findDrift, writeAll} from './outputs';
import {runGenerator} from '../lib/generatorCli';
import {exitOnHelp} from '../lib/options';

exitOnHelp(
  `Usage: npm run schemas:generate [-- --check]

Writes static/schema/<version>/*.json and the validators of /validate; --check only compares (exit 1 on drift).`,
  module,
);

runGenerator({
  findDrift,
  write: () => `Wrote ${writeAll()} schema and validator files.`,
  driftHeading: 'Generated schema files differ from scripts/schemas (run npm run schemas:generate)',
  upToDate: 'Schemas and validators are up to date.',
});
