/**
 * The Tool Registry keeps its search in the URL so that a search can be
 * shared and Back restores it: `?q=payments&category=payments&category=ai`.
 * Reading and writing the parameters is theme-common's query-string hooks'
 * work (see RegistryBrowser/useRegistryUrlState.ts); this module only gives
 * the category values their meaning: comma-separated values are accepted
 * (`?category=payments,ai`), case does not matter, unknown ones are ignored,
 * and the result comes in the registry's category order.
 */
import {isRegistryCategoryId, registryCategoryIds, type RegistryCategoryId} from '../data/registry/categories';
import type {RegistryFilterState} from './registryFilter';

export const QUERY_PARAM = 'q';
export const CATEGORY_PARAM = 'category';

/** The known categories among the values of the `category` parameter, in canonical order. */
export function parseCategoryValues(values: readonly string[]): RegistryCategoryId[] {
  const requested = new Set(
    values
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter(isRegistryCategoryId),
  );
  return registryCategoryIds.filter((id) => requested.has(id));
}

export function sameCategories(a: readonly RegistryCategoryId[], b: readonly RegistryCategoryId[]): boolean {
  return a.length === b.length && a.every((category, i) => category === b[i]);
}

export function sameFilterState(a: RegistryFilterState, b: RegistryFilterState): boolean {
  return a.query === b.query && sameCategories(a.categories, b.categories);
}
