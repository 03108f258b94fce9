/** Cases of UtcpClient itself (@utcp/sdk): registration, naming, lookup, errors. */
import {
  acceptAnyTemplate,
  client,
  clientWithTools,
  inlineManual,
  manual,
  settle,
  tool,
  validateWith,
  type Json,
} from './support/client';
import {captureConsole} from './support/console';
import {callWithInputs, registerOnce} from './support/http';
import {closedPort, echo, json, raw, withServer, type Handler} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

/** A manual of one http tool, served at /real. */
const realManual: Handler = (request, response) => {
  const base = `http://${request.headers.host}`;
  return json(manual(tool('echo', {call_template_type: 'http', http_method: 'GET', url: `${base}/echo`})))(
    request,
    response,
  );
};

/** Registers an http manual served by `handler` at /manual (or at `url`) and reports what came back. */
async function discoveryFrom(sdk: LoadedSdk, handler: Handler | undefined, url?: string) {
  const {outcome} = await registerOnce(
    sdk,
    {'GET /manual': handler ?? realManual, 'GET /real': realManual},
    (base) => ({name: 'm', call_template_type: 'http', http_method: 'GET', url: url ?? `${base}/manual`}),
  );
  if (!('value' in outcome)) return outcome;
  const {success, errors, tools} = outcome.value as {success: boolean; errors: string[]; tools: string[]};
  return {value: {success, 'errors given': errors.length > 0, tools}};
}

/** Tool inputs that require an integer `n`. */
const INTEGER_N = {type: 'object', properties: {n: {type: 'integer'}}, required: ['n']};

const textTool = (name: string) => tool(name, {call_template_type: 'text', content: `content of ${name}`});

async function withManual(sdk: LoadedSdk) {
  const utcp = await client(sdk);
  await utcp.registerManual(inlineManual('shop', manual(textTool('get_order'))));
  return utcp;
}

async function registerNamed(sdk: LoadedSdk, name: string | undefined) {
  const utcp = await client(sdk);
  const template: Json = {call_template_type: 'text', content: JSON.stringify(manual(textTool('t')))};
  if (name !== undefined) template.name = name;
  const outcome = await settle(async () => {
    const result = await utcp.registerManual(template);
    return {
      success: result.success,
      tools: (await utcp.getTools()).map((t) =>
        t.name.replace(/^[0-9a-f]{8}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{4}[-_][0-9a-f]{12}/, '<random-name>'),
      ),
    };
  });
  await utcp.close();
  return outcome;
}

/**
 * Puts a protocol of our own for `type` into CommunicationProtocol.communicationProtocols, with a
 * call template serializer that accepts any template of that type. Its manual has one tool, hello,
 * whose call answers which protocol ran it.
 */
async function installProtocol(sdk: LoadedSdk, type: string): Promise<void> {
  const core = await sdk.sdk();
  acceptAnyTemplate(core, type);
  const registry = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
    .communicationProtocols;
  registry[type] = {
    registerManual: async (_caller: unknown, template: Json) => ({
      success: true,
      manualCallTemplate: template,
      manual: {utcp_version: '1.0.0', manual_version: '1.0.0', tools: [tool('hello', {call_template_type: type})]},
      errors: [],
    }),
    deregisterManual: async () => undefined,
    callTool: async () => `answered by ${type}`,
    async *callToolStreaming() {
      yield `answered by ${type}`;
    },
    close: async () => undefined,
  };
}

/** Registers a manual of `type` and calls its tool; with `late`, the protocol is installed after the client exists. */
async function registerWithOwnProtocol(sdk: LoadedSdk, type: string, late: boolean) {
  if (!late) await installProtocol(sdk, type);
  const utcp = await client(sdk);
  if (late) await installProtocol(sdk, type);
  const registration = await settle(async () => {
    const result = await utcp.registerManual({name: 'own', call_template_type: type});
    return {success: result.success, errors: result.errors, tools: (result.manual?.tools ?? []).map((t) => t.name)};
  });
  const call = await settle(utcp.callTool('own.hello', {}));
  await utcp.close();
  return {registration, call};
}

/** The variables a fresh client says the http manual `name` at https://x.example/${PATH} needs. */
async function requiredVariablesOfHttpManual(sdk: LoadedSdk, name: string, extra: Json = {}) {
  return (await client(sdk)).getRequiredVariablesForManualAndTools({
    name,
    call_template_type: 'http',
    url: 'https://x.example/${PATH}',
    http_method: 'GET',
    ...extra,
  });
}

export const cases: BehaviourCase[] = [
  ...casesOf('client.call.unknown-tool', {
    'known-manual-unknown-tool': async (sdk) => (await withManual(sdk)).callTool('shop.nope', {}),
    'no-dot': async (sdk) => (await withManual(sdk)).callTool('get_order', {}),
    'unknown-manual': async (sdk) => (await withManual(sdk)).callTool('nobody.nothing', {}),
    streaming: async (sdk) => {
      const chunks: unknown[] = [];
      for await (const chunk of (await withManual(sdk)).callToolStreaming('nobody.nothing', {})) chunks.push(chunk);
      return chunks;
    },
  }),
  ...casesOf('client.call.tool-name-format', {
    'empty-name': async (sdk) => (await withManual(sdk)).callTool('', {}),
    'known-tool': async (sdk) => (await withManual(sdk)).callTool('shop.get_order', {}),
  }),
  ...casesOf('client.get-tool.lookup', {
    unknown: async (sdk) => (await withManual(sdk)).getTool('shop.nope'),
    known: async (sdk) => ((await (await withManual(sdk)).getTool('shop.get_order')) ?? {}).name,
    'case-differs': async (sdk) => (await withManual(sdk)).getTool('SHOP.get_order'),
  }),
  ...casesOf('client.register.duplicate-name', {
    'same-name-twice': async (sdk) => {
      const utcp = await withManual(sdk);
      const second = await settle(utcp.registerManual(inlineManual('shop', manual(textTool('other')))));
      return {second, tools: (await utcp.getTools()).map((t) => t.name)};
    },
    'after-deregister': async (sdk) => {
      const utcp = await withManual(sdk);
      const removed = await utcp.deregisterManual('shop');
      const again = await settle(
        async () => (await utcp.registerManual(inlineManual('shop', manual(textTool('other'))))).success,
      );
      return {removed, again, tools: (await utcp.getTools()).map((t) => t.name)};
    },
  }),
  ...casesOf('client.register.manual-name', {
    'hyphen-and-dot': (sdk) => registerNamed(sdk, 'my-shop.v2'),
    'space-and-unicode': (sdk) => registerNamed(sdk, 'mein Laden ü'),
    absent: (sdk) => registerNamed(sdk, undefined),
    empty: (sdk) => registerNamed(sdk, ''),
  }),
  ...casesOf('client.register.failure-result', {
    'invalid-manual': async (sdk) => {
      const utcp = await client(sdk);
      const result = await settle(
        utcp.registerManual(inlineManual('bad', {utcp_version: '1.0.0', tools: [{name: 'x'}]})),
      );
      return result;
    },
    'unknown-call-template-type': async (sdk) =>
      (await client(sdk)).registerManual({name: 'x', call_template_type: 'graphql', url: 'https://x.example/graphql'}),
  }),
  ...casesOf('client.create.failing-manual', {
    'unreachable-http-manual': async (sdk) => {
      const utcp = await client(sdk, {
        manual_call_templates: [
          {name: 'down', call_template_type: 'http', url: 'http://127.0.0.1:9/manual', http_method: 'GET'},
        ],
      });
      return {created: true, tools: (await utcp.getTools()).length};
    },
    'invalid-template-in-config': async (sdk) => {
      const utcp = await client(sdk, {manual_call_templates: [{name: 'bad', call_template_type: 'http'}]});
      return {created: true, tools: (await utcp.getTools()).length};
    },
  }),
  ...casesOf('client.create.config', {
    'unknown-key': async (sdk) => ((await client(sdk, {verbose: true})) ? 'created' : 'no client'),
    'variables-null': async (sdk) => ((await client(sdk, {variables: null})) ? 'created' : 'no client'),
    'variable-number': async (sdk) => ((await client(sdk, {variables: {n: 1}})) ? 'created' : 'no client'),
    empty: async (sdk) => ((await client(sdk, {})) ? 'created' : 'no client'),
  }),
  ...casesOf('client.deregister.result', {
    unknown: async (sdk) => (await withManual(sdk)).deregisterManual('nope'),
    known: async (sdk) => {
      const utcp = await withManual(sdk);
      return {
        removed: await utcp.deregisterManual('shop'),
        tools: (await utcp.getTools()).length,
        call: await settle(utcp.callTool('shop.get_order', {})),
      };
    },
  }),
  ...casesOf('client.call.arguments-not-validated', {
    'wrong-types': (sdk) => callWithInputs(sdk, INTEGER_N, {n: 'not a number', extra: true}),
    'missing-required': (sdk) => callWithInputs(sdk, INTEGER_N, {}),
    'default-not-filled': (sdk) =>
      callWithInputs(sdk, {type: 'object', properties: {n: {type: 'integer', default: 3}}}, {}),
  }),
  ...casesOf('client.call.streaming-non-streaming-protocol', {
    http: (sdk) =>
      withServer({'*': echo()}, async ({base}) => {
        const utcp = await clientWithTools(sdk, 'api', [
          tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET'}),
        ]);
        const chunks: unknown[] = [];
        for await (const chunk of utcp.callToolStreaming('api.op', {a: 1})) chunks.push(chunk);
        return chunks;
      }),
    text: async (sdk) => {
      const utcp = await withManual(sdk);
      const chunks: unknown[] = [];
      for await (const chunk of utcp.callToolStreaming('shop.get_order', {})) chunks.push(chunk);
      return chunks;
    },
  }),
  {
    key: 'client.required-variables.discovered-tools',
    case: 'tool-uses-variable',
    run: (sdk) =>
      withServer(
        {'/utcp': json(manual(tool('keyed', {call_template_type: 'http', url: 'https://x.example/a?k=${KEY}'})))},
        async ({base, received}) => {
          const utcp = await client(sdk);
          const variables = await settle(
            utcp.getRequiredVariablesForManualAndTools({
              name: 'discover',
              call_template_type: 'http',
              url: `${base}/utcp`,
              http_method: 'GET',
            }),
          );
          return {variables, requests: received.length};
        },
      ),
  },
  ...casesOf('client.required-variables.manual', {
    'http-template': (sdk) => requiredVariablesOfHttpManual(sdk, 'shop', {headers: {A: '${TOKEN}', B: '$TOKEN'}}),
    'text-template-tools-use-variables': async (sdk) =>
      (await client(sdk)).getRequiredVariablesForManualAndTools(
        inlineManual(
          'shop',
          manual(tool('t', {call_template_type: 'http', url: 'https://x.example/${PATH}', http_method: 'GET'})),
        ),
      ),
    'manual-name-with-underscore': (sdk) => requiredVariablesOfHttpManual(sdk, 'my_shop'),
  }),
  ...casesOf('client.required-variables.tool', {
    'registered-tool': async (sdk) => {
      const utcp = await client(sdk, {variables: {shop_KEY: 'k-1'}});
      const registered = await utcp.registerManual(
        inlineManual('shop', manual(tool('t', {call_template_type: 'text', content: 'needs ${KEY}'}))),
      );
      return {
        registered: registered.success,
        required: await settle(utcp.getRequiredVariablesForRegisteredTool('shop.t')),
      };
    },
    'unknown-tool': async (sdk) => (await client(sdk)).getRequiredVariablesForRegisteredTool('shop.nope'),
  }),
  ...casesOf('client.manual.unknown-keys', {
    'schema-key': (sdk) =>
      validateWith(sdk, 'UtcpManualSerializer', {
        $schema: 'https://utcp.io/schema/manual.json',
        utcp_version: '1.0.0',
        tools: [],
      }),
    'tool-extra-key': (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), owner: 'team-a'}),
    'nested-extra-key': (sdk) =>
      validateWith(sdk, 'ToolSerializer', {
        ...textTool('t'),
        inputs: {type: 'object', properties: {}, 'x-internal': true},
      }),
  }),
  ...casesOf('client.manual.defaults', {
    'minimal-manual': (sdk) => validateWith(sdk, 'UtcpManualSerializer', {tools: []}),
    'minimal-tool': (sdk) =>
      validateWith(sdk, 'ToolSerializer', {
        name: 't',
        tool_call_template: {call_template_type: 'text', content: 'x'},
      }),
  }),
  ...casesOf('client.manual.null-fields', {
    'tags-null': (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), tags: null}),
    'description-null': (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), description: null}),
    'outputs-null': (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), outputs: null}),
    'average-response-size-null': (sdk) =>
      validateWith(sdk, 'ToolSerializer', {...textTool('t'), average_response_size: null}),
  }),
  ...casesOf('client.manual.version', {
    'version-0-1': (sdk) => validateWith(sdk, 'UtcpManualSerializer', {utcp_version: '0.1.0', tools: []}),
    'not-a-version': (sdk) => validateWith(sdk, 'UtcpManualSerializer', {utcp_version: 'latest', tools: []}),
    'provider-type-0-1': (sdk) =>
      validateWith(sdk, 'ToolSerializer', {
        name: 't',
        tool_provider: {provider_type: 'http', url: 'https://x.example'},
      }),
  }),
  ...casesOf('client.register.many', {
    'one-failing': async (sdk) => {
      const utcp = await client(sdk);
      const results = await utcp.registerManuals([
        inlineManual('good', manual(textTool('a'))),
        inlineManual('bad', 'not a manual'),
        inlineManual('good', manual(textTool('b'))),
      ]);
      return {
        results: results.map((r) => ({success: r.success, errors: r.errors.length})),
        tools: (await utcp.getTools()).map((t) => t.name).sort(),
      };
    },
    'empty-list': async (sdk) => (await client(sdk)).registerManuals([]),
    'protocol-throws': async (sdk) => {
      const utcp = await client(sdk);
      const outcome = await settle(
        utcp.registerManuals([
          inlineManual('good', manual(textTool('a'))),
          {name: 'feed', call_template_type: 'sse', url: 'http://example.invalid/manual'},
          {name: 'odd', call_template_type: 'no_such_type'},
        ]),
      );
      if (!('value' in outcome)) return outcome;
      return {
        results: (outcome.value as {success: boolean; errors: string[]}[]).map((r) => ({
          success: r.success,
          errors: r.errors.map((e) => e.slice(0, 40)),
        })),
        tools: (await utcp.getTools()).map((t) => t.name).sort(),
      };
    },
  }),
  ...casesOf('client.close.repeat', {
    'close-twice': async (sdk) => {
      const utcp = await withManual(sdk);
      await utcp.close();
      return settle(utcp.close());
    },
    'call-after-close': async (sdk) => {
      const utcp = await withManual(sdk);
      await utcp.close();
      return settle(utcp.callTool('shop.get_order', {}));
    },
  }),
  ...casesOf('client.tool-name.dots', {
    'tool-name-with-dot': async (sdk) => {
      const utcp = await client(sdk);
      await utcp.registerManual(inlineManual('m', manual(textTool('a.b'))));
      return {tools: (await utcp.getTools()).map((t) => t.name), call: await settle(utcp.callTool('m.a.b', {}))};
    },
    'tool-name-with-other-manual-prefix': async (sdk) => {
      const utcp = await client(sdk);
      await utcp.registerManual(inlineManual('m', manual(textTool('other.t'))));
      return {tools: (await utcp.getTools()).map((t) => t.name), call: await settle(utcp.callTool('m.other.t', {}))};
    },
  }),
  ...casesOf('client.register.result-template', {
    'variable-in-manual-url': (sdk) =>
      withServer(
        {
          '*': (_request, response) => {
            response.writeHead(200, {'content-type': 'application/json'});
            response.end(JSON.stringify(manual()));
          },
        },
        async ({base}) => {
          const utcp = await client(sdk, {variables: {shop_TOKEN: 'secret-1'}});
          const result = await utcp.registerManual({
            name: 'shop',
            call_template_type: 'http',
            http_method: 'GET',
            url: `${base}/manual`,
            headers: {Authorization: 'Bearer ${TOKEN}'},
          });
          return {success: result.success, headers: (result.manualCallTemplate as Json | undefined)?.headers ?? null};
        },
      ),
    'sanitised-name': async (sdk) => {
      const result = await (await client(sdk)).registerManual(inlineManual('my-shop', manual(textTool('t'))));
      return (result.manualCallTemplate as Json | undefined)?.name ?? null;
    },
  }),
  ...casesOf('client.protocols.registered-after-create', {
    'after-create': (sdk) => registerWithOwnProtocol(sdk, 'own_late', true),
    'before-create': (sdk) => registerWithOwnProtocol(sdk, 'own_early', false),
    'replaced-after-create': async (sdk) => {
      await installProtocol(sdk, 'own_swap');
      const utcp = await client(sdk);
      const core = await sdk.sdk();
      const registry = (core.CommunicationProtocol as {communicationProtocols: Record<string, Json>})
        .communicationProtocols;
      registry.own_swap = {...registry.own_swap, callTool: async () => 'answered by the replacement'};
      const registration = await settle(async () => {
        const result = await utcp.registerManual({name: 'own', call_template_type: 'own_swap'});
        return {success: result.success, errors: result.errors, tools: (result.manual?.tools ?? []).map((t) => t.name)};
      });
      const call = await settle(utcp.callTool('own.hello', {}));
      await utcp.close();
      return {registration, call};
    },
  }),
  ...casesOf('client.register.manual-name', {
    'unicode-letter': (sdk) => registerNamed(sdk, 'wétter'),
    'random-name-shape': async (sdk) => {
      const utcp = await client(sdk);
      const result = await utcp.registerManual({
        call_template_type: 'text',
        content: JSON.stringify(manual(textTool('t'))),
      });
      await utcp.close();
      const name = (result.manualCallTemplate as Json | undefined)?.name;
      // Every hexadecimal digit becomes x, so that the shape of the name is what is recorded.
      return typeof name === 'string' ? name.replace(/[0-9a-f]/g, 'x') : (name ?? null);
    },
  }),
  ...casesOf('client.config.validate-dict', {
    'empty-object-plain-members': async (sdk) => {
      const config = (await validateWith(sdk, 'UtcpClientConfigSerializer', {})) as Record<string, Json>;
      const shown = (name: string): unknown => (name in config ? (config[name] ?? null) : '<absent>');
      return {
        variables: shown('variables'),
        load_variables_from: shown('load_variables_from'),
        manual_call_templates: shown('manual_call_templates'),
      };
    },
    'unknown-key': (sdk) => validateWith(sdk, 'UtcpClientConfigSerializer', {verbose: true}),
    'nested-objects': async (sdk) => {
      const config = (await validateWith(sdk, 'UtcpClientConfigSerializer', {
        tool_repository: {tool_repository_type: 'in_memory'},
        tool_search_strategy: {tool_search_strategy_type: 'tag_and_description_word_match'},
        post_processing: [{tool_post_processor_type: 'limit_strings', limit: 5}],
      })) as Record<string, unknown>;
      // The class each nested object became, or "Object" where it stayed a plain object.
      const className = (value: unknown): string =>
        (value as {constructor?: {name?: string}} | null)?.constructor?.name ?? String(value);
      return {
        tool_repository: className(config.tool_repository),
        tool_search_strategy: className(config.tool_search_strategy),
        'post_processing[0]': className((config.post_processing as unknown[])[0]),
      };
    },
    'empty-object': async (sdk) => {
      const config = (await validateWith(sdk, 'UtcpClientConfigSerializer', {})) as Record<string, Json>;
      const repository = config.tool_repository as Record<string, Json>;
      const strategy = config.tool_search_strategy as Record<string, Json>;
      return {
        tool_repository: {
          class: (repository as {constructor: {name: string}}).constructor.name,
          tool_repository_type: repository.tool_repository_type,
        },
        tool_search_strategy: {
          class: (strategy as {constructor: {name: string}}).constructor.name,
          tool_search_strategy_type: strategy.tool_search_strategy_type ?? null,
          tagWeight: strategy.tagWeight ?? null,
          descriptionWeight: strategy.descriptionWeight ?? null,
        },
        post_processing: config.post_processing,
      };
    },
  }),
  ...casesOf('client.register.failed-discovery', {
    'status-500': (sdk) => discoveryFrom(sdk, raw('boom', 'text/plain', 500)),
    'connection-refused': (sdk) => discoveryFrom(sdk, undefined, 'http://127.0.0.1:9/manual'),
    'not-a-manual': (sdk) => discoveryFrom(sdk, json({utcp_version: '1.0.1', manual_version: '1', tools: 'none'})),
    'html-page': (sdk) =>
      discoveryFrom(sdk, raw('<!doctype html><html><body><h1>Welcome</h1></body></html>', 'text/html')),
    'redirect-302': (sdk) =>
      discoveryFrom(sdk, (_request, response) => {
        response.writeHead(302, {location: '/real'});
        response.end();
      }),
  }),
];

/** Registers the same inline manual, one tool `search`, under `first` and then `second`. */
async function twoRegistrations(sdk: LoadedSdk, first: string, second: string) {
  const utcp = await client(sdk);
  await utcp.registerManual(inlineManual(first, manual(textTool('search'))));
  const outcome = await settle(async () => {
    const result = await utcp.registerManual(inlineManual(second, manual(textTool('search'))));
    return {success: result.success, name: (result.manualCallTemplate as Json | undefined)?.name ?? null};
  });
  const tools = (await utcp.getTools()).map((t) => t.name).sort();
  await utcp.close();
  // Whether the second registration was refused; the message is each SDK's own.
  return {second: 'error' in outcome ? 'refused' : outcome.value, tools};
}

cases.push(
  ...casesOf('client.register.names-across-manuals', {
    'same-tool-two-manuals': (sdk) => twoRegistrations(sdk, 'alpha', 'beta'),
    'sanitised-collision': (sdk) => twoRegistrations(sdk, 'my-tools', 'my_tools'),
  }),
);

/**
 * Registers an inline manual whose one tool carries a member of a later minor version: whether the
 * registration loaded the tool and whether the stored tool still has `member`.
 */
async function newerToolRegistered(sdk: LoadedSdk, toolCallTemplate: Json, member: string, inputs: Json = {}) {
  const utcp = await client(sdk);
  const newer: Json = {...manual({...tool('t', toolCallTemplate), inputs}), utcp_version: '1.1.0'};
  // 1.1 keeps only tools of the manual's own type unless the manual call template lists others.
  const allowed = sdk.line === '1.0' ? {} : {allowed_communication_protocols: ['http', 'text']};
  const result = await settle(utcp.registerManual(inlineManual('newer', newer, allowed)));
  const stored = await utcp.getTool('newer.t');
  await utcp.close();
  const registered = 'value' in result && (result.value as {success: boolean}).success && stored !== undefined;
  return registered
    ? {registered: true, 'member kept': JSON.stringify(stored).includes(member)}
    : {registered: false, 'member kept': null};
}

cases.push(
  ...casesOf('client.manual.newer-minor-members', {
    'allowed-protocols-on-tool-template': (sdk) =>
      newerToolRegistered(
        sdk,
        {
          call_template_type: 'http',
          url: 'https://api.example.com/t',
          http_method: 'GET',
          allowed_communication_protocols: ['http'],
        },
        'allowed_communication_protocols',
      ),
    'examples-keyword': (sdk) =>
      newerToolRegistered(
        sdk,
        {call_template_type: 'http', url: 'https://api.example.com/t', http_method: 'GET'},
        'examples',
        {
          type: 'object',
          properties: {q: {type: 'string', examples: ['rain']}},
        },
      ),
    'text-tool-with-content': (sdk) =>
      newerToolRegistered(sdk, {call_template_type: 'text', content: 'hello'}, 'content'),
  }),
);

// Cases of the core entries of the TypeScript API reference (Issue 35): the errors of callTool, the
// protocol methods the client calls, substituteCallTemplateVariables and the parts of the configuration.

/** The repository of a fresh client, written to directly so that a case can store what registration would refuse. */
async function clientWithStored(sdk: LoadedSdk, manualTemplate: Json, tools: Json[]) {
  const utcp = await client(sdk);
  const repository = (utcp.config as {tool_repository: {saveManual(t: Json, m: Json): Promise<void>}}).tool_repository;
  await repository.saveManual(manualTemplate, manual(...tools));
  return utcp;
}

/**
 * A protocol of our own for `type` that writes down each method the client calls on it, with what
 * the call received; its manual has one tool, hello.
 */
async function recordingProtocol(sdk: LoadedSdk, type: string) {
  const core = await sdk.sdk();
  acceptAnyTemplate(core, type);
  const log: string[] = [];
  const registry = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
    .communicationProtocols;
  registry[type] = {
    registerManual: async (_caller: unknown, template: Json) => {
      log.push(`registerManual(${String(template.name)})`);
      return {
        success: true,
        manualCallTemplate: template,
        manual: manual(tool('hello', {call_template_type: type})),
        errors: [],
      };
    },
    deregisterManual: async (_caller: unknown, template: Json) => {
      log.push(`deregisterManual(${String(template.name)})`);
    },
    callTool: async (caller: unknown, name: string, args: Json) => {
      log.push(`callTool(${name}, ${JSON.stringify(args)}, caller is the client: ${caller === utcpSeen.current})`);
      return 'one result';
    },
    async *callToolStreaming(_caller: unknown, name: string) {
      log.push(`callToolStreaming(${name})`);
      yield 'first';
      yield 'second';
    },
    close: async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      log.push(`close(${type}) finished`);
    },
  };
  const utcpSeen: {current: unknown} = {current: undefined};
  return {log, utcpSeen};
}

/** Takes the protocols of `types` out of the registry again, so that later cases do not see them. */
async function forgetProtocols(sdk: LoadedSdk, ...types: string[]): Promise<void> {
  const core = await sdk.sdk();
  const registry = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
    .communicationProtocols;
  for (const type of types) delete registry[type];
}

async function substituted(sdk: LoadedSdk, template: Json, namespace: string | undefined, variables: Json) {
  const utcp = await client(sdk, {variables});
  const before = JSON.stringify(template);
  const outcome = await settle(
    (
      utcp as unknown as {substituteCallTemplateVariables(t: Json, n?: string): Promise<Json>}
    ).substituteCallTemplateVariables(template, namespace),
  );
  return {outcome, 'input unchanged': JSON.stringify(template) === before};
}

/**
 * A client whose load_variables_from lists loaders of our own type, each answering with `answers[id]`
 * and writing down that it was asked; the template refers to ${TC2_LOADER_VAR}.
 */
async function loadersAsked(sdk: LoadedSdk, answers: Record<string, string | null>, variables: Json = {}) {
  const core = await sdk.sdk();
  const asked: string[] = [];
  const loaders = core.VariableLoaderSerializer as unknown as {
    registerVariableLoader(type: string, serializer: unknown, override?: boolean): boolean;
  };
  loaders.registerVariableLoader(
    'tc2_loader',
    {
      toDict: (value: Json) => ({variable_loader_type: 'tc2_loader', id: value.id}),
      validateDict: (value: Json) => ({
        variable_loader_type: 'tc2_loader',
        id: value.id,
        get: async (name: string) => {
          asked.push(`${String(value.id)}: ${name}`);
          return answers[String(value.id)];
        },
      }),
    },
    true,
  );
  const utcp = await client(sdk, {
    variables,
    load_variables_from: Object.keys(answers).map((id) => ({variable_loader_type: 'tc2_loader', id})),
  });
  const template = {name: 'api', call_template_type: 'http', url: 'https://${TC2_LOADER_VAR}/v1', http_method: 'GET'};
  const outcome = await settle(async () => {
    const result = await (
      utcp as unknown as {substituteCallTemplateVariables(t: Json, n?: string): Promise<Json>}
    ).substituteCallTemplateVariables(template);
    return result.url;
  });
  return {outcome, asked};
}

const HTTP_TEMPLATE = {name: 'api', call_template_type: 'http', url: 'https://${HOST}/v1', http_method: 'GET'};

cases.push(
  ...casesOf('client.call.errors', {
    'protocol-not-allowed': async (sdk) => {
      // The manual is an http one that lists no other protocol; its tool is a text tool.
      const utcp = await clientWithStored(
        sdk,
        {name: 'm', call_template_type: 'http', url: 'https://x.example/m', http_method: 'GET'},
        [tool('m.t', {call_template_type: 'text', content: 'text answer'})],
      );
      return settle(utcp.callTool('m.t', {}));
    },
    'no-protocol-for-type': async (sdk) => {
      const core = await sdk.sdk();
      acceptAnyTemplate(core, 'ghost_type');
      const utcp = await clientWithStored(sdk, {name: 'g', call_template_type: 'ghost_type'}, [
        tool('g.t', {call_template_type: 'ghost_type'}),
      ]);
      return settle(utcp.callTool('g.t', {}));
    },
    'tool-prefix-not-its-manual': async (sdk) => {
      const utcp = await clientWithStored(sdk, {name: 'm', call_template_type: 'text', content: '{}'}, [
        tool('other.t', {call_template_type: 'text', content: 'x'}),
      ]);
      return settle(utcp.callTool('other.t', {}));
    },
    'unknown-tool-of-known-manual': async (sdk) => {
      const utcp = await clientWithTools(sdk, 'm', [tool('t', {call_template_type: 'text', content: 'x'})]);
      return settle(utcp.callTool('m.nope', {}));
    },
  }),
  ...casesOf('client.protocols.calls', {
    'register-call-stream-deregister': async (sdk) => {
      const {log, utcpSeen} = await recordingProtocol(sdk, 'rec_one');
      const utcp = await client(sdk);
      utcpSeen.current = utcp;
      await utcp.registerManual({name: 'own', call_template_type: 'rec_one'});
      const result = await utcp.callTool('own.hello', {a: 1});
      const chunks: unknown[] = [];
      for await (const chunk of utcp.callToolStreaming('own.hello', {})) chunks.push(chunk);
      const removed = await utcp.deregisterManual('own');
      const tools = (await utcp.getTools()).map((t) => t.name);
      await forgetProtocols(sdk, 'rec_one');
      return {log, result, chunks, removed, 'tools after deregistering': tools};
    },
    'close-every-protocol': async (sdk) => {
      const first = await recordingProtocol(sdk, 'rec_a');
      const second = await recordingProtocol(sdk, 'rec_b');
      const utcp = await client(sdk);
      await utcp.close();
      await forgetProtocols(sdk, 'rec_a', 'rec_b');
      return {'rec_a log': first.log, 'rec_b log': second.log};
    },
    'close-rejecting-protocol': async (sdk) => {
      const core = await sdk.sdk();
      const registry = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
        .communicationProtocols;
      registry.rec_failing = {
        registerManual: async () => ({success: false, errors: [], manualCallTemplate: {}, manual: manual()}),
        deregisterManual: async () => undefined,
        callTool: async () => null,
        async *callToolStreaming() {},
        close: async () => {
          throw new Error('close failed');
        },
      };
      const utcp = await client(sdk);
      const outcome = await settle(utcp.close());
      delete registry.rec_failing;
      return outcome;
    },
    'base-class-close': async (sdk) => {
      const core = await sdk.sdk();
      const Base = core.CommunicationProtocol as new () => {close(): Promise<unknown>};
      const value = await new Base().close();
      return {'close resolves to': value === undefined ? 'undefined' : value};
    },
    'plugins-extend-base-class': async (sdk) => {
      const core = await sdk.sdk();
      for (const name of ['@utcp/http', '@utcp/text', '@utcp/mcp', '@utcp/direct-call'] as const) await sdk.load(name);
      const Base = core.CommunicationProtocol as unknown as {
        new (): object;
        communicationProtocols: Record<string, unknown>;
      };
      // The types differ by line (the 1.0 line's mcp plugin registers elsewhere); the instances are what is compared.
      const types = ['http', 'sse', 'streamable_http', 'text', 'direct-call'];
      return {
        'types looked at': types.filter((type) => Base.communicationProtocols[type] !== undefined),
        'instances of CommunicationProtocol': types.filter((type) => Base.communicationProtocols[type] instanceof Base),
      };
    },
  }),
  ...casesOf('client.substitute.template', {
    namespaced: (sdk) => substituted(sdk, {...HTTP_TEMPLATE}, 'api', {api_HOST: 'h.example'}),
    'no-namespace': (sdk) => substituted(sdk, {...HTTP_TEMPLATE}, undefined, {HOST: 'h.example'}),
    'missing-variable': (sdk) => substituted(sdk, {...HTTP_TEMPLATE}, 'api', {}),
    'unknown-type-after-substitution': (sdk) =>
      substituted(sdk, {name: 'x', call_template_type: 'no_such_type', url: '${HOST}'}, undefined, {HOST: 'h'}),
    'unicode-value': (sdk) => substituted(sdk, {...HTTP_TEMPLATE}, undefined, {HOST: 'wétter.example'}),
  }),
  ...casesOf('client.config.parts', {
    'repository-holds-registered-tools': async (sdk) => {
      const utcp = await clientWithTools(sdk, 'm', [tool('t', {call_template_type: 'text', content: 'x'})]);
      const repository = (utcp.config as {tool_repository: {getTools(): Promise<{name: string}[]>}}).tool_repository;
      return {
        repository: repository.constructor.name,
        'tools in the repository': (await repository.getTools()).map((t) => t.name),
      };
    },
    'load-variables-from-default': async (sdk) => {
      const utcp = await client(sdk);
      const loaders = (utcp.config as {load_variables_from?: unknown}).load_variables_from;
      return {load_variables_from: loaders === undefined ? 'undefined' : loaders};
    },
    'serializer-to-dict': async (sdk) => {
      const core = await sdk.sdk();
      const utcp = await client(sdk, {post_processing: [{tool_post_processor_type: 'limit_strings', limit: 5}]});
      return settle(async () => new core.UtcpClientConfigSerializer().toDict(utcp.config as Json));
    },
    'serializer-round-trip': async (sdk) => {
      const core = await sdk.sdk();
      const serializer = new core.UtcpClientConfigSerializer();
      return settle(async () => serializer.toDict(serializer.validateDict({variables: {A: 'b'}})));
    },
    'serializer-invalid-variables': (sdk) =>
      settle(async () => validateWith(sdk, 'UtcpClientConfigSerializer', {variables: {A: 1}})),
  }),
  ...casesOf('client.config.loaders', {
    'asked-in-order': (sdk) => loadersAsked(sdk, {one: null, two: 'from-two', three: 'from-three'}),
    'variables-first': (sdk) => loadersAsked(sdk, {one: 'from-one'}, {TC2_LOADER_VAR: 'from-variables'}),
    'empty-string-answer': (sdk) => loadersAsked(sdk, {one: '', two: 'from-two'}),
    'no-loader-has-it': (sdk) => loadersAsked(sdk, {one: null}),
    'loader-before-environment': (sdk) => withEnvironment('from-env', () => loadersAsked(sdk, {one: 'from-one'})),
    'environment-after-loaders': (sdk) => withEnvironment('from-env', () => loadersAsked(sdk, {one: null})),
  }),
);

// Cases of the UtcpClient entries of the TypeScript API reference (Issue 35, t-core3).

/** Runs `run` with TC2_LOADER_VAR set in the process environment to `value`, then removes it. */
async function withEnvironment<T>(value: string, run: () => Promise<T>): Promise<T> {
  process.env.TC2_LOADER_VAR = value;
  try {
    return await run();
  } finally {
    delete process.env.TC2_LOADER_VAR;
  }
}

type LooseClient = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const textTemplateTool = (name: string) => tool(name, {call_template_type: 'text', content: `content of ${name}`});

async function toolNames(utcp: UtcpClientLike): Promise<string[]> {
  return (await utcp.getTools()).map((t: {name: string}) => t.name).sort();
}
type UtcpClientLike = {getTools(): Promise<{name: string}[]>};

/** A text manual holding a text tool and an http tool, registered with `extra` on its template. */
async function mixedManual(sdk: LoadedSdk, extra: Json) {
  const utcp = await client(sdk);
  const outcome = await settle(async () => {
    const result = await utcp.registerManual(
      inlineManual(
        'mix',
        manual(
          textTemplateTool('t'),
          tool('h', {call_template_type: 'http', url: 'https://h.example/h', http_method: 'GET'}),
        ),
        extra,
      ),
    );
    return {success: result.success, errors: result.errors.length, tools: await toolNames(utcp)};
  });
  await utcp.close();
  return outcome;
}

cases.push(
  ...casesOf('client.create.parts', {
    'null-config': async (sdk) => {
      const core = await sdk.sdk();
      const utcp = (await core.UtcpClient.create(process.cwd(), null)) as unknown as LooseClient;
      const config = utcp.config;
      return {
        keys: Object.keys(config).sort(),
        repository: config.tool_repository.constructor.name,
        strategy: config.tool_search_strategy.constructor.name,
        manuals: config.manual_call_templates,
        variables: config.variables,
      };
    },
    'root-dir-default': async (sdk) => {
      const core = await sdk.sdk();
      const utcp = (await (core.UtcpClient as unknown as LooseClient).create()) as LooseClient;
      return {'root_dir is the working directory': utcp.root_dir === process.cwd()};
    },
    'root-dir-given': async (sdk) => {
      const core = await sdk.sdk();
      const utcp = (await core.UtcpClient.create('/srv/tools', {})) as unknown as LooseClient;
      return {root_dir: utcp.root_dir};
    },
    'substitutor-class': async (sdk) => {
      const core = await sdk.sdk();
      const utcp = (await core.UtcpClient.create(process.cwd(), {})) as unknown as LooseClient;
      return {
        class: utcp.variableSubstitutor.constructor.name,
        'instance of DefaultVariableSubstitutor': utcp.variableSubstitutor instanceof core.DefaultVariableSubstitutor,
      };
    },
    'post-processors-built': async (sdk) => {
      const utcp = (await client(sdk, {
        post_processing: [
          {tool_post_processor_type: 'limit_strings', limit: 3},
          {tool_post_processor_type: 'filter_dict', exclude_keys: ['a']},
        ],
      })) as unknown as LooseClient;
      return {postProcessors: utcp.postProcessors.map((p: LooseClient) => p.constructor.name)};
    },
    'manuals-registered': async (sdk) => {
      const utcp = await client(sdk, {
        manual_call_templates: [
          inlineManual('first', manual(textTemplateTool('a'))),
          inlineManual('second', manual(textTemplateTool('b'), textTemplateTool('c'))),
        ],
      });
      return {tools: await toolNames(utcp)};
    },
  }),
  ...casesOf('client.constructor.direct', {
    'no-register-no-substitute': async (sdk) => {
      const core = (await sdk.sdk()) as unknown as LooseClient;
      process.env.TC3_CTOR_VAR = 'from-env';
      try {
        const config = new core.UtcpClientConfigSerializer().validateDict({
          variables: {A: '${TC3_CTOR_VAR}'},
          manual_call_templates: [inlineManual('m', manual(textTemplateTool('t')))],
        });
        const utcp = new core.UtcpClient(config, new core.DefaultVariableSubstitutor(), null);
        return {tools: await toolNames(utcp), 'variables.A': utcp.config.variables.A, root_dir: utcp.root_dir};
      } finally {
        delete process.env.TC3_CTOR_VAR;
      }
    },
    'post-processors-built': async (sdk) => {
      const core = (await sdk.sdk()) as unknown as LooseClient;
      const config = new core.UtcpClientConfigSerializer().validateDict({
        post_processing: [{tool_post_processor_type: 'filter_dict', exclude_keys: ['a']}],
      });
      const utcp = new core.UtcpClient(config, new core.DefaultVariableSubstitutor());
      return {postProcessors: utcp.postProcessors.map((p: LooseClient) => p.constructor.name)};
    },
  }),
  ...casesOf('client.get-tools.all', {
    none: async (sdk) => ({tools: await toolNames(await client(sdk))}),
    'two-manuals': async (sdk) => {
      const utcp = await client(sdk);
      await utcp.registerManual(inlineManual('alpha', manual(textTemplateTool('x'), textTemplateTool('ü'))));
      await utcp.registerManual(inlineManual('beta', manual(textTemplateTool('x'))));
      return {tools: await toolNames(utcp)};
    },
    'after-deregister': async (sdk) => {
      const utcp = await client(sdk);
      await utcp.registerManual(inlineManual('alpha', manual(textTemplateTool('x'))));
      await utcp.registerManual(inlineManual('beta', manual(textTemplateTool('y'))));
      await utcp.deregisterManual('alpha');
      return {tools: await toolNames(utcp)};
    },
    'returned-copies': async (sdk) => {
      const utcp = await client(sdk);
      await utcp.registerManual(inlineManual('alpha', manual(textTemplateTool('x'))));
      const first = await utcp.getTools();
      first[0].name = 'changed';
      return {tools: await toolNames(utcp)};
    },
  }),
  ...casesOf('client.register.protocol-filter', {
    absent: (sdk) => mixedManual(sdk, {}),
    empty: (sdk) => mixedManual(sdk, {allowed_communication_protocols: []}),
    listed: (sdk) => mixedManual(sdk, {allowed_communication_protocols: ['text', 'http']}),
  }),
  ...casesOf('client.register.result-shape', {
    client: async (sdk) => {
      const utcp = await client(sdk);
      const result = await utcp.registerManual(inlineManual('m', manual(textTemplateTool('t'))));
      return {keys: Object.keys(result).sort(), success: result.success};
    },
    'text-protocol': async (sdk) => {
      const core = (await sdk.sdk()) as unknown as LooseClient;
      const utcp = await client(sdk);
      const protocol = core.CommunicationProtocol.communicationProtocols.text;
      const result = await protocol.registerManual(utcp, inlineManual('m', manual(textTemplateTool('t'))));
      return {keys: Object.keys(result).sort(), success: result.success};
    },
    'http-protocol-refused': async (sdk) => {
      const core = (await sdk.sdk()) as unknown as LooseClient;
      const utcp = await client(sdk);
      const protocol = core.CommunicationProtocol.communicationProtocols.http;
      const result = await protocol.registerManual(utcp, {
        name: 'm',
        call_template_type: 'http',
        url: 'http://127.0.0.1:9/manual',
        http_method: 'GET',
      });
      return {keys: Object.keys(result).sort(), success: result.success};
    },
  }),
);

/**
 * Registers the http manual m, whose tool `keyed` carries `${KEY}` in its query, then calls the tool
 * twice with m_KEY changed in the environment in between: the query parameter `k` of each call. The
 * manual is served over http so that registration itself never substitutes the tool's template.
 */
async function keyPerCall(sdk: LoadedSdk) {
  const served: Handler = (request, response) => {
    const base = `http://${request.headers.host}`;
    const keyed = tool('keyed', {call_template_type: 'http', http_method: 'GET', url: `${base}/k?k=\${KEY}`});
    return json(manual(keyed))(request, response);
  };
  return withServer({'GET /manual': served, 'GET /k': echo()}, async ({base, received}) => {
    const utcp = await client(sdk);
    const before = process.env.m_KEY;
    try {
      const registered = await utcp.registerManual({name: 'm', call_template_type: 'http', url: `${base}/manual`});
      if (!registered.success) throw new Error(`manual m did not register: ${registered.errors.join('; ')}`);
      process.env.m_KEY = 'first';
      await utcp.callTool('m.keyed', {});
      process.env.m_KEY = 'second';
      await utcp.callTool('m.keyed', {});
    } finally {
      if (before === undefined) delete process.env.m_KEY;
      else process.env.m_KEY = before;
      await utcp.close();
    }
    return received
      .filter((request) => request.url.startsWith('/k'))
      .map((request) => ({k: new URL(request.url, base).searchParams.get('k')}));
  });
}

cases.push(...casesOf('client.call.substituted-per-call', {'value-changed-between-calls': keyPerCall}));

/** Registers an http manual on loopback whose tool, template, auth or top level has an extra key (review 2026-11-29). */
async function registerWithExtra(sdk: LoadedSdk, extra: {tool?: Json; template?: Json; auth?: Json; manual?: Json}) {
  const served: Handler = (request, response) => {
    const base = `http://${request.headers.host}`;
    const template = {
      call_template_type: 'http',
      url: `${base}/echo`,
      http_method: 'GET',
      auth: {auth_type: 'basic', username: 'u', password: 'p', ...extra.auth},
      ...extra.template,
    };
    return json({...manual({...tool('ping', template), ...extra.tool}), ...extra.manual})(request, response);
  };
  const {outcome} = await registerOnce(sdk, {'GET /utcp': served}, (base) => ({
    name: 'svc',
    call_template_type: 'http',
    http_method: 'GET',
    url: `${base}/utcp`,
  }));
  if (!('value' in outcome)) return outcome;
  const {success, errors, tools} = outcome.value as {success: boolean; errors: string[]; tools: string[]};
  return {success, errors: errors.map((e) => e.replace(/\s+/g, ' ').slice(0, 200)), tools};
}

cases.push(
  ...casesOf('client.manual.unknown-keys-on-register', {
    'tool-misspelt-key': (sdk) => registerWithExtra(sdk, {tool: {descripton: 'misspelt'}}),
    'template-unknown-key': (sdk) => registerWithExtra(sdk, {template: {no_such_field: 1}}),
    'auth-unknown-key': (sdk) => registerWithExtra(sdk, {auth: {realm: 'extra'}}),
    'top-level-schema': (sdk) => registerWithExtra(sdk, {manual: {$schema: 'https://utcp.io/schema/manual.json'}}),
    'top-level-version': (sdk) => registerWithExtra(sdk, {manual: {version: '1.0'}}),
  }),
);

/** A tool call to an endpoint that accepts the connection and never answers (review 2026-11-29). */
async function silentEndpointCall(sdk: LoadedSdk) {
  const net = await import('node:net');
  const sockets: InstanceType<typeof net.Socket>[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as {port: number}).port;
  try {
    const utcp = await client(sdk);
    const repository = (utcp.config as {tool_repository: {saveManual(t: Json, m: Json): Promise<void>}})
      .tool_repository;
    const template = {name: 'm', call_template_type: 'http', url: `http://127.0.0.1:${port}/op`, http_method: 'GET'};
    await repository.saveManual(template, manual(tool('m.op', template)));
    const started = Date.now();
    const call = await settle(utcp.callTool('m.op', {}));
    await utcp.close();
    return {
      error: 'error' in call ? `${call.error.type}: ${call.error.message}` : 'answered',
      'gave up between 30 and 35 s': Date.now() - started >= 30000 && Date.now() - started < 35000,
    };
  } finally {
    for (const socket of sockets) socket.destroy();
    server.close();
  }
}

cases.push(
  ...casesOf('client.call.silent-http-endpoint', {'tool-call': (sdk) => silentEndpointCall(sdk)}, {timeoutMs: 45_000}),
);

cases.push(
  ...casesOf('client.manual.required-members', {
    'manual-no-tools': (sdk) => validateWith(sdk, 'UtcpManualSerializer', {}),
    'manual-tools-null': (sdk) => validateWith(sdk, 'UtcpManualSerializer', {tools: null}),
    'manual-empty-tools': (sdk) => validateWith(sdk, 'UtcpManualSerializer', {utcp_version: '1.0.1', tools: []}),
    'tool-no-name': (sdk) =>
      validateWith(sdk, 'ToolSerializer', {tool_call_template: {call_template_type: 'text', content: 'x'}}),
    'tool-empty-name': (sdk) =>
      validateWith(sdk, 'ToolSerializer', {name: '', tool_call_template: {call_template_type: 'text', content: 'x'}}),
    'tool-no-template': (sdk) => validateWith(sdk, 'ToolSerializer', {name: 't'}),
  }),
);

async function namesAfterPrefixing(sdk: LoadedSdk, manualName: string, toolNames: string[]): Promise<string[]> {
  const utcp = await client(sdk);
  await utcp.registerManual(inlineManual(manualName, manual(...toolNames.map((n) => textTool(n)))));
  return (await utcp.getTools()).map((t) => t.name).sort();
}

cases.push(
  ...casesOf('client.register.already-prefixed', {
    'own-prefix': (sdk) => namesAfterPrefixing(sdk, 'm', ['m.t', 't2']),
    'unsanitised-prefix': (sdk) => namesAfterPrefixing(sdk, 'my-shop', ['my-shop.t', 'my_shop.u']),
    'bare-prefix': (sdk) => namesAfterPrefixing(sdk, 'm', ['m.']),
  }),
);

cases.push(
  ...casesOf('client.register.dotted-manual-name', {
    dotted: (sdk) => namesAfterPrefixing(sdk, 'shop.v2', ['t', 'a.b']),
    'leading-dot': (sdk) => namesAfterPrefixing(sdk, '.hidden', ['t']),
  }),
);

function registeredClaiming(sdk: LoadedSdk, version: unknown): Promise<Json> {
  return withServer(
    {
      '*': (_request, response) => {
        response.writeHead(200, {'content-type': 'application/json'});
        const tool = {
          name: 't',
          tool_call_template: {call_template_type: 'http', http_method: 'GET', url: 'http://127.0.0.1:9/t'},
        };
        response.end(JSON.stringify({...(manual(tool) as Record<string, Json>), utcp_version: version}));
      },
    },
    async ({base}) => {
      const utcp = await client(sdk);
      const result = await utcp.registerManual({
        name: 'v',
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/utcp`,
      });
      const stored = result.manual as {utcp_version?: Json; tools: {name: string}[]} | undefined;
      return {
        success: result.success,
        tools: stored?.tools.map((t) => t.name) ?? [],
        'stored utcp_version': result.success ? (stored?.utcp_version ?? null) : null,
      };
    },
  );
}

cases.push(
  ...casesOf('client.manual.version-not-compared', {
    'claims-99': (sdk) => registeredClaiming(sdk, '99.0'),
    'claims-0-1': (sdk) => registeredClaiming(sdk, '0.1.0'),
    'not-a-version': (sdk) => registeredClaiming(sdk, 'latest'),
    'empty-string': (sdk) => registeredClaiming(sdk, ''),
    'null-version': (sdk) => registeredClaiming(sdk, null),
  }),
  // Second reading 2026-11-29 (RFC 4.5): a numeric version.
  ...casesOf('client.manual.version-not-compared', {
    'number-version': (sdk) => registeredClaiming(sdk, 1.0),
  }),
  ...casesOf('client.register.already-prefixed', {
    'unicode-prefix': (sdk) => namesAfterPrefixing(sdk, 'wétter', ['wétter.t']),
    'upper-case-prefix': (sdk) => namesAfterPrefixing(sdk, 'm', ['M.t']),
  }),
  ...casesOf('client.register.dotted-manual-name', {
    'two-dots': (sdk) => namesAfterPrefixing(sdk, 'a.b.c', ['t']),
  }),
);

/** Registering an http manual at an endpoint that never answers (second reading 2026-11-29). */
async function silentEndpointManual(sdk: LoadedSdk) {
  const net = await import('node:net');
  const sockets: InstanceType<typeof net.Socket>[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as {port: number}).port;
  try {
    const utcp = await client(sdk);
    const started = Date.now();
    const registered = await settle(
      utcp.registerManual({
        name: 'm',
        call_template_type: 'http',
        url: `http://127.0.0.1:${port}/utcp`,
        http_method: 'GET',
      }),
    );
    await utcp.close();
    const outcome =
      'error' in registered
        ? {raised: `${registered.error.type}: ${registered.error.message}`}
        : (() => {
            const value = registered.value as {success: boolean; errors: string[]};
            return {success: value.success, errors: value.errors.map((e) => String(e).slice(0, 120))};
          })();
    const elapsed = Date.now() - started;
    return {...outcome, 'gave up between 10 and 12 s': elapsed >= 10000 && elapsed < 12000};
  } finally {
    for (const socket of sockets) socket.destroy();
    server.close();
  }
}

cases.push(
  ...casesOf(
    'client.register.silent-http-manual',
    {discovery: (sdk) => silentEndpointManual(sdk)},
    {timeoutMs: 45_000},
  ),
);

cases.push(
  ...casesOf('client.register.failed-discovery', {
    'json-error-object': (sdk) => discoveryFrom(sdk, json({error: 'not found'})),
    'manual-in-wrapper': (sdk) =>
      discoveryFrom(sdk, json({data: {utcp_version: '1.0.1', manual_version: '1', tools: []}})),
    'tools-without-version': (sdk) => discoveryFrom(sdk, json({tools: []})),
  }),
);

/** Second reading 2026-11-29: an extra key on one of two tools, and an extra key whose value is null. */
async function registerTwoTools(sdk: LoadedSdk, secondExtra: Json) {
  const served: Handler = (request, response) => {
    const template = {call_template_type: 'http', url: `http://${request.headers.host}/echo`, http_method: 'GET'};
    const body = manual(tool('ping', template), tool('pong', template, secondExtra));
    return json(body)(request, response);
  };
  const {outcome} = await registerOnce(sdk, {'GET /utcp': served}, (base) => ({
    name: 'svc',
    call_template_type: 'http',
    http_method: 'GET',
    url: `${base}/utcp`,
  }));
  if (!('value' in outcome)) return outcome;
  const {success, errors, tools} = outcome.value as {success: boolean; errors: string[]; tools: string[]};
  return {success, errors: errors.length, tools};
}

cases.push(
  ...casesOf('client.manual.unknown-keys-on-register', {
    'second-of-two-tools': (sdk) => registerTwoTools(sdk, {x_owner: 'team-a'}),
    'null-valued-key': (sdk) => registerTwoTools(sdk, {metadata: null}),
  }),
);

cases.push(
  ...casesOf('client.manual.unknown-keys-on-register', {
    'top-level-null-value': (sdk) => registerWithExtra(sdk, {manual: {x_note: null}}),
  }),
);

// Second reading 2026-11-29 (r-v01): a manual of two tools where only the second carries an extension key set to null.
async function registerSecondToolExtra(sdk: LoadedSdk) {
  const served: Handler = (request, response) => {
    const base = `http://${request.headers.host}`;
    const template = {call_template_type: 'http', url: `${base}/echo`, http_method: 'GET'};
    return json(manual(tool('ping', template), tool('pong', template, {'x-owner': null})))(request, response);
  };
  const {outcome} = await registerOnce(sdk, {'GET /utcp': served}, (base) => ({
    name: 'svc',
    call_template_type: 'http',
    http_method: 'GET',
    url: `${base}/utcp`,
  }));
  if (!('value' in outcome)) return outcome;
  const {success, errors, tools} = outcome.value as {success: boolean; errors: string[]; tools: string[]};
  return {success, errors: errors.map((e) => e.replace(/\s+/g, ' ').slice(0, 200)), tools};
}

cases.push(
  ...casesOf('client.manual.unknown-keys-on-register', {
    'second-tool-null-extension': (sdk) => registerSecondToolExtra(sdk),
    'top-level-null-extension': (sdk) => registerWithExtra(sdk, {manual: {'x-meta': null}}),
  }),
  // Second reading (r-lead) 2026-11-29: the http protocol given a manual URL that fails the HTTPS check.
  ...casesOf('client.register.failed-discovery', {
    'remote-http-through-http': (sdk) => discoveryFrom(sdk, undefined, 'http://example.invalid/manual'),
  }),
);

// Second reading 2026-11-30 (lead, RFC 4.5): a boolean and an object as utcp_version.
cases.push(
  ...casesOf('client.manual.version-not-compared', {
    'boolean-version': (sdk) => registeredClaiming(sdk, true),
    'object-version': (sdk) => registeredClaiming(sdk, {major: 1}),
  }),
);

// Second reading (s-yaml-core) 2026-11-30: further failures a manual URL can answer with, and a remote http URL with
// a user name in front of the host.
cases.push(
  ...casesOf('client.register.failed-discovery', {
    'more-failures': async (sdk) => {
      const out: Record<string, Json> = {};
      const handlers: [string, Handler][] = [
        ['404', raw('missing', 'text/plain', 404)],
        ['empty 200 body', raw('', 'application/json')],
        ['JSON null', raw('null', 'application/json')],
        ['JSON list', raw('[]', 'application/json')],
        ['cut-off JSON', raw('{"tools": [', 'application/json')],
      ];
      for (const [label, handler] of handlers) out[label] = (await discoveryFrom(sdk, handler)) as Json;
      out['remote http with a user name'] = (await discoveryFrom(
        sdk,
        undefined,
        'http://user@example.invalid/manual',
      )) as Json;
      return out;
    },
  }),
);

// Second reading 2026-11-30 (w-next-other): a manual name with two dots, an Arabic-Indic digit and a tab.
cases.push(
  ...casesOf('client.register.manual-name', {
    'dots-digit-tab': (sdk) => registerNamed(sdk, 'shop.v2.\u0663\tx'),
  }),
);

// Second reading (wave 3) 2026-11-29, g-guides: a manual name holding a character outside the Basic Multilingual
// Plane (an emoji), and a name made of dots only.
cases.push(
  ...casesOf('client.register.manual-name', {
    'astral-and-dots-only': async (sdk) => ({
      'a\u{1F600}b': await registerNamed(sdk, 'a\u{1F600}b'),
      '...': await registerNamed(sdk, '...'),
    }),
  }),
);

// First reading (wave 6) 2026-11-29, u-client: the namespace a dotted name is called under, names around the
// first dot, configurations that create accepts or refuses, failed discovery, null fields and unknown keys, call
// template types without a plugin, and the variables listed for a manual whose template has its own.

/** A handler serving a manual of one http tool `name` whose URL is the server's /op plus `query`. */
const servedTool =
  (name: string, query: string): Handler =>
  (request, response) =>
    json(
      manual(
        tool(name, {call_template_type: 'http', http_method: 'GET', url: `http://${request.headers.host}/op${query}`}),
      ),
    )(request, response);

/** Registers the served manual as `shop` (variables configured) and calls `toolName`; what the call sent. */
async function callServedDotted(sdk: LoadedSdk, toolName: string, variables: Record<string, string>) {
  return withServer({'GET /utcp': servedTool('orders.list', '?k=${KEY}'), 'GET /op': echo()}, async ({base}) => {
    const utcp = await client(sdk, {variables});
    const registered = await utcp.registerManual({
      name: 'shop',
      call_template_type: 'http',
      http_method: 'GET',
      url: `${base}/utcp`,
    });
    const call = await settle(utcp.callTool(toolName, {}));
    await utcp.close();
    const sentUrl = 'value' in call ? ((call.value as Json).url as string) : undefined;
    return {
      registered: registered.success,
      tools: (registered.manual?.tools ?? []).map((t) => t.name),
      sent: sentUrl ?? call,
    };
  });
}

/** What create makes of a configuration whose only manual is the template `template(base)` of the server. */
async function createWithManual(
  sdk: LoadedSdk,
  routes: Parameters<typeof withServer>[0],
  template: (base: string) => Json,
) {
  return withServer(routes, async ({base}) =>
    settle(async () => {
      const utcp = await client(sdk, {manual_call_templates: [template(base)]});
      return {created: true, tools: (await utcp.getTools()).length};
    }),
  );
}

/** registerManual's report for the template `template(base)`, reduced to what does not depend on the port. */
async function registerReport(
  sdk: LoadedSdk,
  routes: Parameters<typeof withServer>[0],
  template: (base: string) => Json,
) {
  return withServer(routes, async ({base}) =>
    settle(async () => {
      const result = await (await client(sdk)).registerManual(template(base));
      return {
        success: result.success,
        'errors given': result.errors.length > 0,
        tools: (result.manual?.tools ?? []).map((t) => t.name),
      };
    }),
  );
}

const HTML: Handler = raw('<html><body>Tools</body></html>', 'text/html');

cases.push(
  ...casesOf('client.tool-name.dots', {
    'namespace-at-call': (sdk) => callServedDotted(sdk, 'shop.orders.list', {shop_KEY: 'from-shop'}),
    'longer-prefixes-ignored': (sdk) =>
      callServedDotted(sdk, 'shop.orders.list', {shop__orders_KEY: 'a', orders_KEY: 'b'}),
    'leading-dot': async (sdk) => (await withManual(sdk)).callTool('.shop.get_order', {}),
  }),
  ...casesOf('client.call.unknown-tool', {
    'upper-case-manual': async (sdk) => (await withManual(sdk)).callTool('SHOP.get_order', {}),
    'trailing-dot': async (sdk) => (await withManual(sdk)).callTool('shop.', {}),
  }),
  ...casesOf('client.call.tool-name-format', {
    'surrounding-space': async (sdk) => (await withManual(sdk)).callTool(' shop.get_order ', {}),
    'http-tool': (sdk) =>
      withServer({'*': echo()}, async ({base}) => {
        const utcp = await clientWithTools(sdk, 'api', [
          tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET'}),
        ]);
        const result = (await utcp.callTool('api.op', {a: 1})) as Json;
        return {method: result.method, url: result.url};
      }),
  }),
  ...casesOf('client.create.config', {
    'no-argument': async (sdk) => ((await (await sdk.sdk()).UtcpClient.create()) ? 'created' : 'no client'),
    'undefined-fields': async (sdk) =>
      (await client(sdk, {variables: undefined, manual_call_templates: undefined, post_processing: undefined}))
        ? 'created'
        : 'no client',
  }),
  ...casesOf('client.create.failing-manual', {
    'status-500': (sdk) =>
      createWithManual(sdk, {'/utcp': raw('no', 'text/plain', 500)}, (base) => ({
        name: 'down',
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/utcp`,
      })),
    'html-answer': (sdk) =>
      createWithManual(sdk, {'/utcp': HTML}, (base) => ({
        name: 'page',
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/utcp`,
      })),
    'not-a-manual-text': (sdk) => createWithManual(sdk, {}, () => inlineManual('bad', 'not a manual')),
    'missing-variable': (sdk) =>
      createWithManual(sdk, {}, (base) => ({
        name: 'keyed',
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/utcp?k=\${KEY}`,
      })),
    'unknown-type-in-config': (sdk) =>
      createWithManual(sdk, {}, () => ({name: 'gql', call_template_type: 'graphql', url: 'https://x.example/graphql'})),
    'url-a-number': (sdk) =>
      createWithManual(sdk, {}, () => ({name: 'num', call_template_type: 'http', http_method: 'GET', url: 42})),
    'without-type': (sdk) => createWithManual(sdk, {}, () => ({name: 'untyped', url: 'https://x.example/utcp'})),
  }),
  ...casesOf('client.manual.defaults', {
    'version-null': (sdk) => validateWith(sdk, 'UtcpManualSerializer', {utcp_version: null, tools: []}),
    'version-empty': (sdk) => validateWith(sdk, 'UtcpManualSerializer', {utcp_version: '', tools: []}),
    'tool-without-name': (sdk) =>
      validateWith(sdk, 'ToolSerializer', {tool_call_template: {call_template_type: 'text', content: 'x'}}),
    'tool-without-template': (sdk) => validateWith(sdk, 'ToolSerializer', {name: 't'}),
    'tool-name-empty': (sdk) =>
      validateWith(sdk, 'ToolSerializer', {name: '', tool_call_template: {call_template_type: 'text', content: 'x'}}),
    'input-kept-apart': async (sdk) => {
      const input: Json = {name: 't', tool_call_template: {call_template_type: 'text', content: 'x'}};
      const output = await validateWith(sdk, 'ToolSerializer', input);
      return {'same object': output === input, 'input keys after': Object.keys(input).sort()};
    },
  }),
  ...casesOf('client.manual.null-fields', {
    'inputs-null': (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), inputs: null}),
    'name-null': (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), name: null}),
  }),
  ...casesOf('client.manual.unknown-keys', {
    'tool-x-key': (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), 'x-owner': 'team-a'}),
    'tool-extra-key-registered': async (sdk) =>
      settle(async () => {
        const result = await (
          await client(sdk)
        ).registerManual(inlineManual('m', manual({...textTool('t'), owner: 'team-a'})));
        return {
          success: result.success,
          'errors given': result.errors.length > 0,
          tools: result.manual?.tools.length ?? 0,
        };
      }),
  }),
  ...casesOf('client.register.failure-result', {
    'unreachable-http': async (sdk) => {
      const port = await closedPort();
      return registerReport(sdk, {}, () => ({
        name: 'down',
        call_template_type: 'http',
        http_method: 'GET',
        url: `http://127.0.0.1:${port}/utcp`,
      }));
    },
    'status-500': (sdk) =>
      registerReport(sdk, {'/utcp': raw('no', 'text/plain', 500)}, (base) => ({
        name: 'down',
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/utcp`,
      })),
    'status-404': (sdk) =>
      registerReport(sdk, {}, (base) => ({
        name: 'gone',
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/utcp`,
      })),
    'html-answer': (sdk) =>
      registerReport(sdk, {'/utcp': HTML}, (base) => ({
        name: 'page',
        call_template_type: 'http',
        http_method: 'GET',
        url: `${base}/utcp`,
      })),
    'upper-case-type': (sdk) =>
      registerReport(sdk, {}, () => ({name: 'x', call_template_type: 'HTTP', url: 'https://x.example/utcp'})),
    'tool-of-unknown-type': (sdk) =>
      registerReport(sdk, {}, () =>
        inlineManual(
          'mixed',
          manual(textTool('good'), tool('future', {call_template_type: 'future_type', url: 'https://x.example/f'})),
        ),
      ),
  }),
  ...casesOf('client.required-variables.discovered-tools', {
    'template-has-variable': (sdk) =>
      withServer(
        {'/utcp': json(manual(tool('keyed', {call_template_type: 'http', url: 'https://x.example/a?k=${KEY}'})))},
        async ({base, received}) => {
          const variables = await settle(
            (await client(sdk)).getRequiredVariablesForManualAndTools({
              name: 'm',
              call_template_type: 'http',
              url: `${base}/utcp?t=\${TOKEN}`,
              http_method: 'GET',
            }),
          );
          return {variables, requests: received.length};
        },
      ),
  }),
);

// First reading (wave 6): whether create logs the manuals it skips; the levels of the lines that name them.
cases.push(
  ...casesOf('client.create.failing-manual', {
    logged: async (sdk) => {
      const port = await closedPort();
      const {value, lines} = await captureConsole(async () => {
        const utcp = await client(sdk, {
          manual_call_templates: [
            {name: 'down', call_template_type: 'http', url: `http://127.0.0.1:${port}/manual`, http_method: 'GET'},
            inlineManual('bad', 'not a manual'),
          ],
        });
        return (await utcp.getTools()).length;
      });
      const naming = (name: string) =>
        [...new Set(lines.filter((line) => line.text.includes(`'${name}'`)).map((line) => line.level))].sort();
      return {tools: value, 'levels of lines naming down': naming('down'), 'levels of lines naming bad': naming('bad')};
    },
  }),
);

/** First reading (wave 6) 2026-11-29: what streaming an http tool whose answer is a JSON array yields. */
cases.push(
  ...casesOf('client.call.streaming-non-streaming-protocol', {
    'w6-http-json-array': (sdk) =>
      withServer({'/list': json([1, 2, 3])}, async ({base}) => {
        const utcp = await clientWithTools(sdk, 'api', [
          tool('op', {call_template_type: 'http', url: `${base}/list`, http_method: 'GET'}),
        ]);
        const chunks: unknown[] = [];
        for await (const chunk of utcp.callToolStreaming('api.op', {})) chunks.push(chunk);
        return chunks;
      }),
  }),
);

// First reading (wave 6) 2026-11-29: the manual and tool fields of the RFC's tables, at their edges.
const plainTool = {name: 't', tool_call_template: {call_template_type: 'text', content: 'x'}};

async function fieldOutcomes(
  sdk: LoadedSdk,
  serializer: 'UtcpManualSerializer' | 'ToolSerializer',
  base: Json,
  variants: [string, Json][],
  keys: string[],
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [label, extra] of variants) {
    const outcome = (await settle(async () => validateWith(sdk, serializer, {...base, ...extra}))) as {
      value?: Json;
      error?: {type: string};
    };
    out[label] = outcome.error
      ? {error: outcome.error.type}
      : Object.fromEntries(keys.map((k) => [k, outcome.value && k in outcome.value ? outcome.value[k] : '(absent)']));
  }
  return out;
}

cases.push(
  ...casesOf('client.manual.defaults', {
    'version-edges': (sdk) =>
      fieldOutcomes(
        sdk,
        'UtcpManualSerializer',
        {tools: []},
        [
          ['manual_version null', {manual_version: null}],
          ['manual_version empty', {manual_version: ''}],
          ['manual_version a number', {manual_version: 2}],
          ['utcp_version null', {utcp_version: null}],
          ['utcp_version empty', {utcp_version: ''}],
        ],
        ['utcp_version', 'manual_version'],
      ),
    'inputs-outputs-edges': (sdk) =>
      fieldOutcomes(
        sdk,
        'ToolSerializer',
        plainTool,
        [
          ['inputs a string schema', {inputs: {type: 'string'}}],
          ['inputs null', {inputs: null}],
          ['inputs a list', {inputs: []}],
          ['outputs an array schema', {outputs: {type: 'array', items: {type: 'number'}}}],
          ['no description, no inputs', {}],
        ],
        ['description', 'inputs', 'outputs'],
      ),
    'average-size-types': (sdk) =>
      fieldOutcomes(
        sdk,
        'ToolSerializer',
        plainTool,
        [
          ['int', {average_response_size: 2048}],
          ['float', {average_response_size: 12.5}],
          ['numeric text', {average_response_size: '100'}],
          ['negative', {average_response_size: -1}],
          ['null', {average_response_size: null}],
        ],
        ['average_response_size'],
      ),
    'tags-in-search': async (sdk) => {
      const template = {call_template_type: 'text', content: 'x'};
      const utcp = await clientWithTools(sdk, 'm', [
        {...tool('alpha', template), description: 'reads files', tags: ['Weather']},
        {...tool('beta', template), description: 'reads files', tags: ['météo']},
        {...tool('gamma', template), description: 'reads files', tags: []},
      ]);
      const found: Record<string, string[]> = {};
      for (const query of ['weather', 'Weather', 'météo', 'files'])
        found[query] = (await utcp.searchTools(query, 10)).map((t) => t.name);
      return found;
    },
  }),
);

// Third reading (wave 7) 2026-11-29 (w7): more dots and letters in manual names (a trailing dot, a full-width dot,
// two dots in a row; a full-width letter, a Roman numeral, a title-case letter, sharp s, a no-break space).
cases.push(
  ...casesOf('client.register.dotted-manual-name', {
    'wave7-other-dots': async (sdk) => ({
      'shop.': await namesAfterPrefixing(sdk, 'shop.', ['t']),
      'shop\uff0ev2': await namesAfterPrefixing(sdk, 'shop\uff0ev2', ['t']),
      'a..b': await namesAfterPrefixing(sdk, 'a..b', ['t']),
    }),
  }),
  ...casesOf('client.register.manual-name', {
    'wave7-letter-forms': async (sdk) => {
      const out: Record<string, Json> = {};
      // cspell:disable-next-line
      for (const name of ['\uff21b', '\u216b', '\u01c5x', 'stra\u00dfe', 'a\u00a0b'])
        out[name] = await registerNamed(sdk, name);
      return out;
    },
  }),
);

// Third reading (wave 7) 2026-11-29 (w7): a dotted manual name given in manual_call_templates of the configuration,
// registered when the client is created.
cases.push(
  ...casesOf('client.register.dotted-manual-name', {
    'wave7-in-config': async (sdk) => {
      const utcp = await client(sdk, {manual_call_templates: [inlineManual('shop.v2', manual(textTool('t')))]});
      return (await utcp.getTools()).map((t) => t.name).sort();
    },
  }),
);
