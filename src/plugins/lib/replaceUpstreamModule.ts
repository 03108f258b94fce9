import {existsSync} from 'node:fs';
import path from 'node:path';
import type {CurrentBundler} from '@docusaurus/types';

interface ResolveData {
  context: string;
  request: string;
}

/** Whether an import (its request, from its folder) names `file` (an absolute path to a .js file). */
export function importsFile({context, request}: ResolveData, file: string): boolean {
  return path.resolve(context, request).replace(/(\.js)?$/, '.js') === file;
}

/**
 * A bundler plugin that makes every import of the internal upstream module
 * `upstreamFile` (absolute path) load `replacementFile` instead. Internal
 * modules are imported by relative paths inside their package, so an alias
 * cannot reach them; the replacement matches the resolved path.
 */
export function replaceUpstreamModule(bundler: CurrentBundler, upstreamFile: string, replacementFile: string) {
  if (!existsSync(upstreamFile)) {
    throw new Error(`${upstreamFile} is gone (a Docusaurus upgrade?): review the plugin that replaces it`);
  }
  const fileName = path.basename(upstreamFile, '.js').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new bundler.instance.NormalModuleReplacementPlugin(
    new RegExp(`${fileName}(\\.js)?$`),
    (resource: ResolveData) => {
      if (importsFile(resource, upstreamFile)) {
        resource.request = replacementFile;
      }
    },
  );
}
