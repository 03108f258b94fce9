import React, {type ReactNode} from 'react';
import {formatDataDate, formatExactCount, formatLineCount, isoDay} from '@site/src/lib/contributorsFormat';
import type {HallOfFameSummary as Summary} from '@site/src/lib/contributorsView';
import styles from './styles.module.css';

interface Props {
  summary: Summary;
}

/** The four headline figures above the list. */
export default function HallOfFameSummary({summary}: Props): ReactNode {
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>Contributors</dt>
        <dd data-testid="hof-summary-contributors" data-value={summary.contributors}>
          {summary.contributors}
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>Lines changed</dt>
        <dd data-testid="hof-summary-lines" data-value={summary.linesChanged}>
          <data value={summary.linesChanged} title={`${formatExactCount(summary.linesChanged)} lines`}>
            {formatLineCount(summary.linesChanged)}
          </data>
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>Repositories</dt>
        <dd data-testid="hof-summary-repositories" data-value={summary.repositories}>
          {summary.repositories}
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>Data from</dt>
        <dd className={styles.date} data-testid="hof-summary-date" data-value={isoDay(summary.dataDate)}>
          <time dateTime={summary.dataDate}>{formatDataDate(summary.dataDate)}</time>
        </dd>
      </div>
    </dl>
  );
}
