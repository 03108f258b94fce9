/** Where the generated pages go, their URLs, and where their edit links point. */
import type {DocsVersion} from '../../../data/api-reference/types';
import {API_DIRS, API_URL_PREFIX} from '../../reference/apiFolders';

/** Where each version's pages live, relative to the repository root. */
export const VERSION_DIRS: Readonly<Record<DocsVersion, string>> = API_DIRS;

/** URL prefix of each version's API reference. */
export const VERSION_URL_PREFIX: Readonly<Record<DocsVersion, string>> = API_URL_PREFIX;

export {EDIT_BASE_URL} from '../../reference/pythonPages';
export const DATA_DIR = 'data/api-reference';
