import React, {type ReactNode} from 'react';
import HallOfFameRow from '@site/src/pages/hall-of-fame/_components/HallOfFameRow';
import type {HallOfFameEntry} from '@site/src/pages/hall-of-fame/_lib/contributorsView';
import styles from './styles.module.css';

interface Props {
  entries: readonly HallOfFameEntry[];
}

/** The ranked list, with column headings for sighted readers on wide screens. */
export default function HallOfFameList({entries}: Props): ReactNode {
  return (
    <div className={styles.board}>
      <div className={styles.header} aria-hidden="true">
        <span>Rank</span>
        <span>Contributor</span>
        <span>Role</span>
        <span>Status and badges</span>
        <span className={styles.linesHeading}>Lines changed</span>
      </div>
      <ol className={styles.list} aria-label="Contributors by lines changed">
        {entries.map((entry) => (
          <HallOfFameRow key={entry.login} entry={entry} />
        ))}
      </ol>
    </div>
  );
}
