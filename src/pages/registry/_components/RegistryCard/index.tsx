import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {categoryLabel} from '@site/src/data/registry/categories';
import type {RegistryEntry} from '@site/src/data/registry/types';
import {authLabel, callTemplateJson, formatBytes, trimNote} from '@site/src/pages/registry/_lib/registryFormat';
import {manualLinkQuery} from '@site/src/lib/studio/links';
import RegistryCopyButton from '@site/src/pages/registry/_components/RegistryCopyButton';
import styles from './styles.module.css';

interface Props {
  entry: RegistryEntry;
  onAnnounce: (message: string) => void;
}

function ManualDownload({entry}: {entry: RegistryEntry}): ReactNode {
  const href = useBaseUrl(entry.manual?.path ?? '/');
  if (!entry.manual) {
    return (
      <span className={styles.noDownload}>
        No download: even a trimmed manual exceeds the size budget. The call template yields the full manual.
      </span>
    );
  }
  return (
    // A file to download, not a page: <Link> would route it.
    // eslint-disable-next-line @docusaurus/no-html-links
    <a
      className="button button--sm button--secondary"
      href={href}
      download={`${entry.name}.json`}
      type="application/json"
      aria-label={`Download manual of ${entry.title} (${formatBytes(entry.manual.bytes)} JSON)`}>
      Download manual
    </a>
  );
}

/** What the page announces after the call template of `entry` was copied. */
export function copySuccessMessage(entry: RegistryEntry): string {
  return `Copied the call template of ${entry.title} to the clipboard.`;
}

/** One API of the registry: what it is, how big, and the three actions (copy, download, docs). */
export default function RegistryCard({entry, onAnnounce}: Props): ReactNode {
  const headingId = `registry-${entry.name}`;
  const template = callTemplateJson(entry.callTemplate);
  const note = entry.manual ? trimNote(entry.manual.trim) : null;
  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid="registry-card" data-name={entry.name}>
      <div className={styles.head}>
        {/* A plain heading: <Heading> would add an anchor link to the card's accessible name. */}
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
        <h3 id={headingId} className={styles.title}>
          {entry.title}
        </h3>
        <p className={styles.maintainer}>
          <span className="visually-hidden">Maintained by </span>
          {entry.maintainer}
        </p>
      </div>
      <p className={styles.description}>{entry.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Manual name</dt>
          <dd>
            <code>{entry.name}</code>
          </dd>
        </div>
        <div>
          <dt>Protocol</dt>
          <dd>
            <abbr title="Call template type http: the client fetches the OpenAPI description over HTTPS">HTTP</abbr> ·{' '}
            {entry.specFormat}
          </dd>
        </div>
        <div>
          <dt>Tools</dt>
          <dd data-testid="registry-tool-count">{entry.toolCount}</dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd className={styles.version}>{entry.version}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{categoryLabel(entry.category)}</dd>
        </div>
        <div>
          <dt>Auth</dt>
          <dd>{authLabel(entry.auth)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <RegistryCopyButton
          text={template}
          label={`Copy call template of ${entry.title}`}
          successMessage={copySuccessMessage(entry)}
          onResult={onAnnounce}
        />
        <ManualDownload entry={entry} />
        {entry.manual && (
          <Link
            className="button button--sm button--outline button--primary"
            to={`/studio${manualLinkQuery(entry.manual.path)}`}
            aria-label={`Open the manual of ${entry.title} in the UTCP Studio`}>
            Open in studio
          </Link>
        )}
        <Link
          className="button button--sm button--outline button--secondary"
          href={entry.docsUrl}
          aria-label={`Docs of ${entry.title} (opens in a new tab)`}>
          Docs
        </Link>
      </div>
      <details className={styles.details}>
        <summary>
          {entry.tools.length < entry.toolCount
            ? `First ${entry.tools.length} of ${entry.toolCount} tools, call template`
            : `All ${entry.toolCount} ${entry.toolCount === 1 ? 'tool' : 'tools'}, call template`}
        </summary>
        <ul className={styles.tools}>
          {entry.tools.map((tool) => (
            <li key={tool.name}>
              <code>{tool.name}</code>
              {tool.description && <span className={styles.toolDescription}>{tool.description}</span>}
            </li>
          ))}
        </ul>
        <p className={styles.templateLabel}>Call template (UTCP 1.0):</p>
        <pre className={styles.template} tabIndex={0} aria-label={`Call template of ${entry.title}`}>
          <code>{template}</code>
        </pre>
        {note && <p className={styles.note}>{note}</p>}
        {entry.unofficial && (
          <p className={styles.note}>
            This OpenAPI description is published by a third party, not by {entry.maintainer}.
          </p>
        )}
      </details>
    </li>
  );
}
