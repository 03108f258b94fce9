import {describe, expect, it} from 'vitest';
import {SYNONYMS} from '../../../src/plugins/search/lib/synonyms';
import {STOP_WORDS, isStopWord} from '../../../src/plugins/search/lib/stopWords';
import {hasStopWords, questionConcepts, queryWords} from '../../../src/plugins/search/lib/questions';
import {parseExcerpt} from '../../../src/plugins/search/lib/excerpt';
import {nearestWords, NEAR_WORDS} from '../../../src/plugins/search/lib/wordRanking';
import {separateCells} from '../../../src/plugins/search/separateCells.mjs';

describe('SYNONYMS', () => {
  it('maps lower-case words or phrases to words of the site, never to themselves alone or to stop words', () => {
    expect(Object.keys(SYNONYMS).length).toBeGreaterThan(10);
    for (const [key, values] of Object.entries(SYNONYMS)) {
      expect(key, key).toBe(key.toLowerCase().trim());
      expect(isStopWord(key), key).toBe(false);
      expect(values.length, key).toBeGreaterThan(0);
      expect(values, key).not.toEqual([key]);
      for (const value of values) {
        expect(value, `${key} → ${value}`).toBe(value.toLowerCase().trim());
        expect(isStopWord(value), `${key} → ${value}`).toBe(false);
      }
    }
  });

  it('holds the reader words the site does not use', () => {
    expect(SYNONYMS.swagger).toContain('openapi');
    expect(SYNONYMS['model context protocol']).toContain('mcp');
    expect(SYNONYMS.proxy).toContain('wrapper');
    expect(SYNONYMS.wrap).toContain('wrapper');
    expect(SYNONYMS.find).toContain('discovery');
  });
});

describe('questionConcepts', () => {
  it('keeps the words that carry the subject, each with its synonyms', () => {
    expect(questionConcepts('does utcp need a proxy or wrapper server')).toEqual([
      {word: 'utcp', queries: ['utcp']},
      {word: 'proxy', queries: ['proxy', 'wrapper']},
      {word: 'wrapper', queries: ['wrapper']},
      {word: 'server', queries: ['server']},
    ]);
  });

  it('replaces a phrase of the synonyms as a whole', () => {
    expect(questionConcepts('difference with Model Context Protocol?')).toEqual([
      {word: 'model context protocol', queries: ['model context protocol', 'mcp']},
      {word: 'difference', queries: ['difference', 'vs']},
    ]);
  });

  it('reads contractions, typographic apostrophes and comparisons as a reader means them', () => {
    expect(questionConcepts('What’s the difference between UTCP and MCP?')).toEqual([
      {word: 'difference', queries: ['difference', 'vs']},
      {word: 'utcp', queries: ['utcp']},
      {word: 'mcp', queries: ['mcp']},
    ]);
    expect(questionConcepts("why doesn't it work")).toEqual([{word: 'work', queries: ['work']}]);
    expect(questionConcepts('what happened to providers').map((concept) => concept.word)).toEqual(['providers']);
    expect(questionConcepts('why are wrapper servers a bad idea').map((concept) => concept.word)).toEqual([
      'wrapper',
      'servers',
    ]);
  });

  it('keeps names in code whole and tells a question from a topic', () => {
    expect(queryWords('UtcpClient.call_tool()')).toEqual(['utcpclient.call_tool']);
    expect(hasStopWords('how do I call a tool')).toBe(true);
    expect(hasStopWords('streamable http')).toBe(false);
    expect(questionConcepts('how is it')).toEqual([]);
  });
});

describe('stop words in excerpts', () => {
  it('are never marked, while the words of the subject are', () => {
    const segments = parseExcerpt(
      'Put <mark>a</mark> <mark>wrapper</mark> in <mark>the</mark> way of <mark>An</mark> API',
    );
    expect(segments.filter((segment) => segment.highlighted).map((segment) => segment.text)).toEqual(['wrapper']);
    expect(segments.map((segment) => segment.text).join('')).toBe('Put a wrapper in the way of An API');
    expect(STOP_WORDS.has('a') && STOP_WORDS.has('any')).toBe(true);
  });
});

describe('separateCells', () => {
  it('puts a separator between cells, rows and the head and body of a table, as the build writes them', () => {
    expect(
      separateCells(
        '<table><thead><tr><th>Field<th>Default</thead><tbody><tr><td data-label=Field><code>api_key</code><td>required<tr><td>x</table>',
      ),
    ).toBe(
      '<table><thead><tr><th>Field · <th>Default</thead> · <tbody><tr><td data-label=Field><code>api_key</code> · <td>required · <tr><td>x</table>',
    );
    expect(separateCells('<tr><td>a</td><td>b</td></tr>')).toBe('<tr><td>a</td> · <td>b</td></tr>');
  });
});

describe('nearestWords', () => {
  it('counts the rarest words found close together', () => {
    const rarity = [1, 2, 3];
    expect(nearestWords([], rarity)).toBe(0);
    expect(
      nearestWords(
        [
          [0, 0],
          [5, 1],
          [10 + NEAR_WORDS, 2],
        ],
        rarity,
      ),
    ).toBe(3);
    expect(
      nearestWords(
        [
          [0, 0],
          [5, 1],
          [6, 2],
        ],
        rarity,
      ),
    ).toBe(6);
  });
});
