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
