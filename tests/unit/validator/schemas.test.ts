import {describe, expect, it} from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import {buildSchemas, DIALECT, SCHEMA_FILES, schemaUrl} from '../../../scripts/schemas/build';
import {describeField} from '../../../scripts/schemas/descriptions';
import {schemaCatalog} from '../../../src/lib/schemas/catalog';
import {renderLlmsTxt} from '../../../src/plugins/llms/render';
import {LATEST_VERSION} from '../../../src/config/versions';
import {facts10, factsNext, LINES, parseAnnotation} from '../../../scripts/schemas/facts';
import {findDrift, renderAll, withoutAnnotations} from '../../../scripts/schemas/outputs';
import {brokenCorpus, registryCallTemplates, registryManuals, validCorpus} from '../../schemas/corpus';
import {checkSchema, readPublishedSchemas, unknownKeys} from '../../schemas/published';
import {allClasses, loadFacts} from '../../../data/protocol';

describe('the schema generator', () => {
  // Generous timeouts: a few hundred milliseconds alone, much slower while the machine builds.
  it('matches the committed files (run npm run schemas:generate after changing scripts/schemas or the facts)', () => {
    expect(findDrift()).toEqual([]);
  }, 30_000);

  it('writes every published schema, with $id equal to its URL, the 2020-12 dialect, a title, a description and examples', () => {
    const published = readPublishedSchemas();
    const expected = LINES.flatMap((line) => SCHEMA_FILES[line].map((name) => `${line}/${name}.json`)).sort();
    expect(Object.keys(published).sort()).toEqual(expected);
    for (const [file, schema] of Object.entries(published)) {
      const [line, name] = file.replace(/\.json$/, '').split('/');
      expect(schema.$id, file).toBe(schemaUrl(line as never, name));
      expect(schema.$id, file).toBe(`https://utcp.io/schema/${file}`);
      expect(schema.$schema, file).toBe(DIALECT);
      expect(typeof schema.title, file).toBe('string');
      expect(String(schema.description).length, file).toBeGreaterThan(20);
    }
    for (const line of ['1.0', 'next']) {
      for (const name of SCHEMA_FILES['1.0'])
        expect(published[`${line}/${name}.json`].examples, `${line}/${name}`).toBeDefined();
    }
  });

  it('compiles each schema with Ajv (strict mode), alone with the files it refers to', () => {
    const schemas = buildSchemas();
    const ajv = new Ajv2020({strict: true, strictTypes: false, allowUnionTypes: true});
    for (const schema of Object.values(schemas)) ajv.addSchema(schema);
    for (const schema of Object.values(schemas))
      expect(ajv.getSchema(schema.$id as string), String(schema.$id)).toBeTypeOf('function');
  });

  it('needs only the files the docs tell ajv-cli to load (manual: manual, tool, call-template, auth; client config: client-config, call-template, auth)', () => {
    const published = readPublishedSchemas();
    const sets: [string, string[]][] = [
      ['manual', ['manual', 'tool', 'call-template', 'auth']],
      ['client-config', ['client-config', 'call-template', 'auth']],
    ];
    for (const line of ['1.0', 'next']) {
      for (const [main, files] of sets) {
        // The options of the documented command: --spec=draft2020 --strict=false
        const ajv = new Ajv2020({strict: false});
        for (const file of files) ajv.addSchema(published[`${line}/${file}.json`]);
        expect(ajv.getSchema(`https://utcp.io/schema/${line}/${main}.json`), `${line} ${main}`).toBeTypeOf('function');
      }
    }
    const lone = new Ajv2020({strict: false});
    lone.addSchema(published['1.0/manual.json']);
    expect(() => lone.getSchema('https://utcp.io/schema/1.0/manual.json')).toThrow(/can't resolve reference tool.json/);
  });

  it('validates each schema’s own examples', () => {
    for (const [file, schema] of Object.entries(readPublishedSchemas())) {
      const [line, name] = file.replace(/\.json$/, '').split('/');
      const kind =
        ({'call-template': 'call template', 'client-config': 'client config'} as Record<string, string>)[name] ?? name;
      for (const example of (schema.examples as unknown[] | undefined) ?? []) {
        expect(checkSchema(line as never, kind as never, example).errors, file).toEqual([]);
      }
    }
  });

  it('has one call template branch per type python-utcp registers: seven in 1.0, plus file, tcp and udp in Next', () => {
    expect(Object.keys(facts10.callTemplates.variants).sort()).toEqual([
      'cli',
      'http',
      'mcp',
      'sse',
      'streamable_http',
      'text',
      'websocket',
    ]);
    expect(Object.keys(factsNext.callTemplates.variants).sort()).toEqual([
      'cli',
      'file',
      'http',
      'mcp',
      'sse',
      'streamable_http',
      'tcp',
      'text',
      'udp',
      'websocket',
    ]);
    const published = readPublishedSchemas();
    const types = (line: string) =>
      (
        (published[`${line}/call-template.json`].properties as Record<string, {enum: string[]}>).call_template_type
          .enum as string[]
      ).sort();
    expect(types('1.0')).toEqual(Object.keys(facts10.callTemplates.variants).sort());
    expect(types('next')).toEqual(Object.keys(factsNext.callTemplates.variants).sort());
    expect(Object.keys(facts10.auth.variants).sort()).toEqual(['api_key', 'basic', 'oauth2']);
  });

  it('follows the facts: text reads file_path in 1.0 and content in Next; Next adds allowed_communication_protocols and inherit_env_vars', () => {
    const fields = (model: {fields: {name: string}[]}) => model.fields.map((field) => field.name);
    expect(fields(facts10.callTemplates.variants.text)).toContain('file_path');
    expect(fields(factsNext.callTemplates.variants.text)).toEqual(expect.arrayContaining(['content', 'base_url']));
    expect(fields(factsNext.callTemplates.variants.text)).not.toContain('file_path');
    expect(fields(factsNext.callTemplates.variants.http)).toContain('allowed_communication_protocols');
    expect(fields(facts10.callTemplates.variants.http)).not.toContain('allowed_communication_protocols');
    expect(fields(factsNext.callTemplates.variants.cli)).toContain('inherit_env_vars');
    expect(fields(factsNext.jsonSchema)).toContain('examples');
    const http = facts10.callTemplates.variants.http.fields.find((field) => field.name === 'http_method')!;
    expect(http.type).toEqual({kind: 'literal', values: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']});
    expect(http.default).toBe('GET');
    // pydantic aliases become the JSON keys
    expect(fields(facts10.jsonSchema)).toEqual(expect.arrayContaining(['$schema', '$id']));
  });

  it('accepts unknown keys because no python-utcp model forbids them (only JsonSchema sets extra, to "allow")', () => {
    for (const version of ['1.0', 'next', '0.1'] as const) {
      const configs = allClasses(loadFacts(version)).flatMap((cls) =>
        cls.class_attributes
          .filter((attr) => attr.name === 'model_config')
          .map((attr) => `${cls.name}: ${attr.value ?? ''}`),
      );
      expect(configs.filter((config) => /extra/.test(config)).map((config) => config.replace(/\s+/g, ' '))).toEqual(
        version === '0.1'
          ? []
          : [
              'JsonSchema: { "validate_by_name": True, "validate_by_alias": True, "serialize_by_alias": True, "extra": "allow" }',
            ],
      );
      expect(
        configs.some((config) => /forbid/.test(config)),
        version,
      ).toBe(false);
    }
  });

  it('reads Python annotations', () => {
    expect(parseAnnotation('Optional[Dict[str, "JsonSchema"]]')).toEqual({
      kind: 'optional',
      of: {kind: 'map', values: {kind: 'ref', to: 'jsonSchema'}},
    });
    expect(parseAnnotation('Literal[1, 2, 4, 8]')).toEqual({kind: 'literal', values: [1, 2, 4, 8]});
    expect(parseAnnotation('Optional[Union[str, Dict[str, Any]]]')).toEqual({
      kind: 'optional',
      of: {kind: 'union', of: [{kind: 'string'}, {kind: 'object'}]},
    });
    expect(parseAnnotation('None')).toEqual({kind: 'null'});
    expect(() => parseAnnotation('Set[str]')).toThrow(/no schema for the Python type Set/);
  });

  it('refuses a field without a description of ours', () => {
    expect(() => describeField('HttpCallTemplate', 'brand_new_field')).toThrow(
      /no description for HttpCallTemplate\.brand_new_field/,
    );
  });

  it('ships validators without the schemas’ prose', () => {
    expect(
      withoutAnnotations({
        title: 'x',
        properties: {title: {description: 'y', type: 'string'}},
        enum: [{description: 1}],
      }),
    ).toEqual({
      properties: {title: {type: 'string'}},
      enum: [{description: 1}],
    });
    const files = renderAll();
    const validator = Object.entries(files).find(([file]) => file.endsWith('validators-1.0.js'))![1];
    expect(validator).toMatch(/export const manual = /);
    expect(validator).not.toMatch(/python-utcp makes up a random name/);
    expect(validator).not.toMatch(/require\(/);
  });
});

describe('the schema catalog of llms.txt', () => {
  it('lists every committed schema URL, in a "JSON Schemas" section', () => {
    const urls = schemaCatalog().map((entry) => entry.url);
    expect(urls.sort()).toEqual(
      Object.keys(readPublishedSchemas())
        .map((file) => `https://utcp.io/schema/${file}`)
        .sort(),
    );
    const text = renderLlmsTxt({
      title: 'UTCP',
      summary: 's',
      details: [],
      sections: [],
      linkSections: [{title: 'JSON Schemas', links: schemaCatalog()}],
      optional: [],
      linkFor: () => '',
    });
    // The section opens on the latest version's manual schema.
    expect(text).toContain(
      `## JSON Schemas\n\n- [UTCP ${LATEST_VERSION} manual.json](https://utcp.io/schema/${LATEST_VERSION}/manual.json): JSON Schema (draft 2020-12) of a whole manual`,
    );
    expect(text).toContain('(https://utcp.io/schema/1.0/manual.json)');
    expect(text).toContain('(https://utcp.io/schema/next/call-template.json)');
    expect(text).toContain('(https://utcp.io/schema/0.1/provider.json)');
  });
});

describe('the published schemas', () => {
  it('accept every registry manual (whole) and every registry call template', () => {
    const failures = [...registryManuals(), ...registryCallTemplates()]
      .map((item) => ({item, result: checkSchema('1.0', item.kind, item.value)}))
      .filter(({result}) => !result.valid)
      .map(({item, result}) => `${item.id}: ${result.errors.slice(0, 3).join('; ')}`);
    expect(failures).toEqual([]);
  }, 30_000);

  it('find one key python-utcp 1.0 does not define in the registry manuals: the `timeout` @utcp/http writes into http templates', () => {
    const keys = new Set(
      registryManuals()
        .flatMap((item) => unknownKeys('1.0', 'manual', item.value))
        .map((error) => error.replace(/^.*: /, '')),
    );
    expect([...keys]).toEqual(['unknown field "timeout"']);
  }, 30_000);

  it.each(['1.0', 'next'] as const)('reject the broken corpus and accept the valid one (%s)', (line) => {
    const broken = brokenCorpus(line);
    expect(broken.filter((item) => checkSchema(line, item.kind, item.value).valid).map((item) => item.id)).toEqual([]);
    expect(validCorpus(line).map((item) => [item.id, checkSchema(line, item.kind, item.value).errors])).toEqual(
      validCorpus(line).map((item) => [item.id, []]),
    );
  });

  it('name the problem: path and keyword', () => {
    const {errors} = checkSchema('1.0', 'call template', {
      name: 'w',
      call_template_type: 'http',
      url: 'https://x',
      http_method: 'FETCH',
    });
    expect(errors).toEqual(['/http_method: must be one of ["GET","POST","PUT","DELETE","PATCH"]']);
    expect(checkSchema('1.0', 'call template', {call_template_type: 'htp'}).errors).toEqual([
      '/call_template_type: must be one of ["cli","http","mcp","sse","streamable_http","text","websocket"]',
    ]);
  });

  it('accept unknown keys below the manual as python-utcp does, and the strict variant names them', () => {
    const manual = {
      tools: [{name: 't', tool_call_template: {call_template_type: 'http', url: 'https://x', methd: 'GET'}}],
    };
    expect(checkSchema('1.0', 'manual', manual).valid).toBe(true);
    expect(unknownKeys('1.0', 'manual', manual)).toEqual(['/tools/0/tool_call_template: unknown field "methd"']);
  });

  it('refuse an unknown key at the top of a manual, as python-utcp and @utcp/sdk do', () => {
    for (const line of ['1.0', 'next'] as const) {
      const manual = {$schema: `https://utcp.io/schema/${line}/manual.json`, tools: []};
      expect(checkSchema(line, 'manual', manual).errors, line).toEqual(['(root): unknown field "$schema"']);
    }
  });

  it('check websocket URLs as each line does (1.1 compares the host name)', () => {
    const ws = (url: string) => ({call_template_type: 'websocket', url});
    expect(checkSchema('1.0', 'call template', ws('ws://localhost.evil.example/x')).valid).toBe(true);
    expect(checkSchema('next', 'call template', ws('ws://localhost.evil.example/x')).valid).toBe(false);
    expect(checkSchema('next', 'call template', ws('ws://localhost:8080/x')).valid).toBe(true);
    expect(checkSchema('next', 'call template', ws('ws://[::1]/x')).valid).toBe(true);
    expect(checkSchema('1.0', 'call template', ws('ws://quotes.example/x')).valid).toBe(false);
  });

  it('0.1: a provider per provider_type, a 1.0 tool is not a 0.1 tool', () => {
    expect(checkSchema('0.1', 'provider', {provider_type: 'http', url: 'https://x'}).valid).toBe(true);
    expect(checkSchema('0.1', 'provider', {provider_type: 'tcp', host: 'h', port: '9000'}).errors.join()).toMatch(
      /port/,
    );
    expect(
      checkSchema('0.1', 'tool', {name: 't', tool_call_template: {call_template_type: 'http', url: 'https://x'}}).valid,
    ).toBe(false);
  });
});
