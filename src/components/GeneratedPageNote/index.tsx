import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {siteRepository} from '@site/src/config/site';
import {generatedPage} from '@site/src/lib/versions/generatedPage';
import styles from './styles.module.css';

const blobUrl = (file: string) => `${siteRepository.url}/blob/main/${file}`;

/** For authors, above "Edit this page" on a generated page: what to edit and what to run. */
export default function GeneratedPageNote(): ReactNode {
  const {metadata} = useDoc();
  const page = generatedPage(metadata.id, metadata.version, metadata.editUrl ?? undefined);
  if (!page) return null;
  return (
    <aside className={styles.note} data-testid="generated-page-note" aria-label="How this page is made">
      This page is generated: its text is in <Link href={blobUrl(page.proseFile)}>{page.proseFile}</Link>, its facts
      (names, types, defaults, signatures) in <Link href={blobUrl(page.factsFile)}>{page.factsFile}</Link>, read from{' '}
      {page.factsSource}. After a change, run <code>{page.command}</code>.
    </aside>
  );
}
