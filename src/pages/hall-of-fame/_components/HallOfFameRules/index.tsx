import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  BADGE_LABELS,
  BADGE_RULES,
  INACTIVITY_RULE,
  STATUS_LABELS,
  STATUS_ORDER,
  STATUS_RULES,
  type BadgeId,
} from '@site/src/lib/contributorsRules';
import styles from './styles.module.css';

const BADGE_IDS = Object.keys(BADGE_RULES) as BadgeId[];

/** The rules behind the list, printed from the same constants the list is computed with. */
export default function HallOfFameRules(): ReactNode {
  return (
    <section className={styles.rules} aria-labelledby="how-the-list-works">
      <Heading as="h2" id="how-the-list-works">
        How the list works
      </Heading>
      <p>
        Everyone is ranked by lines changed: lines added plus lines deleted, summed over every repository of the
        organisation they committed to. People with the same total share a rank. Accounts that commit for automated
        workflows are left out.
      </p>
      <div className={styles.columns}>
        <div>
          <Heading as="h3">Status</Heading>
          <dl className={styles.definitions}>
            {[...STATUS_ORDER].reverse().map((status) => (
              <div key={status}>
                <dt>{STATUS_LABELS[status]}</dt>
                <dd>{STATUS_RULES[status]}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>{INACTIVITY_RULE}</p>
        </div>
        <div>
          <Heading as="h3">Badges</Heading>
          <dl className={styles.definitions}>
            {BADGE_IDS.map((id) => (
              <div key={id}>
                <dt>{BADGE_LABELS[id]}</dt>
                <dd>{BADGE_RULES[id]}</dd>
              </div>
            ))}
          </dl>
          <Heading as="h3">Roles</Heading>
          <p>
            Founders and maintainers carry the title the project gave them. For everyone else the role says what their
            repositories are: an SDK, the specification, the examples, an adapter, or “Cross-project” for three areas
            and more.
          </p>
        </div>
      </div>
      <p className={styles.note}>
        The figures come from GitHub’s statistics for the organisation and are refreshed with{' '}
        <code>npm run contributors:update</code>. Want to see your name here? Start with the{' '}
        <Link to="/about/contributing">contributing guide</Link>.
      </p>
    </section>
  );
}
