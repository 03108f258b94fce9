/**
 * Builds a typescript-utcp package that npm does not publish (@utcp/cli, @utcp/file,
 * @utcp/dotenv-loader) from its source at the commit each line was written from: 463b659 for the
 * 1.0 line, c49c33c for the 1.1 line. The package folder is exported from a local git directory of
 * typescript-utcp into a temporary folder and bundled with esbuild; its imports of @utcp/sdk,
 * @utcp/http, js-yaml and dotenv stay imports of the line's own installed files, so that the plugin
 * registers into the SDK the cases use. `zod` is bound to the zod 3 API (`zod/v3` of the line's zod):
 * the packages were written for zod 3, as the SDK (which bundles zod 3) was, and a zod 4 object
 * refuses the SDK's schemas inside its own. Nothing of the build is kept in the repository.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {skip, type LoadedSdk} from './sdk';

/** A git directory of typescript-utcp (a bare mirror will do). */
export const TYPESCRIPT_UTCP =
  process.env.TYPESCRIPT_UTCP_REPO ?? '/work/.mirror/universal-tool-calling-protocol+typescript-utcp/repo';

/** The typescript-utcp commit each line's unpublished packages are built from. */
export const SOURCE_COMMIT: Record<string, string> = {'1.0': '463b659', '1.1': 'c49c33c'};

const LINE_PACKAGES = /^(@utcp\/sdk|@utcp\/http|zod|js-yaml|dotenv)$/;

/**
 * The ESM entry of a package installed at the top of the line's node_modules (or of one of its
 * subpath exports, `zod/v3`), as a file URL.
 */
export function lineEntry(sdk: LoadedSdk, name: string, subpath = '.'): string {
  const folder = path.join(sdk.root, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    exports?: Record<string, {import?: string} | string>;
    module?: string;
    main?: string;
  };
  const dot = manifest.exports?.[subpath];
  const entry =
    (typeof dot === 'string' ? dot : dot?.import) ?? (subpath === '.' ? (manifest.module ?? manifest.main) : undefined);
  if (!entry) throw new Error(`${name} in ${sdk.root} has no entry`);
  return pathToFileURL(path.join(folder, entry)).href;
}

const built = new Map<string, Promise<string>>();
let freshCount = 0;

/**
 * Builds packages/<folder> for the line of `sdk` (once per process and line) and imports the bundle;
 * with `fresh`, the bundle is evaluated again as a new module, so its import-time code runs once more.
 */
export async function loadSourcePackage(
  sdk: LoadedSdk,
  folder: string,
  fresh = false,
): Promise<Record<string, unknown>> {
  const url = await buildSourcePackage(sdk, folder);
  return (await import(fresh ? `${url}?fresh=${++freshCount}` : url)) as Record<string, unknown>;
}

/** The file URL of the bundle of packages/<folder> built for the line of `sdk`. */
function buildSourcePackage(sdk: LoadedSdk, folder: string): Promise<string> {
  const commit = SOURCE_COMMIT[sdk.line];
  if (!commit) skip(`no typescript-utcp commit known for line ${sdk.line}`);
  const id = `${sdk.line}:${folder}`;
  let bundle = built.get(id);
  if (!bundle) {
    bundle = (async () => {
      if (!existsSync(TYPESCRIPT_UTCP)) skip(`no typescript-utcp git directory at ${TYPESCRIPT_UTCP}`);
      const work = mkdtempSync(path.join(tmpdir(), `utcp-${folder}-`));
      const archive = execFileSync('git', ['--git-dir', TYPESCRIPT_UTCP, 'archive', commit, `packages/${folder}`]);
      execFileSync('tar', ['-x', '-C', work], {input: archive});
      const esbuild = await import('esbuild');
      const outfile = path.join(work, `${folder}.mjs`);
      await esbuild.build({
        entryPoints: [path.join(work, 'packages', folder, 'src', 'index.ts')],
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        outfile,
        logLevel: 'silent',
        plugins: [
          {
            name: 'line-packages',
            setup(build) {
              build.onResolve({filter: LINE_PACKAGES}, (args) => ({
                path: args.path === 'zod' ? lineEntry(sdk, 'zod', './v3') : lineEntry(sdk, args.path),
                external: true,
              }));
            },
          },
        ],
      });
      return pathToFileURL(outfile).href;
    })();
    built.set(id, bundle);
  }
  return bundle;
}
