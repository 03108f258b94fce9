/**
 * Cases of the core serializers of @utcp/sdk: the repository and search strategy types the core
 * registers, with the case ids of tests/behaviour/python/serializers.py.
 */
import {execFileSync} from 'node:child_process';
import {settle} from './support/client';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

type Json = Record<string, unknown>;
interface Registry {
  implementations: Record<string, unknown>;
  default_strategy: string;
  new (): {validateDict(data: Json): unknown; toDict(value: unknown): Json};
}

async function registry(sdk: LoadedSdk, kind: 'repository' | 'search'): Promise<Registry> {
  const core = await sdk.sdk();
  return (kind === 'repository'
    ? core.ConcurrentToolRepositoryConfigSerializer
    : core.ToolSearchStrategyConfigSerializer) as unknown as Registry;
}

/** The registered type names and the default one (the same shape as the Python cases). */
async function registeredTypes(sdk: LoadedSdk, kind: 'repository' | 'search') {
  // A client makes sure the core's own plugins ran, as creating one does for a reader.
  const core = await sdk.sdk();
  await core.UtcpClient.create(process.cwd(), {});
  const found = await registry(sdk, kind);
  return {types: Object.keys(found.implementations).sort(), default: found.default_strategy};
}

/** Validates `data` and dumps the result again; a refusal is `{refused: true}`. */
async function roundTrip(sdk: LoadedSdk, kind: 'repository' | 'search', data: Json) {
  const core = await sdk.sdk();
  await core.UtcpClient.create(process.cwd(), {});
  const Serializer = await registry(sdk, kind);
  const serializer = new Serializer();
  try {
    return {accepted: serializer.toDict(serializer.validateDict(data))};
  } catch {
    // Error types differ by language; the case records only the refusal.
    return {refused: true};
  }
}

export const cases: BehaviourCase[] = [
  ...casesOf('serializers.registry.core-types', {
    'repository-types': (sdk) => registeredTypes(sdk, 'repository'),
    'search-strategy-types': (sdk) => registeredTypes(sdk, 'search'),
    'in-memory-round-trip': (sdk) => roundTrip(sdk, 'repository', {tool_repository_type: 'in_memory'}),
    'tag-search-round-trip': (sdk) =>
      roundTrip(sdk, 'search', {tool_search_strategy_type: 'tag_and_description_word_match'}),
    'unknown-repository-type': (sdk) => roundTrip(sdk, 'repository', {tool_repository_type: 'elsewhere'}),
  }),
];

// Cases of the core entries of the TypeScript API reference (Issue 35): the Serializer base class,
// the register functions of the dispatching serializers and the core plugin set-up.

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function looseCore(sdk: LoadedSdk) {
  return (await sdk.sdk()) as unknown as Loose;
}

/** What register returns for a fresh type: first, again without override, with override; and which one is kept. */
async function registerThrice(sdk: LoadedSdk, registryName: string, method: string, table: string) {
  const core = await looseCore(sdk);
  const Registry = core[registryName];
  const type = `tc2_probe_${method}`;
  const first = {which: 'first'};
  const second = {which: 'second'};
  const third = {which: 'third'};
  const answers = [Registry[method](type, first), Registry[method](type, second), Registry[method](type, third, true)];
  const kept = Registry[table][type].which;
  delete Registry[table][type];
  return {answers, kept};
}

const TOOL = {name: 't', tool_call_template: {call_template_type: 'text', content: 'x'}};

/** Runs `script` (an ES module) in a fresh node process in the line's folder and returns what it prints. */
function freshProcess(sdk: LoadedSdk, script: string): unknown {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {cwd: sdk.root, encoding: 'utf8'});
  return JSON.parse(out.trim().split('\n').pop() ?? 'null');
}

cases.push(
  ...casesOf('serializers.registry.register', {
    repository: (sdk) =>
      registerThrice(sdk, 'ConcurrentToolRepositoryConfigSerializer', 'registerRepository', 'implementations'),
    'search-strategy': (sdk) =>
      registerThrice(sdk, 'ToolSearchStrategyConfigSerializer', 'registerStrategy', 'implementations'),
    'post-processor': (sdk) =>
      registerThrice(sdk, 'ToolPostProcessorConfigSerializer', 'registerPostProcessor', 'implementations'),
  }),
  ...casesOf('serializers.base.methods', {
    'subclass-copy': async (sdk) => {
      const core = await looseCore(sdk);
      const calls: string[] = [];
      const Base = core.Serializer as unknown as new () => object;
      class Doubler extends Base {
        toDict(value: {n: number}) {
          calls.push('toDict');
          return {n: value.n};
        }
        validateDict(value: {n: number}) {
          calls.push('validateDict');
          return {n: value.n * 2};
        }
      }
      const copy = (new Doubler() as unknown as Loose).copy({n: 1});
      return {calls, copy};
    },
    'tool-copy': async (sdk) => {
      const core = await looseCore(sdk);
      const original = {...TOOL};
      const copy = new core.ToolSerializer().copy(original);
      return {copy, 'same object': copy === original};
    },
    'tool-to-dict-is-plain': async (sdk) => {
      const core = await looseCore(sdk);
      const serializer = new core.ToolSerializer();
      const written = serializer.toDict(serializer.validateDict(TOOL));
      return {
        written,
        'survives JSON': JSON.stringify(JSON.parse(JSON.stringify(written))) === JSON.stringify(written),
      };
    },
    'tool-validate-invalid': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.ToolSerializer().validateDict({name: 't'}));
    },
  }),
  ...casesOf('serializers.plugins.initializer', {
    'runs-before-each-serializer': async (sdk) => {
      const core = await looseCore(sdk);
      let runs = 0;
      core.setPluginInitializer(() => {
        runs++;
      });
      try {
        new core.ToolSerializer();
        new core.UtcpManualSerializer();
      } finally {
        core.setPluginInitializer(() => core.ensureCorePluginsInitialized());
      }
      return {runs};
    },
    'later-calls-change-nothing': async (sdk) => {
      const core = await looseCore(sdk);
      const Registry = core.ToolPostProcessorConfigSerializer;
      const original = Registry.implementations.filter_dict;
      Registry.registerPostProcessor('filter_dict', {marker: true}, true);
      core.ensureCorePluginsInitialized();
      const kept = Registry.implementations.filter_dict.marker === true;
      Registry.registerPostProcessor('filter_dict', original, true);
      return {'replacement still registered': kept};
    },
    'registered-on-import': async (sdk) =>
      freshProcess(
        sdk,
        `const core = await import('@utcp/sdk');
const keys = (o) => Object.keys(o).sort();
console.log(JSON.stringify({
  credentials: ['api_key', 'basic', 'oauth2'].filter((t) => t in core.AuthSerializer.serializers),
  repositories: keys(core.ConcurrentToolRepositoryConfigSerializer.implementations),
  strategies: keys(core.ToolSearchStrategyConfigSerializer.implementations),
  postProcessors: keys(core.ToolPostProcessorConfigSerializer.implementations),
}));`,
      ),
  }),
);

// Cases of the remaining core entries of the TypeScript API reference (Issue 35, t-core3): the
// dispatching serializers of credentials, call templates and variable loaders, the serializers of
// each credential, of JSON Schemas, tools and manuals.

/** What a Zod schema's safeParse makes of `value`: whether it passed, and whether it passed the very object on. */
function parsed(schema: Loose, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? {success: true, data: result.data, 'same object': result.data === value}
    : {success: false, message: result.error.issues.map((issue: Loose) => issue.message).join('; ')};
}

/** A fresh loader type whose serializer writes and reads `{variable_loader_type, id}` and builds an object with get. */
function registerProbeLoader(core: Loose): string {
  const type = 'tc3_probe_loader';
  core.VariableLoaderSerializer.registerVariableLoader(
    type,
    {
      toDict: (value: Loose) => ({variable_loader_type: type, id: value.id}),
      validateDict: (value: Loose) => ({variable_loader_type: type, id: value.id, get: async () => null}),
    },
    true,
  );
  return type;
}

/** toDict of a credential serializer: what it wrote, and whether it is a new object with the same fields. */
async function credentialWritten(sdk: LoadedSdk, serializer: string, value: Json) {
  const core = await looseCore(sdk);
  if (typeof core[serializer] !== 'function') return {absent: serializer};
  const written = new core[serializer]().toDict(value);
  return {written, 'same object': written === value};
}

const HTTP = {name: 'h', call_template_type: 'http', url: 'https://h.example/m', http_method: 'GET'};

cases.push(
  ...casesOf('serializers.registry.register', {
    auth: (sdk) => registerThrice(sdk, 'AuthSerializer', 'registerAuth', 'serializers'),
    'call-template': (sdk) => registerThrice(sdk, 'CallTemplateSerializer', 'registerCallTemplate', 'serializers'),
    'variable-loader': (sdk) =>
      registerThrice(sdk, 'VariableLoaderSerializer', 'registerVariableLoader', 'serializers'),
  }),
  ...casesOf('serializers.dispatch.auth', {
    'schema-registered-type': async (sdk) =>
      parsed((await looseCore(sdk)).AuthSchema, {auth_type: 'api_key', api_key: 'k'}),
    'schema-unknown-type': async (sdk) => parsed((await looseCore(sdk)).AuthSchema, {auth_type: 'bearer', token: 't'}),
    'schema-null': async (sdk) => parsed((await looseCore(sdk)).AuthSchema, null),
    'to-dict-api-key': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.AuthSerializer().toDict({auth_type: 'api_key', api_key: 'k'}));
    },
    'to-dict-unknown-type': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.AuthSerializer().toDict({auth_type: 'bearer', token: 't'}));
    },
    'to-dict-missing-type': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.AuthSerializer().toDict({api_key: 'k'}));
    },
    'template-carries-auth': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () =>
        new core.CallTemplateSerializer().validateDict({
          ...HTTP,
          auth: {auth_type: 'basic', username: 'u', password: 'p'},
        }),
      );
    },
    'template-without-auth': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => {
        const template = new core.CallTemplateSerializer().validateDict({...HTTP});
        return {'auth in the template': 'auth' in template, auth: template.auth};
      });
    },
  }),
  ...casesOf('serializers.dispatch.call-template', {
    'schema-registered-type': async (sdk) =>
      parsed((await looseCore(sdk)).CallTemplateSchema, {name: 'm', call_template_type: 'text', content: 'x'}),
    'schema-unknown-type': async (sdk) =>
      parsed((await looseCore(sdk)).CallTemplateSchema, {name: 'm', call_template_type: 'ghost_type'}),
    'validate-text-and-http': async (sdk) => {
      const core = await looseCore(sdk);
      const serializer = new core.CallTemplateSerializer();
      return {
        text: await settle(async () => serializer.validateDict({name: 'm', call_template_type: 'text', content: 'x'})),
        http: await settle(async () =>
          serializer.validateDict({name: 'm', call_template_type: 'http', url: 'https://h.example/m'}),
        ),
      };
    },
    'validate-unknown-type': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () =>
        new core.CallTemplateSerializer().validateDict({name: 'm', call_template_type: 'ghost_type'}),
      );
    },
    'validate-missing-type': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.CallTemplateSerializer().validateDict({name: 'm'}));
    },
    'to-dict-http': async (sdk) => {
      const core = await looseCore(sdk);
      const serializer = new core.CallTemplateSerializer();
      return settle(async () => {
        const template = serializer.validateDict({...HTTP});
        const written = serializer.toDict(template);
        // The 1.1 http serializer writes more keys than 1.0's; the case records only what both share.
        const own = core.CallTemplateSerializer.serializers.http.toDict(template);
        return {
          url: written.url,
          'same object': written === template,
          'what the http serializer writes': JSON.stringify(written) === JSON.stringify(own),
        };
      });
    },
    'to-dict-unknown-type': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () =>
        new core.CallTemplateSerializer().toDict({name: 'm', call_template_type: 'ghost_type'}),
      );
    },
    'extra-key': async (sdk) => {
      const core = await looseCore(sdk);
      const serializer = new core.CallTemplateSerializer();
      return {
        text: await settle(async () =>
          serializer.validateDict({name: 'm', call_template_type: 'text', content: 'x', x_note: 'kept?'}),
        ),
        http: await settle(async () => serializer.validateDict({...HTTP, x_note: 'kept?'})),
      };
    },
  }),
  ...casesOf('serializers.dispatch.variable-loader', {
    'registered-by-core': async (sdk) => {
      const core = await looseCore(sdk);
      return {
        types: Object.keys(core.VariableLoaderSerializer.serializers)
          .filter((t) => !t.startsWith('tc'))
          .sort(),
      };
    },
    'schema-unknown-type': async (sdk) =>
      parsed((await looseCore(sdk)).VariableLoaderSchema, {variable_loader_type: 'dotenv', env_file_path: '.env'}),
    'schema-registered-type': async (sdk) => {
      const core = await looseCore(sdk);
      const type = registerProbeLoader(core);
      const outcome = parsed(core.VariableLoaderSchema, {variable_loader_type: type, id: 'a'});
      delete core.VariableLoaderSerializer.serializers[type];
      return outcome;
    },
    'validate-registered-type': async (sdk) => {
      const core = await looseCore(sdk);
      const type = registerProbeLoader(core);
      const outcome = await settle(async () => {
        const loader = new core.VariableLoaderSerializer().validateDict({variable_loader_type: type, id: 'a'});
        return {id: loader.id, 'get answers': await loader.get('X')};
      });
      delete core.VariableLoaderSerializer.serializers[type];
      return outcome;
    },
    'validate-unknown-type': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.VariableLoaderSerializer().validateDict({variable_loader_type: 'dotenv'}));
    },
    'to-dict-registered-type': async (sdk) => {
      const core = await looseCore(sdk);
      const type = registerProbeLoader(core);
      const outcome = await settle(async () =>
        new core.VariableLoaderSerializer().toDict({variable_loader_type: type, id: 'a', get: async () => null}),
      );
      delete core.VariableLoaderSerializer.serializers[type];
      return outcome;
    },
    'to-dict-unknown-type': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.VariableLoaderSerializer().toDict({variable_loader_type: 'dotenv'}));
    },
  }),
  ...casesOf('serializers.auth.by-type', {
    'api-key-to-dict': (sdk) =>
      credentialWritten(sdk, 'ApiKeyAuthSerializer', {
        auth_type: 'api_key',
        api_key: 'k',
        var_name: 'X',
        location: 'header',
        x_extra: 1,
      }),
    'basic-to-dict': (sdk) =>
      credentialWritten(sdk, 'BasicAuthSerializer', {auth_type: 'basic', username: 'ü', password: 'p', x_extra: 1}),
    'oauth2-to-dict': (sdk) =>
      credentialWritten(sdk, 'OAuth2AuthSerializer', {
        auth_type: 'oauth2',
        token_url: 'https://x.example/token',
        client_id: 'c',
        client_secret: 's',
        x_extra: 1,
      }),
    'oauth2-user-to-dict': (sdk) =>
      credentialWritten(sdk, 'OAuth2UserAuthSerializer', {auth_type: 'oauth2_user', access_token: '${T}', x_extra: 1}),
    'basic-extra-key': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () =>
        new core.BasicAuthSerializer().validateDict({auth_type: 'basic', username: 'u', password: 'p', realm: 'r'}),
      );
    },
    'oauth2-extra-key': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () =>
        new core.OAuth2AuthSerializer().validateDict({
          auth_type: 'oauth2',
          token_url: 'https://x.example/token',
          client_id: 'c',
          client_secret: 's',
          audience: 'a',
        }),
      );
    },
    'oauth2-user-minimal': async (sdk) => {
      const core = await looseCore(sdk);
      if (typeof core.OAuth2UserAuthSerializer !== 'function') return {absent: 'OAuth2UserAuthSerializer'};
      return settle(async () =>
        new core.OAuth2UserAuthSerializer().validateDict({auth_type: 'oauth2_user', access_token: 't'}),
      );
    },
    'oauth2-user-no-token': async (sdk) => {
      const core = await looseCore(sdk);
      if (typeof core.OAuth2UserAuthSerializer !== 'function') return {absent: 'OAuth2UserAuthSerializer'};
      return settle(async () => new core.OAuth2UserAuthSerializer().validateDict({auth_type: 'oauth2_user'}));
    },
    'oauth2-user-bad-grant': async (sdk) => {
      const core = await looseCore(sdk);
      if (typeof core.OAuth2UserAuthSerializer !== 'function') return {absent: 'OAuth2UserAuthSerializer'};
      return settle(async () =>
        new core.OAuth2UserAuthSerializer().validateDict({
          auth_type: 'oauth2_user',
          access_token: 't',
          grant_type: 'password',
        }),
      );
    },
  }),
  ...casesOf('serializers.json.schemas', {
    'json-type-values': async (sdk) => {
      const core = await looseCore(sdk);
      const values: Record<string, unknown> = {
        text: 'ü 🙂',
        number: 1.5,
        boolean: false,
        null: null,
        'nested five deep': {a: [{b: [{c: [1, 'x', null]}]}]},
        'empty object': {},
        'empty array': [],
        undefined,
        function: () => 1,
        date: new Date(0),
      };
      return Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, core.JsonTypeSchema.safeParse(value).success]),
      );
    },
    'validate-empty': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.JsonSchemaSerializer().validateDict({}));
    },
    'validate-other-keywords': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () =>
        new core.JsonSchemaSerializer().validateDict({
          oneOf: [{type: 'string'}, {type: 'null'}],
          $ref: '#/$defs/a',
          $defs: {a: {type: 'integer'}},
          'x-note': 'ü',
        }),
      );
    },
    // Second reading (wave 5) 2026-11-29 (h-cli): `examples` given as a string, an object and null.
    'validate-examples-not-a-list': async (sdk) => {
      const core = await looseCore(sdk);
      const kinds: Record<string, unknown> = {string: 'a', object: {k: 1}, null: null};
      const out: Record<string, unknown> = {};
      for (const [name, examples] of Object.entries(kinds)) {
        out[name] = await settle(async () => new core.JsonSchemaSerializer().validateDict({type: 'string', examples}));
      }
      return out;
    },
    'validate-default-and-examples': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () =>
        new core.JsonSchemaSerializer().validateDict({
          type: 'object',
          properties: {n: {type: 'integer', default: 3, examples: [1, 2]}},
        }),
      );
    },
    'validate-wrong-keyword-type': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.JsonSchemaSerializer().validateDict({required: 'a'}));
    },
    'validate-nested-wrong-keyword-type': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () =>
        new core.JsonSchemaSerializer().validateDict({
          type: 'object',
          properties: {a: {type: 'object', required: 'x'}},
        }),
      );
    },
    'validate-null': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.JsonSchemaSerializer().validateDict(null));
    },
    'to-dict-shallow': async (sdk) => {
      const core = await looseCore(sdk);
      const schema = {type: 'object', properties: {a: {type: 'string'}}};
      const written = new core.JsonSchemaSerializer().toDict(schema);
      return {
        written,
        'same object': written === schema,
        'same properties object': written.properties === schema.properties,
      };
    },
    'round-trip': async (sdk) => {
      const core = await looseCore(sdk);
      const serializer = new core.JsonSchemaSerializer();
      const schema = {type: 'array', items: {type: 'number'}, description: 'numbers ü'};
      return {back: serializer.validateDict(serializer.toDict(schema))};
    },
  }),
  ...casesOf('serializers.tool-manual.write-read', {
    'tool-to-dict-without-size': async (sdk) => {
      const core = await looseCore(sdk);
      const serializer = new core.ToolSerializer();
      return {keys: Object.keys(serializer.toDict(serializer.validateDict(TOOL))).sort()};
    },
    'tool-to-dict-with-size': async (sdk) => {
      const core = await looseCore(sdk);
      const serializer = new core.ToolSerializer();
      const written = serializer.toDict(serializer.validateDict({...TOOL, average_response_size: 120}));
      return {keys: Object.keys(written).sort(), average_response_size: written.average_response_size};
    },
    'tool-to-dict-size-zero': async (sdk) => {
      const core = await looseCore(sdk);
      const serializer = new core.ToolSerializer();
      const written = serializer.toDict(serializer.validateDict({...TOOL, average_response_size: 0}));
      return {keys: Object.keys(written).sort(), average_response_size: written.average_response_size};
    },
    'tool-round-trip': async (sdk) => {
      const core = await looseCore(sdk);
      const serializer = new core.ToolSerializer();
      const tool = serializer.validateDict({...TOOL, description: 'wétter', tags: ['a']});
      const back = serializer.validateDict(serializer.toDict(tool));
      return {'equal after the round trip': JSON.stringify(back) === JSON.stringify(tool)};
    },
    'tool-validate-wrong-type': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.ToolSerializer().validateDict({...TOOL, tags: 'a'}));
    },
    'manual-to-dict': async (sdk) => {
      const core = await looseCore(sdk);
      const serializer = new core.UtcpManualSerializer();
      const written = serializer.toDict(serializer.validateDict({tools: [TOOL]}));
      return {keys: Object.keys(written).sort(), 'tool keys': Object.keys(written.tools[0]).sort()};
    },
    'manual-round-trip': async (sdk) => {
      const core = await looseCore(sdk);
      const serializer = new core.UtcpManualSerializer();
      const first = serializer.validateDict({manual_version: '2.0.0', tools: [TOOL]});
      const back = serializer.validateDict(serializer.toDict(first));
      return {'equal after the round trip': JSON.stringify(back) === JSON.stringify(first)};
    },
    'manual-tool-defaults': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.UtcpManualSerializer().validateDict({tools: [TOOL]}).tools[0]);
    },
    'manual-invalid-tool': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.UtcpManualSerializer().validateDict({tools: [{name: 't'}]}));
    },
    'manual-without-tools': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.UtcpManualSerializer().validateDict({}));
    },
    'manual-empty-tools': async (sdk) => {
      const core = await looseCore(sdk);
      return settle(async () => new core.UtcpManualSerializer().validateDict({tools: []}));
    },
  }),
);
