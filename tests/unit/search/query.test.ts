import {describe, expect, it} from 'vitest';
import type {PagefindApi, PagefindResult} from '../../../src/plugins/search/lib/pagefind';
import {rankedResults} from '../../../src/plugins/search/lib/query';
import {isStopWord} from '../../../src/plugins/search/lib/stopWords';

/** A Pagefind stand-in that records every term searched and finds one page holding every word. */
function recordingApi(): {api: PagefindApi; searched: string[]} {
  const searched: string[] = [];
  const result: PagefindResult = {
    id: 'introduction',
    score: 1,
    words: [1],
    data: () => Promise.reject(new Error('unused')),
  };
  const api: PagefindApi = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    search: (term) => {
      searched.push(term);
      return Promise.resolve({results: [result]});
    },
  };
  return {api, searched};
}

describe('rankedResults', () => {
  it('searches a question by its words, never by its stop words', async () => {
    const {api, searched} = recordingApi();
    const results = await rankedResults(api, {
      term: 'does utcp need a proxy or wrapper server',
      version: '1.0',
      filter: 'all',
    });
    expect(results.map((result) => result.id)).toEqual(['introduction']);
    expect(searched.length).toBeGreaterThan(0);
    // Every index chunk Pagefind loads is that of a searched word: a stop word would cost one more.
    const words = new Set(searched.flatMap((term) => term.split(/\s+/)));
    expect([...words].filter((word) => isStopWord(word))).toEqual([]);
    expect(words).toContain('proxy');
  });

  it('searches a query of subject words whole', async () => {
    const {api, searched} = recordingApi();
    await rankedResults(api, {term: 'streamable http', version: '1.0', filter: 'all'});
    expect(searched).toContain('streamable http');
  });
});
