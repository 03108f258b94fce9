import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readablePath, validateDocument} from '../../../src/lib/manualValidator';
import type {UtcpLine} from '../../../src/lib/manualValidator/detect';
import {MAX_DEPTH, offsetOfPosition, parseJsonWithPositions} from '../../../src/lib/manualValidator/jsonPositions';
import {preciseErrors, websocketUrlMessage} from '../../../src/lib/manualValidator/messages';
import {brokenCorpus, validCorpus} from '../../schemas/corpus';
import {checkSchema} from '../../schemas/published';

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

  it('summarizes a valid manual and warns about keys python-utcp drops and @utcp/sdk refuses', async () => {
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
    expect(forced.hint!.text).toMatch(/UTCP 0.1 format/);
  });

  it('gives the same verdict as the published schemas on the corpus', async () => {
    for (const item of [...brokenCorpus('1.0'), ...validCorpus('1.0'), ...brokenCorpus('next')]) {
      if (!(item.kind in KIND)) continue;
      const result = await validateDocument(JSON.stringify(item.value), {
        kind: KIND[item.kind as keyof typeof KIND],
        line: item.line as UtcpLine,
      });
      expect(result.valid, item.id).toBe(checkSchema(item.line, item.kind, item.value).valid);
    }
  });

  it('accepts a registry manual', async () => {
    const text = readFileSync(path.join(__dirname, '..', '..', '..', 'static', 'manuals', 'ably.json'), 'utf8');
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

const manualWith = (template: Record<string, unknown>, extraTool: Record<string, unknown> = {}) =>
  JSON.stringify(
    {
      utcp_version: '1.0.1',
      manual_version: '1.0.0',
      tools: [{name: 't', description: 'd', ...extraTool, tool_call_template: {name: 'p', ...template}}],
    },
    null,
    2,
  );

describe('documents that used to fool the validator', () => {
  it('keeps a "__proto__" member as an own key and warns about it', async () => {
    const parsed = parseJsonWithPositions('{"__proto__": {"tools": []}}');
    expect(Object.getPrototypeOf(parsed.value)).toBe(Object.prototype);
    expect(Object.keys(parsed.value as object)).toEqual(['__proto__']);
    expect((parsed.value as {tools?: unknown}).tools).toBeUndefined();
    expect(parsed.protoKeys).toEqual(['/__proto__']);

    const result = await validateDocument('{"__proto__": {"tools": []}}', {kind: 'auto', line: 'auto'});
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.message)).toContain('Missing the required field "tools".');
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatchObject({path: '__proto__', line: 1, column: 2});
    expect(result.warnings[0].message).toMatch(/"__proto__"/);
  });

  it('refuses an unknown top-level manual key at the key, and says to map the schema in the editor', async () => {
    const text = '{\n  "$schema": "https://utcp.io/schema/1.0/manual.json",\n  "tools": []\n}';
    const result = await validateDocument(text, {kind: 'auto', line: 'auto'});
    expect(result.valid).toBe(false);
    expect(result.warnings).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({path: '$schema', line: 2, column: 3});
    expect(result.errors[0].message).toMatch(/^Unknown field "\$schema"\. python-utcp and @utcp\/sdk both refuse/);
    expect(result.errors[0].message).toMatch(/map the file in your editor/);
  });

  it('does not take an input property named provider_type for UTCP 0.1', async () => {
    const text = manualWith(
      {call_template_type: 'http', http_method: 'GET', url: 'https://api.example/x'},
      {inputs: {type: 'object', properties: {provider_type: {type: 'string'}}}},
    );
    const result = await validateDocument(text, {kind: 'auto', line: 'auto'});
    expect(result).toMatchObject({line: '1.0', valid: true});
    expect(result.hint).toBeUndefined();
    expect(result.lineReason).toMatch(/No 0\.1 construct/);
  });

  it('detects Next from a construct only Next knows, and hints when 1.0 is forced', async () => {
    const text = manualWith({call_template_type: 'text', content: '{"tools": []}'});
    const detected = await validateDocument(text, {kind: 'auto', line: 'auto'});
    expect(detected).toMatchObject({line: 'next', valid: true});
    expect(detected.lineReason).toBe(
      'tools[0].tool_call_template: the field "content" exists only in UTCP Next (1.1).',
    );
    const forced = await validateDocument(text, {kind: 'auto', line: '1.0'});
    expect(forced.valid).toBe(false);
    expect(forced.hint!.text).toMatch(
      /only UTCP Next \(1\.1\) knows \(tools\[0\]\.tool_call_template: the field "content"\)/,
    );

    const file = await validateDocument(manualWith({call_template_type: 'file', file_path: 'tools.json'}), {
      kind: 'auto',
      line: 'auto',
    });
    expect(file.line).toBe('next');
    expect(file.lineReason).toMatch(/call_template_type "file"/);
  });

  it('refuses a Next text template with file_path, beside content or alone, and says why', async () => {
    for (const template of [
      {call_template_type: 'text', content: '{"tools": []}', file_path: 'tools.json'},
      {call_template_type: 'text', file_path: 'tools.json'},
    ]) {
      const result = await validateDocument(manualWith(template), {kind: 'manual', line: 'next'});
      expect(result.valid, JSON.stringify(template)).toBe(false);
      expect(result.errors.map((error) => error.message)).toContainEqual(
        expect.stringMatching(/text call template has no "file_path".*call_template_type "file"/),
      );
    }
    const inline = await validateDocument(manualWith({call_template_type: 'text', content: '{"tools": []}'}), {
      kind: 'manual',
      line: 'next',
    });
    expect(inline.valid).toBe(true);
  });

  it('counts columns in code points and lines at LF, CRLF and lone CR', () => {
    const emoji = parseJsonWithPositions('{"a": "\u{1F600}\u{1F600}", "b": 1}');
    expect(emoji.values.get('/b')).toMatchObject({line: 1, column: 18, offset: 19});
    for (const brk of ['\n', '\r\n', '\r']) {
      const text = `{${brk}"a": 1,${brk}${brk}  "b": 2${brk}}`;
      const parsed = parseJsonWithPositions(text);
      expect(parsed.values.get('/b'), JSON.stringify(brk)).toMatchObject({line: 4, column: 8});
      const {line, column, offset} = parsed.values.get('/b')!;
      expect(offsetOfPosition(text, line, column)).toBe(offset);
    }
    const text = '{\r  "\u{1F600}": "x",\r  "b": tru}';
    expect(() => parseJsonWithPositions(text)).toThrow(/Expected a value/);
    try {
      parseJsonWithPositions(text);
    } catch (error) {
      expect((error as {position: {line: number; column: number}}).position).toMatchObject({line: 3, column: 8});
    }
  });

  it('reads number literals of any length', () => {
    const digits = '1'.repeat(400);
    const parsed = parseJsonWithPositions(`{"a": ${digits}.5e-3, "b": -0.${digits}}`);
    expect(parsed.value).toEqual(JSON.parse(`{"a": ${digits}.5e-3, "b": -0.${digits}}`));
  });

  it('refuses very deep nesting with a position instead of overflowing the stack', () => {
    expect(() => parseJsonWithPositions('['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH))).not.toThrow();
    expect(() => parseJsonWithPositions('['.repeat(200_000))).toThrow(/nested more than/);
  });

  it('keeps a "must be null" error when the other error is at a key that merely starts the same', () => {
    const errors = [
      {instancePath: '/tools/0/auth', keyword: 'type', params: {type: 'null'}},
      {instancePath: '/tools/0/auth_tools', keyword: 'required', params: {missingProperty: 'x'}},
    ];
    expect(preciseErrors(errors)).toEqual(errors);
    const inside = [errors[0], {instancePath: '/tools/0/auth/x', keyword: 'required', params: {}}];
    expect(preciseErrors(inside)).toEqual([inside[1]]);
  });

  it('validates a 0.1 providers file as its own kind', async () => {
    const providers = [
      {name: 'weather', provider_type: 'http', url: 'https://api.weather.example/tools'},
      {name: 'local', provider_type: 'cli', command_name: 'tools --list'},
    ];
    const result = await validateDocument(JSON.stringify(providers), {kind: 'auto', line: 'auto'});
    expect(result).toMatchObject({kind: 'providersFile', line: '0.1', valid: true});
    const broken = await validateDocument(JSON.stringify([{...providers[0], provider_type: 'pigeon'}]), {
      kind: 'providersFile',
      line: '1.0',
    });
    expect(broken).toMatchObject({kind: 'providersFile', line: '0.1', valid: false});
    expect(broken.hint!.text).toMatch(/exists only in UTCP 0\.1/);
  });

  it("says what each line's WebSocket URL rule accepts", async () => {
    const ws = (url: string) => ({call_template_type: 'websocket', url});
    const v10 = await validateDocument(manualWith(ws('ws://localhost.evil.example/ws')), {kind: 'manual', line: '1.0'});
    expect(v10.valid).toBe(true);
    const next = await validateDocument(manualWith(ws('ws://localhost.evil.example/ws')), {
      kind: 'manual',
      line: 'next',
    });
    expect(next.valid).toBe(false);
    expect(next.errors.map((e) => e.message)).toContain(websocketUrlMessage('[::1]'));
    const plain = await validateDocument(manualWith(ws('ws://tools.example/ws')), {kind: 'manual', line: '1.0'});
    expect(plain.errors.map((e) => e.message)).toEqual([websocketUrlMessage('^(wss://|ws://localhost)')]);
    expect(plain.errors[0].message).toMatch(/checks only how the URL starts/);
  });
});
