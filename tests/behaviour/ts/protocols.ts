/**
 * Cases of the protocols overview: which call template types the SDK of a line knows once every
 * published plugin of that line is imported, and how the type field is read.
 */
import {settle} from './support/client';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

interface Registries {
  CommunicationProtocol: {communicationProtocols: Record<string, unknown>};
  CallTemplateSerializer: {serializers: Record<string, unknown>};
}

async function registryTypes(sdk: LoadedSdk) {
  const core = await sdk.sdk();
  for (const name of ['@utcp/http', '@utcp/text', '@utcp/mcp', '@utcp/direct-call'] as const) await sdk.load(name);
  const registries = core as unknown as Registries;
  return {
    protocols: Object.keys(registries.CommunicationProtocol.communicationProtocols).sort(),
    templates: Object.keys(registries.CallTemplateSerializer.serializers).sort(),
  };
}

/** Validates an http-shaped template whose call_template_type is `value` (left out when `present` is false). */
async function readType(sdk: LoadedSdk, value: unknown, present = true) {
  const core = await sdk.sdk();
  const fields: Record<string, unknown> = {name: 'm', url: 'https://x.example/m', http_method: 'GET'};
  if (present) fields.call_template_type = value;
  const outcome = await settle(async () => new core.CallTemplateSerializer().validateDict(fields).call_template_type);
  return 'value' in outcome ? {accepted: outcome.value} : {refused: outcome.error.type};
}

/**
 * Calls the registered protocol's deregisterManual twice for a template it never registered (the
 * case ids of tests/behaviour/python/protocols.py); `undefined` is recorded as null, as Python's None.
 */
async function deregisterTwice(sdk: LoadedSdk, protocolType: string, fields: Record<string, unknown>) {
  const core = await sdk.sdk();
  const utcp = await core.UtcpClient.create(process.cwd(), {});
  const registry = core as unknown as {
    CommunicationProtocol: {
      communicationProtocols: Record<string, {deregisterManual(caller: unknown, template: unknown): Promise<unknown>}>;
    };
  };
  const protocol = registry.CommunicationProtocol.communicationProtocols[protocolType];
  const template = new core.CallTemplateSerializer().validateDict({name: 'm', ...fields});
  const first = await protocol.deregisterManual(utcp, template);
  const second = await protocol.deregisterManual(utcp, template);
  return {first: first ?? null, second: second ?? null};
}

export const cases: BehaviourCase[] = [
  ...casesOf('protocols.registry.types', {'all-plugins-loaded': registryTypes}),
  ...casesOf('protocols.template.type-field', {
    http: (sdk) => readType(sdk, 'http'),
    missing: (sdk) => readType(sdk, undefined, false),
    null: (sdk) => readType(sdk, null),
    'empty-string': (sdk) => readType(sdk, ''),
    'upper-case': (sdk) => readType(sdk, 'HTTP'),
    unknown: (sdk) => readType(sdk, 'no_such_type'),
  }),
  ...casesOf('protocols.deregister.no-state', {
    http: (sdk) =>
      deregisterTwice(sdk, 'http', {call_template_type: 'http', url: 'http://127.0.0.1:9/utcp', http_method: 'GET'}),
    sse: (sdk) => deregisterTwice(sdk, 'sse', {call_template_type: 'sse', url: 'http://127.0.0.1:9/events'}),
    'streamable-http': (sdk) =>
      deregisterTwice(sdk, 'streamable_http', {
        call_template_type: 'streamable_http',
        url: 'http://127.0.0.1:9/stream',
      }),
    text: (sdk) => deregisterTwice(sdk, 'text', {call_template_type: 'text', content: '{}'}),
  }),
];

// Second reading 2026-11-30 (w-rfc, RFC 3.x operations table): deregisterManual of the text protocol twice after
// a real registration through the client, then a call of the manual's tool.
const DEREGISTER_MANUAL = JSON.stringify({
  utcp_version: '1.0.1',
  manual_version: '1.0.0',
  tools: [
    {
      name: 't',
      description: '',
      inputs: {type: 'object', properties: {}},
      outputs: {type: 'object', properties: {}},
      tool_call_template: {call_template_type: 'text', content: 'hi'},
    },
  ],
});
cases.push(
  ...casesOf('protocols.deregister.no-state', {
    'text-registered-then-called': async (sdk) => {
      const core = await sdk.sdk();
      const utcp = await core.UtcpClient.create(process.cwd(), {});
      const registry = core as unknown as {
        CommunicationProtocol: {
          communicationProtocols: Record<
            string,
            {deregisterManual(caller: unknown, template: unknown): Promise<unknown>}
          >;
        };
      };
      const template = new core.CallTemplateSerializer().validateDict({
        name: 'm',
        call_template_type: 'text',
        content: DEREGISTER_MANUAL,
      });
      const registered = await utcp.registerManual(template);
      const protocol = registry.CommunicationProtocol.communicationProtocols.text;
      const first = await protocol.deregisterManual(utcp, template);
      const second = await protocol.deregisterManual(utcp, template);
      const call = await settle(async () => utcp.callTool('m.t', {}));
      return {
        tools: (registered.manual?.tools ?? []).map((t: {name: string}) => t.name),
        first: first ?? null,
        second: second ?? null,
        call: 'value' in call ? call : {error: call.error.type},
      };
    },
  }),
);
