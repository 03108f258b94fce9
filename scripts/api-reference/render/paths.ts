/** Where the generated pages go, their URLs, and where their edit links point. */
import {siteRepository} from '../../../src/config/site';
import type {DocsVersion} from '../../../data/api-reference/types';
import {apiReferenceVersions, versionDocsDir} from '../../../src/config/versionPins';
import {NEXT_VERSION, pinKey, versionPath} from '../../../src/config/versions';

/** Where each version's pages live, relative to the repository root. */
export const VERSION_DIRS: Readonly<Record<DocsVersion, string>> = Object.fromEntries(
  apiReferenceVersions().map((version) => [version, `${versionDocsDir(version)}/api`]),
);

/** URL prefix of each version's API reference: /api for the latest, /next/api, /1.0/api... */
export const VERSION_URL_PREFIX: Readonly<Record<DocsVersion, string>> = Object.fromEntries(
  apiReferenceVersions().map((version) => {
    const prefix = versionPath(version === pinKey(NEXT_VERSION) ? NEXT_VERSION : version);
    return [version, prefix === '' ? '/api' : `/${prefix}/api`];
  }),
);

export const EDIT_BASE_URL = siteRepository.editBaseUrl;
export const DATA_DIR = 'data/api-reference';
