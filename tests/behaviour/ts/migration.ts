/**
 * Cases of the migration guide from 0.1 to 1.0 in the published TypeScript packages: what the 1.x
 * serializers make of 0.1 documents, and what registration, deregistration and mapped variables return.
 */
import {client, manual, tool, validateWith, type Json} from './support/client';
import {json, withServer, type Handler} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

const V01_PROVIDER: Json = {name: 'p', provider_type: 'http', url: 'http://127.0.0.1:9/x', http_method: 'GET'};

/** The 0.1 document's fate: a summary of what validated, or the error's class. */
async function v01Document(sdk: LoadedSdk, kind: 'manual' | 'provider' | 'config'): Promise<Json> {
  try {
    if (kind === 'manual') {
      const validated = await validateWith(sdk, 'UtcpManualSerializer', {
        version: '0.1.8',
        tools: [{name: 'get', description: 'd', inputs: {}, outputs: {}, tool_provider: V01_PROVIDER}],
      });
      return {refused: false, tools: (validated.tools as unknown[]).length};
    }
    if (kind === 'provider')
      return {
        refused: false,
        type: (await validateWith(sdk, 'CallTemplateSerializer', V01_PROVIDER)).call_template_type,
      };
    const config = await validateWith(sdk, 'UtcpClientConfigSerializer', {providers_file_path: './providers.json'});
    return {
      refused: false,
      manual_call_templates: ((config.manual_call_templates as unknown[] | undefined) ?? []).length,
    };
  } catch {
    // The error classes differ by language (and say nothing a reader needs); the review log names them.
    return {refused: true};
  }
}

/** Registers a loopback manual with one tool: the result's field names and the registered tool names. */
async function registerResult(sdk: LoadedSdk): Promise<Json> {
  const answer: Handler = (request, response) => {
    const base = `http://${request.headers.host ?? ''}`;
    const template = {name: 'p', call_template_type: 'http', url: `${base}/x`, http_method: 'GET'};
    return json(manual(tool('get', template)))(request, response);
  };
  return withServer({'GET /utcp': answer}, async (server) => {
    const utcp = await client(sdk);
    try {
      const result = await utcp.registerManual({
        name: 's',
        call_template_type: 'http',
        url: `${server.base}/utcp`,
        http_method: 'GET',
      });
      return {fields: Object.keys(result).sort(), tools: (result.manual?.tools ?? []).map((t) => t.name)};
    } finally {
      await utcp.close();
    }
  });
}

const GITHUB_TEMPLATE: Json = {
  name: 'github',
  call_template_type: 'http',
  url: 'https://tools.example.com/utcp',
  http_method: 'GET',
};
const GUIDE_CONFIGS: Record<string, Json[]> = {
  'page-1-0': [GITHUB_TEMPLATE, {name: 'weather', call_template_type: 'text', file_path: './weather_manual.json'}],
  'page-next': [
    GITHUB_TEMPLATE,
    {
      name: 'weather',
      call_template_type: 'file',
      file_path: './weather_manual.json',
      allowed_communication_protocols: ['http'],
    },
  ],
  'http-only': [GITHUB_TEMPLATE],
};

/** Whether a guide's client configuration validates, and the template types it then holds. */
async function guideConfig(sdk: LoadedSdk, name: string): Promise<Json> {
  try {
    const config = await validateWith(sdk, 'UtcpClientConfigSerializer', {manual_call_templates: GUIDE_CONFIGS[name]});
    return {refused: false, types: (config.manual_call_templates as Json[]).map((t) => t.call_template_type)};
  } catch {
    return {refused: true};
  }
}

const GUIDE_METHODS = [
  'registerManual',
  'deregisterManual',
  'callTool',
  'callToolStreaming',
  'searchTools',
  'register_tool_provider',
  'call_tool',
];

/** Each method of the guide's table on a created client: its declared parameter count, or null when absent. */
async function clientMethods(sdk: LoadedSdk): Promise<Json> {
  const core = await sdk.sdk();
  const utcp = await client(sdk);
  try {
    const methods = utcp as unknown as Record<string, unknown>;
    const found: Json = {create: core.UtcpClient.create.length};
    for (const name of GUIDE_METHODS) {
      const method = methods[name];
      found[name] = typeof method === 'function' ? method.length : null;
    }
    return found;
  } finally {
    await utcp.close();
  }
}

export const cases: BehaviourCase[] = [
  ...casesOf('migration.sdk.client-methods', {methods: clientMethods}),
  ...casesOf(
    'migration.examples.client-config',
    Object.fromEntries(Object.keys(GUIDE_CONFIGS).map((name) => [name, (sdk: LoadedSdk) => guideConfig(sdk, name)])),
  ),
  ...casesOf('migration.client.register-result', {'one-tool': registerResult}),
  ...casesOf('migration.formats.v01-documents', {
    'v01-manual': (sdk) => v01Document(sdk, 'manual'),
    'v01-provider': (sdk) => v01Document(sdk, 'provider'),
    'v01-config': (sdk) => v01Document(sdk, 'config'),
  }),
  ...casesOf('migration.client.deregister-result', {
    'unknown-name': async (sdk) => {
      const utcp = await client(sdk);
      try {
        return await utcp.deregisterManual('nobody');
      } finally {
        await utcp.close();
      }
    },
  }),
  ...casesOf('migration.variables.mapped-reference', {
    'env-reference': async (sdk) => {
      process.env.MIGRATION_GH_TOKEN = 'from-env';
      const core = await sdk.sdk();
      const config = new core.UtcpClientConfigSerializer().validateDict({
        variables: {github_GITHUB_TOKEN: '${MIGRATION_GH_TOKEN}'},
      });
      const utcp = await core.UtcpClient.create(process.cwd(), config);
      try {
        return utcp.config.variables;
      } finally {
        await utcp.close();
      }
    },
  }),
];
