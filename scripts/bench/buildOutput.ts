/** Sizes read from the build on disk: the main bundle and the search index. */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const ROOT = path.resolve(__dirname, '..', '..');

/** The main bundle every page loads (raw and gzip bytes). */
export function mainBundleSize(): {file: string; raw: number; gzip: number} {
  const dir = path.join(ROOT, 'build', 'assets', 'js');
  const name = readdirSync(dir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (!name) throw new Error(`no main bundle in ${dir}: build the site first`);
  const body = readFileSync(path.join(dir, name));
  return {file: name, raw: body.length, gzip: gzipSync(body, {level: 9}).length};
}

/** Every file of the search index in the build (Pagefind bundles, or lunr's search-index*.json). */
export function searchIndexOnDisk(): {files: number; bytes: number} {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string, inIndex: boolean): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const isIndexDir = inIndex || name === 'pagefind';
      if (statSync(full).isDirectory()) {
        if (name !== 'assets') walk(full, isIndexDir);
      } else if (inIndex || /^search-index.*\.json$/.test(name)) {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  walk(path.join(ROOT, 'build'), false);
  return {files, bytes};
}
