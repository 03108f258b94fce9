import {describe, expect, it} from 'vitest';
import {
  parseRegistrySearch,
  sameFilterState,
  serializeRegistrySearch,
} from '../../../src/pages/registry/_lib/registryUrlState';

describe('parseRegistrySearch', () => {
  it('reads the query and repeated categories', () => {
    expect(parseRegistrySearch('?q=send%20sms&category=communication&category=ai')).toEqual({
      query: 'send sms',
      categories: ['communication', 'ai'],
    });
  });

  it('accepts comma-separated categories, with or without the question mark', () => {
    expect(parseRegistrySearch('category=ai,payments')).toEqual({query: '', categories: ['payments', 'ai']});
  });

  it('ignores unknown and duplicate categories and normalizes case', () => {
    expect(parseRegistrySearch('?category=AI&category=nope&category=ai,,')).toEqual({query: '', categories: ['ai']});
  });

  it('returns the empty state for an empty search', () => {
    expect(parseRegistrySearch('')).toEqual({query: '', categories: []});
  });
});

describe('serializeRegistrySearch', () => {
  it('writes repeated category parameters in canonical order', () => {
    expect(serializeRegistrySearch({query: 'pay', categories: ['ai', 'payments']})).toBe(
      '?q=pay&category=payments&category=ai',
    );
  });

  it('writes nothing for the empty state', () => {
    expect(serializeRegistrySearch({query: '  ', categories: []})).toBe('');
  });

  it('keeps unrelated parameters', () => {
    expect(serializeRegistrySearch({query: 'x', categories: []}, '?utm_source=mail&q=old&category=ai')).toBe(
      '?utm_source=mail&q=x',
    );
  });

  it('round-trips through parse', () => {
    const state = {query: 'Google & Co', categories: ['cloud', 'ai'] as const};
    const parsed = parseRegistrySearch(
      serializeRegistrySearch({query: state.query, categories: [...state.categories]}),
    );
    expect(parsed).toEqual({query: 'Google & Co', categories: ['cloud', 'ai']});
    expect(sameFilterState(parsed, {query: 'Google & Co', categories: ['cloud', 'ai']})).toBe(true);
    expect(sameFilterState(parsed, {query: 'Google & Co', categories: ['cloud']})).toBe(false);
  });
});
