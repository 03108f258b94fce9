import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ManualValidator from './_components/ManualValidator';
import styles from './styles.module.css';

export default function Validate(): React.ReactElement {
  return (
    <Layout
      title="Validate a UTCP manual"
      description="Check a UTCP manual, call template or client configuration against the published JSON Schemas, in your browser.">
      <main className={styles.page}>
        <div className="container">
          <Heading as="h1">Validate a UTCP manual</Heading>
          <p className={styles.lead}>
            Paste a manual, a call template or a client configuration, or open a JSON file, and check it against the{' '}
            <Link to="/json-schema">UTCP JSON Schemas</Link> of version 1.0, Next or 0.1. Each error shows where it is
            and what to change. The schemas follow python-utcp's models; the schema page lists where python-utcp itself
            or the TypeScript SDK is stricter.
          </p>
          <ManualValidator />
        </div>
      </main>
    </Layout>
  );
}
