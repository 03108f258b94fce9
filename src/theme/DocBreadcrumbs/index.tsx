import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * Wraps the docs breadcrumbs (rendered on every docs page and generated
 * category index) to put the "Copy page as Markdown" button on the same row.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <div className={styles.breadcrumbs}>
        <DocBreadcrumbs {...props} />
      </div>
      <CopyPageMarkdown className={styles.copy} />
    </div>
  );
}
