import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Studio from './_components/Studio';
import styles from './styles.module.css';

export default function StudioPage(): React.ReactElement {
  return (
    <Layout
      title="UTCP Studio"
      description="Turn an OpenAPI description into a UTCP manual, edit it with schema help, and see the exact request a client sends, in your browser.">
      <main className={styles.page}>
        <div className="container">
          <Heading as="h1">UTCP Studio</Heading>
          <p className={styles.lead}>
            Convert an OpenAPI or Swagger document into a UTCP manual with the converter of @utcp/http, edit the manual
            with completion and checks from the <Link to="/json-schema">published JSON Schemas</Link>, and see, for any
            HTTP tool and the arguments you type, the request a UTCP client would send. Everything runs in this page;
            nothing is uploaded. To check a client configuration or a version 0.1 document, use the{' '}
            <Link to="/validate">validator</Link>.
          </p>
          <Studio />
        </div>
      </main>
    </Layout>
  );
}
