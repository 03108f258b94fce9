import {API_DIRS} from '../reference/apiFolders';

/** The generated Python API reference whose declarations `npm run python:signatures` checks, per docs version. */
export type SignatureVersion = '1.0' | 'next';
export const SIGNATURE_VERSIONS: readonly SignatureVersion[] = ['1.0', 'next'];

/** The generated Python API reference of each version (the TypeScript reference below it is skipped). */
export const API_ROOTS: Record<SignatureVersion, string> = API_DIRS;
