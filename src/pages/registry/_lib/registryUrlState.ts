/**
 * The Tool Registry keeps its search in the URL so that a search can be
 * shared and Back restores it: `?q=payments&category=payments&category=ai`.
 * Reading also accepts comma-separated categories (`?category=payments,ai`);
 * unknown categories are ignored. Writing always uses repeated parameters.
 */
import {isRegistryCategoryId, registryCategoryIds, type RegistryCategoryId} from '../../../data/registry/categories';
import type {RegistryFilterState} from './registryFilter';

export const QUERY_PARAM = 'q';
export const CATEGORY_PARAM = 'category';

/** Reads the filter state from a location search string ('?q=...' or 'q=...'). */
export function parseRegistrySearch(search: string): RegistryFilterState {
  const params = new URLSearchParams(search);
  const query = params.get(QUERY_PARAM) ?? '';
  const requested = new Set(
    params
      .getAll(CATEGORY_PARAM)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter(isRegistryCategoryId),
  );
  const categories = registryCategoryIds.filter((id) => requested.has(id));
  return {query, categories};
}

/**
 * Writes the filter state into a search string, keeping any other
 * parameters of `currentSearch` untouched. Returns '' or a string starting with '?'.
 */
export function serializeRegistrySearch(state: RegistryFilterState, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete(QUERY_PARAM);
  params.delete(CATEGORY_PARAM);
  if (state.query.trim() !== '') {
    params.set(QUERY_PARAM, state.query);
  }
  const ordered: RegistryCategoryId[] = registryCategoryIds.filter((id) => state.categories.includes(id));
  for (const id of ordered) {
    params.append(CATEGORY_PARAM, id);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function sameFilterState(a: RegistryFilterState, b: RegistryFilterState): boolean {
  return (
    a.query === b.query &&
    a.categories.length === b.categories.length &&
    a.categories.every((c, i) => c === b.categories[i])
  );
}
