/**
 * The committed Tool Registry data: the index validates, every call template
 * and every downloadable manual is accepted by the UTCP 1.0 SDK serializers,
 * and the downloads respect the size budget.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import '@utcp/http'; // registers the http call template serializer
import {CallTemplateSerializer, UtcpManualSerializer} from '@utcp/sdk';
import {registryBudget} from '../../../data/registry/budget';
import {registryCategoryIds} from '../../../src/data/registry/categories';
import {curated} from '../../../data/registry/curated';
import type {RegistryIndex} from '../../../src/data/registry/types';
import {validateRegistryIndex} from '../../../src/data/registry/validate';

const root = path.resolve(__dirname, '../../..');
const manualsDir = path.join(root, 'static/manuals');
const index = JSON.parse(readFileSync(path.join(root, 'src/data/registry/index.json'), 'utf8')) as RegistryIndex;

describe('registry index', () => {
  it('passes the structural validation', () => {
    expect(validateRegistryIndex(index)).toEqual([]);
  });

  it('holds at least 150 APIs in at least 10 categories', () => {
    expect(index.entries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(index.entries.map((e) => e.category)).size).toBeGreaterThanOrEqual(10);
  });

  it('has exactly one entry per curated API', () => {
    expect(index.entries.map((e) => e.name).sort()).toEqual(curated.map((c) => c.name).sort());
  });

  it('uses only known categories', () => {
    for (const entry of index.entries) expect(registryCategoryIds).toContain(entry.category);
  });

  it('records the budget the data was built with', () => {
    expect(index.budget).toEqual(registryBudget);
  });
});

describe('call templates', () => {
  it.each(index.entries.map((e) => [e.name, e] as const))('%s: valid UTCP 1.0 http call template', (_name, entry) => {
    const parsed = new CallTemplateSerializer().validateDict({...entry.callTemplate} as Record<string, unknown>);
    expect(parsed.call_template_type).toBe('http');
    expect((parsed as unknown as {url: string}).url).toBe(entry.openapiUrl);
    expect((parsed as unknown as {http_method: string}).http_method).toBe('GET');
  });

  it('rejects a broken template (the check is real)', () => {
    expect(() =>
      new CallTemplateSerializer().validateDict({
        name: 'x',
        call_template_type: 'http',
        http_method: 'FETCH',
        url: 'https://a',
      }),
    ).toThrow();
    expect(() =>
      new CallTemplateSerializer().validateDict({name: 'x', call_template_type: 'carrier_pigeon'}),
    ).toThrow();
  });
});

describe('manual downloads', () => {
  const files = existsSync(manualsDir) ? readdirSync(manualsDir).filter((f) => f.endsWith('.json')) : [];
  const published = index.entries.filter((e) => e.manual !== null);

  it('has one file per published manual and no stray files', () => {
    expect(files.sort()).toEqual(published.map((e) => `${e.name}.json`).sort());
  });

  it('keeps every file within the per-manual budget and the total within the total budget', () => {
    let total = 0;
    for (const file of files) {
      const size = statSync(path.join(manualsDir, file)).size;
      expect(size, file).toBeLessThanOrEqual(registryBudget.manualMaxBytes);
      total += size;
    }
    expect(total).toBeLessThanOrEqual(registryBudget.totalMaxBytes);
  });

  it.each(published.map((e) => [e.name, e] as const))(
    '%s: manual parses with the UTCP SDK and matches the index',
    (name, entry) => {
      const text = readFileSync(path.join(manualsDir, `${name}.json`), 'utf8');
      expect(Buffer.byteLength(text)).toBe(entry.manual!.bytes);
      const manual = new UtcpManualSerializer().validateDict(JSON.parse(text));
      expect(manual.tools).toHaveLength(entry.toolCount);
      expect(manual.tools.slice(0, entry.tools.length).map((t) => t.name)).toEqual(entry.tools.map((t) => t.name));
      for (const tool of manual.tools) {
        expect(tool.tool_call_template.call_template_type).toBe('http');
      }
    },
  );
});
