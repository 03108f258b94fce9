/** Cases of tool search (@utcp/sdk's tag_and_description_word_match strategy through UtcpClient.searchTools). */
import {client, inlineManual, loadedCore, manual, serializerOutcome, settle, tool, type Json} from './support/client';
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

// Cases of the core entries of the TypeScript API reference (Issue 35): the strategy class, its
// serializers and the points it gives.

const searchCore = loadedCore;

const TAG_SEARCH = 'tag_and_description_word_match';

/**
 * The points TagSearchStrategy gives each tool for `query`. The strategy keeps its scores to itself,
 * so the array it sorts (tool and score pairs) is read while its own sort runs; nothing else changes.
 */
async function scores(sdk: LoadedSdk, query: string, tools: Json[], config: Json = {}) {
  const core = await searchCore(sdk);
  const strategy = new core.TagSearchStrategy({tool_search_strategy_type: TAG_SEARCH, ...config});
  const repository = {getTools: async () => tools.map((t) => ({...t}))};
  const seen: Record<string, number> = {};
  const sort = Array.prototype.sort;
  Array.prototype.sort = function (this: unknown[], compare?: (a: unknown, b: unknown) => number) {
    for (const item of this)
      if (item && typeof item === 'object' && 'score' in item && 'tool' in item)
        seen[(item as {tool: {name: string}}).tool.name] = (item as {score: number}).score;
    return sort.call(this, compare) as unknown[];
  } as typeof Array.prototype.sort;
  try {
    await strategy.searchTools(repository, query, 10);
  } finally {
    Array.prototype.sort = sort;
  }
  return seen;
}

const bare = (name: string, description = '', tags: string[] = []) => ({
  name,
  description,
  tags,
  inputs: {},
  outputs: {},
  tool_call_template: {call_template_type: 'text', content: ''},
});

cases.push(
  ...casesOf('search.default.points', {
    'description-word-exact': (sdk) => scores(sdk, 'refund', [bare('m.zz', 'refund policy')]),
    'description-word-partial': (sdk) => scores(sdk, 'refund', [bare('m.zz', 'refunding policy')]),
    'description-short-word': (sdk) => scores(sdk, 'an', [bare('m.zz', 'an order')]),
    'tag-equal-to-query': (sdk) => scores(sdk, 'payments', [bare('m.zz', '', ['payments'])]),
    'name-equal-to-query': (sdk) => scores(sdk, 'refund', [bare('m.refund')]),
    'description-weight-doubled': (sdk) =>
      scores(sdk, 'refund', [bare('m.zz', 'refund policy')], {description_weight: 2}),
    'nothing-matches': (sdk) => scores(sdk, 'weather', [bare('m.zz', 'refund policy', ['payments'])]),
  }),
  ...casesOf('search.strategy.serializers', {
    'constructor-defaults': async (sdk) => {
      const core = await searchCore(sdk);
      const strategy = new core.TagSearchStrategy({tool_search_strategy_type: TAG_SEARCH});
      return {
        descriptionWeight: strategy.descriptionWeight,
        tagWeight: strategy.tagWeight,
        tool_search_strategy_type: strategy.tool_search_strategy_type,
      };
    },
    'constructor-without-config': async (sdk) => {
      const core = await searchCore(sdk);
      return settle(async () => new core.TagSearchStrategy().tool_search_strategy_type);
    },
    'strategy-to-dict': async (sdk) => {
      const core = await searchCore(sdk);
      return new core.TagSearchStrategy({tool_search_strategy_type: TAG_SEARCH, tag_weight: 5, note: 'x'}).toDict();
    },
    'serializer-to-dict': async (sdk) => {
      const core = await searchCore(sdk);
      const strategy = new core.TagSearchStrategy({tool_search_strategy_type: TAG_SEARCH, tag_weight: 5, note: 'x'});
      return new core.TagSearchStrategyConfigSerializer().toDict(strategy);
    },
    'serializer-invalid-weight': (sdk) =>
      serializerOutcome(sdk, 'TagSearchStrategyConfigSerializer', 'validateDict', {
        tool_search_strategy_type: TAG_SEARCH,
        tag_weight: '3',
      }),
    'serializer-other-type': (sdk) =>
      serializerOutcome(sdk, 'TagSearchStrategyConfigSerializer', 'validateDict', {
        tool_search_strategy_type: 'embedding',
      }),
    'dispatch-to-dict-unknown-type': (sdk) =>
      serializerOutcome(sdk, 'ToolSearchStrategyConfigSerializer', 'toDict', {tool_search_strategy_type: 'embedding'}),
    'dispatch-validate-unknown-type': (sdk) =>
      serializerOutcome(sdk, 'ToolSearchStrategyConfigSerializer', 'validateDict', {
        tool_search_strategy_type: 'embedding',
      }),
    'dispatch-round-trip': async (sdk) => {
      const core = await searchCore(sdk);
      const serializer = new core.ToolSearchStrategyConfigSerializer();
      return settle(async () => {
        const built = serializer.validateDict({tool_search_strategy_type: TAG_SEARCH, description_weight: 2});
        return {class: built.constructor.name, toDict: serializer.toDict(built)};
      });
    },
    'schema-registered-type': async (sdk) => {
      const core = await searchCore(sdk);
      const input = {tool_search_strategy_type: TAG_SEARCH};
      const parsed = core.ToolSearchStrategySchema.safeParse(input);
      return {success: parsed.success, 'output is the input object': parsed.data === input};
    },
    'schema-unknown-type': async (sdk) => {
      const core = await searchCore(sdk);
      return {success: core.ToolSearchStrategySchema.safeParse({tool_search_strategy_type: 'embedding'}).success};
    },
  }),
);

// search.default.limit, second reading: limit 0 and a positive limit when no tool matches the query.
cases.push(
  ...casesOf('search.default.limit', {
    'zero-nothing-matches': (sdk) => search(sdk, 'zzz qqq', 0),
    'two-nothing-matches': (sdk) => search(sdk, 'zzz qqq', 2),
  }),
);

// Second reading 2026-11-30 (w-rfc, blog of 2025-07-15): one tool matches and the limit is 3; a limit above the
// number of registered tools.
cases.push(
  ...casesOf('search.default.limit', {
    'three-one-matches': (sdk) => search(sdk, 'currencies', 3),
    'fifty-five-tools': (sdk) => search(sdk, 'currencies', 50),
  }),
);

// Second reading 2026-11-30 (w-rfc, blog of 2025-07-15): limit 0 with more tools than the default limit of ten.
cases.push(
  ...casesOf('search.default.limit', {
    'zero-twelve-tools': (sdk) =>
      search(sdk, 'weather', 0, undefined, many).then((r) =>
        'value' in r ? {value: (r.value as string[]).length} : r,
      ),
  }),
);

// Second reading (wave 3) 2026-11-29 (g-rfc, blog post of 2025-07-15): a limit above the number of tools when no
// tool matches, the empty query, and the matching query in capitals with limit 1.
cases.push(
  ...casesOf('search.default.limit', {
    'fifty-nothing-matches': (sdk) => search(sdk, 'zzz qqq', 50),
    'empty-query-limit-two': (sdk) => search(sdk, '', 2),
    'upper-case-query-limit-one': (sdk) => search(sdk, 'CURRENCIES', 1),
  }),
);

// First reading (wave 6) 2026-11-29 (u-text): limit 0 with a tag filter; which partial word matches count (the
// same tools as the Python cases); a non-ASCII word of a description; weights when a configuration names only the
// type, and a tag weight of 0 against a query that is a tool's name; a negative weight against unmatched tools;
// the tag filter across two manuals, one deregistered; the repository serializer given odd values.
const contentsFromConfig = async (sdk: LoadedSdk, config: unknown) => {
  const Serializer = (await sdk.sdk()).InMemConcurrentToolRepositorySerializer as new () => {
    validateDict(obj: unknown): {getTools(): Promise<unknown[]>};
  };
  return settle(async () => {
    const repo = new Serializer().validateDict(config);
    return {class: repo.constructor.name, tools: (await repo.getTools()).length};
  });
};

class RepositoryConfig {
  tool_repository_type = 'in_memory';
}

const MANY = Array.from({length: 30}, (_, i) =>
  t(`t${String(i).padStart(2, '0')}`, `helper number ${i}`, i === 24 ? ['payments'] : []),
);

cases.push(
  ...casesOf('search.default.limit-zero', {
    'client-limit-zero': (sdk) => search(sdk, 'payments', 0, undefined, PAIR),
    'tag-filter-limit-zero': (sdk) => search(sdk, 'payments', 0, ['payments'], PAIR),
  }),
  ...casesOf('search.default.partial-word', {
    'description-word-inside-query-word': (sdk) =>
      search(sdk, 'refunds', 10, undefined, [
        t('weather', 'Current weather for a city'),
        t('refund', 'Issue a refund'),
      ]),
    'tag-inside-query-word': (sdk) =>
      search(sdk, 'weatherproof', 10, undefined, [t('other', 'Other things'), t('zz', '', ['weather'])]),
    'query-inside-tag': (sdk) =>
      search(sdk, 'pay', 10, undefined, [t('weather', 'Current weather for a city'), t('zz', '', ['payments'])]),
  }),
  ...casesOf('search.default.name-scoring', {
    'non-ascii-description-word-registered-second': (sdk) =>
      search(sdk, 'météo', 10, undefined, [t('other', 'Other things'), t('meteo', 'Prévisions météo')]),
    'query-is-tool-name-upper-case': (sdk) => search(sdk, 'FORECAST'),
    'many-tools-one-tag-limit-three': (sdk) => search(sdk, 'payments', 3, undefined, MANY),
  }),
  ...casesOf('search.default.unmatched', {
    'negative-description-weight': (sdk) =>
      search(sdk, 'currencies', 10, undefined, CATALOGUE, {
        tool_search_strategy: {tool_search_strategy_type: 'tag_and_description_word_match', description_weight: -1},
      }),
    'tag-filter-nothing-matches': (sdk) => search(sdk, 'zzz qqq', 10, ['weather']),
  }),
  ...casesOf('search.default.weights', {
    'type-only-config': async (sdk) => {
      const utcp = await client(sdk, {tool_search_strategy: {tool_search_strategy_type: TAG_SEARCH}});
      const strategy = (utcp.config as {tool_search_strategy: {descriptionWeight?: number; tagWeight?: number}})
        .tool_search_strategy;
      return {description: strategy.descriptionWeight, tag: strategy.tagWeight};
    },
    'tag-weight-zero-name-query': (sdk) =>
      search(sdk, 'beta', 10, undefined, [t('alpha', 'nothing here'), t('beta', 'nothing here')], {
        tool_search_strategy: {tool_search_strategy_type: TAG_SEARCH, tag_weight: 0},
      }),
    'default-weights-name-query': (sdk) =>
      search(sdk, 'beta', 10, undefined, [t('alpha', 'nothing here'), t('beta', 'nothing here')]),
  }),
  ...casesOf('search.default.tags-filter', {
    'two-tags-either': (sdk) => search(sdk, 'weather', 10, ['email', 'finance']),
    'tag-with-space': (sdk) => search(sdk, 'weather', 10, [' weather']),
    'across-manuals-one-deregistered': (sdk) =>
      settle(async () => {
        const utcp = await client(sdk, {});
        for (const name of ['one', 'two', 'three'])
          await utcp.registerManual(inlineManual(name, manual(t(`w_${name}`, 'a helper', ['weather']))));
        await utcp.deregisterManual('two');
        return (await utcp.searchTools('helper', 10, ['weather'])).map((found) => found.name);
      }),
  }),
  ...casesOf('search.repository.config-type', {
    'missing-type': (sdk) => contentsFromConfig(sdk, {}),
    'upper-case-type': (sdk) => contentsFromConfig(sdk, {tool_repository_type: 'IN_MEMORY'}),
    null: (sdk) => contentsFromConfig(sdk, null),
    list: (sdk) => contentsFromConfig(sdk, []),
    number: (sdk) => contentsFromConfig(sdk, 42),
    'with-tools': (sdk) =>
      contentsFromConfig(sdk, {tool_repository_type: 'in_memory', tools: [{name: 'm.a', description: 'd'}]}),
    'class-instance': (sdk) => contentsFromConfig(sdk, new RepositoryConfig()),
  }),
);
