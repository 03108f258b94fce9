/**
 * How the site names its docs versions: one place for the navbar dropdown,
 * the version banners and any page that names a version. The ids come from
 * versions.json (newest first); only the wording lives here.
 */
import versionIds from '../../versions.json';
import {NEXT_PIN_KEY, versionPin} from './versionPins';

/** The docs plugin's id of the unversioned docs/ folder. */
export const NEXT_VERSION = 'current';

/** The version readers get by default: the newest entry of versions.json. */
export const LATEST_VERSION: string = versionIds[0]!;

/** Every released version id, newest first, as versions.json lists them. */
export const RELEASED_VERSIONS: readonly string[] = versionIds;

/** The protocol line that the unversioned docs describe (src/config/version-pins.json). */
export const NEXT_LINE: string = versionPin(NEXT_PIN_KEY).line;

/**
 * Next's one name, wherever the site names it (dropdown, banners, studio, validator,
 * schema titles, llms.txt): "Next (1.1)".
 */
export const NEXT_NAME = `Next (${NEXT_LINE})`;

/** The docs version id as the data files and src/config/version-pins.json name it ('next' for Next). */
export function pinKey(id: string): string {
  return id === NEXT_VERSION ? NEXT_PIN_KEY : id;
}

export type VersionStatus = 'next' | 'latest' | 'legacy';

export function versionStatus(id: string): VersionStatus {
  if (id === NEXT_VERSION) return 'next';
  return id === LATEST_VERSION ? 'latest' : 'legacy';
}

/** The label the dropdown and the banners show, e.g. "1.0 (latest)" or "Next (1.1)". */
export function versionLabel(id: string): string {
  switch (versionStatus(id)) {
    case 'next':
      return NEXT_NAME;
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
        `You are reading ${NEXT_NAME}, the docs of the next release. ` +
        `The site opens on ${LATEST_VERSION} by default.`
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

/** The announcement bar: what the latest version brought, and the migration guide from the version before it. */
export function releaseAnnouncement(): {id: string; content: string} {
  const release = versionPin(LATEST_VERSION).release;
  const previous = RELEASED_VERSIONS[1];
  const id = `utcp-${LATEST_VERSION.replace(/\W/g, '-')}-released`;
  const head = `UTCP ${LATEST_VERSION} is out`;
  if (!release) return {id, content: `${head}.`};
  // The detail is left out on phones (custom.css), where the bar would take a sixth of the screen.
  const detail = `<span class="announcement-detail">: ${release.summary}</span>`;
  const upgrade = previous
    ? ` Upgrading from ${previous}? Read the <a href="/${release.migrationGuide}">migration guide</a>.`
    : '';
  return {id, content: `${head}${detail}.${upgrade}`};
}
