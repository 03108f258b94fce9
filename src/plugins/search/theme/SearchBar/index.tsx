/**
 * The navbar's search box. Only the box is in every page's bundle: the
 * results (src/plugins/search/components/SearchPanel) and Pagefind's engine and index load
 * when the box is first focused, by click, Tab or Ctrl/Cmd+K.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type {SearchPanelProps} from '../../components/SearchPanel';
import styles from './styles.module.css';

let panelModule: Promise<ComponentType<SearchPanelProps>> | undefined;

function loadPanel(): Promise<ComponentType<SearchPanelProps>> {
  panelModule ??= import('../../components/SearchPanel').then((module) => module.default);
  panelModule.catch(() => {
    panelModule = undefined;
  });
  return panelModule;
}

function isShortcut(event: globalThis.KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

export interface SearchBarProps {
  /** Text already in the box (the not-found page puts the missing page's name there). */
  initialQuery?: string;
  /** Its accessible name; 'Search' in the navbar. */
  label?: string;
  /** Whether Ctrl/Cmd+K focuses this box: only the navbar's. */
  shortcut?: boolean;
}

export default function SearchBar({
  initialQuery = '',
  label = 'Search',
  shortcut = true,
}: SearchBarProps = {}): ReactNode {
  const inputRef = useRef<HTMLInputElement>(null);
  const keyHandlerRef = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const listboxId = `search-results-${useId().replace(/:/g, '')}`;
  const [query, setQuery] = useState(initialQuery);
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);
  const [listbox, setListbox] = useState<{expanded: boolean; activeId?: string}>({expanded: false});
  const [shortcutLabel, setShortcutLabel] = useState('Ctrl K');

  const activate = useCallback(() => {
    void loadPanel().then((component) => setPanel(() => component));
  }, []);

  useEffect(() => {
    // The platform is known only in the browser; the server HTML says Ctrl K, so this must run after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcutLabel('⌘ K');
    if (!shortcut) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcut]);

  return (
    <div className={styles.searchBar}>
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={listbox.expanded}
        aria-controls={listbox.expanded ? listboxId : undefined}
        aria-activedescendant={listbox.activeId}
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={activate}
        onKeyDown={(event) => keyHandlerRef.current?.(event)}
      />
      {shortcut && (
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcutLabel}
        </kbd>
      )}
      {Panel && (
        <Panel
          query={query}
          inputRef={inputRef}
          listboxId={listboxId}
          keyHandlerRef={keyHandlerRef}
          onQueryChange={setQuery}
          onListboxChange={setListbox}
        />
      )}
    </div>
  );
}
