import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {runContributorsUpdate, parseArgs} from '../../../scripts/contributors/cli';
import {createGitHubClient, GitHubApiError, RateLimitError} from '../../../scripts/contributors/githubClient';
import {importLegacySnapshot, LegacySnapshotError} from '../../../scripts/contributors/importSnapshot';
import {parseContributorsSnapshot} from '../../../src/data/contributors/validate';
import {sequence, startMockGitHub, type MockGitHub} from '../../support/mockGitHub';

const FIXTURE = path.join(__dirname, '..', '..', 'fixtures', 'contributors-legacy-export.json');
// The saved export sits beside the repository (../shared) on the team's machines; CONTRIBUTORS_EXPORT overrides.
const SHARED_EXPORT =
  process.env.CONTRIBUTORS_EXPORT ??
  path.join(__dirname, '..', '..', '..', '..', 'shared', 'data', 'contributors-snapshot-2025-11-07.json');
const COMMITTED = path.join(__dirname, '..', '..', '..', 'src', 'data', 'contributors', 'snapshot.json');

function search(login: string): string {
  return `/search/issues?q=${encodeURIComponent(`org:acme-tools is:pr reviewed-by:${login} -author:${login}`)}&per_page=1`;
}

const ADA_WEEK = 1_760_000_000; // 2025-10-09
const GRACE_WEEK = 1_755_000_000; // 2025-08-12

let mock: MockGitHub;
let outDir: string;
const delays: number[] = [];
const logs: string[] = [];
const deps = {
  sleep: async (ms: number) => {
    delays.push(ms);
  },
  // Octokit spaces search requests by 2 s in real time; not needed against the mock.
  searchSpacingMs: 0,
  log: (message: string) => logs.push(message),
};

beforeEach(() => {
  delays.length = 0;
  logs.length = 0;
  outDir = mkdtempSync(path.join(tmpdir(), 'contributors-'));
});

afterEach(async () => {
  await mock?.close();
  rmSync(outDir, {recursive: true, force: true});
});

describe('contributors:update against a mock GitHub API', () => {
  async function startOrganization(
    statsAnswers = sequence({status: 202, body: {}}, {status: 202, body: {}}, {body: pythonStats()}),
  ) {
    mock = await startMockGitHub({
      '/orgs/acme-tools/repos?type=public&per_page=100': (_request, base) => ({
        headers: {
          link: `<${base}/orgs/acme-tools/repos?type=public&per_page=100&page=2>; rel="next", <${base}/orgs/acme-tools/repos?type=public&per_page=100&page=2>; rel="last"`,
        },
        body: [
          {name: 'sdk-python', fork: false},
          {name: 'forked-lib', fork: true},
        ],
      }),
      '/orgs/acme-tools/repos?type=public&per_page=100&page=2': () => ({body: [{name: 'spec', fork: false}]}),
      '/repos/acme-tools/sdk-python/contributors?per_page=100': (_request, base) => ({
        headers: {link: `<${base}/repos/acme-tools/sdk-python/contributors?per_page=100&page=2>; rel="next"`},
        body: [
          {login: 'ada', type: 'User', contributions: 30},
          {login: 'github-actions[bot]', type: 'Bot', contributions: 5},
        ],
      }),
      '/repos/acme-tools/sdk-python/contributors?per_page=100&page=2': () => ({
        body: [{login: 'grace', type: 'User', contributions: 2}],
      }),
      '/repos/acme-tools/sdk-python/stats/contributors': statsAnswers,
      '/repos/acme-tools/spec/contributors?per_page=100': () => ({
        body: [{login: 'grace', type: 'User', contributions: 4}],
      }),
      '/repos/acme-tools/spec/stats/contributors': () => ({
        body: [{author: {login: 'grace', type: 'User'}, total: 4, weeks: [{w: GRACE_WEEK, a: 300, d: 100, c: 4}]}],
      }),
      '/users/ada': () => ({
        body: {
          login: 'ada',
          name: 'Ada Lovelace',
          type: 'User',
          avatar_url: 'https://avatars.example.test/ada.png',
          html_url: 'https://github.com/ada',
        },
      }),
      '/users/grace': () => ({
        body: {
          login: 'grace',
          name: null,
          type: 'User',
          avatar_url: 'https://avatars.example.test/grace.png',
          html_url: 'https://github.com/grace',
        },
      }),
      [search('ada')]: () => ({body: {total_count: 7}}),
      [search('grace')]: () => ({body: {total_count: 0}}),
    });
  }

  function pythonStats() {
    return [
      {author: {login: 'grace', type: 'User'}, total: 2, weeks: [{w: GRACE_WEEK - 604_800 * 8, a: 50, d: 5, c: 2}]},
      {
        author: {login: 'ada', type: 'User'},
        total: 30,
        weeks: [
          {w: ADA_WEEK - 604_800, a: 400, d: 100, c: 12},
          {w: ADA_WEEK, a: 600, d: 100, c: 18},
          {w: ADA_WEEK + 604_800, a: 0, d: 0, c: 0},
        ],
      },
      {author: {login: 'github-actions[bot]', type: 'Bot'}, total: 5, weeks: [{w: ADA_WEEK, a: 9000, d: 9000, c: 5}]},
    ];
  }

  async function run(env: Record<string, string> = {}) {
    const out = path.join(outDir, 'snapshot.json');
    const code = await runContributorsUpdate(
      ['--org', 'acme-tools', '--out', out],
      {GITHUB_API_URL: mock.baseUrl, ...env},
      deps,
    );
    return {code, out};
  }

  it('follows pagination, waits out 202 answers and writes a valid snapshot', async () => {
    await startOrganization();
    const {code, out} = await run({GITHUB_TOKEN: 'test-token'});
    expect(code, logs.join('\n')).toBe(0);

    const snapshot = parseContributorsSnapshot(JSON.parse(readFileSync(out, 'utf8')));
    expect(snapshot.organization).toBe('acme-tools');
    expect(snapshot.source).toBe('github-api');
    expect(snapshot.contributors).toEqual([
      {
        login: 'ada',
        name: 'Ada Lovelace',
        profileUrl: 'https://github.com/ada',
        avatarUrl: 'https://avatars.example.test/ada.png',
        repositories: ['sdk-python'],
        additions: 1000,
        deletions: 200,
        commits: 30,
        reviews: 7,
        lastActivity: new Date(ADA_WEEK * 1000).toISOString().replace('.000Z', 'Z'),
      },
      {
        login: 'grace',
        name: null,
        profileUrl: 'https://github.com/grace',
        avatarUrl: 'https://avatars.example.test/grace.png',
        // The repository with most of her lines comes first.
        repositories: ['spec', 'sdk-python'],
        additions: 350,
        deletions: 105,
        commits: 6,
        reviews: 0,
        lastActivity: new Date(GRACE_WEEK * 1000).toISOString().replace('.000Z', 'Z'),
      },
    ]);

    // Both pages of repositories and of contributors were read; the fork was skipped.
    expect(mock.count('/orgs/acme-tools/repos?type=public&per_page=100&page=2')).toBe(1);
    expect(mock.count('/repos/acme-tools/sdk-python/contributors?per_page=100&page=2')).toBe(1);
    expect(mock.requests.some((request) => request.path.includes('forked-lib'))).toBe(false);
    // Two 202 answers, then the statistics: two retries with growing delays.
    expect(mock.count('/repos/acme-tools/sdk-python/stats/contributors')).toBe(3);
    expect(delays).toEqual([1000, 2000]);
    // The bot was never looked up.
    expect(mock.requests.some((request) => request.path.includes('bot'))).toBe(false);
  });

  it('sends the token as a bearer header on every request', async () => {
    await startOrganization();
    await run({GITHUB_TOKEN: 'test-token'});
    expect(mock.requests.length).toBeGreaterThan(10);
    for (const request of mock.requests) {
      expect(request.headers.authorization, request.path).toBe('Bearer test-token');
      expect(request.headers.accept).toBe('application/vnd.github+json');
    }
  });

  it('sends no authorization header without a token', async () => {
    await startOrganization();
    const {code} = await run();
    expect(code).toBe(0);
    expect(mock.requests.every((request) => request.headers.authorization === undefined)).toBe(true);
  });

  it('stops with a clear message when the rate limit resets too far ahead, and writes nothing', async () => {
    const resetIn = Math.floor(Date.now() / 1000) + 45 * 60;
    await startOrganization(() => ({
      status: 403,
      headers: {'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(resetIn)},
      body: {message: 'API rate limit exceeded'},
    }));
    const {code, out} = await run();
    expect(code).toBe(1);
    const message = logs.join('\n');
    expect(message).toContain('rate limit is used up');
    expect(message).toContain(new Date(resetIn * 1000).toISOString().slice(0, 16));
    expect(message).toContain('GITHUB_TOKEN');
    expect(mock.count('/repos/acme-tools/sdk-python/stats/contributors')).toBe(1);
    expect(delays).toEqual([]);
    expect(existsSync(out)).toBe(false);
  });

  it('waits for a rate limit that resets soon, then carries on', async () => {
    const resetSoon = Math.floor(Date.now() / 1000) + 5;
    await startOrganization(
      sequence(
        {
          status: 429,
          headers: {'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(resetSoon)},
          body: {message: 'slow down'},
        },
        {body: pythonStats()},
      ),
    );
    const {code} = await run();
    expect(code, logs.join('\n')).toBe(0);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThan(3000);
    expect(delays[0]).toBeLessThanOrEqual(7000);
    expect(mock.count('/repos/acme-tools/sdk-python/stats/contributors')).toBe(2);
  });
});

describe('GitHub client', () => {
  it("retries server errors (Octokit's retry plugin)", async () => {
    mock = await startMockGitHub({
      '/flaky': sequence({status: 502, body: {message: 'Bad gateway'}}, {status: 503, body: {}}, {body: {ok: true}}),
    });
    const client = createGitHubClient({baseUrl: mock.baseUrl, sleep: deps.sleep, retryBaseDelayMs: 1});
    await expect(client.getJson('/flaky')).resolves.toEqual({ok: true});
    expect(mock.count('/flaky')).toBe(3);
  });

  it('gives up after the last retry', async () => {
    mock = await startMockGitHub({'/down': () => ({status: 500, body: {message: 'Server error'}})});
    const client = createGitHubClient({baseUrl: mock.baseUrl, sleep: deps.sleep, maxRetries: 2, retryBaseDelayMs: 1});
    const failure = client.getJson('/down');
    await expect(failure).rejects.toBeInstanceOf(GitHubApiError);
    await expect(failure).rejects.toThrow(/500 for \/down 3 times/);
    expect(mock.count('/down')).toBe(3);
  });

  it('reports a rate limit as RateLimitError with its reset time', async () => {
    const reset = Math.floor(Date.now() / 1000) + 3600;
    mock = await startMockGitHub({
      '/limited': () => ({
        status: 403,
        headers: {'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset)},
        body: {},
      }),
    });
    const client = createGitHubClient({baseUrl: mock.baseUrl, token: 't', sleep: deps.sleep});
    const error = await client.getJson('/limited').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).resetAt.getTime()).toBeGreaterThanOrEqual(reset * 1000);
    expect((error as Error).message).not.toContain('GITHUB_TOKEN');
  });

  it('treats a 403 without rate-limit headers as an ordinary error', async () => {
    mock = await startMockGitHub({'/private': () => ({status: 403, body: {message: 'Resource not accessible'}})});
    const client = createGitHubClient({baseUrl: mock.baseUrl, sleep: deps.sleep});
    await expect(client.getJson('/private')).rejects.toThrow('403 for /private: Resource not accessible');
    expect(delays).toEqual([]);
  });

  it('never sends the token to another origin named by a Link header', async () => {
    const other = await startMockGitHub({'/elsewhere': () => ({body: [3]})});
    try {
      mock = await startMockGitHub({
        '/items': () => ({headers: {link: `<${other.baseUrl}/elsewhere>; rel="next"`}, body: [1, 2]}),
      });
      const client = createGitHubClient({baseUrl: mock.baseUrl, token: 'secret'});
      await expect(client.getAllPages('/items')).resolves.toEqual([1, 2, 3]);
      expect(mock.requests[0].headers.authorization).toBe('Bearer secret');
      expect(other.requests[0].headers.authorization).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('contributors:update --from-snapshot', () => {
  it('converts an export of the earlier script into our snapshot', async () => {
    const out = path.join(outDir, 'snapshot.json');
    const code = await runContributorsUpdate(
      ['--from-snapshot', FIXTURE, '--out', out, '--org', 'acme-tools'],
      {},
      deps,
    );
    expect(code, logs.join('\n')).toBe(0);
    expect(logs.join('\n')).toContain('Left out automation accounts: actions-user');
    const snapshot = parseContributorsSnapshot(JSON.parse(readFileSync(out, 'utf8')));
    expect(snapshot.generatedAt).toBe('2025-10-01T12:00:00.000Z');
    expect(snapshot.source).toBe('imported-snapshot');
    expect(snapshot.contributors.map((contributor) => contributor.login)).toEqual(['ada', 'grace']);
    expect(snapshot.contributors[0]).toMatchObject({
      name: 'Ada Lovelace',
      commits: 30,
      reviews: 7,
      additions: 1000,
      deletions: 200,
    });
    // A name that only repeats the login is not a name.
    expect(snapshot.contributors[1]).toMatchObject({name: null, commits: 4});
  });

  it('rejects an export whose totals do not add up', () => {
    const raw = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    raw.contributors[0].total_changes = 999;
    expect(() => importLegacySnapshot(raw, 'acme-tools')).toThrow(LegacySnapshotError);
    expect(() => importLegacySnapshot(raw, 'acme-tools')).toThrow('contributors[0].total_changes (999)');
  });

  it('rejects a file that is not an export', () => {
    expect(() => importLegacySnapshot([1, 2], 'acme-tools')).toThrow(LegacySnapshotError);
    expect(() => importLegacySnapshot({contributors: 'none'}, 'acme-tools')).toThrow(/generated_at/);
  });

  it('fails with the usage text on an unknown option', async () => {
    expect(() => parseArgs(['--from-snapshot'])).toThrow('--from-snapshot needs a value');
    expect(await runContributorsUpdate(['--frobnicate'], {}, deps)).toBe(1);
    expect(logs.join('\n')).toContain('Usage: npm run contributors:update');
  });

  it.runIf(existsSync(SHARED_EXPORT))(
    'produced the committed snapshot from the saved export of 2025-11-07',
    async () => {
      const out = path.join(outDir, 'snapshot.json');
      expect(await runContributorsUpdate(['--from-snapshot', SHARED_EXPORT, '--out', out], {}, deps)).toBe(0);
      expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(JSON.parse(readFileSync(COMMITTED, 'utf8')));
    },
  );
});

describe('contributors:update never loses data', () => {
  const PREVIOUS = '{"kept": "the snapshot of the last good run"}\n';

  function previousSnapshot(): string {
    const out = path.join(outDir, 'snapshot.json');
    writeFileSync(out, PREVIOUS);
    return out;
  }

  function leftovers(): string[] {
    return readdirSync(outDir).filter((name) => name !== 'snapshot.json');
  }

  it('says which host it could not reach when the network is down, and writes nothing', async () => {
    const out = previousSnapshot();
    const refused = await startMockGitHub({});
    const deadUrl = refused.baseUrl;
    await refused.close();
    const code = await runContributorsUpdate(
      ['--org', 'acme-tools', '--out', out],
      {GITHUB_API_URL: deadUrl},
      {
        ...deps,
        retryBaseDelayMs: 1,
      },
    );
    expect(code).toBe(1);
    expect(logs.at(-1)).toBe(
      `contributors:update failed: could not reach ${new URL(deadUrl).host} (ECONNREFUSED); nothing written.`,
    );
    expect(readFileSync(out, 'utf8')).toBe(PREVIOUS);
    expect(leftovers()).toEqual([]);
  });

  it('leaves the snapshot untouched when an answer midway is malformed', async () => {
    const out = previousSnapshot();
    mock = await startMockGitHub({
      '/orgs/acme-tools/repos?type=public&per_page=100': () => ({body: [{name: 'spec', fork: false}]}),
      '/repos/acme-tools/spec/contributors?per_page=100': () => ({
        body: [{login: 'grace', type: 'User', contributions: 4}],
      }),
      '/repos/acme-tools/spec/stats/contributors': () => ({
        body: [{author: {login: 'grace', type: 'User'}, total: 4, weeks: [{w: GRACE_WEEK, a: 300, d: 100, c: 4}]}],
      }),
      // The last lookup of the run answers with a profile that has no URLs.
      '/users/grace': () => ({body: {login: 'grace', type: 'User'}}),
      [search('grace')]: () => ({body: {total_count: 0}}),
    });
    const code = await runContributorsUpdate(
      ['--org', 'acme-tools', '--out', out],
      {GITHUB_API_URL: mock.baseUrl},
      deps,
    );
    expect(code).toBe(1);
    expect(mock.count('/users/grace')).toBe(1);
    expect(logs.at(-1)).toMatch(
      /^contributors:update failed: Invalid contributors snapshot:.+profileUrl.+; nothing written\.$/s,
    );
    expect(readFileSync(out, 'utf8')).toBe(PREVIOUS);
    expect(leftovers()).toEqual([]);
  });

  it('leaves the snapshot untouched when GitHub keeps failing after some pages were read', async () => {
    const out = previousSnapshot();
    mock = await startMockGitHub({
      '/orgs/acme-tools/repos?type=public&per_page=100': (_request, base) => ({
        headers: {link: `<${base}/orgs/acme-tools/repos?type=public&per_page=100&page=2>; rel="next"`},
        body: [{name: 'spec', fork: false}],
      }),
      '/orgs/acme-tools/repos?type=public&per_page=100&page=2': () => ({status: 502, body: {message: 'Bad gateway'}}),
    });
    const code = await runContributorsUpdate(
      ['--org', 'acme-tools', '--out', out],
      {GITHUB_API_URL: mock.baseUrl},
      {...deps, retryBaseDelayMs: 1},
    );
    expect(code).toBe(1);
    // Octokit retried the page before giving up.
    expect(mock.count('/orgs/acme-tools/repos?type=public&per_page=100&page=2')).toBe(6);
    expect(logs.at(-1)).toMatch(/502 for \/orgs\/acme-tools\/repos 6 times in a row.*; nothing written\.$/);
    expect(readFileSync(out, 'utf8')).toBe(PREVIOUS);
  });
});
