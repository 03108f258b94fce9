/**
 * Cases of the core serializers of @utcp/sdk: the repository and search strategy types the core
 * registers, with the case ids of tests/behaviour/python/serializers.py.
 */
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
