import {API_DIRS} from '../reference/apiFolders';
import {apiReferenceVersions} from '../../src/config/versionPins';

/** A docs version with a generated Python API reference (src/config/version-pins.json). */
export type SignatureVersion = string;

/** The versions whose declarations `npm run python:signatures` checks. */
export const SIGNATURE_VERSIONS: readonly SignatureVersion[] = apiReferenceVersions();

/** The generated Python API reference of each version (the TypeScript reference below it is skipped). */
export const API_ROOTS: Readonly<Record<SignatureVersion, string>> = API_DIRS;
