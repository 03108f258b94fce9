/** Cases of the built-in tool post-processors (filter_dict, limit_strings) applied by UtcpClient to call results. */
import {client, inlineManual, manual, settle, tool, type Json} from './support/client';
import type {BehaviourCase, LoadedSdk} from './support/sdk';

const RESULT = {
  id: 7,
  secret: 'x',
  items: [{id: 1, secret: 'y', name: 'a'}, {secret: 'z'}],
  meta: {secret: 's', note: 'keep'},
};

/** Calls text tools whose content is JSON text; the post-processors see that string unless stated. */
async function processed(
  sdk: LoadedSdk,
  postProcessing: Json[],
  value: unknown = RESULT,
  toolName = 'data',
  streaming = false,
) {
  return settle(async () => {
    const utcp = await client(sdk, {post_processing: postProcessing});
    await utcp.registerManual(
      inlineManual(
        'm',
        manual(
          tool(toolName, {call_template_type: 'text', content: JSON.stringify(value)}),
          tool('other', {call_template_type: 'text', content: JSON.stringify(value)}),
        ),
      ),
    );
    if (!streaming) return utcp.callTool(`m.${toolName}`, {});
    const chunks: unknown[] = [];
    for await (const chunk of utcp.callToolStreaming(`m.${toolName}`, {})) chunks.push(chunk);
    return chunks;
  });
}

/** The client's configured post-processor applied to an object, as a tool returning JSON objects would see it. */
async function direct(sdk: LoadedSdk, config: Json, value: unknown = RESULT, toolName = 'm.data', manualName = 'm') {
  return settle(async () => {
    const utcp = await client(sdk, {post_processing: [config]});
    const processors = (
      utcp as unknown as {postProcessors: {postProcess(c: unknown, t: unknown, m: unknown, r: unknown): unknown}[]}
    ).postProcessors;
    return processors[0].postProcess(utcp, {name: toolName}, {name: manualName}, value);
  });
}

/** The processor class built by hand, not through the client configuration. */
async function byHand(
  sdk: LoadedSdk,
  className: 'FilterDictPostProcessor' | 'LimitStringsPostProcessor',
  config: Json,
  value: unknown = RESULT,
) {
  const core = await sdk.sdk();
  const processor = new core[className](config) as {
    postProcess(c: unknown, t: unknown, m: unknown, r: unknown): unknown;
  };
  return settle(async () => processor.postProcess(undefined, {name: 'm.data'}, {name: 'm'}, value));
}

export const cases: BehaviourCase[] = [
  {
    key: 'post-processors.filter-dict.exclude-keys',
    case: 'class-built-by-hand',
    run: (sdk) =>
      byHand(sdk, 'FilterDictPostProcessor', {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']}),
  },
  {
    key: 'post-processors.filter-dict.only-include-keys',
    case: 'class-built-by-hand',
    run: (sdk) =>
      byHand(sdk, 'FilterDictPostProcessor', {
        tool_post_processor_type: 'filter_dict',
        only_include_keys: ['id', 'name'],
      }),
  },
  {
    key: 'post-processors.filter-dict.exclude-keys',
    case: 'nested-and-lists',
    run: (sdk) => direct(sdk, {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']}),
  },
  {
    key: 'post-processors.filter-dict.exclude-keys',
    case: 'string-result',
    run: (sdk) => processed(sdk, [{tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']}]),
  },
  {
    key: 'post-processors.filter-dict.exclude-keys',
    case: 'list-result',
    run: (sdk) =>
      direct(sdk, {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']}, [{secret: 1}, {a: 1}, 3]),
  },
  {
    key: 'post-processors.filter-dict.only-include-keys',
    case: 'nested-and-lists',
    run: (sdk) => direct(sdk, {tool_post_processor_type: 'filter_dict', only_include_keys: ['id', 'name']}),
  },
  {
    key: 'post-processors.filter-dict.only-include-keys',
    case: 'both-options',
    run: (sdk) =>
      direct(sdk, {tool_post_processor_type: 'filter_dict', only_include_keys: ['id'], exclude_keys: ['id']}),
  },
  {
    key: 'post-processors.filter-dict.only-include-keys',
    case: 'scalar-result',
    run: (sdk) => direct(sdk, {tool_post_processor_type: 'filter_dict', only_include_keys: ['id']}, 42),
  },
  {
    key: 'post-processors.filter-dict.tool-filters',
    case: 'only-include-full-name',
    run: (sdk) =>
      direct(
        sdk,
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret'], only_include_tools: ['m.data']},
        {secret: 1, a: 2},
      ),
  },
  {
    key: 'post-processors.filter-dict.tool-filters',
    case: 'only-include-short-name',
    run: (sdk) =>
      direct(
        sdk,
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret'], only_include_tools: ['data']},
        {secret: 1, a: 2},
      ),
  },
  {
    key: 'post-processors.filter-dict.tool-filters',
    case: 'exclude-manual',
    run: (sdk) =>
      direct(
        sdk,
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret'], exclude_manuals: ['m']},
        {secret: 1, a: 2},
      ),
  },
  {
    key: 'post-processors.limit-strings.limit',
    case: 'explicit-limit',
    run: (sdk) =>
      direct(
        sdk,
        {tool_post_processor_type: 'limit_strings', limit: 3},
        {a: 'abcdef', b: ['xyz1', 5], c: {d: 'ü🙂ab'}},
      ),
  },
  {
    key: 'post-processors.limit-strings.limit',
    case: 'default-limit',
    run: (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings'}, 'x'.repeat(10005)).then((r) =>
        'value' in r && typeof r.value === 'string' ? {length: r.value.length} : r,
      ),
  },
  {
    key: 'post-processors.limit-strings.limit',
    case: 'zero',
    run: (sdk) => direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 0}, 'abc'),
  },
  {
    key: 'post-processors.limit-strings.limit',
    case: 'through-a-call',
    run: (sdk) => processed(sdk, [{tool_post_processor_type: 'limit_strings', limit: 5}]),
  },
  {
    key: 'post-processors.chain.order',
    case: 'filter-then-limit',
    run: (sdk) =>
      processed(sdk, [
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']},
        {tool_post_processor_type: 'limit_strings', limit: 10},
      ]),
  },
  {
    key: 'post-processors.chain.order',
    case: 'streaming',
    run: (sdk) => processed(sdk, [{tool_post_processor_type: 'limit_strings', limit: 4}], RESULT, 'data', true),
  },
  {
    key: 'post-processors.config.unknown-type',
    case: 'unknown',
    run: (sdk) =>
      settle(async () =>
        (await client(sdk, {post_processing: [{tool_post_processor_type: 'redact'}]})) ? 'created' : 'none',
      ),
  },
  {
    key: 'post-processors.config.unknown-type',
    case: 'missing-type',
    run: (sdk) => settle(async () => ((await client(sdk, {post_processing: [{limit: 3}]})) ? 'created' : 'none')),
  },
  {
    key: 'post-processors.limit-strings.tool-filters',
    case: 'only-include-other-tool',
    run: (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 2, only_include_tools: ['m.other']}, 'abcdef'),
  },
  {
    key: 'post-processors.limit-strings.tool-filters',
    case: 'exclude-this-tool',
    run: (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 2, exclude_tools: ['m.data']}, 'abcdef'),
  },
  {
    key: 'post-processors.limit-strings.tool-filters',
    case: 'only-include-this-manual',
    run: (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 2, only_include_manuals: ['m']}, 'abcdef'),
  },
];
