/** Cases of tool search (@utcp/sdk's tag_and_description_word_match strategy through UtcpClient.searchTools). */
import {client, inlineManual, manual, settle, tool, type Json} from './support/client';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

const t = (name: string, description: string, tags: string[] = []) =>
  tool(name, {call_template_type: 'text', content: name}, {description, tags});

const CATALOGUE = [
  t('get_weather', 'Current conditions for a city', ['weather']),
  t('send_email', 'Send a message to an address', ['email', 'messaging']),
  t('forecast', 'Weather forecast for the next days', ['weather', 'forecast']),
  t('convert_currency', 'Convert an amount between currencies', ['finance']),
  t('list_files', 'List the files of a folder'),
];

async function search(
  sdk: LoadedSdk,
  query: string,
  limit?: number,
  tags?: string[],
  tools: Json[] = CATALOGUE,
  config: Json = {},
) {
  return settle(async () => {
    const utcp = await client(sdk, config);
    const result = await utcp.registerManual(inlineManual('kit', manual(...tools)));
    if (!result.success) throw new Error(result.errors.join('; '));
    const found = await utcp.searchTools(query, limit, tags);
    return found.map((found) => found.name);
  });
}

const many = Array.from({length: 12}, (_, i) => t(`tool_${String(i).padStart(2, '0')}`, `weather helper number ${i}`));

/** The same two tools as the Python cases of search.default.limit-zero and search.default.partial-word. */
const PAIR = [t('refund', 'Issue a refund for an order', ['payments']), t('weather', 'Current weather for a city')];

/** The tags of the stored tool after the tags of a returned copy were appended to. */
async function tagsAfterEdit(sdk: LoadedSdk, lookup: 'getTool' | 'getTools') {
  return settle(async () => {
    const utcp = await client(sdk, {});
    const result = await utcp.registerManual(inlineManual('kit', manual(...PAIR)));
    if (!result.success) throw new Error(result.errors.join('; '));
    const read = async () => (lookup === 'getTool' ? (await utcp.getTool('kit.refund'))! : (await utcp.getTools())[0]!);
    (await read()).tags?.push('changed');
    return (await read()).tags;
  });
}

/** What the in-memory repository's serializer makes of a configuration: the class of the result, or the error. */
async function repositoryFromConfig(sdk: LoadedSdk, config: Json) {
  const Serializer = (await sdk.sdk()).InMemConcurrentToolRepositorySerializer as new () => {
    validateDict(obj: Json): object;
  };
  return settle(async () => new Serializer().validateDict(config).constructor.name);
}

export const cases: BehaviourCase[] = [
  ...casesOf('search.repository.config-type', {
    'other-type': (sdk) => repositoryFromConfig(sdk, {tool_repository_type: 'elsewhere'}),
    'in-memory': (sdk) => repositoryFromConfig(sdk, {tool_repository_type: 'in_memory'}),
  }),
  ...casesOf('search.repository.nested-copies', {
    'get-tool': (sdk) => tagsAfterEdit(sdk, 'getTool'),
    'get-tools': (sdk) => tagsAfterEdit(sdk, 'getTools'),
  }),
  {key: 'search.default.limit-zero', case: 'matching-tag', run: (sdk) => search(sdk, 'payments', 0, undefined, PAIR)},
  {
    key: 'search.default.partial-word',
    case: 'prefix',
    run: (sdk) => search(sdk, 'refun', 10, undefined, [...PAIR].reverse()),
  },
  ...casesOf('search.default.name-scoring', {
    'query-is-tool-name': (sdk) => search(sdk, 'forecast'),
    'query-contains-name-words': (sdk) => search(sdk, 'please send email now'),
    'description-only-match': (sdk) => search(sdk, 'currencies'),
  }),
  ...casesOf('search.default.limit', {
    zero: (sdk) => search(sdk, 'weather', 0),
    one: (sdk) => search(sdk, 'weather', 1),
    negative: (sdk) => search(sdk, 'weather', -1),
    'default-with-twelve-tools': (sdk) => search(sdk, 'weather', undefined, undefined, many),
  }),
  ...casesOf('search.default.tags-filter', {
    'one-tag': (sdk) => search(sdk, 'weather', 10, ['forecast']),
    'tag-case-differs': (sdk) => search(sdk, 'weather', 10, ['WEATHER']),
    'empty-list': (sdk) => search(sdk, 'weather', 10, []),
    'unknown-tag': (sdk) => search(sdk, 'weather', 10, ['nope']),
  }),
  ...casesOf('search.default.unmatched', {
    'no-word-matches': (sdk) => search(sdk, 'zzz qqq'),
    'empty-query': (sdk) => search(sdk, ''),
    'short-words': (sdk) => search(sdk, 'a of to'),
  }),
  ...casesOf('search.default.word-matching', {
    'partial-word': (sdk) => search(sdk, 'currenc'),
    'upper-case-query': (sdk) => search(sdk, 'SEND EMAIL'),
    punctuation: (sdk) => search(sdk, 'weather? forecast!'),
    unicode: (sdk) => search(sdk, 'météo', 10, undefined, [t('meteo', 'Prévisions météo'), t('other', 'Other things')]),
  }),
  ...casesOf('search.default.weights', {
    'description-weight-high': (sdk) =>
      search(sdk, 'weather days', 10, undefined, CATALOGUE, {
        tool_search_strategy: {
          tool_search_strategy_type: 'tag_and_description_word_match',
          description_weight: 10,
          tag_weight: 0,
        },
      }),
    defaults: async (sdk) => {
      const utcp = await client(sdk);
      const strategy = (
        utcp.config as {
          tool_search_strategy: {
            descriptionWeight?: number;
            tagWeight?: number;
            description_weight?: number;
            tag_weight?: number;
          };
        }
      ).tool_search_strategy;
      return {
        description: strategy.descriptionWeight ?? strategy.description_weight,
        tag: strategy.tagWeight ?? strategy.tag_weight,
      };
    },
  }),
  ...casesOf('search.default.ties', {
    'equal-scores': (sdk) =>
      search(sdk, 'helper', 3, undefined, [t('b_tool', 'helper'), t('a_tool', 'helper'), t('c_tool', 'helper')]),
    'equal-scores-other-order': (sdk) =>
      search(sdk, 'helper', 3, undefined, [t('c_tool', 'helper'), t('a_tool', 'helper'), t('b_tool', 'helper')]),
  }),
  ...casesOf('search.strategy.config', {
    'unknown-type': (sdk) =>
      search(sdk, 'weather', 10, undefined, CATALOGUE, {
        tool_search_strategy: {tool_search_strategy_type: 'embedding'},
      }),
    'weight-as-string': (sdk) =>
      search(sdk, 'weather', 10, undefined, CATALOGUE, {
        tool_search_strategy: {tool_search_strategy_type: 'tag_and_description_word_match', tag_weight: '3'},
      }),
  }),
  ...casesOf('search.default.tag-scoring', {
    'tag-word-in-query': (sdk) => search(sdk, 'finance numbers'),
    'tag-against-description': (sdk) =>
      search(sdk, 'messaging', 10, undefined, [t('a', 'messaging messaging'), t('b', 'nothing', ['messaging'])]),
  }),
  {
    key: 'search.repository.nested-copies',
    case: 'get-tool-schema-and-template',
    run: (sdk) =>
      settle(async () => {
        const utcp = await client(sdk, {});
        const result = await utcp.registerManual(inlineManual('kit', manual(...PAIR)));
        if (!result.success) throw new Error(result.errors.join('; '));
        const first = (await utcp.getTool('kit.refund'))!;
        (first.inputs as Json).description = 'changed';
        (first.tool_call_template as Json).name = 'changed';
        const again = (await utcp.getTool('kit.refund'))!;
        return {
          inputsDescription: (again.inputs as Json).description ?? null,
          templateName: (again.tool_call_template as Json).name,
        };
      }),
  },
];
