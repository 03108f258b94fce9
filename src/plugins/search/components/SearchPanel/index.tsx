/**
 * The results of the navbar search box, loaded with Pagefind on the reader's
 * first focus of the box (src/plugins/search/theme/SearchBar keeps only the box itself in
 * every page's bundle). Results follow the docs version being read.
 */
import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useActiveDocContext, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import {parseExcerpt} from '../../lib/excerpt';
import {highlightTerms, withHighlightTerms} from '../../lib/highlightTerms';
import {loadPagefind} from '../../lib/pagefind';
import {searchOptions} from '../../lib/query';
import {isStopWord} from '../../lib/stopWords';
import {KIND_FILTERS, type KindFilter} from '../../lib/ranking';
import type {SearchOption} from '../../lib/results';
import styles from './styles.module.css';

/** Characters typed before the first search: one letter would fetch a large part of the index. */
export const MIN_QUERY_LENGTH = 2;
/** Quiet time after a keystroke before searching, so a word typed quickly is one search. */
const DEBOUNCE_MS = 120;

export interface SearchPanelProps {
  query: string;
  inputRef: RefObject<HTMLInputElement | null>;
  listboxId: string;
  /** The search box forwards its key presses here. */
  keyHandlerRef: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  onQueryChange: (query: string) => void;
  /** Tells the box whether the list shows, and which option is active, for its ARIA attributes. */
  onListboxChange: (state: {expanded: boolean; activeId?: string}) => void;
}

type Status = 'loading' | 'ready' | 'error';

function filterLabel(filter: KindFilter): string {
  return (KIND_FILTERS.find((choice) => choice.value === filter)?.label ?? '').toLowerCase();
}

/** The docs version whose pages a reader of this page searches (Pagefind's version filter). */
function useSearchedVersion(): string {
  const {activeVersion} = useActiveDocContext('default');
  const latest = useLatestVersion('default');
  return (activeVersion ?? latest).name;
}

/**
 * Where a result leads, with the searched words for the page to mark. Registry
 * entries are not marked: the registry filters its cards by their ?q= instead.
 */
function linkOf(option: SearchOption, query: string): string {
  const terms = highlightTerms(query).filter((term) => !isStopWord(term));
  return option.section === 'Registry' ? option.url : withHighlightTerms(option.url, terms);
}

/** A click the browser should handle itself: a new tab or window, a download. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

function Excerpt({excerpt}: {excerpt: string}): ReactNode {
  return (
    <span className={styles.excerpt}>
      {parseExcerpt(excerpt).map((segment, index) =>
        segment.highlighted ? (
          <mark key={index}>{segment.text}</mark>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </span>
  );
}

export default function SearchPanel({
  query,
  inputRef,
  listboxId,
  keyHandlerRef,
  onQueryChange,
  onListboxChange,
}: SearchPanelProps): ReactNode {
  const bundleUrl = useBaseUrl('/pagefind/');
  const version = useSearchedVersion();
  const history = useHistory();
  const [status, setStatus] = useState<Status>('loading');
  const [results, setResults] = useState<{query: string; options: SearchOption[]} | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<KindFilter>('all');
  const searchId = useRef(0);
  const popupRef = useRef<HTMLDivElement>(null);

  // Start loading the engine and its metadata as soon as the box is first focused.
  useEffect(() => {
    loadPagefind(bundleUrl).then(
      () => setStatus('ready'),
      () => setStatus('error'),
    );
  }, [bundleUrl]);

  const term = query.trim();
  useEffect(() => {
    const id = ++searchId.current;
    // Shorter queries show no options (see `options` below); the last results stay until a new search answers.
    if (term.length < MIN_QUERY_LENGTH) return undefined;
    const timer = window.setTimeout(async () => {
      try {
        const pagefind = await loadPagefind(bundleUrl);
        const options = await searchOptions(pagefind, {
          term,
          version,
          filter,
          idPrefix: `${listboxId}-${id}`,
          isCurrent: () => id === searchId.current,
        });
        if (id !== searchId.current) return;
        setStatus('ready');
        setResults({query: term, options});
        setActiveIndex(0);
        setOpen(document.activeElement === inputRef.current);
      } catch {
        if (id === searchId.current) setStatus('error');
      }
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, version, filter, bundleUrl, listboxId, inputRef]);

  const options = term.length >= MIN_QUERY_LENGTH ? (results?.options ?? []) : [];
  const expanded = open && options.length > 0;
  const active = expanded ? options[Math.min(activeIndex, options.length - 1)] : undefined;

  useEffect(() => {
    onListboxChange({expanded, activeId: active?.id});
  }, [expanded, active?.id, onListboxChange]);

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({block: 'nearest'});
  }, [active]);

  const openOption = useCallback(
    (option: SearchOption) => {
      setOpen(false);
      inputRef.current?.blur();
      // src/plugins/search/clientModules/searchHighlight marks the words once the page shows.
      history.push(linkOf(option, results?.query ?? ''));
    },
    [history, inputRef, results?.query],
  );

  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((index) => (index + step + options.length) % options.length);
        return;
      }
      case 'Enter':
        if (active) {
          event.preventDefault();
          openOption(active);
        }
        return;
      case 'Escape':
        event.preventDefault();
        if (expanded) setOpen(false);
        else onQueryChange('');
        return;
      default:
        if (!open) setOpen(true);
    }
  };
  // The box owns the input's key events; it calls the handler of the latest render.
  useLayoutEffect(() => {
    keyHandlerRef.current = handleKey;
  });

  // Close the list when focus leaves the box (clicks on options keep the focus, see onMouseDown).
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    // Focus moving to the kind filter keeps the list open.
    const close = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && popupRef.current?.contains(event.relatedTarget))) setOpen(false);
    };
    const reopen = () => setOpen(true);
    input.addEventListener('blur', close);
    input.addEventListener('focus', reopen);
    return () => {
      input.removeEventListener('blur', close);
      input.removeEventListener('focus', reopen);
    };
  }, [inputRef]);

  let message = '';
  if (term.length >= MIN_QUERY_LENGTH) {
    if (status === 'error')
      // The Pagefind index is written by the production build; `npm start` serves none.
      message =
        process.env.NODE_ENV === 'development'
          ? 'Search works on the production build only: run npm run build && npm run serve.'
          : 'Search is unavailable: its index could not be loaded.';
    else if (results?.query === term && options.length === 0)
      message = filter === 'all' ? `No results for “${term}”.` : `No ${filterLabel(filter)} results for “${term}”.`;
    else if (results?.query === term) message = `${options.length} results`;
    else if (status === 'loading') message = 'Loading search…';
  }
  const showMessage = open && message !== '' && !expanded;

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: it only keeps a click from moving focus out of the combobox
    <div
      ref={popupRef}
      className={styles.popup}
      hidden={!expanded && !showMessage}
      // Clicks inside keep the focus, and the keyboard, in the box.
      onMouseDown={(event) => event.preventDefault()}>
      <div role="group" aria-label="Show results of kind" className={styles.filters}>
        {KIND_FILTERS.map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={filter === choice.value}
            className={clsx(styles.filter, filter === choice.value && styles.filterOn)}
            onClick={() => {
              setFilter(choice.value);
              setOpen(true);
              inputRef.current?.focus();
            }}>
            {choice.label}
          </button>
        ))}
      </div>
      <div role="status" className={clsx(styles.message, expanded && 'visually-hidden')}>
        {open ? message : ''}
      </div>
      {expanded && (
        <ul
          id={listboxId}
          role="listbox"
          aria-label={`Search results for ${results?.query ?? term}`}
          className={styles.listbox}>
          {options.map((option, index) => (
            <li key={option.id} role="none">
              {/* A real link, so a result can open in a new tab or be copied. Not <Link>: it would prefetch every
                  result's route as it shows; a plain click goes through openOption. The keyboard reaches options
                  through the combobox (aria-activedescendant). */}
              {/* eslint-disable-next-line @docusaurus/no-html-links -- see above */}
              <a
                id={option.id}
                role="option"
                tabIndex={-1}
                aria-selected={option === active}
                href={linkOf(option, results?.query ?? '')}
                data-href={option.url}
                data-kind={option.kind}
                className={clsx(
                  styles.option,
                  option.kind === 'heading' && styles.heading,
                  option === active && styles.active,
                )}
                onMouseMove={() => setActiveIndex(index)}
                onClick={(event) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  openOption(option);
                }}>
                <span className={styles.line}>
                  <span className={styles.title}>{option.title}</span>
                  {option.kind === 'page' && option.label && (
                    <span className={styles.section} data-testid="result-label">
                      {option.label}
                    </span>
                  )}
                </span>
                {option.context && (
                  <span className={styles.context}>
                    {option.kind === 'page' ? `› ${option.context}` : `in ${option.context}`}
                  </span>
                )}
                <Excerpt excerpt={option.excerpt} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
