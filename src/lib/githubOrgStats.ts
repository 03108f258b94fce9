/**
 * Reads the GitHub organisation's public statistics for the navbar button.
 * One request per browser tab every few minutes: the answer is kept in
 * sessionStorage (GitHub allows 60 unauthenticated calls an hour per address)
 * and concurrent callers share one in-flight request.
 */
export interface OrgStats {
  followers: number;
  publicRepos: number;
}

export const ORG_STATS_CACHE_KEY = 'utcp.githubOrgStats';
export const ORG_STATS_CACHE_TTL_MS = 10 * 60 * 1000;

const EMPTY_STATS: OrgStats = {followers: 0, publicRepos: 0};

interface CachedStats {
  savedAt: number;
  stats: OrgStats;
}

function readCache(now: number): OrgStats | null {
  try {
    const raw = window.sessionStorage.getItem(ORG_STATS_CACHE_KEY);
    if (!raw) {
      return null;
    }
    const cached = JSON.parse(raw) as CachedStats;
    if (typeof cached.savedAt !== 'number' || now - cached.savedAt > ORG_STATS_CACHE_TTL_MS) {
      return null;
    }
    return parseStats(cached.stats);
  } catch {
    // Storage can be disabled or full; the button then simply asks GitHub.
    return null;
  }
}

function writeCache(stats: OrgStats, now: number): void {
  try {
    const entry: CachedStats = {savedAt: now, stats};
    window.sessionStorage.setItem(ORG_STATS_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // Ignored on purpose: a storage failure only costs one more request.
  }
}

function toCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

function parseStats(value: unknown): OrgStats {
  const record = (value ?? {}) as Record<string, unknown>;
  return {
    followers: toCount(record.followers),
    publicRepos: toCount(record.publicRepos ?? record.public_repos),
  };
}

let inFlight: Promise<OrgStats> | null = null;

export function fetchOrgStats(apiUrl: string, fetchImpl: typeof fetch = fetch): Promise<OrgStats> {
  const cached = readCache(Date.now());
  if (cached) {
    return Promise.resolve(cached);
  }
  if (!inFlight) {
    inFlight = fetchImpl(apiUrl, {headers: {Accept: 'application/vnd.github+json'}})
      .then(async (response) => {
        if (!response.ok) {
          throw new Error(`GitHub answered ${response.status} for ${apiUrl}`);
        }
        const stats = parseStats(await response.json());
        writeCache(stats, Date.now());
        return stats;
      })
      .catch((error: unknown) => {
        console.error('Could not load the GitHub organisation statistics:', error);
        return EMPTY_STATS;
      })
      .finally(() => {
        inFlight = null;
      });
  }
  return inFlight;
}
