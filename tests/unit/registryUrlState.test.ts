import {describe, expect, it} from 'vitest';
import {parseCategoryValues, sameCategories, sameFilterState} from '../../src/lib/registryUrlState';

describe('parseCategoryValues', () => {
  it('reads repeated values in canonical order', () => {
    expect(parseCategoryValues(['ai', 'communication'])).toEqual(['communication', 'ai']);
  });

  it('accepts comma-separated values', () => {
    expect(parseCategoryValues(['ai,payments'])).toEqual(['payments', 'ai']);
  });

  it('ignores unknown and duplicate categories and normalizes case', () => {
    expect(parseCategoryValues(['AI', 'nope', 'ai,,'])).toEqual(['ai']);
  });

  it('returns no category for no value', () => {
    expect(parseCategoryValues([])).toEqual([]);
  });
});

describe('sameFilterState', () => {
  it('compares the query and the categories in order', () => {
    expect(sameFilterState({query: 'x', categories: ['cloud', 'ai']}, {query: 'x', categories: ['cloud', 'ai']})).toBe(
      true,
    );
    expect(sameFilterState({query: 'x', categories: ['cloud', 'ai']}, {query: 'x', categories: ['cloud']})).toBe(false);
    expect(sameFilterState({query: 'x', categories: []}, {query: 'y', categories: []})).toBe(false);
    expect(sameCategories(['cloud'], ['ai'])).toBe(false);
  });
});
