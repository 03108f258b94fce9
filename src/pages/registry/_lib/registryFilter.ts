/**
 * Search and category filtering of the Tool Registry, as pure functions over
 * the entries so that the page, the tests and any future consumer agree.
 */
import {registryCategories, type RegistryCategoryId} from '../../../data/registry/categories';
import type {RegistryEntry} from '../../../data/registry/types';

export interface RegistryFilterState {
  /** The search text as typed; matching ignores case, accents and extra spaces. */
  query: string;
  /** Selected categories; empty means all. */
  categories: RegistryCategoryId[];
}

export const EMPTY_FILTER: RegistryFilterState = {query: '', categories: []};

/** Lower case, accents removed, runs of white space collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query; an entry matches when every word occurs in its searchable text. */
export function queryTerms(query: string): string[] {
  const normalized = normalizeText(query);
  return normalized === '' ? [] : normalized.split(' ');
}

type Searchable = Pick<RegistryEntry, 'name' | 'title' | 'description' | 'category' | 'maintainer' | 'protocol'>;

/** The text a query is matched against: name, title, description, category (id and label), maintainer, protocol. */
export function searchableText(entry: Searchable): string {
  const label = registryCategories.find((c) => c.id === entry.category)?.label ?? '';
  return normalizeText(
    [
      entry.name,
      entry.name.replace(/_/g, ' '),
      entry.title,
      entry.description,
      entry.category,
      label,
      entry.maintainer,
      entry.protocol,
    ].join(' \u0000 '),
  );
}

export function matchesQuery(entry: Searchable, query: string): boolean {
  const terms = queryTerms(query);
  if (terms.length === 0) {
    return true;
  }
  const text = searchableText(entry);
  return terms.every((term) => text.includes(term));
}

export function matchesCategories(
  entry: Pick<RegistryEntry, 'category'>,
  categories: readonly RegistryCategoryId[],
): boolean {
  return categories.length === 0 || categories.includes(entry.category);
}

export function filterEntries<T extends Searchable>(entries: readonly T[], state: RegistryFilterState): T[] {
  return entries.filter((entry) => matchesCategories(entry, state.categories) && matchesQuery(entry, state.query));
}

/**
 * For each category, how many entries match the query (whatever categories
 * are selected), in the order of registryCategories. Every entry has exactly
 * one category, so the counts add up to the number of query matches.
 */
export function categoryCounts(
  entries: readonly Searchable[],
  query: string,
): Array<{id: RegistryCategoryId; label: string; count: number}> {
  const matching = entries.filter((entry) => matchesQuery(entry, query));
  return registryCategories.map(({id, label}) => ({
    id,
    label,
    count: matching.filter((entry) => entry.category === id).length,
  }));
}

/** Adds the category if absent, removes it if present; keeps registryCategories order. */
export function toggleCategory(selected: readonly RegistryCategoryId[], id: RegistryCategoryId): RegistryCategoryId[] {
  const next = selected.includes(id) ? selected.filter((c) => c !== id) : [...selected, id];
  return registryCategories.map((c) => c.id).filter((c) => next.includes(c));
}

/** A heading for the current selection, e.g. 'All categories' or 'Payments & finance, Communication'. */
export function selectionLabel(categories: readonly RegistryCategoryId[]): string {
  if (categories.length === 0) {
    return 'All categories';
  }
  return registryCategories
    .filter((c) => categories.includes(c.id))
    .map((c) => c.label)
    .join(', ');
}

/** '1 API' / '12 APIs'. */
export function pluralApis(count: number): string {
  return `${count} ${count === 1 ? 'API' : 'APIs'}`;
}
