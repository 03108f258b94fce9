import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = ComponentProps<'table'> & {'data-region-label'?: string};

/**
 * Markdown tables in a focusable, labelled region: a wide field table scrolls
 * sideways on a phone, and a region that scrolls must be reachable by keyboard.
 * The label names the section the table belongs to (src/plugins/remarkTableLabels).
 */
export default function ScrollableTable({'data-region-label': label, ...props}: Props): ReactNode {
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={label ?? 'Table'}>
      <table {...props} />
    </div>
  );
}
