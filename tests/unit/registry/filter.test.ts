import {describe, expect, it} from 'vitest';
import {registryCategories} from '../../../src/data/registry/categories';
import type {RegistryEntry} from '../../../src/data/registry/types';
import {
  categoryCounts,
  filterEntries,
  matchesQuery,
  normalizeText,
  pluralApis,
  queryTerms,
  selectionLabel,
  toggleCategory,
} from '../../../src/pages/registry/_lib/registryFilter';

type Row = Pick<RegistryEntry, 'name' | 'title' | 'description' | 'category' | 'maintainer' | 'protocol'>;

const rows: Row[] = [
  {
    name: 'stripe',
    title: 'Stripe API',
    description: 'Payments, customers and subscriptions.',
    category: 'payments',
    maintainer: 'Stripe',
    protocol: 'http',
  },
  {
    name: 'twilio_verify',
    title: 'Twilio Verify API',
    description: 'One-time codes by SMS or voice.',
    category: 'communication',
    maintainer: 'Twilio',
    protocol: 'http',
  },
  {
    name: 'gmail',
    title: 'Gmail API',
    description: 'Read and send mail.',
    category: 'productivity',
    maintainer: 'Google',
    protocol: 'http',
  },
  {
    name: 'google_translate',
    title: 'Cloud Translation API',
    description: 'Translate text between languages.',
    category: 'ai',
    maintainer: 'Google',
    protocol: 'http',
  },
  {
    name: 'bkk_futar',
    title: 'BKK FUTÁR realCity API',
    description: 'Budapest transit arrivals.',
    category: 'travel',
    maintainer: 'BKK (Budapest)',
    protocol: 'http',
  },
];

describe('query matching', () => {
  it('normalises case, accents and spaces', () => {
    expect(normalizeText('  FUTÁR   Réal ')).toBe('futar real');
    expect(queryTerms('  Google   Translate ')).toEqual(['google', 'translate']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('searches name, title, description, category, maintainer and protocol', () => {
    expect(matchesQuery(rows[0], 'stripe')).toBe(true); // name and title
    expect(matchesQuery(rows[0], 'subscriptions')).toBe(true); // description
    expect(matchesQuery(rows[0], 'finance')).toBe(true); // category label 'Payments & finance'
    expect(matchesQuery(rows[3], 'google')).toBe(true); // maintainer
    expect(matchesQuery(rows[2], 'http')).toBe(true); // protocol
    expect(matchesQuery(rows[1], 'twilio verify')).toBe(true); // manual name with underscore as words
    expect(matchesQuery(rows[4], 'futar')).toBe(true); // accents ignored
  });

  it('requires every word of the query to match', () => {
    expect(matchesQuery(rows[3], 'google translate')).toBe(true);
    expect(matchesQuery(rows[2], 'google translate')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(filterEntries(rows, {query: ' ', categories: []})).toHaveLength(rows.length);
  });
});

describe('filterEntries', () => {
  it('narrows by query', () => {
    expect(filterEntries(rows, {query: 'google', categories: []}).map((r) => r.name)).toEqual([
      'gmail',
      'google_translate',
    ]);
  });

  it('narrows by any of the selected categories', () => {
    expect(filterEntries(rows, {query: '', categories: ['payments', 'ai']}).map((r) => r.name)).toEqual([
      'stripe',
      'google_translate',
    ]);
  });

  it('combines query and categories', () => {
    expect(filterEntries(rows, {query: 'google', categories: ['ai']}).map((r) => r.name)).toEqual(['google_translate']);
    expect(filterEntries(rows, {query: 'stripe', categories: ['ai']})).toEqual([]);
  });
});

describe('categoryCounts', () => {
  it('lists every category in order with its count, adding up to the total', () => {
    const counts = categoryCounts(rows, '');
    expect(counts.map((c) => c.id)).toEqual(registryCategories.map((c) => c.id));
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(rows.length);
    expect(counts.find((c) => c.id === 'payments')?.count).toBe(1);
    expect(counts.find((c) => c.id === 'security')?.count).toBe(0);
  });

  it('counts only the entries that match the query', () => {
    const counts = categoryCounts(rows, 'google');
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(2);
    expect(counts.find((c) => c.id === 'productivity')?.count).toBe(1);
    expect(counts.find((c) => c.id === 'payments')?.count).toBe(0);
  });
});

describe('selection helpers', () => {
  it('toggles categories and keeps the canonical order', () => {
    expect(toggleCategory([], 'ai')).toEqual(['ai']);
    expect(toggleCategory(['ai'], 'payments')).toEqual(['payments', 'ai']);
    expect(toggleCategory(['payments', 'ai'], 'payments')).toEqual(['ai']);
  });

  it('labels the selection and pluralises counts', () => {
    expect(selectionLabel([])).toBe('All categories');
    expect(selectionLabel(['ai', 'payments'])).toBe('Payments & finance, AI & language');
    expect(pluralApis(1)).toBe('1 API');
    expect(pluralApis(0)).toBe('0 APIs');
    expect(pluralApis(12)).toBe('12 APIs');
  });
});
