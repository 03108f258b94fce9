/**
 * /behaviour: every key of the behaviour dataset with its observed outcomes, the keys whose
 * implementations differ first; a search box and filters by mechanism and implementation.
 * Rendered in full at build time; filtering only hides keys.
 */
import React, {useId, useMemo, useState} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {BehaviourKeyTable} from '@site/src/components/BehaviourTable';
import type {BehaviourPageData} from '@site/src/plugins/behaviour';
import type {BehaviourKeyView} from '@site/src/lib/behaviour/view';
import styles from './styles.module.css';

export function matches(view: BehaviourKeyView, query: string, mechanism: string, implementation: string): boolean {
  if (mechanism && view.mechanism !== mechanism) return false;
  if (implementation && !view.columns.some((column) => column.id === implementation)) return false;
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [view.key, view.title, ...view.rows.flatMap((row) => [row.id, row.what])].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

export default function BehaviourPage({data}: {data: BehaviourPageData}) {
  const [query, setQuery] = useState('');
  const [mechanism, setMechanism] = useState('');
  const [implementation, setImplementation] = useState('');
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const ids = {query: useId(), mechanism: useId(), implementation: useId(), differences: useId()};
  const shown = useMemo(
    () =>
      new Set(
        data.views
          .filter((view) => (!differencesOnly || view.differs) && matches(view, query, mechanism, implementation))
          .map((view) => view.key),
      ),
    [data.views, query, mechanism, implementation, differencesOnly],
  );
  const differing = data.views.filter((view) => view.differs).length;
  return (
    <Layout
      title="Observed behaviour"
      description="What each UTCP implementation does, case by case, as observed by running it.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Observed behaviour</Heading>
        <p className={styles.intro}>
          Each key below is one behaviour, run case by case against python-utcp and the published @utcp packages on a
          loopback machine. The pages cite these keys; {data.views.length} keys are recorded, {differing} of them with a
          difference between implementations (listed first). The whole dataset is served as{' '}
          <Link to={`pathname://${data.jsonPath}`}>/behaviour/index.json</Link>.
        </p>
        <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={ids.query}>Search keys</label>
          <input id={ids.query} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          <label htmlFor={ids.mechanism}>Mechanism</label>
          <select id={ids.mechanism} value={mechanism} onChange={(event) => setMechanism(event.target.value)}>
            <option value="">All</option>
            {data.mechanisms.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <label htmlFor={ids.implementation}>Implementation</label>
          <select
            id={ids.implementation}
            value={implementation}
            onChange={(event) => setImplementation(event.target.value)}>
            <option value="">All</option>
            {data.implementations.map((impl) => (
              <option key={impl.id} value={impl.id}>
                {impl.label}
              </option>
            ))}
          </select>
          <label className={styles.checkbox} htmlFor={ids.differences}>
            <input
              id={ids.differences}
              type="checkbox"
              checked={differencesOnly}
              onChange={(event) => setDifferencesOnly(event.target.checked)}
            />
            Only keys whose implementations differ
          </label>
        </form>
        <p aria-live="polite" data-testid="behaviour-count">
          {shown.size} of {data.views.length} keys shown
        </p>
        <div data-testid="behaviour-list">
          {data.views.map((view) => (
            <section key={view.key} hidden={!shown.has(view.key)} aria-label={view.key}>
              <BehaviourKeyTable view={view} headingLevel="h2" />
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
