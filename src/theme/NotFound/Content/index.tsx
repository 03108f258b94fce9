import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import SearchBar from '@site/src/plugins/search/theme/SearchBar';
import {suggestRoutes, VERSION_ROOTS} from '@site/src/lib/notFound/suggest';
import {LATEST_VERSION, versionLabel} from '@site/src/config/versions';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

const destinations = [
  {to: '/', label: 'Read the documentation', hint: 'Start with what UTCP is and how a client calls a tool.'},
  {to: '/registry', label: 'Browse the Tool Registry', hint: 'Public APIs you can register with a UTCP client today.'},
  {to: '/blog', label: 'Visit the blog', hint: 'Announcements and engineering notes from the project.'},
];

/** The pages closest to the missing address, from the route list the build writes (src/plugins/routeList). */
function useSuggestions(pathname: string): string[] | null {
  const listUrl = useBaseUrl('/route-list.json');
  const [suggestions, setSuggestions] = useState<string[] | null>(null);
  useEffect(() => {
    let current = true;
    fetch(listUrl)
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
      .then((routes) => current && setSuggestions(suggestRoutes(pathname, routes)))
      .catch(() => current && setSuggestions([]));
    return () => {
      current = false;
    };
  }, [listUrl, pathname]);
  return suggestions;
}

/** The last word of the missing path, to start a search with. */
function searchWords(pathname: string): string {
  const name = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return decodeURIComponent(name)
    .replace(/[-_.]+/g, ' ')
    .trim();
}

/**
 * The not-found page, in the site's voice: the pages whose address is
 * closest to the one asked for (same docs version first), a search box
 * holding the missing page's name, the root of each docs version and the
 * three places most readers want.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  const suggestions = useSuggestions(pathname);
  return (
    <main className={clsx('container margin-vert--xl', className)} data-testid="not-found">
      <Head>
        <title>Page not found · UTCP</title>
      </Head>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            No tool answers at this address
          </Heading>
          <p className={styles.lead}>
            The page you asked for does not exist, or it moved when the docs were reorganised for UTCP 1.0. A manual
            with a wrong URL fails the same way: check the path, or pick one of these.
          </p>
          {suggestions && suggestions.length > 0 && (
            <section aria-labelledby="not-found-suggestions" className={styles.section}>
              <Heading as="h2" id="not-found-suggestions" className={styles.sectionTitle}>
                Did you mean
              </Heading>
              <ul data-testid="not-found-suggestions">
                {suggestions.map((route) => (
                  <li key={route}>
                    <Link to={route}>{route}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="not-found-search" className={styles.section}>
            <Heading as="h2" id="not-found-search" className={styles.sectionTitle}>
              Search the site
            </Heading>
            <SearchBar initialQuery={searchWords(pathname)} label="Search the site" shortcut={false} />
          </section>
          <p className={styles.section}>
            The documentation of {versionLabel(LATEST_VERSION)} is the first link below; other versions:{' '}
            {VERSION_ROOTS.map(({prefix, label}, index) => (
              <React.Fragment key={prefix}>
                {index > 0 && ', '}
                <Link to={prefix}>{label}</Link>
              </React.Fragment>
            ))}
            .
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
