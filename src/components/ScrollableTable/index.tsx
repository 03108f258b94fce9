import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Markdown tables in a focusable, labelled region: a wide field table scrolls
 * sideways on a phone, and a region that scrolls must be reachable by keyboard.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}
