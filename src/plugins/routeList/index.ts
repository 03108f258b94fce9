/**
 * Writes /route-list.json after the build: every page's path, for the
 * not-found page to suggest the closest ones (src/lib/notFound/suggest.ts).
 * A file of its own, fetched only when a reader lands on a missing page, so
 * no other page carries the list.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {suggestableRoutes} from '../../lib/notFound/suggest';

export const ROUTE_LIST_FILE = 'route-list.json';

export default function routeListPlugin(): Plugin {
  return {
    name: 'utcp-route-list',
    async postBuild({outDir, routesPaths}) {
      await writeFile(path.join(outDir, ROUTE_LIST_FILE), JSON.stringify(suggestableRoutes(routesPaths)));
    },
  };
}
