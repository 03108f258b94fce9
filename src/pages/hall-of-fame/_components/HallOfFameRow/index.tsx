import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import HallOfFameAvatar from '@site/src/pages/hall-of-fame/_components/HallOfFameAvatar';
import HallOfFameTooltip from '@site/src/pages/hall-of-fame/_components/HallOfFameTooltip';
import {formatExactCount, formatLineCount} from '@site/src/lib/contributorsFormat';
import type {ContributorStatus} from '@site/src/lib/contributorsRules';
import type {HallOfFameEntry} from '@site/src/pages/hall-of-fame/_lib/contributorsView';
import styles from './styles.module.css';

interface Props {
  entry: HallOfFameEntry;
}

/** The statuses shown in a colour of Infima's palette (the others have colours of their own). */
const PALETTE: Partial<Record<ContributorStatus, 'warning' | 'success' | 'info'>> = {
  founding: 'warning',
  active: 'success',
  regular: 'info',
};

/** One person of the Hall of Fame: rank, avatar and name, role, status and badges, lines changed. */
export default function HallOfFameRow({entry}: Props): ReactNode {
  const showLogin = entry.displayName !== entry.login;
  return (
    <li className={styles.row} data-testid="hof-row" data-login={entry.login} data-lines={entry.linesChanged}>
      <span className={styles.rank}>
        <span className="visually-hidden">Rank </span>
        {entry.rank}
      </span>
      <span className={styles.person}>
        <HallOfFameAvatar src={entry.avatarUrl} initials={entry.initials} hue={entry.hue} />
        <span className={styles.names}>
          <Link className={styles.name} href={entry.profileUrl} target="_blank" rel="noopener noreferrer">
            {entry.displayName}
          </Link>
          {showLogin && <span className={styles.login}>@{entry.login}</span>}
        </span>
      </span>
      <span className={styles.role}>{entry.role}</span>
      <span className={styles.recognition}>
        <HallOfFameTooltip
          content={entry.statusDescription}
          className={clsx(
            styles.pill,
            styles.status,
            styles[`status-${entry.status.status}`],
            PALETTE[entry.status.status] && [styles.palette, `alert--${PALETTE[entry.status.status]}`],
          )}>
          <span className="visually-hidden">Status: </span>
          {entry.statusLabel}
        </HallOfFameTooltip>
        {entry.badges.map((badge) => (
          <HallOfFameTooltip key={badge.id} content={badge.description} className={clsx(styles.pill, styles.badge)}>
            <span className="visually-hidden">Badge: </span>
            {badge.label}
          </HallOfFameTooltip>
        ))}
      </span>
      <span className={styles.lines}>
        <data
          className={styles.linesValue}
          value={entry.linesChanged}
          title={`${formatExactCount(entry.linesChanged)} lines`}>
          {formatLineCount(entry.linesChanged)}
        </data>
        <span className="visually-hidden"> lines changed</span>
        <span className={styles.linesDetail}>
          <span className="visually-hidden">: </span>+{formatLineCount(entry.additions)}
          <span aria-hidden="true"> / </span>
          <span className="visually-hidden"> added, </span>−{formatLineCount(entry.deletions)}
          <span className="visually-hidden"> deleted</span>
        </span>
      </span>
    </li>
  );
}
