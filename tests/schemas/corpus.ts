/**
 * One corpus of UTCP documents for the schema tests: every JSON example of the
 * docs, the registry's manuals and call templates, a broken set that every
 * checker must reject, and probes of the places where python-utcp and the
 * TypeScript SDK are known to differ.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {extractJsonBlocks, findDocFiles, type Impl} from '../support/docExamples/extract';
import {classify, type Kind} from '../support/docExamples/classify';
import {ROOT, type Line, type SchemaKind} from './published';

export interface CorpusItem {
  /** Where it comes from: `docs/x.md:12`, `registry manual ably`, `broken: ...`. */
  id: string;
  line: Line;
  kind: SchemaKind;
  value: unknown;
  /** The implementation a doc block is written for (`impl=` on its fence). */
  impl: Impl;
  /** What every checker should say, for the hand-made items. */
  expect?: 'valid' | 'invalid';
}

const KIND_OF: Record<Kind, SchemaKind> = {
  manual: 'manual',
  tool: 'tool',
  'call template': 'call template',
  auth: 'auth',
  'client config': 'client config',
};

/** Each UTCP object shown in a ```json block of the 1.0 and Next docs (partial and legacy blocks left out). */
export function docExamples(): CorpusItem[] {
  const dirs: [string, Line][] = [
    ['docs', 'next'],
    [path.join('versioned_docs', 'version-1.0'), '1.0'],
  ];
  const items: CorpusItem[] = [];
  for (const [dir, line] of dirs) {
    for (const block of extractJsonBlocks(findDocFiles([path.join(ROOT, dir)]), ROOT)) {
      if (block.partial || block.legacy) continue;
      const parsed: unknown = JSON.parse(block.content);
      const values = Array.isArray(parsed) ? parsed : [parsed];
      values.forEach((value, index) => {
        const kind = classify(value);
        if (!kind) return;
        const suffix = values.length > 1 ? `[${index}]` : '';
        items.push({id: `${block.file}:${block.line}${suffix}`, line, kind: KIND_OF[kind], value, impl: block.impl});
      });
    }
  }
  return items;
}

export const MANUALS_DIR = path.join(ROOT, 'static', 'manuals');

let manualsCache: CorpusItem[] | undefined;

/** The registry's manuals, whole (44 MB of JSON: read once per test file). */
export function registryManuals(): CorpusItem[] {
  manualsCache ??= readdirSync(MANUALS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      id: `registry manual ${name}`,
      line: '1.0' as const,
      kind: 'manual' as const,
      value: JSON.parse(readFileSync(path.join(MANUALS_DIR, name), 'utf8')) as unknown,
      impl: 'both' as const,
    }));
  return manualsCache;
}

/** The call template of every registry entry (what a client registers to use it). */
export function registryCallTemplates(): CorpusItem[] {
  const index = JSON.parse(readFileSync(path.join(ROOT, 'src', 'data', 'registry', 'index.json'), 'utf8')) as {
    entries: {name: string; callTemplate: unknown}[];
  };
  return index.entries.map((entry) => ({
    id: `registry call template ${entry.name}`,
    line: '1.0' as const,
    kind: 'call template' as const,
    value: entry.callTemplate,
    impl: 'both' as const,
  }));
}

// --------------------------------------------------------------- hand-made

const httpTemplate = {
  name: 'weather',
  call_template_type: 'http',
  http_method: 'GET',
  url: 'https://api.weather.example/v1/forecast',
};
const tool = {
  name: 'get_forecast',
  description: 'Daily forecast for a city',
  inputs: {type: 'object', properties: {city: {type: 'string'}}, required: ['city']},
  outputs: {type: 'object'},
  tags: ['weather'],
  tool_call_template: httpTemplate,
};
export const VALID_MANUAL = {utcp_version: '1.0.1', manual_version: '1.0.0', tools: [tool]};
const manualWith = (changes: Record<string, unknown>): unknown => ({...VALID_MANUAL, tools: [{...tool, ...changes}]});
const manualWithTemplate = (changes: Record<string, unknown>): unknown =>
  manualWith({tool_call_template: {...httpTemplate, ...changes}});

const item = (
  id: string,
  kind: SchemaKind,
  value: unknown,
  expect: 'valid' | 'invalid',
  line: Line = '1.0',
): CorpusItem => ({
  id,
  line,
  kind,
  value,
  impl: 'both',
  expect,
});

/** Documents every checker must reject, each for one reason. */
export function brokenCorpus(line: Line = '1.0'): CorpusItem[] {
  const broken = (id: string, kind: SchemaKind, value: unknown): CorpusItem =>
    item(`broken: ${id}`, kind, value, 'invalid', line);
  return [
    broken('wrong type: tool name is a number', 'manual', manualWith({name: 42})),
    broken('wrong type: tools is an object', 'manual', {...VALID_MANUAL, tools: {get_forecast: tool}}),
    broken('wrong type: tags is a string', 'tool', {...tool, tags: 'weather'}),
    broken('wrong type: inputs is a string', 'tool', {...tool, inputs: 'city'}),
    broken('missing required field: manual without tools', 'manual', {utcp_version: '1.0.1', manual_version: '1.0.0'}),
    // python-utcp's UtcpManual.__init__ takes only its three fields, and @utcp/sdk's manual is strict.
    broken('unknown top-level key: a manual with a "$schema" key', 'manual', {
      $schema: `https://utcp.io/schema/${line}/manual.json`,
      ...VALID_MANUAL,
    }),
    broken(
      'missing required field: tool without tool_call_template',
      'manual',
      manualWith({tool_call_template: undefined}),
    ),
    broken('missing required field: http call template without url', 'call template', {
      name: 'weather',
      call_template_type: 'http',
    }),
    broken('unknown call_template_type "htp"', 'manual', manualWithTemplate({call_template_type: 'htp'})),
    broken('unknown call_template_type "graphql"', 'call template', {...httpTemplate, call_template_type: 'graphql'}),
    broken('a 0.1 tool_provider with provider_type in a 1.0 manual', 'manual', {
      ...VALID_MANUAL,
      tools: [
        {
          name: 'get_forecast',
          tool_provider: {provider_type: 'http', name: 'weather', url: 'https://api.weather.example/v1/forecast'},
        },
      ],
    }),
    broken('a 0.1 provider (provider_type) as a 1.0 call template', 'call template', {
      provider_type: 'http',
      name: 'weather',
      url: 'https://api.weather.example',
    }),
    broken('bad http_method "FETCH"', 'call template', {...httpTemplate, http_method: 'FETCH'}),
    broken('bad http_method "get" (lower case)', 'manual', manualWithTemplate({http_method: 'get'})),
    broken('bad auth: unknown auth_type "bearer"', 'call template', {
      ...httpTemplate,
      auth: {auth_type: 'bearer', token: '${TOKEN}'},
    }),
    broken('bad auth: api_key without the key', 'auth', {auth_type: 'api_key', location: 'header'}),
    broken(
      'bad auth: api_key in the body',
      'manual',
      manualWithTemplate({auth: {auth_type: 'api_key', api_key: '${KEY}', location: 'body'}}),
    ),
    broken('bad auth: basic without a password', 'auth', {auth_type: 'basic', username: 'me'}),
    broken('bad auth: oauth2 without token_url', 'auth', {
      auth_type: 'oauth2',
      client_id: 'id',
      client_secret: 'secret',
    }),
    broken('client config: manual_call_templates is not a list', 'client config', {
      manual_call_templates: httpTemplate,
    }),
    broken('client config: call template with a 0.1 provider_type', 'client config', {
      manual_call_templates: [{provider_type: 'http', url: 'https://x.example'}],
    }),
  ];
}

/** Valid documents every checker must accept. */
export function validCorpus(line: Line = '1.0'): CorpusItem[] {
  const valid = (id: string, kind: SchemaKind, value: unknown): CorpusItem =>
    item(`valid: ${id}`, kind, value, 'valid', line);
  return [
    valid('a manual with one http tool', 'manual', VALID_MANUAL),
    valid('a tool without inputs (defaults to {})', 'tool', {name: 'ping', tool_call_template: httpTemplate}),
    valid('an http call template with api_key auth', 'call template', {
      ...httpTemplate,
      auth: {auth_type: 'api_key', api_key: '${KEY}', var_name: 'X-Key', location: 'query'},
    }),
    valid('an sse call template', 'call template', {
      name: 'events',
      call_template_type: 'sse',
      url: 'https://events.example/stream',
    }),
    valid('a streamable_http call template', 'call template', {
      name: 'export',
      call_template_type: 'streamable_http',
      url: 'https://export.example/run',
      http_method: 'POST',
    }),
    valid('oauth2 auth', 'auth', {
      auth_type: 'oauth2',
      token_url: 'https://id.example/token',
      client_id: '${ID}',
      client_secret: '${SECRET}',
      scope: 'read',
    }),
    valid('a client config with an http manual', 'client config', {
      manual_call_templates: [httpTemplate],
      variables: {KEY: 'x'},
    }),
  ];
}

/**
 * Documents on which python-utcp (and so the schema) and @utcp/sdk differ, or
 * where one might expect them to. Each names the row of the disagreement
 * table it shows, or `agree` when both give the same verdict.
 */
export function probes(line: Line): (CorpusItem & {disagreement: string})[] {
  const probe = (disagreement: string, id: string, kind: SchemaKind, value: unknown) => ({
    ...item(`probe: ${id}`, kind, value, 'valid', line),
    expect: undefined,
    disagreement,
  });
  const common = [
    probe('unknown-keys', 'a tool with a misspelt "input" key', 'tool', {...tool, input: tool.inputs}),
    probe('unknown-keys', 'basic auth with an extra key', 'auth', {
      auth_type: 'basic',
      username: 'u',
      password: 'p',
      realm: 'x',
    }),
    probe('null-auth', 'an http template with "auth": null', 'call template', {...httpTemplate, auth: null}),
    probe('no-ts-plugin', 'a cli call template', 'call template', {
      name: 'git',
      call_template_type: 'cli',
      commands: [{command: 'git status'}],
    }),
    probe('no-ts-plugin', 'a websocket call template', 'call template', {
      name: 'quotes',
      call_template_type: 'websocket',
      url: 'wss://quotes.example/ws',
    }),
    probe('integer-size', 'a tool with a fractional average_response_size', 'tool', {
      ...tool,
      average_response_size: 1.5,
    }),
    probe('dotenv-loader', 'a client config with a dotenv loader', 'client config', {
      load_variables_from: [{variable_loader_type: 'dotenv', env_file_path: '.env'}],
    }),
  ];
  if (line === '1.0') {
    return [
      ...common,
      probe('text-fields', 'a Python 1.0 text template (file_path)', 'call template', {
        name: 'local',
        call_template_type: 'text',
        file_path: 'manual.json',
      }),
      probe('text-fields', 'a @utcp/text 1.0 text template (content)', 'call template', {
        name: 'inline',
        call_template_type: 'text',
        content: '{"tools": []}',
      }),
      probe('no-ts-plugin', 'an mcp call template', 'call template', {
        name: 'files',
        call_template_type: 'mcp',
        config: {mcpServers: {fs: {command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/srv']}}},
      }),
    ];
  }
  return [
    ...common,
    probe('no-ts-plugin', 'a file call template', 'call template', {
      name: 'local',
      call_template_type: 'file',
      file_path: 'manual.json',
    }),
    probe('agree', 'an mcp server entry without "transport" (both accept)', 'call template', {
      name: 'files',
      call_template_type: 'mcp',
      config: {mcpServers: {fs: {command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/srv']}}},
    }),
    probe('agree', 'a text template with content (both accept)', 'call template', {
      name: 'inline',
      call_template_type: 'text',
      content: '{"tools": []}',
    }),
    probe('agree', 'allowed_communication_protocols on an http template (both accept)', 'call template', {
      ...httpTemplate,
      allowed_communication_protocols: ['http', 'cli'],
    }),
  ];
}
