import React, {useCallback, useMemo, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {RegistryEntry} from '@site/src/data/registry/types';
import {callTemplateJson} from '@site/src/pages/registry/_lib/registryFormat';
import {
  categoryCounts,
  EMPTY_FILTER,
  filterEntries,
  pluralApis,
  selectionLabel,
  toggleCategory,
} from '@site/src/pages/registry/_lib/registryFilter';
import RegistryCard, {copySuccessMessage} from '@site/src/pages/registry/_components/RegistryCard';
import {copyWithFeedback} from '@site/src/pages/registry/_components/RegistryCopyButton';
import RegistryCategoryFilter from '@site/src/pages/registry/_components/RegistryCategoryFilter';
import RegistryEmptyState from '@site/src/pages/registry/_components/RegistryEmptyState';
import RegistryFilterDrawer from '@site/src/pages/registry/_components/RegistryFilterDrawer';
import RegistrySearchBox from '@site/src/pages/registry/_components/RegistrySearchBox';
import {useRegistryUrlState} from './useRegistryUrlState';
import styles from './styles.module.css';

interface Props {
  entries: readonly RegistryEntry[];
}

/**
 * The interactive part of /registry: search, category filter (sidebar, or a
 * drawer on narrow screens), the result heading and the cards. Its state
 * lives in the URL; the static HTML shows every entry.
 *
 * That full list (some 15,000 elements) is not hydrated: while no filter
 * applies, the cards stay exactly as the build wrote them, their links and
 * details work as plain HTML, and their copy buttons are handled here by
 * delegation. The first filter replaces it with a list React renders.
 */
export default function RegistryBrowser({entries}: Props): ReactNode {
  const {state, update} = useRegistryUrlState();
  const [announcement, setAnnouncement] = useState('');

  const visible = useMemo(() => filterEntries(entries, state), [entries, state]);
  const counts = useMemo(() => categoryCounts(entries, state.query), [entries, state.query]);
  const queryTotal = useMemo(() => counts.reduce((sum, c) => sum + c.count, 0), [counts]);
  const selection = selectionLabel(state.categories);
  const entriesByName = useMemo(() => new Map(entries.map((entry) => [entry.name, entry])), [entries]);

  const isBrowser = useIsBrowser();
  const [buildListKept, setBuildListKept] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const everyEntryVisible = visible.length === entries.length;
  if (buildListKept && !everyEntryVisible) {
    // Once a filter replaces it, the build's list is gone for good.
    setBuildListKept(false);
  }
  const showBuildList = buildListKept && everyEntryVisible;

  const announce = useCallback((message: string) => {
    // Clear first so that the same sentence twice in a row is announced again.
    setAnnouncement('');
    window.setTimeout(() => setAnnouncement(message), 50);
  }, []);

  const copyFromBuildList = (event: React.MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-copy-button]');
    const name = button?.closest<HTMLElement>('[data-name]')?.dataset.name;
    const entry = name === undefined ? undefined : entriesByName.get(name);
    if (button && entry) {
      void copyWithFeedback(button, callTemplateJson(entry.callTemplate), copySuccessMessage(entry), announce);
    }
  };

  const filter = (idPrefix: string) => (
    <RegistryCategoryFilter
      idPrefix={idPrefix}
      counts={counts}
      total={queryTotal}
      selected={state.categories}
      onToggle={(id) => update({...state, categories: toggleCategory(state.categories, id)}, 'push')}
      onSelectAll={() => update({...state, categories: []}, 'push')}
    />
  );

  return (
    <div className={styles.browser}>
      <aside className={styles.sidebar} aria-label="Filter by category">
        {filter('registry-sidebar')}
      </aside>
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <RegistrySearchBox value={state.query} onChange={(query) => update({...state, query}, 'replace')} />
          <RegistryFilterDrawer selectedCount={state.categories.length} resultCount={visible.length}>
            {filter('registry-drawer')}
          </RegistryFilterDrawer>
        </div>
        <div aria-live="polite" aria-atomic="true">
          <Heading as="h2" className={styles.resultHeading} data-testid="registry-result-heading">
            {selection}: <span data-testid="registry-result-count">{pluralApis(visible.length)}</span>
            {state.query.trim() !== '' && <span className={styles.queryNote}> matching “{state.query.trim()}”</span>}
          </Heading>
        </div>
        {visible.length === 0 ? (
          <RegistryEmptyState query={state.query} selection={selection} onClear={() => update(EMPTY_FILTER, 'push')} />
        ) : showBuildList ? (
          // Clicks on the copy buttons of the build's markup bubble up to the list; the buttons themselves take the keyboard.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
          <ul
            key="build"
            className={styles.grid}
            data-testid="registry-list"
            onClick={copyFromBuildList}
            // '' is never compared with the build's markup while hydrating, so the cards stay as they are.
            dangerouslySetInnerHTML={{__html: ''}}
            suppressHydrationWarning
          />
        ) : (
          <ul key="live" className={styles.grid} data-testid="registry-list">
            {visible.map((entry) => (
              <RegistryCard key={entry.name} entry={entry} onAnnounce={announce} />
            ))}
          </ul>
        )}
        <div role="status" className="visually-hidden" data-testid="registry-announcer">
          {announcement}
        </div>
      </div>
    </div>
  );
}
