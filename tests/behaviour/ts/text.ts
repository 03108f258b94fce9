/** Cases of the text call template (@utcp/text): the manual carried inline in `content`. */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {client, inlineManual, manual, settle, tempFolder, tool, validateWith, type Json} from './support/client';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';
import {lineEntry} from './support/source-build';

/** Registers one text template and reports success, errors and the tool names. */
async function register(sdk: LoadedSdk, template: Json, config: Json = {}) {
  return settle(async () => {
    const utcp = await client(sdk, config);
    const result = await utcp.registerManual(template);
    const tools = await utcp.getTools();
    await utcp.close();
    return {success: result.success, errors: result.errors, tools: tools.map((t) => t.name)};
  });
}

const httpTool = tool('stock', {call_template_type: 'http', url: 'https://api.example.com/stock', http_method: 'GET'});
const textTool = tool('readme', {call_template_type: 'text', content: 'Read me first.'});

/** On 1.1 a text manual's tools keep only its own protocol unless it allows http too (1.0 knows no such field). */
const allowHttp = (sdk: LoadedSdk): Json => (sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: ['http']} : {});

const API_SERVERS = [{url: 'https://api.example.com'}];

/** An OpenAPI document with one operation, GET /ping; `fields` (servers, security...) go before its paths. */
const pingSpec = (fields: Json): Json => ({
  openapi: '3.0.0',
  info: {title: 't', version: '1'},
  ...fields,
  paths: {'/ping': {get: {operationId: 'ping', responses: {'200': {description: 'ok'}}}}},
});

/** Registers the text manual `m` carrying `spec`, its template given `extra` (and http allowed on 1.1). */
async function registerSpec(sdk: LoadedSdk, spec: Json, extra: Json = {}) {
  const utcp = await client(sdk);
  return utcp.registerManual(inlineManual('m', spec, {...extra, ...allowHttp(sdk)}));
}

const KEY_AUTH_TOOLS = {auth_tools: {auth_type: 'api_key', api_key: 'k-1', var_name: 'X-Key'}};

function templateCheck(sdk: LoadedSdk, value: Json) {
  return settle(validateWith(sdk, 'CallTemplateSerializer', value));
}

interface TextProtocol {
  callToolStreaming(caller: unknown, name: string, args: Json, template: Json): AsyncIterable<unknown>;
  close(): Promise<unknown>;
}

/** The SDK's protocol and serializer tables, holding the text entries @utcp/text registered. */
async function textTables(sdk: LoadedSdk) {
  const core = await sdk.sdk();
  const protocols = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
    .communicationProtocols;
  const serializers = (core.CallTemplateSerializer as unknown as {serializers: Record<string, unknown>}).serializers;
  return {protocols, serializers};
}

/** Runs `work` and puts the text entries of both tables back as they were. */
async function keepingTextEntries<T>(sdk: LoadedSdk, work: () => Promise<T>): Promise<T> {
  const {protocols, serializers} = await textTables(sdk);
  const [protocol, serializer] = [protocols.text, serializers.text];
  try {
    return await work();
  } finally {
    protocols.text = protocol;
    serializers.text = serializer;
  }
}

let freshText = 0;
const TEXT_TEMPLATE = {name: 'm', call_template_type: 'text', content: 'line one\r\nline two ✓'};

export const cases: BehaviourCase[] = [
  ...casesOf('text.template.content-and-file-path', {
    both: (sdk) =>
      register(sdk, {
        name: 'm',
        call_template_type: 'text',
        content: JSON.stringify(manual(textTool)),
        file_path: 'manual.json',
      }),
    'file-path-only': (sdk) => {
      const folder = tempFolder();
      writeFileSync(path.join(folder, 'manual.json'), JSON.stringify(manual(textTool)));
      return register(sdk, {name: 'm', call_template_type: 'text', file_path: path.join(folder, 'manual.json')});
    },
    'content-only': (sdk) => register(sdk, inlineManual('m', manual(textTool))),
    neither: (sdk) => register(sdk, {name: 'm', call_template_type: 'text'}),
  }),
  ...casesOf('text.template.in-client-config', {
    'content-and-file-path': (sdk) =>
      register(sdk, inlineManual('m', manual(textTool)), {
        manual_call_templates: [{name: 'cfg', call_template_type: 'text', content: '{}', file_path: 'x.json'}],
      }),
    'content-only': (sdk) =>
      register(sdk, inlineManual('m', manual(textTool)), {
        manual_call_templates: [{name: 'cfg', call_template_type: 'text', content: JSON.stringify(manual())}],
      }),
  }),
  ...casesOf('text.template.strict', {
    'unknown-key': (sdk) => templateCheck(sdk, {call_template_type: 'text', content: '{}', retries: 1}),
    'allowed-protocols': (sdk) =>
      templateCheck(sdk, {call_template_type: 'text', content: '{}', allowed_communication_protocols: ['http']}),
    auth: (sdk) =>
      templateCheck(sdk, {call_template_type: 'text', content: '{}', auth: {auth_type: 'api_key', api_key: 'k'}}),
    'content-missing': (sdk) => templateCheck(sdk, {call_template_type: 'text'}),
    'content-null': (sdk) => templateCheck(sdk, {call_template_type: 'text', content: null}),
  }),
  ...casesOf('text.content.formats', {
    'manual-json': (sdk) => register(sdk, inlineManual('m', manual(textTool))),
    'manual-yaml': (sdk) =>
      register(
        sdk,
        inlineManual(
          'm',
          `utcp_version: "1.0.0"\nmanual_version: "1.0.0"\ntools:\n  - name: readme\n    description: d\n    inputs: {type: object, properties: {}}\n    outputs: {type: object, properties: {}}\n    tool_call_template: {call_template_type: text, content: hi}\n`,
        ),
      ),
    'openapi-json': (sdk) => register(sdk, inlineManual('m', pingSpec({servers: API_SERVERS}), allowHttp(sdk))),
    prose: (sdk) => register(sdk, inlineManual('m', 'This is a paragraph about tools.')),
    'empty-string': (sdk) => register(sdk, inlineManual('m', '')),
    'broken-json': (sdk) => register(sdk, inlineManual('m', '{"tools": [}')),
    'tools-only': (sdk) => register(sdk, inlineManual('m', {tools: [textTool]})),
  }),
  ...casesOf('text.allowed-protocols.default', {
    'http-tools-no-field': (sdk) => register(sdk, inlineManual('m', manual(httpTool, textTool))),
    'field-lists-http': (sdk) =>
      register(sdk, inlineManual('m', manual(httpTool, textTool), {allowed_communication_protocols: ['http']})),
    'empty-list': (sdk) =>
      register(sdk, inlineManual('m', manual(httpTool, textTool), {allowed_communication_protocols: []})),
  }),
  ...casesOf('text.call.text-tool', {
    'returns-content': async (sdk) => {
      const utcp = await client(sdk);
      await utcp.registerManual(inlineManual('m', manual(textTool)));
      return settle(utcp.callTool('m.readme', {ignored: 1}));
    },
    'json-content-stays-text': async (sdk) => {
      const utcp = await client(sdk);
      await utcp.registerManual(
        inlineManual('m', manual(tool('data', {call_template_type: 'text', content: '{"a": 1}'}))),
      );
      return settle(utcp.callTool('m.data', {}));
    },
  }),
  ...casesOf('text.content.variables', {
    'placeholder-in-content': async (sdk) => {
      const utcp = await client(sdk, {variables: {m_HOST: 'api.example.com'}});
      const result = await utcp.registerManual(
        inlineManual('m', manual(tool('stock', {call_template_type: 'text', content: 'host ${HOST}'}))),
      );
      const called = await settle(utcp.callTool('m.stock', {}));
      return {success: result.success, errors: result.errors, called};
    },
    'undefined-placeholder': (sdk) =>
      register(
        sdk,
        inlineManual('m', manual(tool('stock', {call_template_type: 'text', content: 'costs $5 or ${PRICE}'}))),
      ),
  }),
  ...casesOf('text.content.unicode', {
    'description-and-name': async (sdk) => {
      const utcp = await client(sdk);
      const result = await utcp.registerManual(
        inlineManual(
          'm',
          manual(tool('grüße', {call_template_type: 'text', content: 'Grüße 🙂'}, {description: 'Sagt Grüße 🙂'})),
        ),
      );
      const tools = await utcp.getTools();
      return {
        success: result.success,
        errors: result.errors,
        tools: tools.map((t) => [t.name, t.description]),
        called: await settle(utcp.callTool(tools[0]?.name ?? 'm.x', {})),
      };
    },
    'escaped-in-json': async (sdk) => {
      const utcp = await client(sdk);
      const content = JSON.stringify(
        manual(tool('hello', {call_template_type: 'text', content: 'Gr\u00fc\u00dfe'})),
      ).replace('Grüße', '\\u0047r\\u00fc\\u00dfe');
      const result = await utcp.registerManual(inlineManual('m', content));
      return {success: result.success, called: await settle(utcp.callTool('m.hello', {}))};
    },
  }),
  ...casesOf('text.openapi.base-url', {
    'base-url-given': (sdk) =>
      settle(async () => {
        const result = await registerSpec(sdk, pingSpec({servers: API_SERVERS}), {
          base_url: 'https://override.example.com/v9',
        });
        return (result.manual?.tools ?? []).map((t) => t.tool_call_template.url);
      }),
    'no-servers-no-base-url': (sdk) =>
      settle(async () => {
        const result = await registerSpec(sdk, pingSpec({}));
        return {
          success: result.success,
          errors: result.errors,
          urls: (result.manual?.tools ?? []).map((t) => t.tool_call_template.url),
        };
      }),
  }),
  ...casesOf('text.openapi.auth-tools', {
    'secured-operation': (sdk) =>
      settle(async () => {
        const secured = {
          servers: API_SERVERS,
          components: {securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Key'}}},
          security: [{key: []}],
        };
        const result = await registerSpec(sdk, pingSpec(secured), KEY_AUTH_TOOLS);
        return (result.manual?.tools ?? []).map((t) => t.tool_call_template.auth ?? null);
      }),
    'unsecured-operation': (sdk) =>
      settle(async () => {
        const result = await registerSpec(sdk, pingSpec({servers: API_SERVERS}), KEY_AUTH_TOOLS);
        return (result.manual?.tools ?? []).map((t) => t.tool_call_template.auth ?? null);
      }),
  }),
  {
    key: 'text.calls.content',
    case: 'any-arguments',
    run: async (sdk) => {
      const utcp = await client(sdk);
      await utcp.registerManual(
        inlineManual('m', manual(tool('t', {call_template_type: 'text', content: 'hello text'}))),
      );
      const outcome = await settle(utcp.callTool('m.t', {x: 1}));
      await utcp.close();
      return outcome;
    },
  },
  ...casesOf('text.protocol.members', {
    'import-registers': (sdk) =>
      settle(() =>
        keepingTextEntries(sdk, async () => {
          const {protocols, serializers} = await textTables(sdk);
          delete protocols.text;
          delete serializers.text;
          await import(`${lineEntry(sdk, '@utcp/text')}?fresh=${++freshText}`);
          return {protocol: 'text' in protocols, serializer: 'text' in serializers};
        }),
      ),
    'register-again': (sdk) =>
      settle(() =>
        keepingTextEntries(sdk, async () => {
          const {protocols, serializers} = await textTables(sdk);
          const module = (await sdk.load('@utcp/text')) as {register: (override?: boolean) => void};
          const [protocol, serializer] = [protocols.text, serializers.text];
          module.register();
          const second = {
            protocolReplaced: protocols.text !== protocol,
            serializerReplaced: serializers.text !== serializer,
          };
          const [protocol2, serializer2] = [protocols.text, serializers.text];
          module.register(true);
          return {
            second,
            override: {
              protocolReplaced: protocols.text !== protocol2,
              serializerReplaced: serializers.text !== serializer2,
            },
          };
        }),
      ),
    streaming: (sdk) =>
      settle(async () => {
        const protocol = (await textTables(sdk)).protocols.text as TextProtocol;
        const chunks: unknown[] = [];
        for await (const chunk of protocol.callToolStreaming(null, 'm.t', {x: 1}, TEXT_TEMPLATE)) chunks.push(chunk);
        return chunks;
      }),
    'streaming-json-content': (sdk) =>
      settle(async () => {
        const protocol = (await textTables(sdk)).protocols.text as TextProtocol;
        const chunks: unknown[] = [];
        const template = {...TEXT_TEMPLATE, content: '[1, 2]'};
        for await (const chunk of protocol.callToolStreaming(null, 'm.t', {}, template)) chunks.push(chunk);
        return chunks;
      }),
    close: (sdk) =>
      settle(async () => {
        const protocol = (await textTables(sdk)).protocols.text as TextProtocol & Record<string, unknown>;
        const fields = Object.keys(protocol).length;
        const returned = await protocol.close();
        const chunks: unknown[] = [];
        for await (const chunk of protocol.callToolStreaming(null, 'm.t', {}, TEXT_TEMPLATE)) chunks.push(chunk);
        return {
          fields,
          returned: returned ?? 'undefined',
          sameFields: Object.keys(protocol).length === fields,
          afterClose: chunks,
        };
      }),
  }),
];

cases.push(
  ...casesOf('text.protocol.members', {
    'streaming-empty-content': (sdk) =>
      settle(async () => {
        const protocol = (await textTables(sdk)).protocols.text as TextProtocol;
        const chunks: unknown[] = [];
        for await (const chunk of protocol.callToolStreaming(null, 'm.t', {}, {...TEXT_TEMPLATE, content: ''}))
          chunks.push(chunk);
        return chunks;
      }),
    'streaming-without-content': (sdk) =>
      settle(async () => {
        const protocol = (await textTables(sdk)).protocols.text as TextProtocol;
        const chunks: unknown[] = [];
        const template: Record<string, unknown> = {...TEXT_TEMPLATE};
        delete template.content;
        for await (const chunk of protocol.callToolStreaming(null, 'm.t', {}, template)) chunks.push(chunk);
        return chunks;
      }).then((r) => ('error' in r ? {error: {type: r.error.type, message: r.error.message.split('\n')[0]}} : r)),
  }),
  // Second reading 2026-11-29 (RFC 5.1 auth table): the other auth types and an explicit null on a text template.
  ...casesOf('text.template.strict', {
    'auth-oauth2': (sdk) =>
      templateCheck(sdk, {
        call_template_type: 'text',
        content: '{}',
        auth: {auth_type: 'oauth2', token_url: 'https://x.example/token', client_id: 'c', client_secret: 's'},
      }),
    'auth-null': (sdk) => templateCheck(sdk, {call_template_type: 'text', content: '{}', auth: null}),
  }),
);

/** text.content.missing-variable (second reading 2026-11-29): a placeholder of inline content with no value. */
function keyToolContent(placeholder: string): string {
  return JSON.stringify(
    manual(
      tool('stock', {
        call_template_type: 'http',
        url: 'https://api.example.com/stock',
        http_method: 'GET',
        auth: {auth_type: 'api_key', api_key: placeholder, var_name: 'X-Api-Key'},
      }),
    ),
  );
}

const missingVariable = (sdk: LoadedSdk, placeholder: string, variables: Json) =>
  register(sdk, inlineManual('warehouse', keyToolContent(placeholder), {allowed_communication_protocols: ['http']}), {
    variables,
  });

cases.push(
  ...casesOf('text.content.missing-variable', {
    unset: (sdk) => missingVariable(sdk, '${WAREHOUSE_API_KEY}', {}),
    'empty-value': (sdk) => missingVariable(sdk, '${WAREHOUSE_API_KEY}', {warehouse_WAREHOUSE_API_KEY: ''}),
    'unicode-name': (sdk) => missingVariable(sdk, '${SCHLÜSSEL}', {}),
  }),
);

/** text.content.loopback-server (second reading 2026-11-29): inline OpenAPI with a loopback server, by base_url. */
async function loopbackServerUrls(sdk: LoadedSdk, extra: Json) {
  return settle(async () => {
    const result = await registerSpec(sdk, pingSpec({servers: [{url: 'http://127.0.0.1:9'}]}), extra);
    return {
      success: result.success,
      errors: result.errors.map((e: string) => e.split('. ')[0].slice(-120)),
      urls: (result.manual?.tools ?? []).map((t) => t.tool_call_template.url),
    };
  });
}

cases.push(
  ...casesOf('text.content.loopback-server', {
    'no-base-url': (sdk) => loopbackServerUrls(sdk, {}),
    'loopback-base-url': (sdk) => loopbackServerUrls(sdk, {base_url: 'http://localhost:9/api'}),
    'remote-base-url': (sdk) => loopbackServerUrls(sdk, {base_url: 'https://api.example.com'}),
  }),
);

/**
 * Issue 35, second reading 2026-11-30 (c-stream): allowed_communication_protocols null; placeholders in content that
 * are not namespaced, have no braces or are defined only in the environment; loopback servers named otherwise.
 */
cases.push(
  ...casesOf('text.allowed-protocols.null', {
    null: (sdk) =>
      register(sdk, inlineManual('m', manual(httpTool, textTool), {allowed_communication_protocols: null})),
    'empty-list': (sdk) =>
      register(sdk, inlineManual('m', manual(httpTool, textTool), {allowed_communication_protocols: []})),
  }),
  ...casesOf('text.content.missing-variable-edges', {
    'plain-name-defined': (sdk) => missingVariable(sdk, '${WAREHOUSE_API_KEY}', {WAREHOUSE_API_KEY: 'k'}),
    'dollar-without-braces': (sdk) => missingVariable(sdk, '$WAREHOUSE_API_KEY', {}),
    'environment-only': async (sdk) => {
      process.env.warehouse_WAREHOUSE_API_KEY = 'from-env';
      try {
        return await missingVariable(sdk, '${WAREHOUSE_API_KEY}', {});
      } finally {
        delete process.env.warehouse_WAREHOUSE_API_KEY;
      }
    },
  }),
);

async function loopbackDocumentUrls(sdk: LoadedSdk, spec: Json, extra: Json = {}) {
  return settle(async () => {
    const result = await registerSpec(sdk, spec, extra);
    return {
      success: result.success,
      errors: result.errors.map((e: string) => e.split('. ')[0].slice(-120)),
      urls: (result.manual?.tools ?? []).map((t) => t.tool_call_template.url),
    };
  });
}

cases.push(
  ...casesOf('text.content.loopback-edges', {
    'localhost-name': (sdk) => loopbackDocumentUrls(sdk, pingSpec({servers: [{url: 'http://localhost:8080'}]})),
    'ipv6-loopback': (sdk) => loopbackDocumentUrls(sdk, pingSpec({servers: [{url: 'http://[::1]:8080'}]})),
    'swagger-2-localhost-host': (sdk) =>
      loopbackDocumentUrls(sdk, {
        swagger: '2.0',
        info: {title: 't', version: '1'},
        host: 'localhost:8080',
        schemes: ['http'],
        paths: {'/ping': {get: {operationId: 'ping', responses: {'200': {description: 'ok'}}}}},
      }),
    'empty-base-url': (sdk) =>
      loopbackDocumentUrls(sdk, pingSpec({servers: [{url: 'http://127.0.0.1:9'}]}), {base_url: ''}),
    'localhost-lookalike-name': (sdk) =>
      loopbackDocumentUrls(sdk, pingSpec({servers: [{url: 'http://localhost.example.com'}]})),
  }),
);

/** Issue 35, second reading 2026-11-30 (c-stream): a Python 1.0 style template (file_path) in the SDK. */
cases.push(
  ...casesOf('text.template.file-path-in-sdk', {
    serializer: (sdk) => templateCheck(sdk, {call_template_type: 'text', content: '{}', file_path: 'm.json'}),
    'register-manual': (sdk) => register(sdk, {name: 'm', call_template_type: 'text', file_path: 'm.json'}),
    'client-config': (sdk) =>
      register(sdk, inlineManual('m', manual(textTool)), {
        manual_call_templates: [{name: 'cfg', call_template_type: 'text', file_path: 'm.json'}],
      }),
  }),
);

/**
 * Second reading 2026-11-30 (w-next-proto): auth as an empty object, a protocol name in upper case, and null given
 * in the client's configuration rather than to registerManual.
 */
cases.push(
  ...casesOf('text.template.strict', {
    'auth-empty-object': (sdk) => templateCheck(sdk, {call_template_type: 'text', content: '{}', auth: {}}),
  }),
  ...casesOf('text.allowed-protocols.default', {
    'upper-case-text': (sdk) =>
      register(sdk, inlineManual('m', manual(httpTool, textTool), {allowed_communication_protocols: ['TEXT']})),
  }),
  ...casesOf('text.allowed-protocols.null', {
    'null-in-client-config': (sdk) =>
      register(sdk, inlineManual('m', manual(textTool)), {
        manual_call_templates: [
          {
            name: 'cfg',
            call_template_type: 'text',
            content: JSON.stringify(manual(httpTool, textTool)),
            allowed_communication_protocols: null,
          },
        ],
      }),
  }),
);

// Second reading 2026-11-30 (w-v10): content that is JSON only after a byte order mark, JSON with a trailing comma
// (which a YAML parser may still read), and a YAML manual with CRLF line ends.
cases.push(
  ...casesOf('text.content.formats', {
    'json-with-bom-sdk': (sdk) => register(sdk, inlineManual('m', '\ufeff' + JSON.stringify(manual(textTool)))),
    'json-trailing-comma-sdk': (sdk) =>
      register(sdk, inlineManual('m', JSON.stringify(manual(textTool)).replace(/}$/, ',}'))),
    'yaml-crlf': (sdk) =>
      register(
        sdk,
        inlineManual(
          'm',
          'utcp_version: "1.0.0"\r\nmanual_version: "1.0.0"\r\ntools:\r\n  - name: readme\r\n    description: d\r\n    inputs: {type: object, properties: {}}\r\n    outputs: {type: object, properties: {}}\r\n    tool_call_template: {call_template_type: text, content: hi}\r\n',
        ),
      ),
  }),
);

/**
 * Second reading (wave 3) 2026-11-29 (g-stream): protocol names in mixed case, an empty list in the configuration,
 * other loopback spellings, a blank base_url, and placeholders the sentences did not try.
 */
const descriptionContent = (description: string): string =>
  JSON.stringify(manual(tool('readme', {call_template_type: 'text', content: 'hi'}, {description})));

cases.push(
  ...casesOf('text.allowed-protocols.default', {
    'mixed-case-text-and-http': (sdk) =>
      register(sdk, inlineManual('m', manual(httpTool, textTool), {allowed_communication_protocols: ['Text', 'http']})),
  }),
  ...casesOf('text.allowed-protocols.null', {
    'empty-list-in-client-config': (sdk) =>
      register(sdk, inlineManual('m', manual(textTool)), {
        manual_call_templates: [
          {
            name: 'cfg',
            call_template_type: 'text',
            content: JSON.stringify(manual(httpTool, textTool)),
            allowed_communication_protocols: [],
          },
        ],
      }),
  }),
  ...casesOf('text.content.loopback-edges', {
    'other-loopback-ip': (sdk) => loopbackDocumentUrls(sdk, pingSpec({servers: [{url: 'http://127.0.0.2:8080'}]})),
    'upper-case-localhost': (sdk) => loopbackDocumentUrls(sdk, pingSpec({servers: [{url: 'http://LOCALHOST:8080'}]})),
    'any-address': (sdk) => loopbackDocumentUrls(sdk, pingSpec({servers: [{url: 'http://0.0.0.0:8080'}]})),
    'blank-base-url': (sdk) =>
      loopbackDocumentUrls(sdk, pingSpec({servers: [{url: 'http://127.0.0.1:9'}]}), {base_url: ' '}),
    'swagger-2-loopback-ip-base-path': (sdk) =>
      loopbackDocumentUrls(sdk, {
        swagger: '2.0',
        info: {title: 't', version: '1'},
        host: '127.0.0.1:8080',
        basePath: '/api',
        schemes: ['http'],
        paths: {'/ping': {get: {operationId: 'ping', responses: {'200': {description: 'ok'}}}}},
      }),
  }),
  ...casesOf('text.content.missing-variable-edges', {
    'plain-name-in-environment': async (sdk) => {
      process.env.WAREHOUSE_API_KEY = 'from-env';
      try {
        return await missingVariable(sdk, '${WAREHOUSE_API_KEY}', {});
      } finally {
        delete process.env.WAREHOUSE_API_KEY;
      }
    },
    'placeholder-in-description': (sdk) =>
      register(sdk, inlineManual('warehouse', descriptionContent('Needs ${WAREHOUSE_API_KEY}.'))),
    'dollar-amount-in-description': (sdk) =>
      register(sdk, inlineManual('warehouse', descriptionContent('Costs $5 a call.'))),
  }),
);

/** Second reading (wave 3) 2026-11-29 (g-stream): a manual written with single quotes, which JSON refuses. */
cases.push(
  ...casesOf('text.content.formats', {
    'json-single-quotes-sdk': (sdk) =>
      register(sdk, inlineManual('m', JSON.stringify(manual(textTool)).replace(/"/g, "'"))),
  }),
);

/** Second reading (wave 3) 2026-11-29 (g-stream): a loopback address far from 127.0.0.1. */
cases.push(
  ...casesOf('text.content.loopback-edges', {
    'far-loopback-ip': (sdk) => loopbackDocumentUrls(sdk, pingSpec({servers: [{url: 'http://127.200.1.254:8080'}]})),
  }),
);

// Second reading (wave 4) 2026-11-29 (x-next): more spellings of a loopback server (a trailing dot, the short 127.1,
// the IPv4-mapped and the long IPv6 form, 127.0.0.1 as one decimal number), and Swagger 2 documents whose host is
// another loopback name or a remote host with a basePath.
const LOOPBACK_SPELLINGS_WAVE_4 = [
  'http://localhost.:8080',
  'http://127.1:8080',
  'http://[::ffff:127.0.0.1]:8080',
  'http://[0:0:0:0:0:0:0:1]:8080',
  'http://2130706433:8080',
];
const SWAGGER_HOSTS_WAVE_4: [string, string | null][] = [
  ['127.0.0.2:8080', null],
  ['LOCALHOST:8080', null],
  ['[::1]:8080', null],
  ['api.example.com', '/v2'],
];

cases.push(
  ...casesOf('text.content.loopback-edges', {
    'loopback-spellings-wave-4': async (sdk) => {
      const out: Record<string, unknown> = {};
      for (const url of LOOPBACK_SPELLINGS_WAVE_4) {
        out[url] = await loopbackDocumentUrls(sdk, pingSpec({servers: [{url}]}));
      }
      return out;
    },
    'swagger-2-other-hosts-wave-4': async (sdk) => {
      const out: Record<string, unknown> = {};
      for (const [host, basePath] of SWAGGER_HOSTS_WAVE_4) {
        out[host + (basePath ?? '')] = await loopbackDocumentUrls(sdk, {
          swagger: '2.0',
          info: {title: 't', version: '1'},
          host,
          ...(basePath ? {basePath} : {}),
          schemes: [basePath ? 'https' : 'http'],
          paths: {'/ping': {get: {operationId: 'ping', responses: {'200': {description: 'ok'}}}}},
        });
      }
      return out;
    },
  }),
);

// Second reading (wave 5) 2026-11-29 (h-stream): a loopback server listed second in `servers`, after a remote one;
// and a call of the tool a base_url of one space gives (only the error type and the start of its message).
cases.push(
  ...casesOf('text.content.loopback-edges', {
    'w5-loopback-second-server': (sdk) =>
      loopbackDocumentUrls(
        sdk,
        pingSpec({servers: [{url: 'https://api.example.com'}, {url: 'http://127.0.0.1:8080'}]}),
      ),
    'w5-blank-base-url-call': (sdk) =>
      settle(async () => {
        const utcp = await client(sdk);
        const result = await utcp.registerManual(
          inlineManual('t', pingSpec({servers: [{url: 'http://127.0.0.1:9'}]}), {base_url: ' ', ...allowHttp(sdk)}),
        );
        const tools = (result.manual?.tools ?? []).map((t) => t.name);
        let call: unknown;
        try {
          await utcp.callTool(tools[0], {});
          call = 'returned';
        } catch (error) {
          const e = error as Error;
          call = {type: e.constructor.name, message: String(e.message).slice(0, 60)};
        }
        return {tools, call};
      }),
  }),
);

// Second reading (wave 5) 2026-11-29 (h-stream): other ways of writing a price in a tool description.
cases.push(
  ...casesOf('text.content.missing-variable-edges', {
    'w5-price-forms': async (sdk) => {
      const out: Record<string, unknown> = {};
      for (const text of ['Costs $5.99 a call.', 'Costs $50.', 'Costs US$5.']) {
        out[text] = await register(sdk, inlineManual('warehouse', descriptionContent(text)));
      }
      return out;
    },
  }),
);

// First reading (wave 6) 2026-11-29 (u-text): file_path set to null beside content, a content that is not a string,
// an empty file_path, a content holding the path of a manual file; file_path alone in the client configuration;
// when and under which name placeholders in content are filled (a variable changed after registration, only the
// bare name defined, a manual name with an underscore, a `$ref` in the text, a `$` before a non-ASCII letter or an
// underscore); base_url with a trailing slash, as an empty string, without servers, and relative servers; auth_tools
// against a query api key, a basic scheme and an operation-level requirement.
const stockContent = (content: string) => manual(tool('stock', {call_template_type: 'text', content}));

async function registerAndCall(sdk: LoadedSdk, name: string, content: string, variables: Json, change?: Json) {
  return settle(async () => {
    const utcp = await client(sdk, {variables});
    const result = await utcp.registerManual(inlineManual(name, stockContent(content)));
    if (change) Object.assign(utcp.config.variables as Json, change);
    const called = result.success ? await settle(utcp.callTool(`${name}.stock`, {})) : null;
    return {success: result.success, errors: result.errors, called};
  });
}

async function specUrls(sdk: LoadedSdk, spec: Json, extra: Json = {}) {
  return settle(async () => {
    const result = await registerSpec(sdk, spec, extra);
    return {
      success: result.success,
      errors: result.errors,
      urls: (result.manual?.tools ?? []).map((t) => t.tool_call_template.url),
    };
  });
}

async function specAuth(sdk: LoadedSdk, fields: Json, operationSecurity?: Json[]) {
  return settle(async () => {
    const spec = pingSpec({servers: API_SERVERS, ...fields});
    if (operationSecurity) ((spec.paths as Json)['/ping'] as {get: Json}).get.security = operationSecurity;
    const result = await registerSpec(sdk, spec, KEY_AUTH_TOOLS);
    return (result.manual?.tools ?? []).map((t) => t.tool_call_template.auth ?? null);
  });
}

cases.push(
  ...casesOf('text.template.content-and-file-path', {
    'file-path-null-with-content': (sdk) => register(sdk, {...inlineManual('m', manual(textTool)), file_path: null}),
    'content-number': (sdk) => register(sdk, {name: 'm', call_template_type: 'text', content: 5}),
    'file-path-empty-string': (sdk) => register(sdk, {name: 'm', call_template_type: 'text', file_path: ''}),
    'content-is-a-file-path': (sdk) => {
      const folder = tempFolder();
      writeFileSync(path.join(folder, 'manual.json'), JSON.stringify(manual(textTool)));
      return register(sdk, inlineManual('m', path.join(folder, 'manual.json')));
    },
  }),
  ...casesOf('text.template.in-client-config', {
    'file-path-only': (sdk) =>
      register(sdk, inlineManual('m', manual(textTool)), {
        manual_call_templates: [{name: 'cfg', call_template_type: 'text', file_path: 'x.json'}],
      }),
  }),
  ...casesOf('text.content.variables', {
    'changed-after-registration': (sdk) =>
      registerAndCall(sdk, 'm', 'host ${HOST}', {m_HOST: 'api.example.com'}, {m_HOST: 'changed.example.com'}),
    'bare-name-only': (sdk) => registerAndCall(sdk, 'm', 'host ${HOST}', {HOST: 'api.example.com'}),
    'manual-name-with-underscore': (sdk) =>
      registerAndCall(sdk, 'my_shop', 'host ${HOST}', {my__shop_HOST: 'doubled.example.com', my_shop_HOST: 'x'}),
    'ref-in-text': (sdk) => registerAndCall(sdk, 'm', 'host ${HOST}, see $ref', {m_HOST: 'api.example.com'}),
    'dollar-non-ascii-letter': (sdk) => registerAndCall(sdk, 'm', 'costs $é', {}),
    'dollar-underscore': (sdk) => registerAndCall(sdk, 'm', 'costs $_x', {}),
  }),
  ...casesOf('text.openapi.base-url', {
    'trailing-slash': (sdk) =>
      specUrls(sdk, pingSpec({servers: API_SERVERS}), {base_url: 'https://override.example.com/v9/'}),
    'empty-string': (sdk) => specUrls(sdk, pingSpec({servers: API_SERVERS}), {base_url: ''}),
    'base-url-no-servers': (sdk) => specUrls(sdk, pingSpec({}), {base_url: 'https://override.example.com/v9'}),
    'relative-server': (sdk) => specUrls(sdk, pingSpec({servers: [{url: '/api'}]})),
  }),
  ...casesOf('text.openapi.auth-tools', {
    'query-api-key-scheme': (sdk) =>
      specAuth(sdk, {
        components: {securitySchemes: {key: {type: 'apiKey', in: 'query', name: 'key'}}},
        security: [{key: []}],
      }),
    'basic-scheme': (sdk) =>
      specAuth(sdk, {
        components: {securitySchemes: {basic: {type: 'http', scheme: 'basic'}}},
        security: [{basic: []}],
      }),
    'operation-level-security': (sdk) =>
      specAuth(sdk, {components: {securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'X-Key'}}}}, [{key: []}]),
  }),
);

// First reading (wave 6) 2026-11-29 (u-text): auth_tools that fit a query api key scheme.
cases.push(
  ...casesOf('text.openapi.auth-tools', {
    'query-api-key-scheme-matching-auth-tools': (sdk) =>
      settle(async () => {
        const spec = pingSpec({
          servers: API_SERVERS,
          components: {securitySchemes: {key: {type: 'apiKey', in: 'query', name: 'key'}}},
          security: [{key: []}],
        });
        const result = await registerSpec(sdk, spec, {
          auth_tools: {auth_type: 'api_key', api_key: 'k-1', var_name: 'key', location: 'query'},
        });
        return (result.manual?.tools ?? []).map((t) => t.tool_call_template.auth ?? null);
      }),
  }),
);
