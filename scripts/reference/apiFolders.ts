/**
 * Where each docs version's API reference lives: the folder in the repository and the URL prefix.
 * The versions come from the pin table (src/config/version-pins.json), so a cut version gets its own.
 */
import {apiReferenceVersions, versionDocsDir} from '../../src/config/versionPins';
import {NEXT_VERSION, pinKey, versionPath} from '../../src/config/versions';

/** A docs version with a generated API reference: a key of the pin table (`1.0`, `next`, …). */
export type ApiVersion = string;

export const API_DIRS: Readonly<Record<ApiVersion, string>> = Object.fromEntries(
  apiReferenceVersions().map((version) => [version, `${versionDocsDir(version)}/api`]),
);

/** URL prefix of each version's API reference: /api for the latest, /next/api, /1.0/api... */
export const API_URL_PREFIX: Readonly<Record<ApiVersion, string>> = Object.fromEntries(
  apiReferenceVersions().map((version) => {
    const prefix = versionPath(version === pinKey(NEXT_VERSION) ? NEXT_VERSION : version);
    return [version, prefix === '' ? '/api' : `/${prefix}/api`];
  }),
);

/** The same map with `/<sub>` appended to every path (the TypeScript reference sits below the Python one). */
export function below(paths: Readonly<Record<ApiVersion, string>>, sub: string): Record<ApiVersion, string> {
  return Object.fromEntries(Object.entries(paths).map(([version, dir]) => [version, `${dir}/${sub}`]));
}
