/**
 * Package facts of a line as installed from the npm registry: the version of a plugin, the @utcp/sdk
 * range its package.json asks for, and whether the line's own @utcp/sdk satisfies that range.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import semver from 'semver';

import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
}

function manifest(sdk: LoadedSdk, name: string): Manifest {
  return JSON.parse(readFileSync(path.join(sdk.root, 'node_modules', name, 'package.json'), 'utf8')) as Manifest;
}

function sdkFit(sdk: LoadedSdk, name: string) {
  const plugin = manifest(sdk, name);
  const wanted = plugin.dependencies?.['@utcp/sdk'] ?? null;
  const lineSdk = manifest(sdk, '@utcp/sdk').version;
  return {
    version: plugin.version,
    sdkRange: wanted,
    lineSdk,
    lineSdkSatisfies: wanted === null ? null : semver.satisfies(lineSdk, wanted),
  };
}

export const cases: BehaviourCase[] = casesOf('packages.npm.sdk-dependency', {
  'direct-call': async (sdk) => sdkFit(sdk, '@utcp/direct-call'),
  mcp: async (sdk) => sdkFit(sdk, '@utcp/mcp'),
});
