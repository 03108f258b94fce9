/**
 * The Tool Registry data as the page imports it: the generated index.json,
 * checked and typed. Regenerate with `npm run registry:update`; the unit tests validate
 * the file (validate.ts) and every call template and manual with the UTCP SDK.
 */
import data from './index.json';
import {assertRegistryIndex} from './validate';

// JSON imports are typed loosely (strings, not our unions): the check gives the exact type, and a
// hand-edited index.json that does not validate fails the build instead of rendering a broken page.
const index: unknown = data;
assertRegistryIndex(index);
export const registryIndex = index;
export const registryEntries = registryIndex.entries;

export {registryCategories, categoryLabel, isRegistryCategoryId} from './categories';
export type {RegistryCategoryId} from './categories';
export type * from './types';
