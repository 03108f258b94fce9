import React, {type ComponentType, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {withoutCitationMarkers} from '@site/src/lib/citationMarkers';
import styles from './styles.module.css';

interface ToolPageText {
  /** The page title, also its heading. */
  title: string;
  description: string;
  /** The paragraph under the heading: what the tool does and where to go otherwise. */
  lead: ReactNode;
}

/** What each page that is one browser tool says above the tool. */
const TOOL_PAGES = {
  studio: {
    title: 'UTCP Studio',
    description:
      'Turn an OpenAPI description into a UTCP manual, edit it with schema help, and see the exact request a client sends, in your browser. {/* site: tests/unit/studio/request.test.ts#shows what @utcp/http sends */}',
    lead: (
      <>
        Convert an OpenAPI or Swagger document into a UTCP manual with the converter of @utcp/http, edit the manual with
        completion and checks from the <Link to="/json-schema">published JSON Schemas</Link>, and see, for any HTTP tool
        and the arguments you type, the request a UTCP client would send. Everything runs in this page; nothing is
        uploaded. To check a client configuration or a version 0.1 document, use the{' '}
        <Link to="/validate">validator</Link>.
      </>
    ),
  },
  validate: {
    title: 'Validate a UTCP manual',
    description:
      'Check a UTCP manual, call template or client configuration against the published JSON Schemas, in your browser.',
    lead: (
      <>
        Paste a manual, a call template or a client configuration, or open a JSON file, and check it against the{' '}
        <Link to="/json-schema">UTCP JSON Schemas</Link> of version 1.0, Next or 0.1. Each error shows where it is and
        what to change. The schemas follow python-utcp's models; the schema page lists where python-utcp itself or the
        TypeScript SDK is stricter.
      </>
    ),
  },
} satisfies Record<string, ToolPageText>;

/** The page of one browser tool (/studio, /validate): its heading and lead paragraph, then the tool. */
export function toolPage(page: keyof typeof TOOL_PAGES, Tool: ComponentType): () => React.ReactElement {
  const {title, lead} = TOOL_PAGES[page];
  const description = withoutCitationMarkers(TOOL_PAGES[page].description);
  return function ToolPage(): React.ReactElement {
    return (
      <Layout title={title} description={description}>
        <main className={styles.page}>
          <div className="container">
            <Heading as="h1">{title}</Heading>
            <p className={styles.lead}>{lead}</p>
            <Tool />
          </div>
        </main>
      </Layout>
    );
  };
}
