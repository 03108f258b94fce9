/**
 * The GitHub REST client of the contributors update: Octokit, with
 * plugin-retry for server errors and plugin-throttling for rate limits, and
 * pagination by Link headers. Our code decides only what Octokit leaves to
 * its user: whether a rate limit is short enough to wait for, the 202
 * "statistics are being computed" answer (a success to Octokit, a retry to
 * us), and readable errors. Waits for rate limits and 202 answers go through
 * `sleep` and the fetch is injected, so tests run against a local mock server
 * without waiting.
 */
import {Octokit} from '@octokit/rest';
import {retry} from '@octokit/plugin-retry';
import {throttling} from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck';

export interface GitHubClientOptions {
  /** API root, e.g. https://api.github.com (env GITHUB_API_URL). */
  baseUrl: string;
  /** Sent as a bearer token (env GITHUB_TOKEN); only to the API root's origin. */
  token?: string;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** A rate-limit reset further away than this stops the run instead of waiting. */
  maxRateLimitWaitMs?: number;
  /** Retries after a 5xx or 202 answer (or a failed connection) before giving up. */
  maxRetries?: number;
  /**
   * Unit of the retry delays: 202 answers wait 1, 2, 4... units; server
   * errors and failed connections 1, 4, 9... (Octokit's retry plugin).
   */
  retryBaseDelayMs?: number;
  /** Least time between two search requests (Octokit's default: 2 s, for the search API's 30 a minute). */
  searchSpacingMs?: number;
  log?: (message: string) => void;
}

export class GitHubApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
  ) {
    super(message);
    this.name = 'GitHubApiError';
  }
}

export class RateLimitError extends Error {
  constructor(
    message: string,
    readonly resetAt: Date,
  ) {
    super(message);
    this.name = 'RateLimitError';
  }
}

const MAX_RATE_LIMIT_WAITS = 3;
/** Octokit's retry plugin's list plus 429, which is plugin-throttling's to handle. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];

const GitHub = Octokit.plugin(retry, throttling);

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What Octokit throws for an HTTP error or a failed connection (a RequestError). */
function isRequestError(error: unknown): error is Error & {status: number; cause?: unknown} {
  return error instanceof Error && typeof (error as {status?: unknown}).status === 'number';
}

export function createGitHubClient(options: GitHubClientOptions) {
  const {
    token,
    fetchImpl = fetch,
    sleep = defaultSleep,
    now = Date.now,
    maxRateLimitWaitMs = 90_000,
    maxRetries = 5,
    retryBaseDelayMs = 1_000,
    searchSpacingMs = 2_000,
    log = () => undefined,
  } = options;
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  /** Set when plugin-throttling asks whether to wait and we decline; reported in place of Octokit's error. */
  let declinedRateLimit: {path: string; waitMs: number} | undefined;

  // A Link header could point anywhere; the token only goes to the API's own origin.
  const fetchToApiOnly: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== base.origin && init?.headers) {
      const headers = new Headers(init.headers);
      headers.delete('authorization');
      return fetchImpl(input, {...init, headers});
    }
    return fetchImpl(input, init);
  };

  const onRateLimit = async (
    retryAfterSeconds: number,
    request: {url: string},
    _octokit: unknown,
    retryCount: number,
  ) => {
    const wait = retryAfterSeconds * 1000;
    if (wait > maxRateLimitWaitMs || retryCount >= MAX_RATE_LIMIT_WAITS) {
      declinedRateLimit = {path: new URL(request.url, base).pathname, waitMs: wait};
      return false;
    }
    log(`Rate limit reached; waiting ${retryAfterSeconds} s until it resets.`);
    await sleep(wait);
    return true;
  };

  const octokit = new GitHub({
    baseUrl: base.href.replace(/\/$/, ''),
    userAgent: 'utcp-website-contributors-update',
    request: {fetch: fetchToApiOnly},
    // Octokit logs every failed attempt; the update reports the outcome once.
    log: {debug: () => undefined, info: () => undefined, warn: log, error: () => undefined},
    retry: {retries: maxRetries, retryAfterBaseValue: retryBaseDelayMs, doNotRetry: DO_NOT_RETRY},
    // onRateLimit waits itself (through `sleep`), so the plugin adds no delay of its own.
    throttle: {
      onRateLimit,
      onSecondaryRateLimit: onRateLimit,
      retryAfterBaseValue: 0,
      search: new Bottleneck.Group({maxConcurrent: 1, minTime: searchSpacingMs}),
    },
  });
  octokit.hook.before('request', (request) => {
    request.headers.accept = 'application/vnd.github+json';
    request.headers['x-github-api-version'] = '2022-11-28';
    // Octokit's own token auth would write `token …`; GitHub documents `Bearer …` for every token kind.
    if (token) request.headers.authorization = `Bearer ${token}`;
  });

  /** Octokit's errors, said for a maintainer: which path, what status, how many attempts. */
  function readable(error: unknown, path: string): unknown {
    if (declinedRateLimit) {
      const {path: limitedPath, waitMs} = declinedRateLimit;
      declinedRateLimit = undefined;
      const resetHeader = Number(
        (error as {response?: {headers?: Record<string, string>}}).response?.headers?.['x-ratelimit-reset'],
      );
      const resetAt = resetHeader > 0 ? new Date(resetHeader * 1000) : new Date(now() + waitMs);
      const minutes = Math.ceil(waitMs / 60_000);
      return new RateLimitError(
        `GitHub's rate limit is used up (${limitedPath}); it resets at ${resetAt.toISOString()}, ` +
          `in about ${minutes} minute${minutes === 1 ? '' : 's'}. ` +
          (token
            ? 'Run the update again after that time.'
            : 'Set GITHUB_TOKEN to get 5,000 requests an hour instead of 60, or run the update again after that time.'),
        resetAt,
      );
    }
    if (!isRequestError(error) || error.cause !== undefined) {
      return error; // A failed connection: describeFailure names the host and the error code.
    }
    const url = new URL(path.replace(/^\//, ''), base);
    const attempts = error.status >= 500 ? ` ${maxRetries + 1} times in a row` : '';
    return new GitHubApiError(
      `GitHub answered ${error.status} for ${url.pathname}${attempts}: ${error.message}`,
      error.status,
      url.href,
    );
  }

  async function getJson<T>(path: string): Promise<T> {
    for (let retries = 0; ; retries += 1) {
      let response;
      try {
        response = await octokit.request(`GET ${path}`);
      } catch (error) {
        throw readable(error, path);
      }
      if (response.status !== 202) {
        // 204 No Content: e.g. the statistics of an empty repository.
        return (response.status === 204 ? null : response.data) as T;
      }
      const {pathname} = new URL(path.replace(/^\//, ''), base);
      if (retries >= maxRetries) {
        throw new GitHubApiError(
          `GitHub was still computing ${pathname} after ${retries + 1} attempts; run the update again in a few minutes.`,
          202,
          response.url,
        );
      }
      const delay = retryBaseDelayMs * 2 ** retries;
      log(`${pathname} answered 202; retry ${retries + 1} of ${maxRetries} in ${delay} ms.`);
      await sleep(delay);
    }
  }

  /** Every item of a paginated list, following rel="next" links to the end. */
  async function getAllPages<T>(path: string): Promise<T[]> {
    try {
      return (await octokit.paginate(`GET ${path}`)) as T[];
    } catch (error) {
      throw readable(error, path);
    }
  }

  return {getJson, getAllPages};
}

export type GitHubClient = ReturnType<typeof createGitHubClient>;
