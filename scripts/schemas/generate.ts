/**
 * Writes the UTCP JSON Schemas (static/schema/{1.0,next,0.1}/*.json) and the
 * precompiled validators of the /validate page from scripts/schemas/facts.ts.
 *
 *   npm run schemas:generate              write the files
 *   npm run schemas:generate -- --check   exit 1 if committed files differ
 */
import {findDrift, writeAll} from './outputs';
import {exitOnHelp, parseOptions} from '../lib/options';

exitOnHelp(
  `Usage: npm run schemas:generate [-- --check]

Writes static/schema/<version>/*.json and the validators of /validate; --check only compares (exit 1 on drift).`,
  module,
);

const {values: options} = parseOptions({
  args: process.argv.slice(2),
  options: {check: {type: 'boolean', default: false}},
});

if (options.check) {
  const drift = findDrift();
  if (drift.length > 0) {
    console.error(
      `Generated schema files differ from scripts/schemas (run npm run schemas:generate):\n${drift.join('\n')}`,
    );
    process.exit(1);
  }
  console.log('Schemas and validators are up to date.');
} else {
  console.log(`Wrote ${writeAll()} schema and validator files.`);
}
