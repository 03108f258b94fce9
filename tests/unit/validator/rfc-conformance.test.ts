/**
 * Checks the behavioural statements of about/RFC.md against the pinned UTCP 1.0
 * TypeScript packages (@utcp/sdk 1.0.16, @utcp/http 1.0.13, @utcp/text 1.0.12),
 * and the "fixed in" notes against the 1.1 line installed in tests/sdk-1.1.
 * Each describe block names the RFC section it backs. A local HTTP server on
 * 127.0.0.1 stands in for providers and token endpoints; nothing leaves the machine.
 */
import {readFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createRequire} from 'node:module';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import type * as Sdk10 from '@utcp/sdk';
import {
  AuthSerializer,
  CallTemplateSchema,
  DefaultVariableSubstitutor,
  ToolPostProcessorConfigSerializer,
  ToolSchema,
  UtcpClient,
  UtcpClientConfigSchema,
  UtcpManualSchema,
} from '@utcp/sdk';
import {OpenApiConverter} from '@utcp/http';
import '@utcp/text';

type Handler = (req: http.IncomingMessage, body: string) => {status?: number; json: unknown};

const routes = new Map<string, Handler>();
const requests: {method: string; url: string; headers: http.IncomingHttpHeaders; body: string}[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  // The SDKs log every registration and call; keep the test output readable.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({method: req.method ?? '', url: req.url ?? '', headers: req.headers, body});
      const pathname = (req.url ?? '').split('?')[0];
      const handler = routes.get(pathname);
      const answer = handler ? handler(req, body) : {status: 404, json: {error: 'not found'}};
      res.writeHead(answer.status ?? 200, {'content-type': 'application/json'});
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const textTool = (name: string, tags: string[] = [], description = '') => ({
  name,
  description,
  tags,
  tool_call_template: {name: 'inline', call_template_type: 'text', content: `result of ${name}`},
});

const textManual = (name: string, tools: unknown[], extra: Record<string, unknown> = {}) => ({
  name,
  call_template_type: 'text',
  content: JSON.stringify({utcp_version: '1.0.1', tools, ...extra}),
});

async function newClient(config: Record<string, unknown> = {}): Promise<UtcpClient> {
  return UtcpClient.create(process.cwd(), UtcpClientConfigSchema.parse(config));
}

const apiKeySpec = {
  openapi: '3.0.0',
  info: {title: 'Pets', version: '1.0.0'},
  servers: [{url: 'https://pets.example.com'}],
  components: {securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Pet-Key'}}},
  security: [{key: []}],
  paths: {
    '/pets': {get: {operationId: 'list_pets', responses: {'200': {description: 'ok'}}}},
    '/owners': {get: {operationId: 'list_owners', responses: {'200': {description: 'ok'}}}},
  },
};

describe('RFC 4: manual and tool objects (@utcp/sdk 1.0.16)', () => {
  it('fills the documented defaults', () => {
    const manual = UtcpManualSchema.parse({tools: []});
    expect(manual.utcp_version).toBe('1.0.0');
    expect(manual.manual_version).toBe('1.0.0');
    const tool = ToolSchema.parse(textTool('t'));
    expect(tool.inputs).toEqual({});
    expect(tool.outputs).toEqual({});
    expect(ToolSchema.parse({name: 'bare', tool_call_template: textTool('x').tool_call_template}).description).toBe('');
  });

  it('rejects unknown members on the manual and on a tool', () => {
    expect(() => UtcpManualSchema.parse({utcp_version: '1.0.1', tools: [], publisher: 'acme'})).toThrow();
    expect(() => ToolSchema.parse({...textTool('t'), version: '2'})).toThrow();
  });

  it('does not check utcp_version: a manual claiming 99.0 registers', async () => {
    const client = await newClient();
    const result = await client.registerManual(textManual('future', [textTool('ping')], {utcp_version: '99.0'}));
    expect(result.success).toBe(true);
    expect(result.manual.utcp_version).toBe('99.0');
  });
});

describe('RFC 4.4: names and resolution by the first dot', () => {
  it('prefixes tool names, rewrites manual names and refuses a second manual of the same name', async () => {
    const client = await newClient();
    await client.registerManual(textManual('my-tools', [textTool('a.b')]));
    expect((await client.getTools()).map((t) => t.name)).toEqual(['my_tools.a.b']);
    await expect(client.registerManual(textManual('my_tools', [textTool('c')]))).rejects.toThrow(/already registered/);
  });

  it('takes the text before the first dot as the manual name when calling', async () => {
    const client = await newClient();
    await client.registerManual(textManual('shop', [textTool('orders.list')]));
    expect(await client.callTool('shop.orders.list', {})).toBe('result of orders.list');
    await expect(client.callTool('orders.list', {})).rejects.toThrow(/not found/);
  });
});

describe('RFC 5.1: auth on call templates', () => {
  it('rejects auth on a text call template', () => {
    const template = {call_template_type: 'text', content: '{}', auth: {auth_type: 'api_key', api_key: 'k'}};
    expect(CallTemplateSchema.safeParse(template).success).toBe(false);
    expect(CallTemplateSchema.safeParse({call_template_type: 'text', content: '{}'}).success).toBe(true);
  });
});

describe('RFC 7: variables (@utcp/sdk 1.0.16)', () => {
  const substitutor = new DefaultVariableSubstitutor();
  const config = (variables: Record<string, string>) => UtcpClientConfigSchema.parse({variables});

  it('doubles underscores in the namespace: a_ + b and a + __b both look up a___b', async () => {
    const cfg = config({a___b: 'same'});
    expect(await substitutor.substitute('${b}', cfg, 'a_')).toBe('same');
    expect(await substitutor.substitute('${__b}', cfg, 'a')).toBe('same');
    expect(substitutor.findRequiredVariables('$b', 'a_')).toEqual(['a___b']);
    expect(substitutor.findRequiredVariables('$__b', 'a')).toEqual(['a___b']);
  });

  it('replaces both ${NAME} and $NAME and fails on an unknown name', async () => {
    const cfg = config({gh_TOKEN: 't0k'});
    expect(await substitutor.substitute({h: 'Bearer ${TOKEN}', q: ['$TOKEN']}, cfg, 'gh')).toEqual({
      h: 'Bearer t0k',
      q: ['t0k'],
    });
    await expect(substitutor.substitute('${MISSING}', cfg, 'gh')).rejects.toThrow(/gh_MISSING/);
  });

  it('cannot express a literal $word: OData $filter is taken for a variable', async () => {
    await expect(substitutor.substitute('https://x.example/Items?$filter=a', config({}), 'odata')).rejects.toThrow(
      /odata_filter/,
    );
  });

  it('leaves any string that contains $ref untouched', async () => {
    const value = '{"$ref": "#/defs/x"} ${TOKEN}';
    expect(await substitutor.substitute(value, config({}), 'm')).toBe(value);
  });

  it('looks in the config variables before the environment', async () => {
    process.env.order_KEY = 'from-env';
    try {
      expect(await substitutor.substitute('$KEY', config({order_KEY: 'from-config'}), 'order')).toBe('from-config');
      expect(await substitutor.substitute('$KEY', config({}), 'order')).toBe('from-env');
    } finally {
      delete process.env.order_KEY;
    }
  });

  it("substitutes the config's own variables map once, from the other sources", async () => {
    process.env.RFC_BASE_SECRET = 's3cret';
    try {
      const client = await newClient({variables: {api_TOKEN: 'Bearer ${RFC_BASE_SECRET}'}});
      expect(client.config.variables).toEqual({api_TOKEN: 'Bearer s3cret'});
    } finally {
      delete process.env.RFC_BASE_SECRET;
    }
  });
});

describe('RFC 6.3: OpenAPI conversion and auth_tools', () => {
  const matching = {auth_type: 'api_key', api_key: '${PET_KEY}', var_name: 'x-pet-key', location: 'header'};
  /** The API key a generated tool will send. */
  const apiKeyOf = (tool: {tool_call_template: unknown}) =>
    (tool.tool_call_template as {auth?: {api_key?: string}}).auth?.api_key;
  /** Registers the pets OpenAPI document, served over HTTP, with the matching auth_tools. */
  const registerPetsOverHttp = (client: Pick<UtcpClient, 'registerManual'>, name: string) =>
    client.registerManual({
      name,
      call_template_type: 'http',
      url: `${base}/pets-openapi.json`,
      auth_tools: matching,
    } as never);

  it('gives each secured operation its own counter placeholder', () => {
    const manual = new OpenApiConverter(apiKeySpec, {specUrl: 'https://pets.example.com/openapi.json'}).convert();
    expect(manual.tools.map(apiKeyOf)).toEqual(['${API_KEY_0}', '${API_KEY_1}']);
  });

  it('uses auth_tools only when type, var_name (case-insensitive) and location match', () => {
    const convert = (authTools: unknown) =>
      new OpenApiConverter(apiKeySpec, {specUrl: 'https://pets.example.com/openapi.json', authTools} as never)
        .convert()
        .tools.map(apiKeyOf);
    expect(convert(matching)).toEqual(['${PET_KEY}', '${PET_KEY}']);
    expect(convert({...matching, location: 'query'})).toEqual(['${API_KEY_0}', '${API_KEY_1}']);
    expect(convert({...matching, var_name: 'Authorization'})).toEqual(['${API_KEY_0}', '${API_KEY_1}']);
    expect(convert({auth_type: 'basic', username: 'u', password: 'p'})).toEqual(['${API_KEY_0}', '${API_KEY_1}']);
  });

  it('@utcp/text 1.0.12 passes auth_tools to the converter, already substituted', async () => {
    const client = await newClient({variables: {pets_PET_KEY: 'k-123'}});
    const result = await client.registerManual({
      name: 'pets',
      call_template_type: 'text',
      content: JSON.stringify(apiKeySpec),
      auth_tools: matching,
    } as never);
    expect(apiKeyOf(result.manual.tools[0])).toBe('k-123');
  });

  it('@utcp/http 1.0.13 ignores auth_tools: the generated tool keeps ${API_KEY_0}', async () => {
    routes.set('/pets-openapi.json', () => ({json: apiKeySpec}));
    const client = await newClient({variables: {pets_PET_KEY: 'k-123'}});
    const result = await registerPetsOverHttp(client, 'pets');
    expect(result.success).toBe(true);
    expect(apiKeyOf(result.manual.tools[0])).toBe('${API_KEY_0}');
  });

  it('@utcp/http 1.1.11 passes auth_tools (the fix)', async () => {
    const require11 = createRequire(path.resolve(__dirname, '../../sdk-1.1/package.json'));
    const sdk11 = (await import(require11.resolve('@utcp/sdk'))) as typeof Sdk10;
    await import(require11.resolve('@utcp/http'));
    const client = await sdk11.UtcpClient.create(
      process.cwd(),
      sdk11.UtcpClientConfigSchema.parse({variables: {pets11_PET_KEY: 'k-123'}}),
    );
    const result = await registerPetsOverHttp(client, 'pets11');
    expect(apiKeyOf(result.manual.tools[0])).toBe('k-123');
  });
});

describe('RFC 6.1: HTTP discovery (@utcp/http 1.0.13)', () => {
  it('fails a document that has tools but no utcp_version, and one that is neither manual nor OpenAPI', async () => {
    routes.set('/no-version.json', () => ({json: {tools: [textTool('t')]}}));
    routes.set('/other.json', () => ({json: {hello: 'world'}}));
    const client = await newClient();
    const noVersion = await client.registerManual({
      name: 'nover',
      call_template_type: 'http',
      url: `${base}/no-version.json`,
    } as never);
    expect(noVersion.success).toBe(false);
    expect(noVersion.errors.join(' ')).toMatch(/neither a valid UTCP Manual nor an OpenAPI/);
    const other = await client.registerManual({
      name: 'other',
      call_template_type: 'http',
      url: `${base}/other.json`,
    } as never);
    expect(other.success).toBe(false);
  });

  it('refuses to fetch a manual over plain HTTP from a non-loopback host', async () => {
    const client = await newClient();
    const result = await client.registerManual({
      name: 'plain',
      call_template_type: 'http',
      url: 'http://example.com/utcp',
    } as never);
    expect(result.success).toBe(false);
    expect(result.errors.join(' ')).toMatch(/HTTPS/);
  });

  it('reports one result per manual in a batch, so one failure does not hide the others', async () => {
    const client = await newClient();
    const results = await client.registerManuals([
      textManual('good', [textTool('t')]) as never,
      {name: 'bad', call_template_type: 'nope'} as never,
    ]);
    expect(results.map((r) => r.success)).toEqual([true, false]);
  });
});

describe('RFC 5.4: argument mapping of the http type', () => {
  it('fills path placeholders, sends body_field as the body, header_fields as headers and the rest as query', async () => {
    routes.set('/repos/acme/site', () => ({json: {ok: true}}));
    routes.set('/manual-http.json', () => ({
      json: {
        utcp_version: '1.0.1',
        tools: [
          {
            name: 'update',
            tool_call_template: {
              name: 'm',
              call_template_type: 'http',
              http_method: 'POST',
              url: `${base}/repos/{owner}/{repo}`,
              header_fields: ['X-Trace'],
              headers: {'X-Fixed': 'yes'},
            },
          },
        ],
      },
    }));
    const client = await newClient();
    await client.registerManual({name: 'gh', call_template_type: 'http', url: `${base}/manual-http.json`} as never);
    requests.length = 0;
    const result = await client.callTool('gh.update', {
      owner: 'acme',
      repo: 'site',
      body: {a: 1},
      'X-Trace': 't1',
      page: 2,
    });
    expect(result).toEqual({ok: true});
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/repos/acme/site?page=2');
    expect(request.headers['x-trace']).toBe('t1');
    expect(request.headers['x-fixed']).toBe('yes');
    expect(JSON.parse(request.body)).toEqual({a: 1});
  });
});

describe('RFC 6.4: search (tag_and_description_word_match in @utcp/sdk 1.0.16)', () => {
  it('honours limit (0 = all) and any_of_tags_required', async () => {
    const client = await newClient();
    await client.registerManual(
      textManual('wx', [
        textTool('forecast', ['weather'], 'weather forecast for a city'),
        textTool('alerts', ['weather', 'alerts'], 'weather alerts'),
        textTool('stocks', ['finance'], 'stock quotes'),
      ]),
    );
    expect(await client.searchTools('weather', 1)).toHaveLength(1);
    expect(await client.searchTools('weather', 0)).toHaveLength(3);
    const tagged = await client.searchTools('weather', 10, ['FINANCE']);
    expect(tagged.map((t) => t.name)).toEqual(['wx.stocks']);
  });
});

describe('RFC 9: post-processors', () => {
  it('accepts the documented keys and defaults limit_strings to 10000 characters', () => {
    const serializer = new ToolPostProcessorConfigSerializer();
    const limit = serializer.validateDict({tool_post_processor_type: 'limit_strings'}) as unknown as {limit: number};
    expect(limit.limit).toBe(10000);
    const filter = serializer.validateDict({
      tool_post_processor_type: 'filter_dict',
      only_include_keys: ['id'],
      exclude_tools: ['m.t'],
      only_include_manuals: ['m'],
    });
    const out = filter.postProcess(
      {} as never,
      {name: 'x.y'} as never,
      {name: 'm', call_template_type: 'text'} as never,
      {id: 1, secret: 2, nested: {id: 3, other: 4}},
    );
    expect(out).toEqual({id: 1, nested: {id: 3}});
  });

  it('truncates strings of the result before the caller sees them', async () => {
    const client = await newClient({post_processing: [{tool_post_processor_type: 'limit_strings', limit: 6}]});
    await client.registerManual(textManual('long', [textTool('text')]));
    expect(await client.callTool('long.text', {})).toBe('result');
  });
});

describe('RFC 8.3: OAuth2 token cache (@utcp/http 1.0.13)', () => {
  it('reuses a token until expires_in has passed, then fetches a new one', async () => {
    let issued = 0;
    let lifetime = 3600;
    routes.set('/token', () => ({json: {access_token: `tok${++issued}`, token_type: 'bearer', expires_in: lifetime}}));
    routes.set('/secure', (req) => ({json: {auth: req.headers.authorization}}));
    const manualFor = (clientId: string) => ({
      utcp_version: '1.0.1',
      tools: [
        {
          name: 'secure',
          tool_call_template: {
            name: 's',
            call_template_type: 'http',
            url: `${base}/secure`,
            auth: {auth_type: 'oauth2', token_url: `${base}/token`, client_id: clientId, client_secret: 'sec'},
          },
        },
      ],
    });
    routes.set('/oauth-long.json', () => ({json: manualFor('long-lived')}));
    routes.set('/oauth-short.json', () => ({json: manualFor('short-lived')}));
    const bearer = async (client: UtcpClient, tool: string) =>
      ((await client.callTool(tool, {})) as {auth: string}).auth;
    const client = await newClient();
    await client.registerManual({name: 'oa', call_template_type: 'http', url: `${base}/oauth-long.json`} as never);
    // @utcp/http asks for a token both ways at once (credentials in the body and in a Basic header).
    expect(await bearer(client, 'oa.secure')).toMatch(/^Bearer tok[12]$/);
    expect(issued).toBe(2);
    expect(await bearer(client, 'oa.secure')).toMatch(/^Bearer tok[12]$/);
    expect(issued).toBe(2);

    lifetime = 0.001;
    await client.registerManual({name: 'oa2', call_template_type: 'http', url: `${base}/oauth-short.json`} as never);
    await bearer(client, 'oa2.secure');
    expect(issued).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await bearer(client, 'oa2.secure');
    expect(issued).toBe(6);
  });
});

describe('JSON examples of the RFC and the introduction post parse with @utcp/sdk 1.0.16', () => {
  const jsonBlocks = (file: string): unknown[] =>
    [...readFileSync(path.resolve(__dirname, '../../..', file), 'utf8').matchAll(/```json[^\n]*\n([\s\S]*?)```/g)].map(
      (match) => JSON.parse(match[1]) as unknown,
    );

  it('every RFC block is a valid manual, call template, auth object or client configuration', () => {
    const blocks = jsonBlocks('about/RFC.md') as Record<string, unknown>[];
    const kinds = blocks.map((block) => {
      if ('tools' in block) return UtcpManualSchema.parse(block) && 'manual';
      if ('call_template_type' in block) return CallTemplateSchema.parse(block) && 'call template';
      if ('auth_type' in block) return new AuthSerializer().validateDict(block as never) && 'auth';
      // The dotenv loader is a separate package in TypeScript (@utcp/dotenv-loader); check the rest of that block.
      const {load_variables_from: _loaders, ...rest} = block;
      return UtcpClientConfigSchema.parse(rest) && 'config';
    });
    expect(kinds).toEqual(expect.arrayContaining(['manual', 'call template', 'auth', 'config']));
    expect(kinds.length).toBeGreaterThanOrEqual(8);
  });

  it("the introduction post's manual registers and its tool is found by the post's query", async () => {
    const [manual] = jsonBlocks('blog/2025-07-15-introducing-utcp.mdx');
    const client = await newClient();
    const result = await client.registerManual({
      name: 'open_meteo',
      call_template_type: 'text',
      content: JSON.stringify(manual),
    } as never);
    expect(result.success).toBe(true);
    const found = await client.searchTools('current weather', 3);
    expect(found.map((tool) => tool.name)).toEqual(['open_meteo.current_weather']);
  });
});
