import React, {type ReactNode} from 'react';
import {formatDataDate, formatExactCount, formatLineCount, isoDay} from '@site/src/lib/contributorsFormat';
import type {HallOfFameSummary as Summary} from '@site/src/pages/hall-of-fame/_lib/contributorsView';
import styles from './styles.module.css';

interface Props {
  summary: Summary;
}

interface FigureProps {
  label: string;
  /** Completes the test id `hof-summary-<id>`. */
  id: string;
  /** The exact figure, for tests (`data-value`). */
  value: string | number;
  className?: string;
  children: ReactNode;
}

function Figure({label, id, value, className, children}: FigureProps): ReactNode {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd className={className} data-testid={`hof-summary-${id}`} data-value={value}>
        {children}
      </dd>
    </div>
  );
}

/** The four headline figures above the list. */
export default function HallOfFameSummary({summary}: Props): ReactNode {
  return (
    <dl className={styles.figures}>
      <Figure label="Contributors" id="contributors" value={summary.contributors}>
        {summary.contributors}
      </Figure>
      <Figure label="Lines changed" id="lines" value={summary.linesChanged}>
        <data value={summary.linesChanged} title={`${formatExactCount(summary.linesChanged)} lines`}>
          {formatLineCount(summary.linesChanged)}
        </data>
      </Figure>
      <Figure label="Repositories" id="repositories" value={summary.repositories}>
        {summary.repositories}
      </Figure>
      <Figure label="Data from" id="date" value={isoDay(summary.dataDate)} className={styles.date}>
        <time dateTime={summary.dataDate}>{formatDataDate(summary.dataDate)}</time>
      </Figure>
    </dl>
  );
}
