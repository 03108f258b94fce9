import {describe, expect, it} from 'vitest';
import {validateDocument} from '../../../src/lib/manualValidator';
import {argFields, readArgs} from '../../../src/lib/studio/argsForm';
import {MANUAL_EXAMPLES, OPENAPI_EXAMPLE} from '../../../src/lib/studio/examples';
import {convertOpenApi, DocumentParseError, explainSkips, parseDocument} from '../../../src/lib/studio/openapi';
import {decodeState, encodeState} from '../../../src/lib/studio/urlState';

describe.each(['1.0', 'next'] as const)('OpenAPI import, line %s', (line) => {
  it('converts the example with the real converter and lists what it left out', async () => {
    const {manual, skipped} = await convertOpenApi(parseDocument(OPENAPI_EXAMPLE), line);
    expect(manual.tools.map((tool) => tool.name)).toEqual(['searchBooks', 'addBook', 'getBook', 'listLoans']);
    expect(skipped.map((skip) => skip.operation)).toEqual(['OPTIONS /books', 'DELETE /books/{isbn}', 'GET /loans']);
    expect(skipped[0].reason).toMatch(/OPTIONS is not one/);
    expect(skipped[1].reason).toMatch(/no operationId/);
    expect(skipped[2].reason).toMatch(/staffLogin: openIdConnect/);
    const search = manual.tools[0].tool_call_template as Record<string, unknown>;
    expect(search).toMatchObject({
      url: 'https://library.example/api/books',
      auth: {location: 'query', var_name: 'key'},
    });
    const result = await validateDocument(JSON.stringify(manual), {kind: 'manual', line});
    expect(result.errors).toEqual([]);
    // @utcp/http writes `timeout`, which the schema lacks; both SDKs register such manuals
    // (tests/unit/validator/warning-rules.test.ts), so it is no warning.
    expect(result.warnings).toEqual([]);
  });

  it('reads Swagger 2.0 in JSON', async () => {
    const swagger = {
      swagger: '2.0',
      info: {title: 'Tiny', version: '1'},
      host: 'tiny.example',
      basePath: '/v1',
      paths: {'/ping': {get: {operationId: 'ping', responses: {200: {description: 'pong'}}}}},
    };
    const {manual, skipped} = await convertOpenApi(parseDocument(JSON.stringify(swagger)), line);
    expect(manual.tools[0].tool_call_template).toMatchObject({url: 'https://tiny.example/v1/ping'});
    expect(skipped).toEqual([]);
  });

  it('gives every example manual that follows this line a clean bill', async () => {
    for (const example of MANUAL_EXAMPLES.filter((item) => item.lines.includes(line))) {
      const result = await validateDocument(JSON.stringify(example.manual), {kind: 'manual', line});
      expect([example.id, result.errors, result.warnings]).toEqual([example.id, [], []]);
    }
  });
});

describe('OpenAPI parsing and skips', () => {
  it('says why a document cannot be read', () => {
    expect(() => parseDocument('')).toThrow(DocumentParseError);
    expect(() => parseDocument('{"openapi": ')).toThrow(/Not valid JSON/);
    expect(() => parseDocument('openapi: [unclosed')).toThrow(/Not valid YAML/);
    expect(() => parseDocument('- a list')).toThrow(/not an object/);
  });

  it('reports an operation the converter dropped for an unknown reason', () => {
    const spec = {openapi: '3.0.0', paths: {'/x': {get: {operationId: 'x'}}}};
    expect(explainSkips(spec, {tools: []})).toEqual([
      {operation: 'GET /x', operationId: 'x', reason: 'The converter produced no tool for it.'},
    ]);
  });
});

describe('studio state in the URL', () => {
  it('round-trips, and ignores what it cannot read', () => {
    const state = {line: 'next' as const, manual: '{"tools": []}', openapi: 'openapi: 3.0.0', tool: 'x'};
    expect(decodeState(`#${encodeState(state)}`)).toEqual(state);
    expect(decodeState('#s=garbage')).toBeUndefined();
    expect(decodeState('#other')).toBeUndefined();
    expect(decodeState(`#${encodeState({...state, line: 'x' as never})}`)?.line).toBe('1.0');
  });
});

describe('the arguments form', () => {
  const inputs = {
    type: 'object',
    properties: {
      q: {type: 'string', examples: ['dune']},
      limit: {type: 'integer'},
      exact: {type: 'boolean'},
      sort: {enum: ['asc', 'desc']},
      filter: {type: 'object'},
    },
    required: ['q'],
  };

  it('builds one field per property, typed', () => {
    expect(argFields(inputs).map((field) => [field.name, field.kind, field.required])).toEqual([
      ['q', 'string', true],
      ['limit', 'integer', false],
      ['exact', 'boolean', false],
      ['sort', 'string', false],
      ['filter', 'json', false],
    ]);
    expect(argFields(inputs)[0].example).toBe('dune');
  });

  it('reads typed arguments and names the fields that do not fit', () => {
    const fields = argFields(inputs);
    expect(readArgs(fields, {q: 'x', limit: '3', exact: 'false', filter: '{"a":1}'})).toEqual({
      args: {q: 'x', limit: 3, exact: false, filter: {a: 1}},
      errors: {},
      missing: [],
    });
    const partial = readArgs(fields, {limit: '2.5', filter: '{'});
    expect(partial.missing).toEqual(['q']);
    expect(partial.errors).toEqual({
      limit: 'Expected a whole number.',
      filter: 'Expected JSON (an object, an array, or a quoted string).',
    });
  });
});
