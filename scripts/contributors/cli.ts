import path from 'node:path';
import {organization as siteOrganization} from '../../src/config/site';
import {formatExactCount} from '../../src/lib/contributorsFormat';
import {linesChanged} from '../../src/lib/contributorsRanking';
import type {ContributorsSnapshot} from '../../src/data/contributors/types';
import {collectFromApi} from './collectFromApi';
import {createGitHubClient, type GitHubClientOptions} from './githubClient';
import {importLegacySnapshot} from './importSnapshot';
import {describeFailure} from '../lib/atomicWrite';
import {parseOptions} from '../lib/options';
import {readJsonFile, writeSnapshot} from './snapshot';

export const USAGE = `Usage: npm run contributors:update [-- options]

Reads the contributors of the GitHub organization and writes the Hall of Fame snapshot.

Options:
  --from-snapshot <file>  import a saved export instead of calling GitHub
  --out <file>            where to write (default: src/data/contributors/snapshot.json)
  --org <login>           organization to read (default: ${siteOrganization.login})
  --help                  show this text

Environment:
  GITHUB_TOKEN            token for the API (5,000 requests an hour instead of 60)
  GITHUB_API_URL          API root (default: https://api.github.com)`;

export const DEFAULT_OUT = 'src/data/contributors/snapshot.json';

export interface CliArgs {
  fromSnapshot?: string;
  out: string;
  org: string;
  help: boolean;
}

export function parseArgs(argv: readonly string[]): CliArgs {
  try {
    const {values} = parseOptions({
      args: [...argv],
      options: {
        'from-snapshot': {type: 'string'},
        out: {type: 'string', default: DEFAULT_OUT},
        org: {type: 'string', default: siteOrganization.login},
        help: {type: 'boolean', short: 'h', default: false},
      },
    });
    return {fromSnapshot: values['from-snapshot'], out: values.out, org: values.org, help: values.help};
  } catch (error) {
    throw new Error(`${(error as Error).message}.\n\n${USAGE}`);
  }
}

export interface CliDependencies {
  fetchImpl?: typeof fetch;
  sleep?: GitHubClientOptions['sleep'];
  /** Passed to the GitHub client; tests make Octokit's own waits short. */
  retryBaseDelayMs?: number;
  searchSpacingMs?: number;
  log?: (message: string) => void;
  cwd?: string;
}

function summarize(snapshot: ContributorsSnapshot): string {
  const lines = snapshot.contributors.reduce((sum, contributor) => sum + linesChanged(contributor), 0);
  return `${snapshot.contributors.length} contributors, ${formatExactCount(lines)} lines changed, data of ${snapshot.generatedAt}`;
}

/** Runs the update; returns the process exit code. */
export async function runContributorsUpdate(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  deps: CliDependencies = {},
): Promise<number> {
  const log = deps.log ?? ((message: string) => console.log(message));
  const cwd = deps.cwd ?? process.cwd();
  const apiUrl = env.GITHUB_API_URL || 'https://api.github.com';
  try {
    const args = parseArgs(argv);
    if (args.help) {
      log(USAGE);
      return 0;
    }
    let snapshot: ContributorsSnapshot;
    if (args.fromSnapshot) {
      const input = path.resolve(cwd, args.fromSnapshot);
      const result = importLegacySnapshot(await readJsonFile(input), args.org);
      snapshot = result.snapshot;
      log(`Imported ${input}.`);
      if (result.excluded.length > 0) {
        log(`Left out automation accounts: ${result.excluded.join(', ')}.`);
      }
    } else {
      const client = createGitHubClient({
        baseUrl: apiUrl,
        token: env.GITHUB_TOKEN || undefined,
        fetchImpl: deps.fetchImpl,
        sleep: deps.sleep,
        retryBaseDelayMs: deps.retryBaseDelayMs,
        searchSpacingMs: deps.searchSpacingMs,
        log,
      });
      snapshot = await collectFromApi(client, {organization: args.org, log});
    }
    const out = path.resolve(cwd, args.out);
    writeSnapshot(out, snapshot);
    log(`Wrote ${out}: ${summarize(snapshot)}.`);
    return 0;
  } catch (error) {
    // The snapshot is validated whole and written in one step at the very end, so any failure leaves it untouched.
    log(
      `contributors:update failed: ${describeFailure(error, URL.canParse(apiUrl) ? new URL(apiUrl).host : apiUrl)}; nothing written.`,
    );
    return 1;
  }
}
