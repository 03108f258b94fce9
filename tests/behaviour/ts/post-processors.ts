/** Cases of the built-in tool post-processors (filter_dict, limit_strings) applied by UtcpClient to call results. */
import {
  acceptAnyTemplate,
  client,
  clientWithTools,
  inlineManual,
  loadedCore,
  manual,
  serializerOutcome,
  settle,
  tool,
  type Json,
} from './support/client';
import {casesOf, type BehaviourCase, type LoadedSdk} from './support/sdk';

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

/** The list the Python cases of post-processing.filter-dict.edges use: a dict, a string, a number, null, and lists. */
const LIST_ITEMS = {items: [{name: 1}, 'text', 5, null, [], ['x'], [{name: 2}], {other: 1}], name: 0};

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
  ...casesOf('post-processors.filter-dict.exclude-keys', {
    'list-items-by-hand': (sdk) =>
      byHand(
        sdk,
        'FilterDictPostProcessor',
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['other']},
        LIST_ITEMS,
      ),
  }),
  ...casesOf('post-processors.filter-dict.only-include-keys', {
    'list-items-by-hand': (sdk) =>
      byHand(
        sdk,
        'FilterDictPostProcessor',
        {tool_post_processor_type: 'filter_dict', only_include_keys: ['name']},
        LIST_ITEMS,
      ),
  }),
  ...casesOf('post-processors.filter-dict.exclude-keys', {
    'nested-and-lists': (sdk) => direct(sdk, {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']}),
    'string-result': (sdk) => processed(sdk, [{tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']}]),
    'list-result': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']}, [{secret: 1}, {a: 1}, 3]),
  }),
  ...casesOf('post-processors.filter-dict.only-include-keys', {
    'nested-and-lists': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'filter_dict', only_include_keys: ['id', 'name']}),
    'both-options': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'filter_dict', only_include_keys: ['id'], exclude_keys: ['id']}),
    'scalar-result': (sdk) => direct(sdk, {tool_post_processor_type: 'filter_dict', only_include_keys: ['id']}, 42),
  }),
  ...casesOf('post-processors.filter-dict.tool-filters', {
    'only-include-full-name': (sdk) =>
      direct(
        sdk,
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret'], only_include_tools: ['m.data']},
        {secret: 1, a: 2},
      ),
    'only-include-short-name': (sdk) =>
      direct(
        sdk,
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret'], only_include_tools: ['data']},
        {secret: 1, a: 2},
      ),
    'exclude-manual': (sdk) =>
      direct(
        sdk,
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret'], exclude_manuals: ['m']},
        {secret: 1, a: 2},
      ),
  }),
  ...casesOf('post-processors.limit-strings.limit', {
    'explicit-limit': (sdk) =>
      direct(
        sdk,
        {tool_post_processor_type: 'limit_strings', limit: 3},
        {a: 'abcdef', b: ['xyz1', 5], c: {d: 'ü🙂ab'}},
      ),
    'default-limit': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings'}, 'x'.repeat(10005)).then((r) =>
        'value' in r && typeof r.value === 'string' ? {length: r.value.length} : r,
      ),
    zero: (sdk) => direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 0}, 'abc'),
    // Adversarial review 2026-11-28: a negative limit, which python-utcp accepts.
    negative: (sdk) => direct(sdk, {tool_post_processor_type: 'limit_strings', limit: -3}, 'plain words'),
    'through-a-call': (sdk) => processed(sdk, [{tool_post_processor_type: 'limit_strings', limit: 5}]),
    // Second adversarial review 2026-11-28: what a "character" is, a fractional limit below 1, and the default when
    // the class is built by hand rather than from a client configuration.
    'emoji-halved': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 1}, {emoji: '\u{1F642}x', accent: 'e\u0301t'}),
    'fraction-below-one': (sdk) => direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 0.5}, 'abc'),
    'by-hand-default': (sdk) =>
      byHand(sdk, 'LimitStringsPostProcessor', {tool_post_processor_type: 'limit_strings'}, 'x'.repeat(10005)).then(
        (r) => ('value' in r && typeof r.value === 'string' ? {length: r.value.length} : r),
      ),
  }),
  ...casesOf('post-processors.chain.order', {
    'filter-then-limit': (sdk) =>
      processed(sdk, [
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']},
        {tool_post_processor_type: 'limit_strings', limit: 10},
      ]),
    streaming: (sdk) => processed(sdk, [{tool_post_processor_type: 'limit_strings', limit: 4}], RESULT, 'data', true),
  }),
  ...casesOf('post-processors.config.unknown-type', {
    unknown: (sdk) =>
      settle(async () =>
        (await client(sdk, {post_processing: [{tool_post_processor_type: 'redact'}]})) ? 'created' : 'none',
      ),
    'missing-type': (sdk) =>
      settle(async () => ((await client(sdk, {post_processing: [{limit: 3}]})) ? 'created' : 'none')),
  }),
  ...casesOf('post-processors.limit-strings.tool-filters', {
    'only-include-other-tool': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 2, only_include_tools: ['m.other']}, 'abcdef'),
    'exclude-this-tool': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 2, exclude_tools: ['m.data']}, 'abcdef'),
    'only-include-this-manual': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 2, only_include_manuals: ['m']}, 'abcdef'),
  }),
];

/** Calls text tool m.data (content "abcdef") through a client whose one post-processor is `config`. */
async function throughACall(sdk: LoadedSdk, config: Json) {
  const utcp = await clientWithTools(sdk, 'm', [tool('data', {call_template_type: 'text', content: 'abcdef'})], {
    post_processing: [config],
  });
  const outcome = await settle(utcp.callTool('m.data', {}));
  await utcp.close();
  return outcome;
}

const LIMIT_2 = {tool_post_processor_type: 'limit_strings', limit: 2};

cases.push(
  ...casesOf('post-processors.selectors.through-a-call', {
    'no-selector': (sdk) => throughACall(sdk, LIMIT_2),
    'exclude-this-tool': (sdk) => throughACall(sdk, {...LIMIT_2, exclude_tools: ['m.data']}),
    'only-include-other-tool': (sdk) => throughACall(sdk, {...LIMIT_2, only_include_tools: ['m.other']}),
    'only-include-this-tool': (sdk) => throughACall(sdk, {...LIMIT_2, only_include_tools: ['m.data']}),
    'exclude-this-manual': (sdk) => throughACall(sdk, {...LIMIT_2, exclude_manuals: ['m']}),
  }),
);

// Cases of the core entries of the TypeScript API reference (Issue 35): what the client hands a
// post-processor, the post-processor serializers and schema, and the selectors of a processor built by hand.

const processorCore = loadedCore;

/**
 * Registers post-processor type tc2_recorder, which writes down what postProcess receives and
 * wraps the result it is given, and calls text tool m.data through a client configured with it.
 */
async function recorded(sdk: LoadedSdk, streaming: boolean) {
  const core = await processorCore(sdk);
  const seen: Json[] = [];
  const current: {client?: unknown} = {};
  const build = () => ({
    tool_post_processor_type: 'tc2_recorder',
    postProcess: (caller: unknown, tool: Json, template: Json, result: unknown) => {
      seen.push({
        'caller is the client': caller === current.client,
        tool: tool.name,
        template: template.name,
        result,
      });
      return {wrapped: result};
    },
  });
  core.ToolPostProcessorConfigSerializer.registerPostProcessor(
    'tc2_recorder',
    {toDict: () => ({tool_post_processor_type: 'tc2_recorder'}), validateDict: build},
    true,
  );
  const utcp = await clientWithTools(sdk, 'm', [tool('data', {call_template_type: 'text', content: 'abc'})], {
    post_processing: [{tool_post_processor_type: 'tc2_recorder'}],
  });
  current.client = utcp;
  if (!streaming) return {returned: await utcp.callTool('m.data', {}), seen};
  const chunks: unknown[] = [];
  for await (const chunk of utcp.callToolStreaming('m.data', {})) chunks.push(chunk);
  return {returned: chunks, seen};
}

const FILTER = {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']};

cases.push(
  ...casesOf('post-processors.custom.arguments', {
    'call-tool': (sdk) => recorded(sdk, false),
    'call-tool-streaming': (sdk) => recorded(sdk, true),
  }),
  ...casesOf('post-processors.config.serializers', {
    'dispatch-to-dict-unknown-type': (sdk) =>
      serializerOutcome(sdk, 'ToolPostProcessorConfigSerializer', 'toDict', {tool_post_processor_type: 'redact'}),
    'dispatch-validate-unknown-type': (sdk) =>
      serializerOutcome(sdk, 'ToolPostProcessorConfigSerializer', 'validateDict', {tool_post_processor_type: 'redact'}),
    'dispatch-round-trip': async (sdk) => {
      const core = await processorCore(sdk);
      const serializer = new core.ToolPostProcessorConfigSerializer();
      return settle(async () => {
        const built = serializer.validateDict(FILTER);
        return {class: built.constructor.name, toDict: serializer.toDict(built)};
      });
    },
    'filter-invalid': (sdk) =>
      serializerOutcome(sdk, 'FilterDictPostProcessorSerializer', 'validateDict', {
        tool_post_processor_type: 'filter_dict',
        exclude_keys: 'secret',
      }),
    'limit-invalid': (sdk) =>
      serializerOutcome(sdk, 'LimitStringsPostProcessorSerializer', 'validateDict', {
        tool_post_processor_type: 'limit_strings',
        limit: 'ten',
      }),
    'filter-to-dict-extra-key': async (sdk) => {
      const core = await processorCore(sdk);
      return new core.FilterDictPostProcessor({...FILTER, note: 'x'}).toDict();
    },
    'limit-to-dict-without-limit': async (sdk) => {
      const core = await processorCore(sdk);
      return new core.LimitStringsPostProcessor({tool_post_processor_type: 'limit_strings'}).toDict();
    },
    'schema-registered-type': async (sdk) => {
      const core = await processorCore(sdk);
      const parsed = core.ToolPostProcessorSchema.safeParse(FILTER);
      return {success: parsed.success, 'output is the input object': parsed.data === FILTER};
    },
    'schema-unknown-type': async (sdk) => {
      const core = await processorCore(sdk);
      return {success: core.ToolPostProcessorSchema.safeParse({tool_post_processor_type: 'redact'}).success};
    },
  }),
  ...casesOf('post-processors.selectors.built-by-hand', {
    'limit-exclude-this-tool': (sdk) =>
      byHand(
        sdk,
        'LimitStringsPostProcessor',
        {tool_post_processor_type: 'limit_strings', limit: 2, exclude_tools: ['m.data']},
        'abcdef',
      ),
    'limit-only-include-other-manual': (sdk) =>
      byHand(
        sdk,
        'LimitStringsPostProcessor',
        {tool_post_processor_type: 'limit_strings', limit: 2, only_include_manuals: ['other']},
        'abcdef',
      ),
    'filter-exclude-this-tool': (sdk) =>
      byHand(sdk, 'FilterDictPostProcessor', {...FILTER, exclude_tools: ['m.data']}, {secret: 1, a: 2}),
    'filter-only-include-this-tool': (sdk) =>
      byHand(sdk, 'FilterDictPostProcessor', {...FILTER, only_include_tools: ['m.data']}, {secret: 1, a: 2}),
  }),
);

// Adversarial review 2026-11-29 (p-fold12): two processors on a stream of three chunks of different types, from a
// protocol of our own (the sse and streamable_http plugins yield one placeholder string).

/** Registers post-processor types pf12_first and pf12_second, which write down what they get and wrap it. */
async function chainedOnThreeChunks(sdk: LoadedSdk, streaming: boolean) {
  const core = await processorCore(sdk);
  const seen: unknown[] = [];
  for (const label of ['first', 'second']) {
    const type = `pf12_${label}`;
    const build = () => ({
      tool_post_processor_type: type,
      postProcess: (_caller: unknown, _tool: Json, _template: Json, result: unknown) => {
        seen.push([label, result]);
        return {'wrapped by': label, inner: result};
      },
    });
    core.ToolPostProcessorConfigSerializer.registerPostProcessor(
      type,
      {toDict: () => ({tool_post_processor_type: type}), validateDict: build},
      true,
    );
  }
  acceptAnyTemplate(core, 'pf12_three');
  const registry = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
    .communicationProtocols;
  registry.pf12_three = {
    registerManual: async () => ({success: true, manual: {tools: []}, errors: []}),
    deregisterManual: async () => undefined,
    callTool: async () => [{a: 1}, 'two', 3],
    async *callToolStreaming() {
      yield {a: 1};
      yield 'two';
      yield 3;
    },
    close: async () => undefined,
  };
  return settle(async () => {
    const utcp = await clientWithTools(sdk, 'm', [tool('data', {call_template_type: 'pf12_three'})], {
      post_processing: [{tool_post_processor_type: 'pf12_first'}, {tool_post_processor_type: 'pf12_second'}],
    });
    let returned: unknown;
    if (streaming) {
      const chunks: unknown[] = [];
      for await (const chunk of utcp.callToolStreaming('m.data', {})) chunks.push(chunk);
      returned = chunks;
    } else returned = await utcp.callTool('m.data', {});
    await utcp.close();
    return {returned, 'calls in order': seen};
  });
}

cases.push(
  ...casesOf('post-processors.chain.streamed-chunks', {
    'call-tool': (sdk) => chainedOnThreeChunks(sdk, false),
    'three-chunks': (sdk) => chainedOnThreeChunks(sdk, true),
  }),
);

// Second reading 2026-11-29 (r-v01): the manual selectors naming the tool's own manual, alone and together.
cases.push(
  ...casesOf('post-processors.selectors.built-by-hand', {
    'filter-exclude-this-manual': (sdk) =>
      byHand(sdk, 'FilterDictPostProcessor', {
        tool_post_processor_type: 'filter_dict',
        exclude_keys: ['secret'],
        exclude_manuals: ['m'],
      }),
    'limit-only-include-this-manual': (sdk) =>
      byHand(
        sdk,
        'LimitStringsPostProcessor',
        {tool_post_processor_type: 'limit_strings', limit: 2, only_include_manuals: ['m']},
        'abcdef',
      ),
    'limit-both-manual-lists': (sdk) =>
      byHand(
        sdk,
        'LimitStringsPostProcessor',
        {tool_post_processor_type: 'limit_strings', limit: 2, only_include_manuals: ['m'], exclude_manuals: ['m']},
        'abcdef',
      ),
  }),
);

// Second reading 2026-11-29 (f-rfc-b): one recording post-processor on streams with edge chunks: null, "", an
// empty stream, and a stream that fails after one chunk.
async function recordedStream(sdk: LoadedSdk, kind: 'null-and-empty' | 'no-chunks' | 'fails-after-one') {
  const core = await processorCore(sdk);
  const seen: unknown[] = [];
  const type = `frb_${kind.replace(/-/g, '_')}`;
  core.ToolPostProcessorConfigSerializer.registerPostProcessor(
    `${type}_pp`,
    {
      toDict: () => ({tool_post_processor_type: `${type}_pp`}),
      validateDict: () => ({
        tool_post_processor_type: `${type}_pp`,
        postProcess: (_caller: unknown, _tool: Json, _template: Json, result: unknown) => {
          seen.push(result);
          return {seen: result};
        },
      }),
    },
    true,
  );
  acceptAnyTemplate(core, type);
  const registry = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
    .communicationProtocols;
  registry[type] = {
    registerManual: async () => ({success: true, manual: {tools: []}, errors: []}),
    deregisterManual: async () => undefined,
    callTool: async () => null,
    async *callToolStreaming() {
      if (kind === 'null-and-empty') {
        yield null;
        yield '';
      } else if (kind === 'fails-after-one') {
        yield 'é';
        throw new Error('stream broke');
      }
    },
    close: async () => undefined,
  };
  return settle(async () => {
    const utcp = await clientWithTools(sdk, 'm', [tool('data', {call_template_type: type})], {
      post_processing: [{tool_post_processor_type: `${type}_pp`}],
    });
    const chunks: unknown[] = [];
    let error: string | null = null;
    try {
      for await (const chunk of utcp.callToolStreaming('m.data', {})) chunks.push(chunk);
    } catch (caught) {
      error = (caught as Error).message;
    }
    await utcp.close();
    return {chunks, 'post-processor saw': seen, error};
  });
}

cases.push(
  ...casesOf('post-processors.chain.stream-edges', {
    'null-and-empty': (sdk) => recordedStream(sdk, 'null-and-empty'),
    'no-chunks': (sdk) => recordedStream(sdk, 'no-chunks'),
    'fails-after-one': (sdk) => recordedStream(sdk, 'fails-after-one'),
  }),
);

// Second reading 2026-11-29 (f-rfc-b): a filter_dict read from the client configuration, on an object that a
// protocol of our own returns (no text tool in between), by callTool and by callToolStreaming.
async function configuredFilterOnObject(sdk: LoadedSdk, config: Json, streaming: boolean) {
  const core = await processorCore(sdk);
  const type = 'frb_object';
  acceptAnyTemplate(core, type);
  const registry = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
    .communicationProtocols;
  const value = {id: 7, secret: 'x', meta: {secret: 's', note: 'é'}, items: [{secret: 'y'}, {id: 1}]};
  registry[type] = {
    registerManual: async () => ({success: true, manual: {tools: []}, errors: []}),
    deregisterManual: async () => undefined,
    callTool: async () => structuredClone(value),
    async *callToolStreaming() {
      yield structuredClone(value);
    },
    close: async () => undefined,
  };
  return settle(async () => {
    const utcp = await clientWithTools(sdk, 'm', [tool('data', {call_template_type: type})], {
      post_processing: [config],
    });
    let returned: unknown;
    if (streaming) {
      const chunks: unknown[] = [];
      for await (const chunk of utcp.callToolStreaming('m.data', {})) chunks.push(chunk);
      returned = chunks;
    } else returned = await utcp.callTool('m.data', {});
    await utcp.close();
    return returned;
  });
}

cases.push(
  ...casesOf('post-processors.filter-dict.config-object', {
    'exclude-call': (sdk) =>
      configuredFilterOnObject(sdk, {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']}, false),
    'only-include-call': (sdk) =>
      configuredFilterOnObject(sdk, {tool_post_processor_type: 'filter_dict', only_include_keys: ['id']}, false),
    'exclude-streaming': (sdk) =>
      configuredFilterOnObject(sdk, {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']}, true),
    'exclude-other-manual': (sdk) =>
      configuredFilterOnObject(
        sdk,
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret'], exclude_manuals: ['other']},
        false,
      ),
  }),
);

// Second reading 2026-11-29 (f-rfc-b): the class built by hand emptying an object under a key, the whole result,
// an array under a key, and a non-ASCII key.
cases.push(
  ...casesOf('post-processors.filter-dict.emptied', {
    'object-under-key': (sdk) =>
      byHand(
        sdk,
        'FilterDictPostProcessor',
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']},
        {
          meta: {secret: 1},
          id: 1,
        },
      ),
    'whole-result': (sdk) =>
      byHand(
        sdk,
        'FilterDictPostProcessor',
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']},
        {
          secret: 1,
        },
      ),
    'array-under-key': (sdk) =>
      byHand(
        sdk,
        'FilterDictPostProcessor',
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']},
        {
          items: [{secret: 1}],
          id: 1,
        },
      ),
    'unicode-key': (sdk) =>
      byHand(
        sdk,
        'FilterDictPostProcessor',
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['clé']},
        {
          clé: 1,
          id: {clé: 2},
        },
      ),
  }),
);

// Second reading 2026-11-29 (f-rfc-b): the same array through the class built by hand.
cases.push(
  ...casesOf('post-processors.filter-dict.only-include-scalars', {
    'booleans-and-strings': (sdk) =>
      byHand(
        sdk,
        'FilterDictPostProcessor',
        {tool_post_processor_type: 'filter_dict', only_include_keys: ['name']},
        {
          items: [true, false, 0, '', 'é', [1, 2], {name: 'ü'}],
        },
      ),
  }),
);

// Second reading 2026-11-29 (f-rfc-b): limit_strings with the selectors the earlier cases left out, through a call.
async function limitStreamed(sdk: LoadedSdk, config: Json) {
  const utcp = await clientWithTools(sdk, 'm', [tool('data', {call_template_type: 'text', content: 'éàü'})], {
    post_processing: [config],
  });
  const outcome = await settle(async () => {
    const chunks: unknown[] = [];
    for await (const chunk of utcp.callToolStreaming('m.data', {})) chunks.push(chunk);
    return chunks;
  });
  await utcp.close();
  return outcome;
}

cases.push(
  ...casesOf('post-processors.selectors.limit-edges', {
    'only-include-other-manual': (sdk) => throughACall(sdk, {...LIMIT_2, only_include_manuals: ['other']}),
    'exclude-short-tool-name': (sdk) => throughACall(sdk, {...LIMIT_2, exclude_tools: ['data']}),
    'exclude-this-manual-streaming': (sdk) => limitStreamed(sdk, {...LIMIT_2, exclude_manuals: ['m']}),
  }),
);

// Second reading 2026-11-30 (lead, RFC 6.6): an object emptied two levels down, an array emptied inside an object,
// and members that were empty before the filter ran.
cases.push(
  ...casesOf('post-processors.filter-dict.emptied', {
    'deep-and-already-empty': (sdk) =>
      byHand(
        sdk,
        'FilterDictPostProcessor',
        {tool_post_processor_type: 'filter_dict', exclude_keys: ['secret']},
        {a: {b: {secret: 1}, items: [{secret: 2}]}, kept: {}, list: [], id: 1},
      ),
  }),
);

// Second reading 2026-11-30 (w-next-other): a CRLF inside a string, an empty string, a long key, and a string
// exactly the limit long.
cases.push(
  ...casesOf('post-processors.limit-strings.limit', {
    'crlf-empty-and-keys': (sdk) =>
      direct(
        sdk,
        {tool_post_processor_type: 'limit_strings', limit: 3},
        {'long-key-name': 'a\r\nbc', list: ['', 'abc', 'abcd']},
      ),
  }),
);

// Second reading 2026-11-30 (w-v10): a top-level array, CRLF counted as two characters, a long key.
cases.push(
  ...casesOf('post-processors.limit-strings.limit', {
    'top-level-list-crlf-and-keys': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 3}, [
        'a\r\nbc',
        'xy',
        {'a-long-key': 'abcdef', k: ['wxyz']}, // cspell:disable-line
      ]),
  }),
);

// Second reading (wave 3) 2026-11-29, g-guides: an unlisted key whose named key sits in a list of lists or holds null
// or an empty string, beside an unlisted key with nothing named below it.
cases.push(
  ...casesOf('post-processors.filter-dict.only-include-keys', {
    'deep-null-and-empty': (sdk) =>
      byHand(
        sdk,
        'FilterDictPostProcessor',
        {tool_post_processor_type: 'filter_dict', only_include_keys: ['name']},
        {
          wrap: {deep: [[{name: null, x: 1}]]},
          blank: {x: {name: ''}},
          none: {x: {y: 1}},
          grüße: {name: 'é'},
        },
      ),
  }),
);

// Second reading (wave 3) 2026-11-29, g-guides: limit_strings over strings in lists of lists and objects four levels
// down, beside a boolean, a number, null and a long key.
cases.push(
  ...casesOf('post-processors.limit-strings.limit', {
    'deep-nesting': (sdk) =>
      direct(
        sdk,
        {tool_post_processor_type: 'limit_strings', limit: 2},
        {a: [['abcdef', {b: ['golden', {c: 'maple'}]}]], 'abcdef-key': true, n: 12345, none: null},
      ),
  }),
);

// Second reading (wave 5) 2026-11-29 (h-mcp): a string 1200 and 20000 arrays deep (limit 2); the innermost value,
// or the error.
function nested(depth: number): unknown {
  let value: unknown = 'abcdef';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

function innermost(value: unknown): unknown {
  let inner = value;
  while (Array.isArray(inner)) inner = inner[0];
  return inner;
}

cases.push(
  ...casesOf('post-processors.limit-strings.limit', {
    'wave5-very-deep': async (sdk) => {
      const out: Record<string, unknown> = {};
      for (const depth of [1200, 20000]) {
        const outcome = (await direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 2}, nested(depth))) as {
          value?: unknown;
          error?: {type: string};
        };
        out[`${depth} arrays deep`] = 'value' in outcome ? innermost(outcome.value) : {error: outcome.error?.type};
      }
      return out;
    },
  }),
);

// First reading (wave 6) 2026-11-29, u-mcp: the manual selectors of a configured limit_strings, a result without
// strings, and what the limit_strings serializer receives while the client is created.

/** Creates a client with one configured limit_strings (exclude_tools m.data) and records each validateDict call. */
async function serializerReads(sdk: LoadedSdk) {
  const core = (await sdk.sdk()) as unknown as Record<string, unknown>;
  const registry = (
    core.ToolPostProcessorConfigSerializer as {implementations: Record<string, {validateDict(d: unknown): unknown}>}
  ).implementations;
  const serializer = registry.limit_strings;
  const original = serializer.validateDict;
  const reads: Json[] = [];
  serializer.validateDict = function (data: unknown) {
    const given = data as Record<string, unknown>;
    reads.push({
      builtObject: data instanceof (core.LimitStringsPostProcessor as new (...a: unknown[]) => unknown),
      exclude_tools: (given.exclude_tools as Json) ?? null,
    });
    return original.call(this, data);
  };
  try {
    return await settle(async () => {
      const utcp = await client(sdk, {
        post_processing: [{tool_post_processor_type: 'limit_strings', limit: 2, exclude_tools: ['m.data']}],
      });
      await utcp.close();
      return {reads};
    });
  } finally {
    serializer.validateDict = original;
  }
}

cases.push(
  ...casesOf('post-processors.limit-strings.tool-filters', {
    'exclude-this-manual': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 2, exclude_manuals: ['m']}, 'abcdef'),
    'only-include-other-manual': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 2, only_include_manuals: ['other']}, 'abcdef'),
    'exclude-this-tool-no-strings': (sdk) =>
      direct(
        sdk,
        {tool_post_processor_type: 'limit_strings', limit: 2, exclude_tools: ['m.data']},
        {n: 12345, ok: true},
      ),
    'exclude-this-tool-short-string': (sdk) =>
      direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 2, exclude_tools: ['m.data']}, 'ab'),
    'serializer-reads': (sdk) => serializerReads(sdk),
  }),
);

// Third reading (wave 7) 2026-11-29 (w7): a string 100 and 400 arrays deep (limit 2).
cases.push(
  ...casesOf('post-processors.limit-strings.limit', {
    'wave7-hundreds-deep': async (sdk) => {
      const out: Record<string, unknown> = {};
      for (const depth of [100, 400]) {
        const outcome = (await direct(sdk, {tool_post_processor_type: 'limit_strings', limit: 2}, nested(depth))) as {
          value?: unknown;
          error?: {type: string};
        };
        out[`${depth} arrays deep`] = 'value' in outcome ? innermost(outcome.value) : {error: outcome.error?.type};
      }
      return out;
    },
  }),
);
