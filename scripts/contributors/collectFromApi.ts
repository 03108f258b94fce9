import type {ContributorRecord, ContributorsSnapshot} from '../../src/data/contributors/types';
import type {GitHubClient} from './githubClient';
import {finalizeSnapshot, isAutomationAccount} from './snapshot';

/**
 * Reads the organization's figures from the GitHub REST API:
 *  1. /orgs/{org}/repos                       the public repositories (forks skipped: their history is upstream's)
 *  2. /repos/{org}/{repo}/contributors        who committed, and how many commits
 *  3. /repos/{org}/{repo}/stats/contributors  weekly additions, deletions and commits per author (202 while computing)
 *  4. /users/{login}                          name, avatar, profile link, account type
 *  5. /search/issues?q=...reviewed-by:{login} reviews given on other people's pull requests
 */

interface ApiRepository {
  name: string;
  fork: boolean;
}

interface ApiContributor {
  login?: string;
  type?: string;
  contributions: number;
}

interface ApiContributorStats {
  author: {login: string; type?: string} | null;
  total: number;
  weeks: {w: number; a: number; d: number; c: number}[];
}

interface ApiUser {
  login: string;
  name: string | null;
  avatar_url: string;
  html_url: string;
  type?: string;
}

interface Tally {
  login: string;
  additions: number;
  deletions: number;
  commits: number;
  /** Start (Unix seconds) of the latest week with a commit. */
  lastWeek: number | null;
  linesByRepository: Map<string, number>;
}

export interface CollectOptions {
  organization: string;
  /** The time written as generatedAt; defaults to now. */
  generatedAt?: string;
  log?: (message: string) => void;
}

function tallyFor(tallies: Map<string, Tally>, login: string): Tally {
  const key = login.toLowerCase();
  let tally = tallies.get(key);
  if (!tally) {
    tally = {login, additions: 0, deletions: 0, commits: 0, lastWeek: null, linesByRepository: new Map()};
    tallies.set(key, tally);
  }
  return tally;
}

export async function collectFromApi(client: GitHubClient, options: CollectOptions): Promise<ContributorsSnapshot> {
  const {organization, log = () => undefined} = options;
  const generatedAt = options.generatedAt ?? new Date().toISOString();
  const org = encodeURIComponent(organization);

  const repositories = (await client.getAllPages<ApiRepository>(`/orgs/${org}/repos?type=public&per_page=100`)).filter(
    (repository) => !repository.fork,
  );
  log(`${repositories.length} repositories in ${organization}.`);

  const tallies = new Map<string, Tally>();
  for (const repository of repositories) {
    const repo = `/repos/${org}/${encodeURIComponent(repository.name)}`;
    const contributors = await client.getAllPages<ApiContributor>(`${repo}/contributors?per_page=100`);
    const stats = (await client.getJson<ApiContributorStats[] | null>(`${repo}/stats/contributors`)) ?? [];

    for (const contributor of contributors) {
      if (contributor.login && !isAutomationAccount(contributor.login, contributor.type)) {
        const tally = tallyFor(tallies, contributor.login);
        tally.commits += contributor.contributions;
        tally.linesByRepository.set(repository.name, tally.linesByRepository.get(repository.name) ?? 0);
      }
    }
    for (const entry of stats) {
      if (!entry.author || isAutomationAccount(entry.author.login, entry.author.type)) {
        continue;
      }
      const tally = tallyFor(tallies, entry.author.login);
      let lines = 0;
      for (const week of entry.weeks) {
        tally.additions += week.a;
        tally.deletions += week.d;
        lines += week.a + week.d;
        if (week.c > 0 && (tally.lastWeek === null || week.w > tally.lastWeek)) {
          tally.lastWeek = week.w;
        }
      }
      if (!contributors.some((contributor) => contributor.login?.toLowerCase() === entry.author!.login.toLowerCase())) {
        tally.commits += entry.total;
      }
      tally.linesByRepository.set(repository.name, (tally.linesByRepository.get(repository.name) ?? 0) + lines);
    }
    log(`${repository.name}: ${contributors.length} contributors.`);
  }

  const records: ContributorRecord[] = [];
  for (const tally of tallies.values()) {
    const user = await client.getJson<ApiUser>(`/users/${encodeURIComponent(tally.login)}`);
    if (isAutomationAccount(user.login, user.type)) {
      continue;
    }
    const query = `org:${organization} is:pr reviewed-by:${user.login} -author:${user.login}`;
    const search = await client.getJson<{total_count: number}>(
      `/search/issues?q=${encodeURIComponent(query)}&per_page=1`,
    );
    const repositoriesByLines = [...tally.linesByRepository.entries()]
      .sort(([nameA, linesA], [nameB, linesB]) => linesB - linesA || nameA.localeCompare(nameB, 'en'))
      .map(([name]) => name);
    records.push({
      login: user.login,
      name: user.name && user.name.trim() !== '' && user.name !== user.login ? user.name.trim() : null,
      profileUrl: user.html_url,
      avatarUrl: user.avatar_url,
      repositories: repositoriesByLines,
      additions: tally.additions,
      deletions: tally.deletions,
      commits: tally.commits,
      reviews: search.total_count,
      // The statistics are weekly: the week's start stands for its last commit.
      lastActivity:
        tally.lastWeek === null ? null : new Date(tally.lastWeek * 1000).toISOString().replace('.000Z', 'Z'),
    });
  }
  log(`${records.length} people after leaving out automation accounts.`);

  return finalizeSnapshot({organization, generatedAt, source: 'github-api', contributors: records});
}
