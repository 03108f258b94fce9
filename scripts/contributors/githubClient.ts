/**
 * A small GitHub REST client for the contributors update: JSON GETs with a
 * token, Link-header pagination, waits for short rate-limit resets (and a
 * clear stop for long ones), and retries with exponential backoff for
 * server errors and for the 202 "still computing" answer of the statistics
 * endpoints. Time and fetch are injected so tests run against a local mock
 * server without waiting.
 */

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
  /** Retries after a 5xx or 202 answer before giving up. */
  maxRetries?: number;
  /** First retry delay; each further retry doubles it. */
  retryBaseDelayMs?: number;
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

export interface GitHubResponse<T> {
  status: number;
  data: T;
  headers: Headers;
}

/** The URLs of a Link header by relation: '<u1>; rel="next", <u2>; rel="last"' -> {next: u1, last: u2}. */
export function parseLinkHeader(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  if (!header) {
    return links;
  }
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part.trim());
    if (match) {
      for (const rel of match[2].split(/\s+/)) {
        links[rel] = match[1];
      }
    }
  }
  return links;
}

const MAX_RATE_LIMIT_WAITS = 3;

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
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
    log = () => undefined,
  } = options;
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);

  function resolve(pathOrUrl: string): URL {
    return new URL(pathOrUrl.replace(/^\//, ''), base);
  }

  function headersFor(url: URL): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
      'User-Agent': 'utcp-website-contributors-update',
    };
    // A Link header could point anywhere; the token only goes to the API's own origin.
    if (token && url.origin === base.origin) {
      headers.Authorization = `Bearer ${token}`;
    }
    return headers;
  }

  /** Milliseconds to wait before a rate-limited request may be repeated, or null if this is not a rate limit. */
  function rateLimitWait(response: Response): number | null {
    if (response.status !== 403 && response.status !== 429) {
      return null;
    }
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter !== null && /^\d+$/.test(retryAfter)) {
      return Number(retryAfter) * 1000;
    }
    if (response.headers.get('x-ratelimit-remaining') === '0') {
      const reset = Number(response.headers.get('x-ratelimit-reset'));
      // One extra second: the reset time is given in whole seconds.
      return Number.isFinite(reset) ? Math.max(0, reset * 1000 - now()) + 1000 : Number.POSITIVE_INFINITY;
    }
    return null;
  }

  async function errorText(response: Response): Promise<string> {
    try {
      const body = (await response.json()) as {message?: unknown};
      return typeof body.message === 'string' ? body.message : response.statusText;
    } catch {
      return response.statusText;
    }
  }

  async function get<T>(pathOrUrl: string): Promise<GitHubResponse<T>> {
    const url = resolve(pathOrUrl);
    let retries = 0;
    let rateLimitWaits = 0;
    for (;;) {
      const response = await fetchImpl(url, {headers: headersFor(url)});

      const wait = rateLimitWait(response);
      if (wait !== null) {
        const resetAt = new Date(now() + wait);
        if (wait > maxRateLimitWaitMs || rateLimitWaits >= MAX_RATE_LIMIT_WAITS) {
          const minutes = Math.ceil(wait / 60_000);
          throw new RateLimitError(
            `GitHub's rate limit is used up (${url.pathname}); it resets at ${resetAt.toISOString()}, ` +
              `in about ${minutes} minute${minutes === 1 ? '' : 's'}. ` +
              (token
                ? 'Run the update again after that time.'
                : 'Set GITHUB_TOKEN to get 5,000 requests an hour instead of 60, or run the update again after that time.'),
            resetAt,
          );
        }
        rateLimitWaits += 1;
        log(`Rate limit reached; waiting ${Math.ceil(wait / 1000)} s until it resets.`);
        await sleep(wait);
        continue;
      }

      if (response.status === 202 || response.status >= 500) {
        if (retries >= maxRetries) {
          throw new GitHubApiError(
            response.status === 202
              ? `GitHub was still computing ${url.pathname} after ${retries + 1} attempts; run the update again in a few minutes.`
              : `GitHub answered ${response.status} for ${url.pathname} ${retries + 1} times in a row: ${await errorText(response)}`,
            response.status,
            url.href,
          );
        }
        const delay = retryBaseDelayMs * 2 ** retries;
        retries += 1;
        log(`${url.pathname} answered ${response.status}; retry ${retries} of ${maxRetries} in ${delay} ms.`);
        await response.body?.cancel();
        await sleep(delay);
        continue;
      }

      if (!response.ok) {
        throw new GitHubApiError(
          `GitHub answered ${response.status} for ${url.pathname}: ${await errorText(response)}`,
          response.status,
          url.href,
        );
      }
      // 204 No Content: e.g. the statistics of an empty repository.
      const data = (response.status === 204 ? null : await response.json()) as T;
      return {status: response.status, data, headers: response.headers};
    }
  }

  async function getJson<T>(pathOrUrl: string): Promise<T> {
    return (await get<T>(pathOrUrl)).data;
  }

  /** Every item of a paginated list, following rel="next" links to the end. */
  async function getAllPages<T>(pathOrUrl: string): Promise<T[]> {
    const items: T[] = [];
    let next: string | undefined = pathOrUrl;
    while (next) {
      const page: GitHubResponse<T[] | null> = await get<T[] | null>(next);
      items.push(...(page.data ?? []));
      next = parseLinkHeader(page.headers.get('link')).next;
    }
    return items;
  }

  return {getJson, getAllPages};
}

export type GitHubClient = ReturnType<typeof createGitHubClient>;
