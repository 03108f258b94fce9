import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = ComponentProps<'table'> & {'data-region-label'?: string; 'data-stack'?: string};

/**
 * Markdown tables in a focusable, labelled region: a wide field table scrolls
 * sideways on a phone, and a region that scrolls must be reachable by keyboard.
 * The label names the section the table belongs to (src/plugins/remarkTableLabels).
 * A table of fields or parameters stacks its rows below 700 px instead: each
 * cell on a line of its own after its column's name (the cells' data-label).
 */
export default function ScrollableTable({'data-region-label': label, 'data-stack': stack, ...props}: Props): ReactNode {
  return (
    <div
      className={clsx(styles.scroller, stack === 'true' && styles.stack)}
      tabIndex={0}
      role="region"
      aria-label={label ?? 'Table'}>
      <table {...props} />
    </div>
  );
}
