/** Cases of variable substitution (@utcp/sdk's DefaultVariableSubstitutor, through the client and on its own). */
import {client, clientWithTools, manual, settle, tool, type Json} from './support/client';
import {callOnce, httpTemplate} from './support/http';
import {echo, withServer} from './support/loopback';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';
import {loadSourcePackage} from './support/source-build';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

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

/**
 * @utcp/dotenv-loader is not on npm: support/source-build.ts builds packages/dotenv-loader of each
 * line's typescript-utcp commit against the line's @utcp/sdk. Returns its exports and the SDK's table
 * of variable loader serializers.
 */
async function dotenv(sdk: LoadedSdk, fresh = false) {
  const module = await loadSourcePackage(sdk, 'dotenv-loader', fresh);
  const core = await sdk.sdk();
  const table = (core.VariableLoaderSerializer as unknown as {serializers: Record<string, unknown>}).serializers;
  return {module, table};
}

type Loader = {get(key: string): Promise<string | null>};

/** A loader of the built package for `file` (the path as given), made with its serializer. */
async function dotenvLoader(sdk: LoadedSdk, file: string): Promise<Loader> {
  const {module} = await dotenv(sdk);
  const Serializer = module.DotEnvVariableLoaderSerializer as new () => {validateDict(v: unknown): Loader};
  return new Serializer().validateDict({variable_loader_type: 'dotenv', env_file_path: file});
}

/** Writes `text` to a fresh `.env` file and returns its absolute path. */
function envFile(text: string, name = '.env'): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'utcp-dotenv-')), name);
  writeFileSync(file, text);
  return file;
}

/**
 * Substitutes `${PROBE_KEY}` with the loaders of a client whose root_dir holds `.env.utcp-probe`, the
 * loader naming that file by `relative` (or by its absolute path when `relative` is null).
 */
async function throughClient(sdk: LoadedSdk, relative: string | null) {
  return settle(async () => {
    const file = envFile('PROBE_KEY=from root_dir\n', '.env.utcp-probe');
    await dotenv(sdk);
    const utcp = await client(
      sdk,
      {load_variables_from: [{variable_loader_type: 'dotenv', env_file_path: relative ?? file}]},
      [],
      path.dirname(file),
    );
    const core = await sdk.sdk();
    const config = (utcp as unknown as {config: Json}).config;
    return settle(new core.DefaultVariableSubstitutor().substitute('${PROBE_KEY}', config));
  });
}

/** Reads `key` through a loader of a file holding `text`. */
async function readEnv(sdk: LoadedSdk, text: string, key: string) {
  return settle(async () => (await (await dotenvLoader(sdk, envFile(text))).get(key)) ?? '<null>');
}

export const cases: BehaviourCase[] = [
  ...casesOf('variables.namespace.lookup', {
    'namespaced-defined': (sdk) => substitute(sdk, 'Bearer ${TOKEN}', {shop_TOKEN: 't-1'}, 'shop'),
    'only-plain-defined': (sdk) => substitute(sdk, 'Bearer ${TOKEN}', {TOKEN: 't-1'}, 'shop'),
    'namespace-with-underscore': (sdk) =>
      substitute(sdk, '${TOKEN}', {my__shop_TOKEN: 'doubled', my_shop_TOKEN: 'single'}, 'my_shop'),
    'namespace-with-hyphen': (sdk) => substitute(sdk, '${TOKEN}', {'my-shop_TOKEN': 'x'}, 'my-shop'),
    'no-namespace': (sdk) => substitute(sdk, '${TOKEN}', {TOKEN: 't-1'}),
  }),
  ...casesOf('variables.namespace.registration', {
    'manual-with-hyphen': (sdk) =>
      headerFromVariable(sdk, 'my-shop', {my_shop_TOKEN: 'single', my__shop_TOKEN: 'doubled'}),
    'plain-name-only': (sdk) => headerFromVariable(sdk, 'shop', {TOKEN: 't-1'}),
  }),
  ...casesOf('variables.syntax.forms', {
    braces: (sdk) => substitute(sdk, 'a-${X}-b', {X: '1'}),
    'bare-dollar': (sdk) => substitute(sdk, 'a-$X-b', {X: '1'}),
    'bare-dollar-run-on': (sdk) => substitute(sdk, '$Xabc', {X: '1', Xabc: 'long'}),
    'dollar-digit': (sdk) => substitute(sdk, 'costs $5', {}),
    'double-dollar': (sdk) => substitute(sdk, '$$KEY', {KEY: '1'}),
    'dollar-alone': (sdk) => substitute(sdk, 'a $ b and ${ X }', {X: '1'}),
    'hyphen-in-name': (sdk) => substitute(sdk, '${API-KEY}', {'API-KEY': 'k', API: 'a'}),
    'unicode-name-sdk': (sdk) => substitute(sdk, '$KÉY', {KÉY: 'v', K: 'k'}),
    'odata-filter': (sdk) => substitute(sdk, 'items?$filter=a eq 1', {KEY: 'v'}),
  }),
  ...casesOf('variables.sources.order', {
    'config-and-environment': (sdk) =>
      substitute(sdk, '${BEHAVIOUR_V}', {BEHAVIOUR_V: 'config'}, undefined, {BEHAVIOUR_V: 'env'}),
    'environment-only': (sdk) => substitute(sdk, '${BEHAVIOUR_V}', {}, undefined, {BEHAVIOUR_V: 'env'}),
    'config-empty-string': (sdk) =>
      substitute(sdk, '[${BEHAVIOUR_V}]', {BEHAVIOUR_V: ''}, undefined, {BEHAVIOUR_V: 'env'}),
    'environment-empty-string': (sdk) => substitute(sdk, '[${BEHAVIOUR_V}]', {}, undefined, {BEHAVIOUR_V: ''}),
  }),
  ...casesOf('variables.missing.error', {
    substitutor: (sdk) => substitute(sdk, '${MISSING_ONE}', {}, 'shop'),
    'tool-call': (sdk) =>
      callOnce(sdk, {'*': echo()}, httpTemplate('/op', {headers: {A: '${MISSING_TWO}'}})).catch((error: Error) => ({
        registration: error.message,
      })),
  }),
  ...casesOf('variables.ref.skip', {
    'json-ref': (sdk) => substitute(sdk, {$ref: '#/components/schemas/${X}'}, {X: '1'}),
    'ref-in-text': (sdk) => substitute(sdk, 'see $ref and ${X}', {X: '1'}),
    'refresh-token': (sdk) => substitute(sdk, '$refresh_token', {refresh_token: 'r-1'}),
    'ref-as-key': (sdk) => substitute(sdk, {'${X}': '${X}'}, {X: '1'}),
  }),
  ...casesOf('variables.values.types', {
    'number-in-template': (sdk) => substitute(sdk, {n: 1, b: true, z: null, s: '${X}'}, {X: '1'}),
    'unicode-value': (sdk) => substitute(sdk, 'city=${CITY}', {CITY: 'Zürich 🙂'}),
    'value-with-placeholder': (sdk) => substitute(sdk, '${A}', {A: '${B}', B: 'b'}),
  }),
  ...casesOf('variables.required.find', {
    repeats: (sdk) => required(sdk, {a: '${X}', b: ['$X', '${Y}'], c: '${X}'}),
    namespace: (sdk) => required(sdk, '${X} $Y', 'my_shop'),
    'ref-string': (sdk) => required(sdk, {$ref: '${X}', other: '$ref ${Y}'}),
    'invalid-namespace': (sdk) => required(sdk, '${X}', 'my-shop'),
  }),
  ...casesOf('variables.config.self-reference', {
    'variable-refers-to-environment': async (sdk) => {
      process.env.BEHAVIOUR_BASE = 'from-env';
      try {
        const {client} = await import('./support/client');
        const utcp = await client(sdk, {variables: {URL: '${BEHAVIOUR_BASE}/x'}});
        return utcp.config.variables;
      } finally {
        delete process.env.BEHAVIOUR_BASE;
      }
    },
    'variable-refers-to-variable': async (sdk) => {
      const {client} = await import('./support/client');
      return settle(async () => (await client(sdk, {variables: {A: 'a', B: '${A}-b'}})).config.variables);
    },
  }),
  ...casesOf('variables.loaders.config', {
    'dotenv-loader': async (sdk) => {
      const {client} = await import('./support/client');
      return settle(async () =>
        (await client(sdk, {load_variables_from: [{variable_loader_type: 'dotenv', env_file_path: '.env'}]}))
          ? 'created'
          : 'none',
      );
    },
    'null-loaders': async (sdk) => {
      const {client} = await import('./support/client');
      return settle(async () => ((await client(sdk, {load_variables_from: null})) ? 'created' : 'none'));
    },
  }),
  ...casesOf('variables.missing.error', {
    'create-with-manual': (sdk) =>
      settle(async () => {
        const utcp = await client(sdk, {manual_call_templates: [MISSING_VARIABLE_MANUAL]});
        const tools = await utcp.getTools();
        await utcp.close();
        return {created: true, tools: tools.map((t) => t.name)};
      }),
    'register-manuals': (sdk) =>
      settle(async () => {
        const utcp = await client(sdk);
        const results = await utcp.registerManuals([MISSING_VARIABLE_MANUAL]);
        await utcp.close();
        return results.map((r) => ({success: r.success, errors: r.errors.map((e) => e.split('\n')[0])}));
      }),
  }),
  ...casesOf('variables.dotenv-loader.source', {
    'import-registers': (sdk) =>
      settle(async () => {
        const core = await sdk.sdk();
        const table = (core.VariableLoaderSerializer as unknown as {serializers: Record<string, unknown>}).serializers;
        const before = table.dotenv;
        delete table.dotenv;
        try {
          await dotenv(sdk, true);
          return {registered: 'dotenv' in table};
        } finally {
          if (before === undefined) delete table.dotenv;
          else table.dotenv = before;
        }
      }),
    'register-again': (sdk) =>
      settle(async () => {
        const {module, table} = await dotenv(sdk);
        const register = module.register as (override?: boolean) => void;
        const sentinel = {sentinel: true};
        const before = table.dotenv;
        table.dotenv = sentinel;
        try {
          register();
          const kept = table.dotenv === sentinel;
          register(true);
          return {keptWithoutOverride: kept, replacedWithOverride: table.dotenv !== sentinel};
        } finally {
          table.dotenv = before;
        }
      }),
    'relative-to-working-directory': (sdk) =>
      settle(async () => {
        const file = envFile('PROBE_KEY=from cwd\n', '.env.probe');
        const loader = await dotenvLoader(sdk, path.relative(process.cwd(), file));
        return (await loader.get('PROBE_KEY')) ?? '<null>';
      }),
    'not-relative-to-root-dir': (sdk) => throughClient(sdk, '.env.utcp-probe'),
    'client-absolute-path': (sdk) => throughClient(sdk, null),
    'read-every-call': (sdk) =>
      settle(async () => {
        const file = envFile('PROBE_KEY=first\n');
        const loader = await dotenvLoader(sdk, file);
        const first = await loader.get('PROBE_KEY');
        writeFileSync(file, 'PROBE_KEY=second\n');
        return {first, second: await loader.get('PROBE_KEY')};
      }),
    'missing-key': (sdk) => readEnv(sdk, 'OTHER=1\n', 'PROBE_KEY'),
    'missing-file': (sdk) =>
      settle(async () => (await (await dotenvLoader(sdk, '/nonexistent/utcp/.env')).get('PROBE_KEY')) ?? '<null>'),
    'empty-value': (sdk) => readEnv(sdk, 'PROBE_KEY=\n', 'PROBE_KEY'),
    'crlf-file': (sdk) => readEnv(sdk, 'PROBE_KEY=crlf value\r\nNEXT=2\r\n', 'PROBE_KEY'),
    'quoted-unicode': (sdk) => readEnv(sdk, 'PROBE_KEY="naïve ✓ # not a comment"\n', 'PROBE_KEY'),
    'validate-no-path': (sdk) =>
      settle(async () => {
        const {module} = await dotenv(sdk);
        const Serializer = module.DotEnvVariableLoaderSerializer as new () => {validateDict(v: unknown): unknown};
        return new Serializer().validateDict({variable_loader_type: 'dotenv'});
      }).then((r) => ('error' in r ? {error: {type: r.error.type, message: r.error.message.split('\n')[0]}} : r)),
    'validate-extra-field': (sdk) =>
      settle(async () => {
        const {module} = await dotenv(sdk);
        const Serializer = module.DotEnvVariableLoaderSerializer as new () => {
          validateDict(v: unknown): unknown;
          toDict(v: unknown): unknown;
        };
        const serializer = new Serializer();
        return serializer.toDict(
          serializer.validateDict({variable_loader_type: 'dotenv', env_file_path: 'a.env', extra: 1}),
        );
      }),
  }),
];

cases.push(
  ...casesOf('variables.namespace.underscore-collision', {
    'owner-manual': (sdk) => substitute(sdk, '${b}', {a___b: 'secret of a_'}, 'a_'),
    'other-manual-leading-underscores': (sdk) => substitute(sdk, '${__b}', {a___b: 'secret of a_'}, 'a'),
  }),
);

// Cases of the DefaultVariableSubstitutor entries of the TypeScript API reference (Issue 35, t-core3).
cases.push(
  ...casesOf('variables.substitutor.walk', {
    'no-state': async (sdk) => {
      const core = await sdk.sdk();
      const substitutor = new core.DefaultVariableSubstitutor();
      const first = await substitutor.substitute('${X}', {variables: {X: 'one'}});
      const second = await substitutor.substitute('${X}', {variables: {X: 'two'}});
      return {'own fields': Object.keys(substitutor), first, second};
    },
    'nested-arrays-and-objects': (sdk) =>
      substitute(sdk, {list: ['${X}', {deep: ['$X', 'a ${X} b']}], n: 2, empty: ''}, {X: 'v'}),
    'input-left-unchanged': async (sdk) => {
      const core = await sdk.sdk();
      const input = {url: 'https://${HOST}/x', list: ['$HOST']};
      const output = await new core.DefaultVariableSubstitutor().substitute(input, {variables: {HOST: 'h'}});
      return {input, output, 'same object': output === input};
    },
    'key-with-crlf-value': (sdk) => substitute(sdk, 'a=${X}', {X: 'line\r\nnext'}),
    'namespace-with-underscore-missing': (sdk) => substitute(sdk, '${KEY}', {}, 'my_shop'),
  }),
);

/** What the dotenv loader's serializer makes of `value`: the own fields of the loader, or the first error line. */
async function validateDotenv(sdk: LoadedSdk, value: unknown) {
  return settle(async () => {
    const {module} = await dotenv(sdk);
    const Serializer = module.DotEnvVariableLoaderSerializer as new () => {validateDict(v: unknown): object};
    const loader = new Serializer().validateDict(value);
    return {fields: Object.keys(loader).sort()};
  }).then((r) => ('error' in r ? {error: {type: r.error.type, message: r.error.message.split('\n')[0]}} : r));
}

cases.push(
  ...casesOf('variables.dotenv-loader.source', {
    'bare-key': (sdk) => readEnv(sdk, 'PROBE_KEY\nOTHER=1\n', 'PROBE_KEY'),
    'empty-value-then-line': (sdk) => readEnv(sdk, 'PROBE_KEY=\nOTHER=1\n', 'PROBE_KEY'),
    'double-quoted-escape': (sdk) => readEnv(sdk, 'PROBE_KEY="a\\nb"\n', 'PROBE_KEY'),
    'single-quoted-escape': (sdk) => readEnv(sdk, "PROBE_KEY='a\\nb'\n", 'PROBE_KEY'),
    'unclosed-quote': (sdk) => readEnv(sdk, 'PROBE_KEY="abc\nOTHER=1\n', 'PROBE_KEY'),
    'unquoted-hash': (sdk) => readEnv(sdk, 'PROBE_KEY=a#b\n', 'PROBE_KEY'),
    'colon-separator': (sdk) => readEnv(sdk, 'PROBE_KEY: colon value\n', 'PROBE_KEY'),
    'duplicate-key': (sdk) => readEnv(sdk, 'PROBE_KEY=first\nPROBE_KEY=second\n', 'PROBE_KEY'),
    'lone-cr-file': (sdk) => readEnv(sdk, 'PROBE_KEY=cr value\rNEXT=2\r', 'PROBE_KEY'),
    'directory-path': (sdk) =>
      settle(
        async () =>
          (await (await dotenvLoader(sdk, mkdtempSync(path.join(tmpdir(), 'utcp-dotenv-dir-')))).get('PROBE_KEY')) ??
          '<null>',
      ),
    'latin1-file': (sdk) =>
      settle(async () => {
        const file = envFile('');
        writeFileSync(file, Buffer.from('PROBE_KEY=caf\xe9\n', 'latin1'));
        return (await (await dotenvLoader(sdk, file)).get('PROBE_KEY')) ?? '<null>';
      }),
    'validate-no-type': (sdk) => validateDotenv(sdk, {env_file_path: 'a.env'}),
    'validate-number-path': (sdk) => validateDotenv(sdk, {variable_loader_type: 'dotenv', env_file_path: 5}),
    'validate-extra-field-fields': (sdk) =>
      validateDotenv(sdk, {variable_loader_type: 'dotenv', env_file_path: 'a.env', extra: 1}),
  }),
);

// Adversarial review of the lookup order, folding the variable-namespace-lookup probe (2026-11-29).
/** `${V}` under namespace "weather" with an empty config entry, a loader that records its calls, and the environment. */
async function emptyConfigFirst(sdk: LoadedSdk) {
  const core = await sdk.sdk();
  const asked: string[] = [];
  const loader = {
    get: async (name: string) => {
      asked.push(name);
      return 'loader';
    },
  };
  const saved = process.env.weather_BEHAVIOUR_E;
  process.env.weather_BEHAVIOUR_E = 'env';
  try {
    const result = await settle(
      new core.DefaultVariableSubstitutor().substitute(
        '[${BEHAVIOUR_E}]',
        {variables: {weather_BEHAVIOUR_E: ''}, load_variables_from: [loader]},
        'weather',
      ),
    );
    return {result, loader_asked: asked};
  } finally {
    if (saved === undefined) delete process.env.weather_BEHAVIOUR_E;
    else process.env.weather_BEHAVIOUR_E = saved;
  }
}

/** `${key}` under namespace "weather" where only a differently cased config entry exists. */
function otherCase(sdk: LoadedSdk) {
  return substitute(sdk, '[${API_KEY}]', {weather_api_key: 'lower'}, 'weather');
}

cases.push(
  ...casesOf('variables.precedence.empty-config-first', {
    'empty-config-loader-env': (sdk) => emptyConfigFirst(sdk),
    'other-case-key': (sdk) => otherCase(sdk),
  }),
);

// Second reading 2026-11-29: another manual asking for the same plain name, and the collision one level deeper.
cases.push(
  ...casesOf('variables.namespace.underscore-collision', {
    'owner-manual-two-trailing-underscores': (sdk) => substitute(sdk, '${b}', {a_____b: 'secret of a__'}, 'a__'),
    'other-manual-four-leading-underscores': (sdk) => substitute(sdk, '${____b}', {a_____b: 'secret of a__'}, 'a'),
  }),
);

cases.push(
  ...casesOf('variables.namespace.other-manual', {
    'same-plain-name': async (sdk) => {
      const outcome = await substitute(sdk, '${b}', {a_b: 'secret of a'}, 'news');
      if ('value' in outcome) return {found: outcome.value};
      return outcome.error.type.includes('NotFound') ? 'not found' : outcome;
    },
  }),
);

// Second reading 2026-11-29 (r-v01): a value set up for manual weather, asked for by manual news and by manual Weather.
cases.push(
  ...casesOf('variables.namespace.lookup', {
    'other-manual-value': async (sdk) => [
      await substitute(sdk, '${X}', {weather_X: 'for-weather'}, 'news'),
      await substitute(sdk, '${X}', {weather_X: 'for-weather'}, 'Weather'),
    ],
  }),
);

// Second reading 2026-11-30 (lead, RFC 7.1): a digit outside ASCII after a letter.
cases.push(
  ...casesOf('variables.syntax.forms', {
    'unicode-digit-sdk': (sdk) => substitute(sdk, '$K٣', {K٣: 'v', K: 'k'}),
  }),
);

// Second reading (s-yaml-core) 2026-11-30: a name present in config.variables with null or undefined as its value,
// the environment holding another value.
cases.push(
  ...casesOf('variables.sources.order', {
    'config-null-or-undefined-value': async (sdk) => ({
      null: await substitute(
        sdk,
        '[${BEHAVIOUR_V}]',
        {BEHAVIOUR_V: null} as unknown as Record<string, string>,
        undefined,
        {BEHAVIOUR_V: 'env'},
      ),
      undefined: await substitute(
        sdk,
        '[${BEHAVIOUR_V}]',
        {BEHAVIOUR_V: undefined} as unknown as Record<string, string>,
        undefined,
        {BEHAVIOUR_V: 'env'},
      ),
    }),
  }),
);

// Second reading 2026-11-30 (c-rfc): the blog's open_meteo example, and a run of underscores in the namespace.
cases.push(
  ...casesOf('variables.namespace.lookup', {
    'open-meteo-example': (sdk) =>
      substitute(sdk, '${API_KEY}', {open__meteo_API_KEY: 'doubled', open_meteo_API_KEY: 'single'}, 'open_meteo'),
    'underscore-run': (sdk) => substitute(sdk, '${K}', {a____b_K: 'quadrupled', a__b_K: 'doubled'}, 'a__b'),
  }),
);

// Second reading 2026-11-30 (w-rfc, RFC 7.1): a non-ASCII name inside braces.
cases.push(
  ...casesOf('variables.syntax.forms', {
    'unicode-name-braced-sdk': (sdk) => substitute(sdk, '${KÉY}', {KÉY: 'v', K: 'k'}),
  }),
);

// Second reading (wave 3) 2026-11-29 (g-rfc, RFC 7.1): a doubled `$` before a braced name, before a name with no
// variable, and at the end of the text.
cases.push(
  ...casesOf('variables.syntax.forms', {
    'double-dollar-braced': (sdk) => substitute(sdk, '$${KEY}', {KEY: '1'}),
    'double-dollar-missing': (sdk) => substitute(sdk, '$$NOPE', {KEY: '1'}),
    'double-dollar-at-end': (sdk) => substitute(sdk, 'costs 5$$', {KEY: '1'}),
  }),
);

// Second reading (wave 3) 2026-11-29 (g-rfc, RFC 7.1): `${KÉY}` when no variable at all is defined.
cases.push(
  ...casesOf('variables.syntax.forms', {
    'unicode-name-braced-undefined': (sdk) => substitute(sdk, '${KÉY}', {}),
  }),
);

// Second reading (wave 3) 2026-11-29, g-guides: an empty loader list and a loader of a type nobody registered.
cases.push(
  ...casesOf('variables.loaders.config', {
    'empty-list': async (sdk) => {
      const {client} = await import('./support/client');
      return settle(async () => ((await client(sdk, {load_variables_from: []})) ? 'created' : 'none'));
    },
    'other-type': async (sdk) => {
      const {client} = await import('./support/client');
      return settle(async () =>
        (await client(sdk, {load_variables_from: [{variable_loader_type: 'vault', env_file_path: '.env'}]}))
          ? 'created'
          : 'none',
      );
    },
  }),
);

// Second reading (wave 5) 2026-11-29 (h-cli): `${KÉY}` beside a braced reference that is defined.
cases.push(
  ...casesOf('variables.syntax.forms', {
    'braced-beside-reference-sdk-wave-5': (sdk) => substitute(sdk, '${KÉY} and ${K}', {K: 'k'}),
  }),
);

// First reading (wave 6) 2026-11-29 (u-cli): where a reference inside `variables` is resolved from (a loader, the
// environment under a name `variables` also holds, an empty environment value, the `$NAME` form), and more strings
// with `$ref`.

/** The config variables of a client created with `config`, with `env` set in the environment meanwhile. */
async function createdVariables(sdk: LoadedSdk, config: Record<string, unknown>, env: Record<string, string> = {}) {
  Object.assign(process.env, env);
  try {
    return await settle(async () => (await client(sdk, config)).config.variables);
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
}

/** Registers a loader type `wave6_loader` whose loaders answer WAVE6_LOADER_VAR with "from-loader". */
async function registerWave6Loader(sdk: LoadedSdk) {
  const core = await sdk.sdk();
  const loaders = core.VariableLoaderSerializer as unknown as {
    registerVariableLoader(type: string, serializer: unknown, override?: boolean): boolean;
  };
  loaders.registerVariableLoader(
    'wave6_loader',
    {
      toDict: () => ({variable_loader_type: 'wave6_loader'}),
      validateDict: () => ({
        variable_loader_type: 'wave6_loader',
        get: async (name: string) => (name === 'WAVE6_LOADER_VAR' ? 'from-loader' : null),
      }),
    },
    true,
  );
}

cases.push(
  ...casesOf('variables.config.self-reference', {
    'variable-refers-to-loader': async (sdk) => {
      await registerWave6Loader(sdk);
      return createdVariables(sdk, {
        variables: {URL: '${WAVE6_LOADER_VAR}/x'},
        load_variables_from: [{variable_loader_type: 'wave6_loader'}],
      });
    },
    'name-in-both': (sdk) =>
      createdVariables(
        sdk,
        {variables: {BEHAVIOUR_BASE: 'from-config', URL: '${BEHAVIOUR_BASE}/x'}},
        {BEHAVIOUR_BASE: 'from-env'},
      ),
    'empty-environment-value': (sdk) =>
      createdVariables(sdk, {variables: {URL: '${BEHAVIOUR_EMPTY}/x'}}, {BEHAVIOUR_EMPTY: ''}),
    'dollar-form': (sdk) =>
      createdVariables(sdk, {variables: {URL: '$BEHAVIOUR_BASE/x'}}, {BEHAVIOUR_BASE: 'from-env'}),
  }),
  ...casesOf('variables.ref.skip', {
    'ref-value-containing-ref': (sdk) => substitute(sdk, {$ref: '#/$refs/${X}'}, {X: '1'}),
    'upper-case-ref': (sdk) => substitute(sdk, 'see $REF and ${X}', {X: '1'}),
    'ref-in-array': (sdk) => substitute(sdk, ['$ref ${X}', '${X}'], {X: '1'}),
    'ref-in-undefined-placeholder': (sdk) => substitute(sdk, {a: '$ref ${NOT_DEFINED_ANYWHERE}'}, {}),
    'text-manual-content': async (sdk) =>
      settle(async () => {
        const utcp = await client(sdk);
        const content = JSON.stringify(
          manual(
            tool(
              'stock',
              {call_template_type: 'text', content: 'price ${NOT_DEFINED_ANYWHERE}'},
              {inputs: {type: 'object', properties: {item: {$ref: '#/definitions/item'}}}},
            ),
          ),
        );
        const result = await utcp.registerManual({name: 'm', call_template_type: 'text', content});
        const tools = await utcp.getTools();
        return {
          success: result.success,
          'placeholder kept in the tool': JSON.stringify(tools[0]?.tool_call_template ?? null).includes(
            '${NOT_DEFINED_ANYWHERE}',
          ),
        };
      }),
  }),
);
