/**
 * `npm run contributors:update`: refreshes src/data/contributors/snapshot.json,
 * the data of the Hall of Fame. Run with --help for the options; the work is
 * in scripts/contributors/.
 */
import {runContributorsUpdate} from './contributors/cli';

void runContributorsUpdate(process.argv.slice(2), process.env).then((code) => {
  process.exitCode = code;
});
