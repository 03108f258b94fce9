import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readablePath, validateDocument} from '../../src/lib/manualValidator';
import {parseJsonWithPositions} from '../../src/lib/manualValidator/jsonPositions';
import {brokenCorpus, validCorpus} from '../schemas/corpus';
import {checkSchema} from '../schemas/published';

const MANUAL = `{
  "utcp_version": "1.0.1",
  "manual_version": "1.0.0",
  "tools": [
    {
      "name": "get_forecast",
      "description": "Daily forecast",
      "tags": ["weather"],
      "tool_call_template": {
        "name": "weather",
        "call_template_type": "http",
        "http_method": "FETCH",
        "url": "https://api.weather.example/v1/forecast"
      }
    }
  ]
}`;

const KIND = {manual: 'manual', 'call template': 'callTemplate', 'client config': 'clientConfig'} as const;

describe('the in-browser validator', () => {
  it('reports a schema error with its path, line and column and a plain message', async () => {
    const result = await validateDocument(MANUAL, {kind: 'auto', line: 'auto'});
    expect(result).toMatchObject({line: '1.0', kind: 'manual', valid: false, detected: {line: true, kind: true}});
    expect(result.errors).toEqual([
      {
        pointer: '/tools/0/tool_call_template/http_method',
        path: 'tools[0].tool_call_template.http_method',
        line: 12,
        column: 24,
        message: '"FETCH" is not allowed for "http_method". Use one of "GET", "POST", "PUT", "DELETE", "PATCH".',
      },
    ]);
  });

  it('summarizes a valid manual and warns about keys python-utcp ignores', async () => {
    const text = MANUAL.replace('"FETCH"', '"GET"').replace(
      '"tags": ["weather"],',
      '"tags": ["weather"], "input": {},',
    );
    const result = await validateDocument(text, {kind: 'manual', line: '1.0'});
    expect(result.valid).toBe(true);
    expect(result.summary).toEqual({
      toolCount: 1,
      callTemplateTypes: {http: 1},
      authKinds: {none: 1},
      tags: ['weather'],
    });
    expect(result.warnings.map((w) => [w.path, w.line])).toEqual([['tools[0].input', 8]]);
  });

  it('reports a JSON syntax error with its line and column', async () => {
    const result = await validateDocument('{\n  "tools": [],\n}', {kind: 'auto', line: 'auto'});
    expect(result.syntaxError).toMatchObject({line: 3, column: 1});
    expect(result.syntaxError!.message).toMatch(/comma before \}/);
  });

  it('detects a 0.1 manual from provider_type', async () => {
    const manual = {
      version: '0.1.8',
      tools: [{name: 'status', tool_provider: {provider_type: 'http', url: 'https://x.example'}}],
    };
    const result = await validateDocument(JSON.stringify(manual), {kind: 'auto', line: 'auto'});
    expect(result).toMatchObject({line: '0.1', valid: true});
    const forced = await validateDocument(JSON.stringify(manual), {kind: 'auto', line: '1.0'});
    expect(forced.valid).toBe(false);
    expect(forced.hint).toMatch(/UTCP 0.1 format/);
  });

  it('gives the same verdict as the published schemas on the corpus', async () => {
    for (const item of [...brokenCorpus('1.0'), ...validCorpus('1.0'), ...brokenCorpus('next')]) {
      if (!(item.kind in KIND)) continue;
      const result = await validateDocument(JSON.stringify(item.value), {
        kind: KIND[item.kind as keyof typeof KIND],
        line: item.line,
      });
      expect(result.valid, item.id).toBe(checkSchema(item.line, item.kind, item.value).valid);
    }
  });

  it('accepts a registry manual', async () => {
    const text = readFileSync(path.join(__dirname, '..', '..', 'static', 'manuals', 'ably.json'), 'utf8');
    const result = await validateDocument(text, {kind: 'auto', line: 'auto'});
    expect(result.valid).toBe(true);
    expect(result.summary!.toolCount).toBeGreaterThan(5);
  });
});

describe('the position-keeping JSON parser', () => {
  it('parses what JSON.parse parses, with positions of values and keys', () => {
    const text = '{"a": [1, {"b/c": "x\\n"}], "d": null}';
    const parsed = parseJsonWithPositions(text);
    expect(parsed.value).toEqual(JSON.parse(text));
    expect(parsed.values.get('/a/1/b~1c')).toMatchObject({line: 1, column: 19});
    expect(parsed.keys.get('/d')).toMatchObject({line: 1, column: 28});
    expect(readablePath('/a/1/b~1c')).toBe('a[1].b/c');
  });

  it.each([
    ["{'a': 1}", /double quotes/],
    ['{"a": 1,}', /comma before \}/],
    ['[1, 2', /Expected "," or "\]"/],
    ['{"a" 1}', /Expected ":"/],
    ['{"a": 1} x', /after the end/],
    ['', /empty/],
  ])('rejects %j', (text, message) => {
    expect(() => parseJsonWithPositions(text)).toThrow(message);
  });
});
