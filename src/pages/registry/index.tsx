import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {siteRepository} from '@site/src/config/site';
import {registryCategories, registryEntries, registryIndex} from '@site/src/data/registry';
import RegistryBrowser from '@site/src/pages/registry/_components/RegistryBrowser';
import {formatBytes} from '@site/src/pages/registry/_lib/registryFormat';
import styles from './styles.module.css';

const curatedListUrl = `${siteRepository.editBaseUrl}data/registry/curated.ts`;
const totalTools = registryEntries.reduce((sum, entry) => sum + entry.toolCount, 0);

export default function Registry(): ReactNode {
  return (
    <Layout
      title="Tool Registry"
      description={`${registryEntries.length} public APIs with a ready UTCP 1.0 call template and a downloadable manual, searchable by name, maintainer and category.`}>
      <main className={styles.page}>
        <header className={styles.header}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Tool Registry
            </Heading>
            <p className={styles.lead}>
              {registryEntries.length} public APIs in {registryCategories.length} categories,{' '}
              {totalTools.toLocaleString('en-US')} tools in total, each ready for a UTCP client today. Copy a call
              template into your client&apos;s <code>manual_call_templates</code>, or register it at runtime: the client
              fetches the API&apos;s OpenAPI description and turns every operation into a tool.
            </p>
            <p className={styles.meta}>
              Built from the APIs.guru collection ({registryIndex.source.package} {registryIndex.source.version}) with
              the OpenAPI converter of {registryIndex.converter.package} {registryIndex.converter.version}. Manual
              downloads are limited to {formatBytes(registryIndex.budget.manualMaxBytes)} each.{' '}
              <Link to="#add-a-provider">Add a provider</Link> · <Link to="/validate">Validate a manual</Link>
            </p>
          </div>
        </header>
        <div className="container">
          <RegistryBrowser entries={registryEntries} />
          <section className={styles.addProvider} aria-labelledby="add-a-provider">
            <Heading as="h2" id="add-a-provider">
              Add a provider
            </Heading>
            <p>
              The registry is generated from a short, reviewed list. An API qualifies when its OpenAPI description is
              part of the APIs.guru collection, is served over HTTPS, and gives its operations an{' '}
              <code>operationId</code> (the converter names tools after it and skips operations without one).
            </p>
            <ol>
              <li>
                Add an entry to <Link href={curatedListUrl}>the curated list</Link> (
                <code>data/registry/curated.ts</code>): source id, manual name, category, maintainer and a one-line
                description.
              </li>
              <li>
                Run <code>npm run registry:update</code>. It converts the description, counts the tools, writes the
                manual to <code>static/manuals/</code> and refuses entries the converter cannot handle.
              </li>
              <li>
                Open a pull request; see <Link to="/about/contributing">how to contribute</Link>.
              </li>
            </ol>
            <p>
              Providers who publish their own UTCP manual can point a call template at it directly; see{' '}
              <Link to="/for-tool-providers">the guide for tool providers</Link>.
            </p>
          </section>
        </div>
      </main>
    </Layout>
  );
}
