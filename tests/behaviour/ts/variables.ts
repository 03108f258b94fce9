/** Cases of variable substitution (@utcp/sdk's DefaultVariableSubstitutor, through the client and on its own). */
import {client, clientWithTools, settle, tool, type Json} from './support/client';
import {callOnce, httpTemplate} from './support/http';
import {echo, withServer} from './support/loopback';
import type {BehaviourCase, LoadedSdk} from './support/sdk';

/** Substitutes `value` under `namespace` with the given config variables (and the environment). */
async function substitute(
  sdk: LoadedSdk,
  value: unknown,
  variables: Record<string, string>,
  namespace?: string,
  env: Record<string, string> = {},
) {
  const core = await sdk.sdk();
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await settle(new core.DefaultVariableSubstitutor().substitute(value, {variables}, namespace));
  } finally {
    for (const [name, previous] of Object.entries(saved)) {
      if (previous === undefined) delete process.env[name];
      else process.env[name] = previous;
    }
  }
}

async function required(sdk: LoadedSdk, value: unknown, namespace?: string) {
  const core = await sdk.sdk();
  return settle(async () => new core.DefaultVariableSubstitutor().findRequiredVariables(value, namespace));
}

/** Calls an http tool of the manual `manualName` whose header X-Token is `${TOKEN}`; returns the header sent. */
function headerFromVariable(sdk: LoadedSdk, manualName: string, variables: Record<string, string>) {
  return withServer({'*': echo(['x-token'])}, async ({base, received}) => {
    const outcome = await settle(async () => {
      const utcp = await clientWithTools(
        sdk,
        manualName,
        [
          tool('op', {
            call_template_type: 'http',
            url: `${base}/op`,
            http_method: 'GET',
            headers: {'X-Token': '${TOKEN}'},
          }),
        ],
        {variables},
      );
      const [registered] = (await utcp.getTools()).map((t) => t.name);
      await utcp.callTool(registered, {});
      return registered;
    });
    return {outcome, sent: received.map((r) => r.headers['x-token'] ?? null)};
  });
}

/** A manual on a closed loopback port whose header names a variable defined nowhere. */
const MISSING_VARIABLE_MANUAL: Json = {
  name: 'api',
  call_template_type: 'http',
  http_method: 'GET',
  url: 'http://127.0.0.1:9/utcp',
  headers: {A: '${MISSING_THREE}'},
};

export const cases: BehaviourCase[] = [
  {
    key: 'variables.namespace.lookup',
    case: 'namespaced-defined',
    run: (sdk) => substitute(sdk, 'Bearer ${TOKEN}', {shop_TOKEN: 't-1'}, 'shop'),
  },
  {
    key: 'variables.namespace.lookup',
    case: 'only-plain-defined',
    run: (sdk) => substitute(sdk, 'Bearer ${TOKEN}', {TOKEN: 't-1'}, 'shop'),
  },
  {
    key: 'variables.namespace.lookup',
    case: 'namespace-with-underscore',
    run: (sdk) => substitute(sdk, '${TOKEN}', {my__shop_TOKEN: 'doubled', my_shop_TOKEN: 'single'}, 'my_shop'),
  },
  {
    key: 'variables.namespace.lookup',
    case: 'namespace-with-hyphen',
    run: (sdk) => substitute(sdk, '${TOKEN}', {'my-shop_TOKEN': 'x'}, 'my-shop'),
  },
  {key: 'variables.namespace.lookup', case: 'no-namespace', run: (sdk) => substitute(sdk, '${TOKEN}', {TOKEN: 't-1'})},
  {
    key: 'variables.namespace.registration',
    case: 'manual-with-hyphen',
    run: (sdk) => headerFromVariable(sdk, 'my-shop', {my_shop_TOKEN: 'single', my__shop_TOKEN: 'doubled'}),
  },
  {
    key: 'variables.namespace.registration',
    case: 'plain-name-only',
    run: (sdk) => headerFromVariable(sdk, 'shop', {TOKEN: 't-1'}),
  },
  {key: 'variables.syntax.forms', case: 'braces', run: (sdk) => substitute(sdk, 'a-${X}-b', {X: '1'})},
  {key: 'variables.syntax.forms', case: 'bare-dollar', run: (sdk) => substitute(sdk, 'a-$X-b', {X: '1'})},
  {
    key: 'variables.syntax.forms',
    case: 'bare-dollar-run-on',
    run: (sdk) => substitute(sdk, '$Xabc', {X: '1', Xabc: 'long'}),
  },
  {key: 'variables.syntax.forms', case: 'dollar-digit', run: (sdk) => substitute(sdk, 'costs $5', {})},
  {key: 'variables.syntax.forms', case: 'double-dollar', run: (sdk) => substitute(sdk, '$$KEY', {KEY: '1'})},
  {
    key: 'variables.syntax.forms',
    case: 'dollar-alone',
    run: (sdk) => substitute(sdk, 'a $ b and ${ X }', {X: '1'}),
  },
  {
    key: 'variables.syntax.forms',
    case: 'hyphen-in-name',
    run: (sdk) => substitute(sdk, '${API-KEY}', {'API-KEY': 'k', API: 'a'}),
  },
  {
    key: 'variables.sources.order',
    case: 'config-and-environment',
    run: (sdk) => substitute(sdk, '${BEHAVIOUR_V}', {BEHAVIOUR_V: 'config'}, undefined, {BEHAVIOUR_V: 'env'}),
  },
  {
    key: 'variables.sources.order',
    case: 'environment-only',
    run: (sdk) => substitute(sdk, '${BEHAVIOUR_V}', {}, undefined, {BEHAVIOUR_V: 'env'}),
  },
  {
    key: 'variables.sources.order',
    case: 'config-empty-string',
    run: (sdk) => substitute(sdk, '[${BEHAVIOUR_V}]', {BEHAVIOUR_V: ''}, undefined, {BEHAVIOUR_V: 'env'}),
  },
  {
    key: 'variables.sources.order',
    case: 'environment-empty-string',
    run: (sdk) => substitute(sdk, '[${BEHAVIOUR_V}]', {}, undefined, {BEHAVIOUR_V: ''}),
  },
  {
    key: 'variables.missing.error',
    case: 'substitutor',
    run: (sdk) => substitute(sdk, '${MISSING_ONE}', {}, 'shop'),
  },
  {
    key: 'variables.missing.error',
    case: 'tool-call',
    run: (sdk) =>
      callOnce(sdk, {'*': echo()}, httpTemplate('/op', {headers: {A: '${MISSING_TWO}'}})).catch((error: Error) => ({
        registration: error.message,
      })),
  },
  {
    key: 'variables.ref.skip',
    case: 'json-ref',
    run: (sdk) => substitute(sdk, {$ref: '#/components/schemas/${X}'}, {X: '1'}),
  },
  {key: 'variables.ref.skip', case: 'ref-in-text', run: (sdk) => substitute(sdk, 'see $ref and ${X}', {X: '1'})},
  {
    key: 'variables.ref.skip',
    case: 'refresh-token',
    run: (sdk) => substitute(sdk, '$refresh_token', {refresh_token: 'r-1'}),
  },
  {key: 'variables.ref.skip', case: 'ref-as-key', run: (sdk) => substitute(sdk, {'${X}': '${X}'}, {X: '1'})},
  {
    key: 'variables.values.types',
    case: 'number-in-template',
    run: (sdk) => substitute(sdk, {n: 1, b: true, z: null, s: '${X}'}, {X: '1'}),
  },
  {
    key: 'variables.values.types',
    case: 'unicode-value',
    run: (sdk) => substitute(sdk, 'city=${CITY}', {CITY: 'Zürich 🙂'}),
  },
  {
    key: 'variables.values.types',
    case: 'value-with-placeholder',
    run: (sdk) => substitute(sdk, '${A}', {A: '${B}', B: 'b'}),
  },
  {
    key: 'variables.required.find',
    case: 'repeats',
    run: (sdk) => required(sdk, {a: '${X}', b: ['$X', '${Y}'], c: '${X}'}),
  },
  {key: 'variables.required.find', case: 'namespace', run: (sdk) => required(sdk, '${X} $Y', 'my_shop')},
  {key: 'variables.required.find', case: 'ref-string', run: (sdk) => required(sdk, {$ref: '${X}', other: '$ref ${Y}'})},
  {key: 'variables.required.find', case: 'invalid-namespace', run: (sdk) => required(sdk, '${X}', 'my-shop')},
  {
    key: 'variables.config.self-reference',
    case: 'variable-refers-to-environment',
    run: async (sdk) => {
      process.env.BEHAVIOUR_BASE = 'from-env';
      try {
        const {client} = await import('./support/client');
        const utcp = await client(sdk, {variables: {URL: '${BEHAVIOUR_BASE}/x'}});
        return utcp.config.variables;
      } finally {
        delete process.env.BEHAVIOUR_BASE;
      }
    },
  },
  {
    key: 'variables.config.self-reference',
    case: 'variable-refers-to-variable',
    run: async (sdk) => {
      const {client} = await import('./support/client');
      return settle(async () => (await client(sdk, {variables: {A: 'a', B: '${A}-b'}})).config.variables);
    },
  },
  {
    key: 'variables.loaders.config',
    case: 'dotenv-loader',
    run: async (sdk) => {
      const {client} = await import('./support/client');
      return settle(async () =>
        (await client(sdk, {load_variables_from: [{variable_loader_type: 'dotenv', env_file_path: '.env'}]}))
          ? 'created'
          : 'none',
      );
    },
  },
  {
    key: 'variables.loaders.config',
    case: 'null-loaders',
    run: async (sdk) => {
      const {client} = await import('./support/client');
      return settle(async () => ((await client(sdk, {load_variables_from: null})) ? 'created' : 'none'));
    },
  },
  {
    key: 'variables.missing.error',
    case: 'create-with-manual',
    run: (sdk) =>
      settle(async () => {
        const utcp = await client(sdk, {manual_call_templates: [MISSING_VARIABLE_MANUAL]});
        const tools = await utcp.getTools();
        await utcp.close();
        return {created: true, tools: tools.map((t) => t.name)};
      }),
  },
  {
    key: 'variables.missing.error',
    case: 'register-manuals',
    run: (sdk) =>
      settle(async () => {
        const utcp = await client(sdk);
        const results = await utcp.registerManuals([MISSING_VARIABLE_MANUAL]);
        await utcp.close();
        return results.map((r) => ({success: r.success, errors: r.errors.map((e) => e.split('\n')[0])}));
      }),
  },
];
