/**
 * Replaces the theme's version banner (the stock component is not rendered). The stock banner
 * calls Next "unreleased"; ours states what each version is in the words of
 * src/config/versions.ts and links to the same page in the latest version. It also hosts the
 * notice shown after a version switch landed on a substitute page.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useDocsPreferredVersion,
  useDocsVersion,
  useDocVersionSuggestions,
} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import VersionSwitchNotice from '@site/src/components/VersionSwitchNotice';
import {versionDescription} from '@site/src/config/versions';

function Banner({className}: Props): ReactNode {
  const version = useDocsVersion();
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(version.pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  if (!version.banner || !latestVersionSuggestion) return null;
  const latestPath =
    latestDocSuggestion?.path ??
    latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId)!.path;
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert">
      <p>{versionDescription(version.version)}</p>
      <p className="margin-bottom--none">
        {latestDocSuggestion ? 'This page in the latest version:' : 'The latest version:'}{' '}
        <b>
          <Link to={latestPath} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
            {latestVersionSuggestion.label}
          </Link>
        </b>
        .
      </p>
    </div>
  );
}

export default function DocVersionBanner(props: Props): ReactNode {
  return (
    <>
      <VersionSwitchNotice />
      <Banner {...props} />
    </>
  );
}
