import React, {useCallback, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** Selected categories, shown on the opening button. */
  selectedCount: number;
  /** Number of APIs the current filters show, for the closing button. */
  resultCount: number;
  children: ReactNode;
}

/**
 * On narrow screens the category filter lives in a modal drawer: a native
 * <dialog>, so focus stays inside while it is open, Escape closes it and
 * focus returns to the button that opened it.
 */
export default function RegistryFilterDrawer({selectedCount, resultCount, children}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const open = useCallback(() => dialogRef.current?.showModal(), []);
  const close = useCallback(() => dialogRef.current?.close(), []);
  return (
    <div className={styles.wrapper}>
      <button type="button" className={styles.openButton} aria-haspopup="dialog" onClick={open}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.icon}>
          <path
            d="M3 5h18l-7 8.5V20l-4-2v-4.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        Categories
        {selectedCount > 0 && <span className={styles.badge}>{selectedCount} selected</span>}
      </button>
      {/* A click on the backdrop closes the dialog; the keyboard has Escape and the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        className={styles.drawer}
        aria-labelledby="registry-drawer-title"
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close();
        }}>
        <div className={styles.panel}>
          <div className={styles.header}>
            {/* The dialog's name: <Heading> would add an anchor link to it. */}
            {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
            <h2 id="registry-drawer-title" className={styles.title}>
              Filter by category
            </h2>
            <button type="button" className={styles.closeButton} onClick={close} aria-label="Close the category filter">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          <div className={styles.footer}>
            <button type="button" className="button button--primary button--block" onClick={close}>
              Show {resultCount} {resultCount === 1 ? 'API' : 'APIs'}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}
