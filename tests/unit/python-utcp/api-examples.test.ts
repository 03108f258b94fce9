/**
 * The example programs of the generated API reference run like the guide blocks (npm run
 * python:verify; the records are checked in record.test.ts). Signature blocks are left out by
 * one rule: the generator fences them ```python signature and the collector skips that meta.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {renderVersion, SIGNATURE_FENCE, VERSION_DIRS} from '../../../scripts/api-reference/render';
import {collectBlocks, fences, isSignature} from '../../../scripts/python-utcp/collect';
import type {DocsVersion} from '../../../data/api-reference/types';
import {apiReferenceVersions, versionPin} from '../../../src/config/versionPins';

const ROOT = path.resolve(__dirname, '../../..');
const VERSIONS: readonly DocsVersion[] = apiReferenceVersions();

/** The python fences of a page with the `## ` section each sits in. */
function pythonFencesBySection(markdown: string): {section: string; meta: string[]; body: string}[] {
  const lines = markdown.split('\n');
  return fences(markdown)
    .filter((fence) => fence.info.split(/\s+/)[0] === 'python')
    .map((fence) => {
      const heading = lines
        .slice(0, fence.line - 1)
        .reverse()
        .find((line) => line.startsWith('## '));
      return {section: heading ?? '', meta: fence.info.split(/\s+/).slice(1), body: fence.body};
    });
}

describe('signature blocks of the API reference', () => {
  it.each(VERSIONS)('%s: the generator marks exactly the blocks outside the Examples section', (version) => {
    let signatures = 0;
    let examples = 0;
    for (const [file, markdown] of renderVersion(version)) {
      for (const fence of pythonFencesBySection(markdown)) {
        const inExamples = /^## Examples?$/.test(fence.section);
        expect(isSignature(fence.meta), `${file}: ${fence.body.split('\n')[0]}`).toBe(!inExamples);
        if (inExamples) examples += 1;
        else signatures += 1;
      }
    }
    expect(signatures).toBeGreaterThan(200);
    expect(examples).toBeGreaterThan(40);
  });

  it('fences a rendered signature with the signature meta', () => {
    const page = renderVersion('1.0').get('core/utcp_client.md') ?? '';
    expect(page).toContain(`${SIGNATURE_FENCE}\nclass UtcpClient`);
    expect(isSignature(['signature'])).toBe(true);
    expect(isSignature(['impl=python'])).toBe(false);
  });
});

describe('collected API examples', () => {
  const scenarios = readFileSync(path.join(ROOT, 'tests/python/harness/api_scenarios.py'), 'utf8');

  /** The text of a block's scenario entry, or of the constant the entry names. */
  function scenarioOf(version: DocsVersion, key: string): string | undefined {
    // Entries of one protocol line (tests/python/harness/scenarios.py, find) start with it.
    for (const name of [`${versionPin(version).line}:${key}`, key]) {
      const start = scenarios.indexOf(`"${name}": `);
      if (start < 0) continue;
      const rest = scenarios.slice(start + name.length + 4);
      const next = rest.search(/\n {4}"(?:\d+\.\d+:)?api\//);
      const entry = next < 0 ? rest : rest.slice(0, next);
      const constant = /^([A-Z_]+),/.exec(entry);
      if (!constant) return entry;
      const definition = new RegExp(`^${constant[1]} = (.*)$`, 'm').exec(scenarios);
      return definition?.[1];
    }
    return undefined;
  }

  it.each(VERSIONS)('%s: every example block of the api/ pages is collected, none is a signature', (version) => {
    const collected = collectBlocks(version).filter((block) => block.key.startsWith('api/'));
    const onPages = collected.length;
    let unmarked = 0;
    for (const file of new Set(collected.map((block) => block.file))) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      unmarked += pythonFencesBySection(text).filter((fence) => !isSignature(fence.meta)).length;
    }
    expect(onPages).toBe(unmarked);
    expect(onPages).toBeGreaterThan(40);
    expect(collected.every((block) => block.file.startsWith(`${VERSION_DIRS[version]}/`))).toBe(true);
    expect(collected.filter((block) => /^\s*(def|class|@)\s/m.test(block.code.split('\n')[0]))).toEqual([]);
  });

  it.each(VERSIONS)('%s: every example block has a scenario that asserts what the page says', (version) => {
    const missing = collectBlocks(version)
      .filter((block) => block.key.startsWith('api/') && !block.fragment)
      .filter((block) => !/"(expect|check|raises)"/.test(scenarioOf(version, block.key) ?? ''))
      .map((block) => block.key);
    expect(missing).toEqual([]);
  });
});
