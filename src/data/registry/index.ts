/**
 * The Tool Registry data as the page imports it: the generated index.json,
 * typed. Regenerate with `npm run registry:update`; the unit tests validate
 * the file (validate.ts) and every call template and manual with the UTCP SDK.
 */
import data from './index.json';
import type {RegistryIndex} from './types';

export const registryIndex = data as unknown as RegistryIndex;
export const registryEntries = registryIndex.entries;

export {registryCategories, categoryLabel, isRegistryCategoryId} from './categories';
export type {RegistryCategoryId} from './categories';
export type * from './types';
