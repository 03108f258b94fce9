/**
 * Wraps the docs version dropdown. On a doc page each version entry links to
 * the same doc in that version when it exists (the stock behaviour), else to
 * the page it moved to (src/config/pageMoves.ts), else the nearest ancestor
 * page there, marked with ?missing-in-version=<from> (the version as its
 * address names it: next, 1.0) so the landing page can say so. Elsewhere the stock dropdown renders as is.
 */
import type {ReactNode} from 'react';
import OriginalDropdown from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {MISSING_PAGE_PARAM} from '@site/src/config/versions';
import {nearestPage} from '@site/src/lib/versions/nearestPage';
import {versionInAddress} from '@site/src/lib/versions/versionParam';
import {PAGE_MOVES} from '@site/src/config/pageMoves';

function withParam(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params.toString()}`;
}

function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {
    mobile,
    docsPluginId,
    dropdownActiveClassDisabled,
    dropdownItemsBefore,
    dropdownItemsAfter,
    versions: _configs,
    ...rest
  } = props;
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const pathname = useHistorySelector((history) => history.location.pathname);
  const activeDocContext = useActiveDocContext(docsPluginId);
  const versions = useVersions(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const {activeDoc, activeVersion} = activeDocContext;
  if (!activeDoc || !activeVersion || versions.length <= 1) return <OriginalDropdown {...props} />;

  const cleanSearch = withoutParam(search, MISSING_PAGE_PARAM);
  const toItem = (version: GlobalVersion) => {
    const sameDoc = activeDocContext.alternateDocVersions[version.name];
    let to: string;
    if (sameDoc) {
      to = `${sameDoc.path}${cleanSearch}${hash}`;
    } else {
      const target = nearestPage({
        pathname,
        fromRoot: activeVersion.path,
        toRoot: version.path,
        targetPaths: version.docs.map((doc) => doc.path),
        fallback: version.docs.find((doc) => doc.id === version.mainDocId)?.path,
        moves: {from: activeVersion.name, to: version.name, table: PAGE_MOVES},
      });
      to = target.exact
        ? `${target.path}${cleanSearch}${hash}`
        : `${target.path}${withParam(cleanSearch, MISSING_PAGE_PARAM, versionInAddress(activeVersion.name))}`;
    }
    return {
      label: version.label,
      to,
      isActive: () => version === activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    };
  };
  const items = [...dropdownItemsBefore, ...versions.map(toItem), ...dropdownItemsAfter];
  const label = mobile
    ? translate({
        id: 'theme.navbar.mobileVersionsDropdown.label',
        message: 'Versions',
        description: 'The label for the navbar versions dropdown on mobile view',
      })
    : activeVersion.label;
  return (
    <DropdownNavbarItem
      {...rest}
      mobile={mobile}
      label={label}
      to={mobile ? undefined : activeDoc.path}
      items={items}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}
