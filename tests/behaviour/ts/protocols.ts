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
];
