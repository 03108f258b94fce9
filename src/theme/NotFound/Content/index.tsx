import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const destinations = [
  {to: '/', label: 'Read the documentation', hint: 'Start with what UTCP is and how a client calls a tool.'},
  {to: '/registry', label: 'Browse the Tool Registry', hint: 'Public APIs you can register with a UTCP client today.'},
  {to: '/blog', label: 'Visit the blog', hint: 'Announcements and engineering notes from the project.'},
];

/** The not-found page, in the site's voice, with the three places most readers want. */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)} data-testid="not-found">
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            No tool answers at this address
          </Heading>
          <p className={styles.lead}>
            The page you asked for does not exist, or it moved when the docs were reorganised for UTCP 1.0. A manual
            with a wrong URL fails the same way: check the path, or pick one of these.
          </p>
          <ul className={styles.destinations}>
            {destinations.map((destination) => (
              <li key={destination.to}>
                <Link to={destination.to} className={styles.destination}>
                  <span className={styles.label}>{destination.label}</span>
                  <span className={styles.hint}>{destination.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
