/**
 * The Tool Registry data as the page imports it: the generated index.json,
 * checked and typed. Regenerate with `npm run registry:update`; the unit tests validate
 * the file (validate.ts) and every call template and manual with the UTCP SDK.
 */
import data from './index.json';
import type {RegistryIndex} from './types';
import {assertRegistryIndex} from './validate';

const index: unknown = data;
// Checked when the build renders the pages (and in tests): an index.json that does not validate fails
// the build. The browser bundle (UTCP_SERVER_RENDER is 'false' there, see src/plugins/serverRenderFlag)
// drops the check and the validator's code, and reads the data the build has checked.
if (process.env.UTCP_SERVER_RENDER !== 'false') {
  assertRegistryIndex(index);
}
export const registryIndex = index as RegistryIndex;
export const registryEntries = registryIndex.entries;

export {registryCategories, categoryLabel, isRegistryCategoryId} from './categories';
export type {RegistryCategoryId} from './categories';
export type * from './types';
