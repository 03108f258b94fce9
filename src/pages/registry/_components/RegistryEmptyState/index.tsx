import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  query: string;
  selection: string;
  onClear: () => void;
}

/** Shown when no API matches: says what was searched and offers a way back. */
export default function RegistryEmptyState({query, selection, onClear}: Props): ReactNode {
  return (
    <div className={styles.empty} data-testid="registry-empty">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40" className={styles.icon}>
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M15.5 15.5L21 21M8 10.5h5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>No API matches {query.trim() ? <>“{query.trim()}”</> : 'these filters'}</p>
      <p className={styles.hint}>
        Searched in: {selection}. Try fewer or shorter words, a maintainer such as “Google”, or a task such as “sms”.
      </p>
      <button type="button" className="button button--primary" onClick={onClear}>
        Clear search and categories
      </button>
    </div>
  );
}
