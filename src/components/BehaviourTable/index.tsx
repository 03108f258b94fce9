/**
 * The observed behaviour of one or more keys of data/behaviour, beside the prose that cites them:
 * implementations as columns (with the pinned commit or package versions), one row per case.
 * Static: the rows come from the build (src/plugins/remarkBehaviourTables.ts), nothing is fetched.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {BehaviourKeyView} from '@site/src/lib/behaviour/view';
import styles from './styles.module.css';
// The phone layout of prose tables: one block per case, each outcome under its implementation.
import tableStyles from '../ScrollableTable/styles.module.css';

export function BehaviourKeyTable({
  view,
  headingLevel = 'p',
}: {
  view: BehaviourKeyView;
  headingLevel?: 'p' | 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div className={styles.key} id={`behaviour-${view.key}`} data-behaviour-key={view.key} data-differs={view.differs}>
      <Heading className={styles.caption}>
        <code>{view.key}</code> {view.title}
        {view.differs ? <span className={styles.differs}>implementations differ</span> : null}
      </Heading>
      <div
        className={clsx(styles.scroll, tableStyles.stack)}
        role="region"
        aria-label={`Observed behaviour: ${view.key}`}
        tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Case</th>
              {view.columns.map((column) => (
                <th scope="col" key={column.id}>
                  {column.label}
                  <span className={styles.pinned}>{column.pinned}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.id} className={clsx(row.differs && styles.rowDiffers)}>
                <th scope="row">
                  <code>{row.id}</code>
                  <span className={styles.what}>{row.what}</span>
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={view.columns[index].id}
                    className={styles[cell.kind]}
                    data-label={`${view.columns[index].label} (${view.columns[index].pinned})`}>
                    <code>{cell.text}</code>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default function BehaviourTable({views}: {keys?: string[]; views?: BehaviourKeyView[]}) {
  if (!views) return null;
  return (
    <div className={styles.group}>
      {views.map((view) => (
        <BehaviourKeyTable key={view.key} view={view} />
      ))}
      <p className={styles.source}>
        Observed by running each case; every key is listed on <Link to="/behaviour">the behaviour page</Link>.
      </p>
    </div>
  );
}
