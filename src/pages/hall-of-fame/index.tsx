import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import HallOfFameList from '@site/src/pages/hall-of-fame/_components/HallOfFameList';
import HallOfFameRules from '@site/src/pages/hall-of-fame/_components/HallOfFameRules';
import HallOfFameSummary from '@site/src/pages/hall-of-fame/_components/HallOfFameSummary';
import {contributorsSnapshot, people} from '@site/src/data/contributors';
import {buildHallOfFame} from '@site/src/pages/hall-of-fame/_lib/contributorsView';
import {organization} from '@site/src/config/site';
import styles from './styles.module.css';

const hallOfFame = buildHallOfFame(contributorsSnapshot, people);

export default function HallOfFame(): ReactNode {
  return (
    <Layout
      title="Hall of Fame"
      description="The people who build the Universal Tool Calling Protocol, ranked by lines changed across the project's GitHub repositories.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <header className={styles.intro}>
          <Heading as="h1">Hall of Fame</Heading>
          <p>
            UTCP is built in the open. These are the people who wrote its specification, SDKs, adapters and examples,
            ranked by the lines they changed across the repositories of the{' '}
            <Link href={organization.url}>{organization.login}</Link> organisation on GitHub. Hover, focus or tap a
            status or badge to see why it was given.
          </p>
        </header>
        <HallOfFameSummary summary={hallOfFame.summary} />
        <HallOfFameList entries={hallOfFame.entries} />
        <HallOfFameRules />
      </main>
    </Layout>
  );
}
