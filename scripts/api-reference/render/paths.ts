/** Where the generated pages go, their URLs, and where their edit links point. */
import type {DocsVersion} from '../../../data/api-reference/types';

/** Where each version's pages live, relative to the repository root. */
export const VERSION_DIRS: Record<DocsVersion, string> = {
  '1.0': 'versioned_docs/version-1.0/api',
  next: 'docs/api',
};

/** URL prefix of each version's API reference. */
export const VERSION_URL_PREFIX: Record<DocsVersion, string> = {
  '1.0': '/api',
  next: '/next/api',
};

export {EDIT_BASE_URL} from '../../reference/pythonPages';
export const DATA_DIR = 'data/api-reference';
