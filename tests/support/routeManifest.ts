import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const ROUTES_DIR = path.join(__dirname, '..', 'routes');

/** Parses one manifest file: one URL path a line; blank lines and '#' comments are skipped. */
export function parseRouteList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Every route of the manifest, by the file that lists it. */
export function readRouteManifest(dir: string = ROUTES_DIR): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .sort()) {
    byFile.set(file, parseRouteList(readFileSync(path.join(dir, file), 'utf8')));
  }
  return byFile;
}

export function allManifestRoutes(dir: string = ROUTES_DIR): string[] {
  return [...readRouteManifest(dir).values()].flat();
}
