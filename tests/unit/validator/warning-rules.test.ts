/**
 * Every warning of the validator (/validate, /studio, the registry's manuals)
 * stands on a run of both TypeScript SDKs: @utcp/sdk 1.0.16 (with @utcp/http
 * 1.0.13) and @utcp/sdk 1.1.2 (the copy @utcp/http 1.1.11 registers its call
 * templates in). A document that triggers a rule is refused by both; a
 * document both accept gets no warning. The test names are the rule ids that
 * src/lib/manualValidator/warningRules.ts cites.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {beforeAll, describe, expect, it} from 'vitest';
import {validateDocument} from '../../../src/lib/manualValidator';
import {WARNING_RULES} from '../../../src/lib/manualValidator/warningRules';

interface Serializer {
  validateDict(value: unknown): unknown;
}
interface Sdk {
  version: string;
  serializer(): Serializer;
}

const ROOT = path.resolve(__dirname, '..', '..', '..');
const sdks: Sdk[] = [];

async function load(sdkPackageJson: string, httpModule: string): Promise<Sdk> {
  const sdkDir = path.dirname(sdkPackageJson);
  const {version} = JSON.parse(readFileSync(sdkPackageJson, 'utf8')) as {version: string};
  const sdk = (await import(pathToFileURL(path.join(sdkDir, 'dist', 'index.js')).href)) as {
    UtcpManualSerializer: new () => Serializer;
  };
  // Importing @utcp/http registers the http call templates in the SDK it depends on.
  await import(httpModule);
  return {version, serializer: () => new sdk.UtcpManualSerializer()};
}

beforeAll(async () => {
  const modules = path.join(ROOT, 'node_modules');
  sdks.push(await load(path.join(modules, '@utcp', 'sdk', 'package.json'), '@utcp/http'));
  sdks.push(
    await load(path.join(modules, 'utcp-http-11', 'node_modules', '@utcp', 'sdk', 'package.json'), 'utcp-http-11'),
  );
});

/** What each SDK does with a manual: accepted or refused. */
function sdkOutcomes(text: string): string[] {
  return sdks.map((sdk) => {
    try {
      sdk.serializer().validateDict(JSON.parse(text));
      return `${sdk.version}: accepted`;
    } catch {
      return `${sdk.version}: refused`;
    }
  });
}

const BOTH_ACCEPT = ['1.0.16: accepted', '1.1.2: accepted'];
const BOTH_REFUSE = ['1.0.16: refused', '1.1.2: refused'];

const tool = (extra: Record<string, unknown> = {}, template: Record<string, unknown> = {}) => ({
  name: 'lookup',
  description: 'Looks a word up',
  inputs: {type: 'object', properties: {word: {type: 'string'}}},
  outputs: {type: 'object', properties: {}},
  ...extra,
  tool_call_template: {
    name: 'dictionary',
    call_template_type: 'http',
    http_method: 'GET',
    url: 'https://dict.example/lookup',
    ...template,
  },
});
const manual = (...tools: unknown[]) =>
  JSON.stringify({utcp_version: '1.0.1', manual_version: '1.0.0', tools}, null, 2);

async function warningsOf(text: string) {
  const results = await Promise.all(
    (['1.0', 'next'] as const).map((line) => validateDocument(text, {kind: 'manual', line})),
  );
  return results.map((result) => result.warnings.map((warning) => warning.rule));
}

describe('warning rules, each backed by a run of @utcp/sdk 1.0.16 and 1.1.2', () => {
  it('loads the SDK versions the rules cite', () => {
    expect(sdks.map((sdk) => sdk.version)).toEqual(['1.0.16', '1.1.2']);
  });

  it('unknown-tool-field', async () => {
    const text = manual(tool({input: {}}));
    expect(sdkOutcomes(text)).toEqual(BOTH_REFUSE);
    expect(await warningsOf(text)).toEqual([['unknown-tool-field'], ['unknown-tool-field']]);
  });

  it('proto-member', async () => {
    const text = manual(tool()).replace('"name": "lookup"', '"__proto__": {"name": "x"},\n"name": "lookup"');
    expect(sdkOutcomes(text)).toEqual(BOTH_REFUSE);
    expect(await warningsOf(text)).toEqual([['proto-member'], ['proto-member']]);
  });

  it('cites a test of this file for every rule', () => {
    for (const rule of Object.values(WARNING_RULES)) {
      expect(rule.backedBy).toBe(`tests/unit/validator/warning-rules.test.ts > ${rule.id}`);
    }
  });
});

describe('no warning on a manual both SDKs accept', () => {
  it.each([
    ['a timeout in the http call template (what @utcp/http writes)', manual(tool({}, {timeout: 30}))],
    [
      'an auth field the models do not define',
      manual(
        tool({}, {auth: {auth_type: 'api_key', api_key: '${KEY}', var_name: 'X-Key', location: 'header', note: 1}}),
      ),
    ],
    [
      'a "__proto__" property in the inputs schema',
      manual(tool()).replace('"word": {', '"__proto__": {"type": "string"}, "word": {'),
    ],
  ])('%s', async (_name, text) => {
    expect(sdkOutcomes(text)).toEqual(BOTH_ACCEPT);
    expect(await warningsOf(text)).toEqual([[], []]);
  });

  // Every registry manual comes from the same converter; twelve spread over the list keep the run short.
  it("manuals of the registry (static/manuals/), which all carry the converter's timeout", async () => {
    const dir = path.join(ROOT, 'static', 'manuals');
    const all = readdirSync(dir).filter((file) => file.endsWith('.json'));
    expect(all.length).toBeGreaterThan(200);
    const files = all.filter((_file, index) => index % Math.floor(all.length / 12) === 0).slice(0, 12);
    const warned: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      expect(sdkOutcomes(text), file).toEqual(BOTH_ACCEPT);
      const result = await validateDocument(text, {kind: 'manual', line: '1.0'});
      if (result.warnings.length > 0) warned.push(file);
    }
    expect(warned).toEqual([]);
  }, 300_000);
});
