/**
 * How the site names its docs versions: one place for the navbar dropdown,
 * the version banners and any page that names a version. The ids come from
 * versions.json (newest first); only the wording lives here.
 */
import versionIds from '../../versions.json';

/** The docs plugin's id of the unversioned docs/ folder. */
export const NEXT_VERSION = 'current';

/** The version readers get by default: the newest entry of versions.json. */
export const LATEST_VERSION: string = versionIds[0]!;

/** Every released version id, newest first, as versions.json lists them. */
export const RELEASED_VERSIONS: readonly string[] = versionIds;

/** The protocol line that the unversioned docs describe. */
export const NEXT_LINE = '1.1';

export type VersionStatus = 'next' | 'latest' | 'legacy';

export function versionStatus(id: string): VersionStatus {
  if (id === NEXT_VERSION) return 'next';
  return id === LATEST_VERSION ? 'latest' : 'legacy';
}

/** The label the dropdown and the banners show, e.g. "1.0 (latest)". */
export function versionLabel(id: string): string {
  switch (versionStatus(id)) {
    case 'next':
      return `Next (${NEXT_LINE}, preview)`;
    case 'latest':
      return `${id} (latest)`;
    case 'legacy':
      return `${id} (legacy)`;
  }
}

/** One sentence on what a version is, for its banner. */
export function versionDescription(id: string): string {
  switch (versionStatus(id)) {
    case 'next':
      return (
        `You are reading the docs of the ${NEXT_LINE} line. Its packages are published, ` +
        `but the site still opens on ${LATEST_VERSION} by default.`
      );
    case 'latest':
      return `You are reading the docs of ${id}, the version the site opens on.`;
    case 'legacy':
      return `You are reading the docs of ${id}, a legacy line that is no longer actively maintained.`;
  }
}

/** The URL path segment of a version ('' for the latest, which sits at the site root). */
export function versionPath(id: string): string {
  if (id === NEXT_VERSION) return 'next';
  return id === LATEST_VERSION ? '' : id;
}

type VersionOptions = {label: string; path?: string; banner: 'none' | 'unreleased' | 'unmaintained'};

/** The `versions` option of the docs plugin. */
export function docsVersionsOptions(): Record<string, VersionOptions> {
  const options: Record<string, VersionOptions> = {};
  for (const id of [NEXT_VERSION, ...RELEASED_VERSIONS]) {
    const status = versionStatus(id);
    const path = versionPath(id);
    options[id] = {
      label: versionLabel(id),
      // The latest version keeps the plugin's default: the docs root.
      ...(path === '' ? {} : {path}),
      banner: status === 'next' ? 'unreleased' : status === 'legacy' ? 'unmaintained' : 'none',
    };
  }
  return options;
}

/** The query parameter a version switch adds when the page had no counterpart in the target version. */
export const MISSING_PAGE_PARAM = 'missing-in-version';
