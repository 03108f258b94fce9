/** Cases of UtcpClient itself (@utcp/sdk): registration, naming, lookup, errors. */
import {client, clientWithTools, inlineManual, manual, settle, tool, validateWith, type Json} from './support/client';
import {callWithInputs} from './support/http';
import {echo, json, withServer} from './support/loopback';
import type {BehaviourCase, LoadedSdk} from './support/sdk';

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
  const serializers = core.CallTemplateSerializer as unknown as {
    registerCallTemplate(type: string, serializer: unknown, override?: boolean): boolean;
  };
  serializers.registerCallTemplate(type, {
    toDict: (value: Json) => ({...value}),
    validateDict: (value: Json) => ({...value}),
    copy: (value: Json) => ({...value}),
  });
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

export const cases: BehaviourCase[] = [
  {
    key: 'client.call.unknown-tool',
    case: 'known-manual-unknown-tool',
    run: async (sdk) => (await withManual(sdk)).callTool('shop.nope', {}),
  },
  {
    key: 'client.call.unknown-tool',
    case: 'no-dot',
    run: async (sdk) => (await withManual(sdk)).callTool('get_order', {}),
  },
  {
    key: 'client.call.unknown-tool',
    case: 'unknown-manual',
    run: async (sdk) => (await withManual(sdk)).callTool('nobody.nothing', {}),
  },
  {
    key: 'client.call.unknown-tool',
    case: 'streaming',
    run: async (sdk) => {
      const chunks: unknown[] = [];
      for await (const chunk of (await withManual(sdk)).callToolStreaming('nobody.nothing', {})) chunks.push(chunk);
      return chunks;
    },
  },
  {
    key: 'client.call.tool-name-format',
    case: 'empty-name',
    run: async (sdk) => (await withManual(sdk)).callTool('', {}),
  },
  {
    key: 'client.call.tool-name-format',
    case: 'known-tool',
    run: async (sdk) => (await withManual(sdk)).callTool('shop.get_order', {}),
  },
  {key: 'client.get-tool.lookup', case: 'unknown', run: async (sdk) => (await withManual(sdk)).getTool('shop.nope')},
  {
    key: 'client.get-tool.lookup',
    case: 'known',
    run: async (sdk) => ((await (await withManual(sdk)).getTool('shop.get_order')) ?? {}).name,
  },
  {
    key: 'client.get-tool.lookup',
    case: 'case-differs',
    run: async (sdk) => (await withManual(sdk)).getTool('SHOP.get_order'),
  },
  {
    key: 'client.register.duplicate-name',
    case: 'same-name-twice',
    run: async (sdk) => {
      const utcp = await withManual(sdk);
      const second = await settle(utcp.registerManual(inlineManual('shop', manual(textTool('other')))));
      return {second, tools: (await utcp.getTools()).map((t) => t.name)};
    },
  },
  {
    key: 'client.register.duplicate-name',
    case: 'after-deregister',
    run: async (sdk) => {
      const utcp = await withManual(sdk);
      const removed = await utcp.deregisterManual('shop');
      const again = await settle(
        async () => (await utcp.registerManual(inlineManual('shop', manual(textTool('other'))))).success,
      );
      return {removed, again, tools: (await utcp.getTools()).map((t) => t.name)};
    },
  },
  {key: 'client.register.manual-name', case: 'hyphen-and-dot', run: (sdk) => registerNamed(sdk, 'my-shop.v2')},
  {key: 'client.register.manual-name', case: 'space-and-unicode', run: (sdk) => registerNamed(sdk, 'mein Laden ü')},
  {key: 'client.register.manual-name', case: 'absent', run: (sdk) => registerNamed(sdk, undefined)},
  {key: 'client.register.manual-name', case: 'empty', run: (sdk) => registerNamed(sdk, '')},
  {
    key: 'client.register.failure-result',
    case: 'invalid-manual',
    run: async (sdk) => {
      const utcp = await client(sdk);
      const result = await settle(
        utcp.registerManual(inlineManual('bad', {utcp_version: '1.0.0', tools: [{name: 'x'}]})),
      );
      return result;
    },
  },
  {
    key: 'client.register.failure-result',
    case: 'unknown-call-template-type',
    run: async (sdk) =>
      (await client(sdk)).registerManual({name: 'x', call_template_type: 'graphql', url: 'https://x.example/graphql'}),
  },
  {
    key: 'client.create.failing-manual',
    case: 'unreachable-http-manual',
    run: async (sdk) => {
      const utcp = await client(sdk, {
        manual_call_templates: [
          {name: 'down', call_template_type: 'http', url: 'http://127.0.0.1:9/manual', http_method: 'GET'},
        ],
      });
      return {created: true, tools: (await utcp.getTools()).length};
    },
  },
  {
    key: 'client.create.failing-manual',
    case: 'invalid-template-in-config',
    run: async (sdk) => {
      const utcp = await client(sdk, {manual_call_templates: [{name: 'bad', call_template_type: 'http'}]});
      return {created: true, tools: (await utcp.getTools()).length};
    },
  },
  {
    key: 'client.create.config',
    case: 'unknown-key',
    run: async (sdk) => ((await client(sdk, {verbose: true})) ? 'created' : 'no client'),
  },
  {
    key: 'client.create.config',
    case: 'variables-null',
    run: async (sdk) => ((await client(sdk, {variables: null})) ? 'created' : 'no client'),
  },
  {
    key: 'client.create.config',
    case: 'variable-number',
    run: async (sdk) => ((await client(sdk, {variables: {n: 1}})) ? 'created' : 'no client'),
  },
  {key: 'client.create.config', case: 'empty', run: async (sdk) => ((await client(sdk, {})) ? 'created' : 'no client')},
  {
    key: 'client.deregister.result',
    case: 'unknown',
    run: async (sdk) => (await withManual(sdk)).deregisterManual('nope'),
  },
  {
    key: 'client.deregister.result',
    case: 'known',
    run: async (sdk) => {
      const utcp = await withManual(sdk);
      return {
        removed: await utcp.deregisterManual('shop'),
        tools: (await utcp.getTools()).length,
        call: await settle(utcp.callTool('shop.get_order', {})),
      };
    },
  },
  {
    key: 'client.call.arguments-not-validated',
    case: 'wrong-types',
    run: (sdk) => callWithInputs(sdk, INTEGER_N, {n: 'not a number', extra: true}),
  },
  {
    key: 'client.call.arguments-not-validated',
    case: 'missing-required',
    run: (sdk) => callWithInputs(sdk, INTEGER_N, {}),
  },
  {
    key: 'client.call.streaming-non-streaming-protocol',
    case: 'http',
    run: (sdk) =>
      withServer({'*': echo()}, async ({base}) => {
        const utcp = await clientWithTools(sdk, 'api', [
          tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET'}),
        ]);
        const chunks: unknown[] = [];
        for await (const chunk of utcp.callToolStreaming('api.op', {a: 1})) chunks.push(chunk);
        return chunks;
      }),
  },
  {
    key: 'client.call.streaming-non-streaming-protocol',
    case: 'text',
    run: async (sdk) => {
      const utcp = await withManual(sdk);
      const chunks: unknown[] = [];
      for await (const chunk of utcp.callToolStreaming('shop.get_order', {})) chunks.push(chunk);
      return chunks;
    },
  },
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
  {
    key: 'client.required-variables.manual',
    case: 'http-template',
    run: async (sdk) =>
      (await client(sdk)).getRequiredVariablesForManualAndTools({
        name: 'shop',
        call_template_type: 'http',
        url: 'https://x.example/${PATH}',
        http_method: 'GET',
        headers: {A: '${TOKEN}', B: '$TOKEN'},
      }),
  },
  {
    key: 'client.required-variables.manual',
    case: 'text-template-tools-use-variables',
    run: async (sdk) =>
      (await client(sdk)).getRequiredVariablesForManualAndTools(
        inlineManual(
          'shop',
          manual(tool('t', {call_template_type: 'http', url: 'https://x.example/${PATH}', http_method: 'GET'})),
        ),
      ),
  },
  {
    key: 'client.required-variables.manual',
    case: 'manual-name-with-underscore',
    run: async (sdk) =>
      (await client(sdk)).getRequiredVariablesForManualAndTools({
        name: 'my_shop',
        call_template_type: 'http',
        url: 'https://x.example/${PATH}',
        http_method: 'GET',
      }),
  },
  {
    key: 'client.required-variables.tool',
    case: 'registered-tool',
    run: async (sdk) => {
      const utcp = await client(sdk, {variables: {shop_KEY: 'k-1'}});
      const registered = await utcp.registerManual(
        inlineManual('shop', manual(tool('t', {call_template_type: 'text', content: 'needs ${KEY}'}))),
      );
      return {
        registered: registered.success,
        required: await settle(utcp.getRequiredVariablesForRegisteredTool('shop.t')),
      };
    },
  },
  {
    key: 'client.required-variables.tool',
    case: 'unknown-tool',
    run: async (sdk) => (await client(sdk)).getRequiredVariablesForRegisteredTool('shop.nope'),
  },
  {
    key: 'client.manual.unknown-keys',
    case: 'schema-key',
    run: (sdk) =>
      validateWith(sdk, 'UtcpManualSerializer', {
        $schema: 'https://utcp.io/schema/manual.json',
        utcp_version: '1.0.0',
        tools: [],
      }),
  },
  {
    key: 'client.manual.unknown-keys',
    case: 'tool-extra-key',
    run: (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), owner: 'team-a'}),
  },
  {
    key: 'client.manual.unknown-keys',
    case: 'nested-extra-key',
    run: (sdk) =>
      validateWith(sdk, 'ToolSerializer', {
        ...textTool('t'),
        inputs: {type: 'object', properties: {}, 'x-internal': true},
      }),
  },
  {
    key: 'client.manual.defaults',
    case: 'minimal-manual',
    run: (sdk) => validateWith(sdk, 'UtcpManualSerializer', {tools: []}),
  },
  {
    key: 'client.manual.defaults',
    case: 'minimal-tool',
    run: (sdk) =>
      validateWith(sdk, 'ToolSerializer', {
        name: 't',
        tool_call_template: {call_template_type: 'text', content: 'x'},
      }),
  },
  {
    key: 'client.manual.null-fields',
    case: 'tags-null',
    run: (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), tags: null}),
  },
  {
    key: 'client.manual.null-fields',
    case: 'description-null',
    run: (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), description: null}),
  },
  {
    key: 'client.manual.null-fields',
    case: 'outputs-null',
    run: (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), outputs: null}),
  },
  {
    key: 'client.manual.null-fields',
    case: 'average-response-size-null',
    run: (sdk) => validateWith(sdk, 'ToolSerializer', {...textTool('t'), average_response_size: null}),
  },
  {
    key: 'client.manual.version',
    case: 'version-0-1',
    run: (sdk) => validateWith(sdk, 'UtcpManualSerializer', {utcp_version: '0.1.0', tools: []}),
  },
  {
    key: 'client.manual.version',
    case: 'not-a-version',
    run: (sdk) => validateWith(sdk, 'UtcpManualSerializer', {utcp_version: 'latest', tools: []}),
  },
  {
    key: 'client.manual.version',
    case: 'provider-type-0-1',
    run: (sdk) =>
      validateWith(sdk, 'ToolSerializer', {
        name: 't',
        tool_provider: {provider_type: 'http', url: 'https://x.example'},
      }),
  },
  {
    key: 'client.register.many',
    case: 'one-failing',
    run: async (sdk) => {
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
  },
  {
    key: 'client.register.many',
    case: 'empty-list',
    run: async (sdk) => (await client(sdk)).registerManuals([]),
  },
  {
    key: 'client.close.repeat',
    case: 'close-twice',
    run: async (sdk) => {
      const utcp = await withManual(sdk);
      await utcp.close();
      return settle(utcp.close());
    },
  },
  {
    key: 'client.close.repeat',
    case: 'call-after-close',
    run: async (sdk) => {
      const utcp = await withManual(sdk);
      await utcp.close();
      return settle(utcp.callTool('shop.get_order', {}));
    },
  },
  {
    key: 'client.tool-name.dots',
    case: 'tool-name-with-dot',
    run: async (sdk) => {
      const utcp = await client(sdk);
      await utcp.registerManual(inlineManual('m', manual(textTool('a.b'))));
      return {tools: (await utcp.getTools()).map((t) => t.name), call: await settle(utcp.callTool('m.a.b', {}))};
    },
  },
  {
    key: 'client.tool-name.dots',
    case: 'tool-name-with-other-manual-prefix',
    run: async (sdk) => {
      const utcp = await client(sdk);
      await utcp.registerManual(inlineManual('m', manual(textTool('other.t'))));
      return {tools: (await utcp.getTools()).map((t) => t.name), call: await settle(utcp.callTool('m.other.t', {}))};
    },
  },
  {
    key: 'client.register.result-template',
    case: 'variable-in-manual-url',
    run: (sdk) =>
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
  },
  {
    key: 'client.register.result-template',
    case: 'sanitised-name',
    run: async (sdk) => {
      const result = await (await client(sdk)).registerManual(inlineManual('my-shop', manual(textTool('t'))));
      return (result.manualCallTemplate as Json | undefined)?.name ?? null;
    },
  },
  {
    key: 'client.protocols.registered-after-create',
    case: 'after-create',
    run: (sdk) => registerWithOwnProtocol(sdk, 'own_late', true),
  },
  {
    key: 'client.protocols.registered-after-create',
    case: 'before-create',
    run: (sdk) => registerWithOwnProtocol(sdk, 'own_early', false),
  },
  {
    key: 'client.protocols.registered-after-create',
    case: 'replaced-after-create',
    run: async (sdk) => {
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
  },
  {key: 'client.register.manual-name', case: 'unicode-letter', run: (sdk) => registerNamed(sdk, 'wétter')},
  {
    key: 'client.register.manual-name',
    case: 'random-name-shape',
    run: async (sdk) => {
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
  },
];
