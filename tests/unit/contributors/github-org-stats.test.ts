/**
 * The navbar's followers count asks GitHub's API at most once per tab every ten minutes: the answer is
 * kept in sessionStorage (the legal notice, about/impressum.md, tells readers so).
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {fetchOrgStats, ORG_STATS_CACHE_TTL_MS} from '../../../src/lib/githubOrgStats';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value)};
}

describe('fetchOrgStats', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {sessionStorage: memoryStorage()});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks GitHub once, then again only when the kept answer is older than ten minutes', async () => {
    const fetchStub = vi.fn(async () => Response.json({followers: 7, public_repos: 2}));
    const ask = () => fetchOrgStats('https://api.github.com/orgs/x', fetchStub as unknown as typeof fetch);
    expect(await ask()).toEqual({followers: 7, publicRepos: 2});
    vi.advanceTimersByTime(ORG_STATS_CACHE_TTL_MS);
    await ask();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await ask();
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(ORG_STATS_CACHE_TTL_MS).toBe(10 * 60 * 1000);
  });
});
