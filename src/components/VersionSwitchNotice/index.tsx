/**
 * Says, after a version switch, that the page the reader came from has no
 * counterpart in this version and that this is the nearest page instead.
 * Read from the ?missing-in-version=<version> parameter the version dropdown
 * adds. Shown only after hydration and fixed to the viewport, so it never
 * moves the page's content.
 */
import {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {MISSING_PAGE_PARAM} from '@site/src/config/versions';
import {versionFromAddress} from '@site/src/lib/versions/versionParam';
import styles from './styles.module.css';

export default function VersionSwitchNotice(): ReactNode {
  const {search, pathname} = useLocation();
  const version = useDocsVersion();
  const versions = useVersions(version.pluginId);
  // False while the server renders and during hydration, so both agree.
  const isBrowser = useIsBrowser();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const param = isBrowser ? new URLSearchParams(search).get(MISSING_PAGE_PARAM) : null;

  if (param === null || dismissed === `${pathname}${search}`) return null;
  const from = versionFromAddress(param);
  const fromLabel = versions.find((candidate) => candidate.name === from)?.label ?? param;
  return (
    <div className={styles.notice} role="status" data-testid="version-switch-notice">
      <p className={styles.text}>
        The page you were reading in <b>{fromLabel}</b> does not exist in <b>{version.label}</b>, so this is the closest
        page of that version.
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss"
        onClick={() => setDismissed(`${pathname}${search}`)}>
        ×
      </button>
    </div>
  );
}
