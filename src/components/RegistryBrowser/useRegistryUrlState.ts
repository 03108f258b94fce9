import {useCallback, useMemo} from 'react';
import {useQueryString, useQueryStringList} from '@docusaurus/theme-common';
import type {RegistryFilterState} from '@site/src/lib/registryFilter';
import {
  CATEGORY_PARAM,
  parseCategoryValues,
  QUERY_PARAM,
  sameCategories,
  sameFilterState,
} from '@site/src/lib/registryUrlState';

export interface RegistryUrlState {
  state: RegistryFilterState;
  /**
   * Writes a new state into the URL. `push` adds a history entry (category
   * changes, clearing), so Back undoes it; otherwise the current entry is
   * replaced (typing in the search box), so Back does not replay keystrokes.
   */
  update: (next: RegistryFilterState, mode: 'push' | 'replace') => void;
}

/**
 * The registry's filter state, read from and written to the URL with
 * theme-common's query-string hooks. They read an empty search string on the
 * server and while hydrating, so the page hydrates as the build rendered it
 * (every entry) and the URL's state applies right after.
 */
export function useRegistryUrlState(): RegistryUrlState {
  const [query, setQuery] = useQueryString(QUERY_PARAM);
  const [categoryValues, setCategoryValues] = useQueryStringList(CATEGORY_PARAM);
  const state = useMemo(() => ({query, categories: parseCategoryValues(categoryValues)}), [query, categoryValues]);

  const update = useCallback(
    (next: RegistryFilterState, mode: 'push' | 'replace') => {
      if (sameFilterState(next, state)) {
        return;
      }
      // At most one history entry per update: categories first, so that when both change the query's
      // write edits the entry the categories' push has just added and Back restores both at once.
      let push = mode === 'push';
      if (!sameCategories(next.categories, state.categories)) {
        setCategoryValues(parseCategoryValues(next.categories), {push});
        push = false;
      }
      if (next.query !== state.query) {
        setQuery(next.query.trim() === '' ? '' : next.query, {push});
      }
    },
    [setCategoryValues, setQuery, state],
  );
  return {state, update};
}
