/** Cases of the direct-call call template (@utcp/direct-call 1.0.12): functions of the same process as tools. */
import {client, inlineManual, manual, settle, tool, withoutStack} from './support/client';
import {casesOf, type BehaviourCase, type LoadedSdk, type RegisterManualResult, type UtcpClient} from './support/sdk';
import {lineEntry} from './support/source-build';

type Register = (name: string, callable: (...args: unknown[]) => unknown) => void;

async function plugin(sdk: LoadedSdk) {
  const module = await sdk.load('@utcp/direct-call');
  return {registerCallable: module.registerCallable as Register};
}

/**
 * The callable name a case registers under. Cases run one after another and each registers its
 * function right before using it, so a fixed name per purpose is enough (and keeps messages stable).
 */
function unique(base: string): string {
  return `${base}_callable`;
}

/** Registers `fn` as callable `unique(base)` and, in `utcp`, a manual `local` whose tool `fn` calls it. */
async function registerLocalTool(
  sdk: LoadedSdk,
  utcp: UtcpClient,
  base: string,
  fn: (...args: unknown[]) => unknown,
): Promise<RegisterManualResult> {
  const {registerCallable} = await plugin(sdk);
  const name = unique(base);
  registerCallable(name, fn);
  const protocols = sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: ['direct-call']} : {};
  return utcp.registerManual(
    inlineManual('local', manual(tool('fn', {call_template_type: 'direct-call', callable_name: name})), protocols),
  );
}

/** Registers `fn` as the callable of tool `fn` in manual `local`, calls it with `args`. */
async function callWith(
  sdk: LoadedSdk,
  fn: (...args: unknown[]) => unknown,
  args: Record<string, unknown>,
  streaming = false,
) {
  const utcp = await client(sdk, {}, ['@utcp/direct-call']);
  const registered = await registerLocalTool(sdk, utcp, 'fn', fn);
  if (!registered.success) return {registered: false, errors: registered.errors};
  if (!streaming) return settle(utcp.callTool('local.fn', args));
  return settle(async () => {
    const chunks: unknown[] = [];
    for await (const chunk of utcp.callToolStreaming('local.fn', args)) chunks.push(chunk);
    return chunks;
  });
}

/** Registers a manual whose tools come from a callable that returns `value`. */
async function manualFrom(sdk: LoadedSdk, value: () => unknown, registerIt = true) {
  const {registerCallable} = await plugin(sdk);
  const name = unique('manual');
  if (registerIt) registerCallable(name, value);
  const utcp = await client(sdk, {}, ['@utcp/direct-call']);
  return settle(async () => {
    const result = await utcp.registerManual({name: 'local', call_template_type: 'direct-call', callable_name: name});
    return {
      success: result.success,
      errors: result.errors.map((e) => withoutStack(e)),
      tools: (result.manual?.tools ?? []).map((t) => t.name),
    };
  });
}

type Fn = (...args: unknown[]) => unknown;
interface DirectProtocol {
  registerCallable(name: string, fn: Fn): void;
  unregisterCallable(name: string): void;
  getCallable(name: string): Fn | undefined;
  registerManual(caller: unknown, template: Record<string, unknown>): Promise<RegisterManualResult>;
  deregisterManual(caller: unknown, template: Record<string, unknown>): Promise<unknown>;
  callToolStreaming(
    caller: unknown,
    name: string,
    args: Record<string, unknown>,
    template: unknown,
  ): AsyncIterable<unknown>;
}

/** The package's exports and the tables it registers into, with the direct-call entries of both. */
async function tables(sdk: LoadedSdk) {
  const module = await sdk.load('@utcp/direct-call');
  const core = await sdk.sdk();
  const protocols = (core.CommunicationProtocol as {communicationProtocols: Record<string, unknown>})
    .communicationProtocols;
  const serializers = (core.CallTemplateSerializer as unknown as {serializers: Record<string, unknown>}).serializers;
  return {
    module: module as Record<string, Fn>,
    protocols,
    serializers,
    protocol: () => protocols['direct-call'] as DirectProtocol,
  };
}

/**
 * Runs `work` with the direct-call protocol taken out of the table (as before the package registers
 * it); the entries that were there are put back afterwards.
 */
async function withoutProtocol<T>(sdk: LoadedSdk, work: () => T | Promise<T>): Promise<T> {
  const {protocols, serializers} = await tables(sdk);
  const [protocol, serializer] = [protocols['direct-call'], serializers['direct-call']];
  delete protocols['direct-call'];
  try {
    return await work();
  } finally {
    protocols['direct-call'] = protocol;
    serializers['direct-call'] = serializer;
  }
}

const template = (callable_name: string) => ({name: 'local', call_template_type: 'direct-call', callable_name});
let freshCount = 0;

/** Streams a call of `fn` through the protocol instance and collects the chunks. */
async function streamThrough(sdk: LoadedSdk, fn: Fn) {
  const protocol = (await tables(sdk)).protocol();
  protocol.registerCallable('stream_callable', fn);
  return settle(async () => {
    const chunks: unknown[] = [];
    for await (const chunk of protocol.callToolStreaming(null, 'local.fn', {}, template('stream_callable')))
      chunks.push(chunk);
    return chunks;
  });
}

export const cases: BehaviourCase[] = [
  ...casesOf('direct-call.call.arguments', {
    'two-arguments': (sdk) => callWith(sdk, (a, b) => ({a, b}), {a: 1, b: 2}),
    'arguments-in-other-order': (sdk) => callWith(sdk, (a, b) => ({a, b}), {b: 2, a: 1}),
    'no-arguments': (sdk) => callWith(sdk, (...all) => all.length, {}),
    'object-parameter': (sdk) => callWith(sdk, (input) => input, {city: 'Bern', days: 3}),
  }),
  ...casesOf('direct-call.call.results', {
    'async-function': (sdk) => callWith(sdk, async () => ({ok: true}), {}),
    throws: (sdk) =>
      callWith(
        sdk,
        () => {
          throw new TypeError('bad city');
        },
        {},
      ),
    'returns-undefined': (sdk) => callWith(sdk, () => undefined, {}),
    'streaming-generator': (sdk) =>
      callWith(
        sdk,
        async function* () {
          yield 1;
          yield 2;
        },
        {},
        true,
      ),
  }),
  ...casesOf('direct-call.call.unregistered', {
    'callable-unknown-at-call': async (sdk) => {
      const utcp = await client(sdk, {}, ['@utcp/direct-call']);
      const protocols = sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: ['direct-call']} : {};
      await utcp.registerManual(
        inlineManual(
          'local',
          manual(tool('fn', {call_template_type: 'direct-call', callable_name: 'never_registered'})),
          protocols,
        ),
      );
      return settle(utcp.callTool('local.fn', {}));
    },
    'callable-unknown-at-registration': (sdk) => manualFrom(sdk, () => ({tools: []}), false),
  }),
  ...casesOf('direct-call.register.manual', {
    'callable-returns-manual': (sdk) =>
      manualFrom(sdk, () => manual(tool('ping', {call_template_type: 'direct-call', callable_name: 'ping'}))),
    'callable-returns-invalid': (sdk) => manualFrom(sdk, () => ({tools: [{name: 'x'}]})),
    'text-manual-without-allowed-protocols': async (sdk) => {
      const utcp = await client(sdk, {}, ['@utcp/direct-call']);
      const result = await utcp.registerManual(
        inlineManual('local', manual(tool('fn', {call_template_type: 'direct-call', callable_name: 'x'}))),
      );
      return {success: result.success, tools: (await utcp.getTools()).map((t) => t.name)};
    },
  }),
  ...casesOf('direct-call.close.callables', {
    'other-client-closed': async (sdk) => {
      const first = await client(sdk, {}, ['@utcp/direct-call']);
      const second = await client(sdk, {}, ['@utcp/direct-call']);
      await registerLocalTool(sdk, second, 'shared', () => 'still here');
      const before = await settle(second.callTool('local.fn', {}));
      await first.close();
      const after = await settle(second.callTool('local.fn', {}));
      return {before, after};
    },
    'same-client-closed': async (sdk) => {
      const utcp = await client(sdk, {}, ['@utcp/direct-call']);
      await registerLocalTool(sdk, utcp, 'own', () => 'still here');
      await utcp.close();
      return settle(utcp.callTool('local.fn', {}));
    },
  }),
  ...casesOf('direct-call.template.strict', {
    'extra-key': async (sdk) => {
      await plugin(sdk);
      const core = await sdk.sdk();
      return settle(async () =>
        new core.CallTemplateSerializer().validateDict({
          call_template_type: 'direct-call',
          callable_name: 'f',
          timeout: 5,
        }),
      );
    },
    'callable-name-missing': async (sdk) => {
      await plugin(sdk);
      const core = await sdk.sdk();
      return settle(async () => new core.CallTemplateSerializer().validateDict({call_template_type: 'direct-call'}));
    },
  }),
  ...casesOf('direct-call.protocol.members', {
    'import-registers': async (sdk) => {
      const {protocols, serializers} = await tables(sdk);
      const [protocol, serializer] = [protocols['direct-call'], serializers['direct-call']];
      delete protocols['direct-call'];
      delete serializers['direct-call'];
      try {
        await import(`${lineEntry(sdk, '@utcp/direct-call')}?fresh=${++freshCount}`);
        return {protocol: 'direct-call' in protocols, serializer: 'direct-call' in serializers};
      } finally {
        protocols['direct-call'] = protocol;
        serializers['direct-call'] = serializer;
      }
    },
    'template-type': async (sdk) => {
      await tables(sdk);
      const core = await sdk.sdk();
      return settle(async () => new core.CallTemplateSerializer().validateDict(template('f')));
    },
    'template-type-other': async (sdk) => {
      const {module} = await tables(sdk);
      const Serializer = module.DirectCallTemplateSerializer as unknown as new () => {
        validateDict(v: unknown): unknown;
      };
      return settle(async () => new Serializer().validateDict({call_template_type: 'direct', callable_name: 'f'})).then(
        (r) => ('error' in r ? {error: {type: r.error.type, message: r.error.message.split('\n')[0]}} : r),
      );
    },
    'get-callable': async (sdk) => {
      const protocol = (await tables(sdk)).protocol();
      const fn = () => 'x';
      protocol.registerCallable('get_callable', fn);
      return {
        same: protocol.getCallable('get_callable') === fn,
        unknown: protocol.getCallable('no_such') ?? 'undefined',
      };
    },
    'unregister-callable': async (sdk) => {
      const protocol = (await tables(sdk)).protocol();
      protocol.registerCallable('gone_callable', () => 'x');
      protocol.unregisterCallable('gone_callable');
      const again = await settle(async () => protocol.unregisterCallable('gone_callable') ?? 'undefined');
      return {after: protocol.getCallable('gone_callable') ?? 'undefined', unknownName: again};
    },
    'deregister-manual': async (sdk) => {
      const protocol = (await tables(sdk)).protocol();
      const fn = () => ({tools: []});
      protocol.registerCallable('kept_callable', fn);
      const returned = await protocol.deregisterManual(null, template('kept_callable'));
      return {returned: returned ?? 'undefined', stillThere: protocol.getCallable('kept_callable') === fn};
    },
    'manual-callable-arguments': async (sdk) => {
      const protocol = (await tables(sdk)).protocol();
      let seen: number | undefined;
      protocol.registerCallable('count_callable', (...all: unknown[]) => {
        seen = all.length;
        return {tools: []};
      });
      const result = await protocol.registerManual(null, template('count_callable'));
      return {success: result.success, argumentsSeen: seen};
    },
    'streaming-plain-value': (sdk) => streamThrough(sdk, () => ({n: 1})),
    'streaming-array': (sdk) => streamThrough(sdk, () => [1, 2]),
    'streaming-undefined': (sdk) =>
      streamThrough(sdk, () => undefined).then((r) => ('value' in r ? {value: (r.value as unknown[]).length} : r)),
    'add-function-returns-it': async (sdk) => {
      const {module, protocol} = await tables(sdk);
      const fn = () => 'x';
      const returned = module.addFunctionToUtcpDirectCall('added_callable', fn);
      return {returnedSame: returned === fn, registered: protocol().getCallable('added_callable') === fn};
    },
    'add-before-register': async (sdk) => {
      const {module, protocol} = await tables(sdk);
      const fn = () => 'queued';
      return withoutProtocol(sdk, () => {
        const returned = module.addFunctionToUtcpDirectCall('queued_callable', fn);
        module.register();
        return {returnedSame: returned === fn, afterRegister: protocol().getCallable('queued_callable') === fn};
      });
    },
    'pending-emptied': async (sdk) => {
      const {module, protocol} = await tables(sdk);
      const fn = () => 'pending';
      await withoutProtocol(sdk, () => module.addFunctionToUtcpDirectCall('pending_callable', fn));
      const before = protocol().getCallable('pending_callable') ?? 'undefined';
      module.registerPendingCallables();
      const handedOver = protocol().getCallable('pending_callable') === fn;
      protocol().unregisterCallable('pending_callable');
      module.registerPendingCallables();
      return {before, handedOver, afterSecondRun: protocol().getCallable('pending_callable') ?? 'undefined'};
    },
    'register-callable-without-protocol': async (sdk) => {
      const {module} = await tables(sdk);
      return withoutProtocol(sdk, () => settle(async () => module.registerCallable('lost_callable', () => 'x')));
    },
    'unregister-callable-without-protocol': async (sdk) => {
      const {module} = await tables(sdk);
      return withoutProtocol(sdk, () => settle(async () => module.unregisterCallable('lost_callable')));
    },
  }),
];

cases.push(
  ...casesOf('direct-call.protocol.members', {
    'call-integer-like-keys': async (sdk) => {
      const protocol = (await tables(sdk)).protocol() as DirectProtocol & {
        callTool(caller: unknown, name: string, args: Record<string, unknown>, template: unknown): Promise<unknown>;
      };
      protocol.registerCallable('order_callable', (first, second) => ({first, second}));
      return settle(protocol.callTool(null, 'local.fn', {b: 'b-value', '1': 'one-value'}, template('order_callable')));
    },
    'queued-same-name-twice': async (sdk) => {
      const {module, protocol} = await tables(sdk);
      const [first, second] = [() => 'first', () => 'second'];
      return withoutProtocol(sdk, () => {
        module.addFunctionToUtcpDirectCall('twice_callable', first);
        const returned = module.addFunctionToUtcpDirectCall('twice_callable', second);
        module.register();
        const kept = protocol().getCallable('twice_callable');
        return {
          secondReturned: returned === second,
          kept: kept === first ? 'first' : kept === second ? 'second' : 'none',
        };
      });
    },
    'streaming-sync-generator': (sdk) =>
      streamThrough(sdk, function* () {
        yield 1;
        yield 2;
      }).then((r) => ('value' in r ? {chunks: (r.value as unknown[]).length} : r)),
    'streaming-promised-async-iterable': (sdk) =>
      streamThrough(sdk, async () =>
        (async function* () {
          yield 'a';
          yield 'b';
        })(),
      ),
  }),
  // Second reading 2026-11-29 (RFC 5.1 auth table): an auth object on a direct-call template.
  ...casesOf('direct-call.template.strict', {
    'auth-api-key': (sdk) =>
      validatedWithAuth(sdk, {auth_type: 'api_key', api_key: 'k', var_name: 'X-Key', location: 'header'}),
  }),
  // Second reading 2026-11-30 (RFC 5.1 auth table): auth null, a basic auth and an empty auth object.
  ...casesOf('direct-call.template.strict', {
    'auth-null': (sdk) => validatedWithAuth(sdk, null),
    'auth-basic': (sdk) => validatedWithAuth(sdk, {auth_type: 'basic', username: 'u', password: 'p'}),
    'auth-empty-object': (sdk) => validatedWithAuth(sdk, {}),
  }),
);

/** A direct-call template for `f` carrying `auth`, through the serializer: the template or the first line of the error. */
async function validatedWithAuth(sdk: LoadedSdk, auth: unknown) {
  await plugin(sdk);
  const core = await sdk.sdk();
  return settle(async () =>
    new core.CallTemplateSerializer().validateDict({call_template_type: 'direct-call', callable_name: 'f', auth}),
  ).then((r) => ('error' in r ? {error: {type: r.error.type, message: r.error.message.split('\n')[0]}} : r));
}

// Second reading (wave 3) 2026-11-29 (g-rfc, RFC 5.x): an auth member that is the empty string or false.
cases.push(
  ...casesOf('direct-call.template.strict', {
    'auth-empty-string': (sdk) => validatedWithAuth(sdk, ''),
    'auth-false': (sdk) => validatedWithAuth(sdk, false),
  }),
);

// First reading (wave 6) 2026-11-29 (u-cli): what reaches the function and what comes back unchanged, which
// iterables callToolStreaming takes apart, and which names and return values registerManual turns into a failure.

/** Registers a manual from a direct-call template whose callable_name is `name` (function `fn` under `registeredAs`). */
async function manualNamed(sdk: LoadedSdk, name: string, registeredAs?: string) {
  const {registerCallable} = await plugin(sdk);
  if (registeredAs !== undefined)
    registerCallable(registeredAs, () => manual(tool('ping', {call_template_type: 'direct-call', callable_name: 'p'})));
  const utcp = await client(sdk, {}, ['@utcp/direct-call']);
  return settle(async () => {
    const result = await utcp.registerManual({name: 'local', call_template_type: 'direct-call', callable_name: name});
    return {success: result.success, errors: result.errors.map((e) => withoutStack(e).split('\n')[0])};
  });
}

/** Streams a call of `fn` through the client and records the chunks and the error it ends with, if any. */
async function streamedThroughClient(sdk: LoadedSdk, fn: (...args: unknown[]) => unknown) {
  const utcp = await client(sdk, {}, ['@utcp/direct-call']);
  await registerLocalTool(sdk, utcp, 'fn', fn);
  const chunks: unknown[] = [];
  const end = await settle(async () => {
    for await (const chunk of utcp.callToolStreaming('local.fn', {})) chunks.push(chunk);
    return 'ended';
  });
  return {chunks, end};
}

cases.push(
  ...casesOf('direct-call.call.arguments', {
    'rest-parameters': (sdk) => callWith(sdk, (...all) => all, {x: 1, y: 'two', z: null, w: {nested: true}}),
    'same-object-returned': async (sdk) => {
      const returned = {when: new Date(0)};
      const outcome = await callWith(sdk, () => returned, {});
      return {'same object': 'value' in outcome && outcome.value === returned};
    },
    'called-once-in-process': async (sdk) => {
      let calls = 0;
      const outcome = await callWith(
        sdk,
        () => {
          calls += 1;
          return process.pid;
        },
        {},
      );
      return {calls, 'same process': 'value' in outcome && outcome.value === process.pid};
    },
    'two-clients': async (sdk) => {
      const first = await client(sdk, {}, ['@utcp/direct-call']);
      const second = await client(sdk, {}, ['@utcp/direct-call']);
      await registerLocalTool(sdk, first, 'two_clients', () => 'answered');
      const protocols = sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: ['direct-call']} : {};
      await second.registerManual(
        inlineManual(
          'local',
          manual(tool('fn', {call_template_type: 'direct-call', callable_name: unique('two_clients')})),
          protocols,
        ),
      );
      return {
        first: await settle(first.callTool('local.fn', {})),
        second: await settle(second.callTool('local.fn', {})),
      };
    },
  }),
  ...casesOf('direct-call.call.results', {
    'streaming-custom-async-iterable': (sdk) =>
      streamedThroughClient(sdk, () => ({
        async *[Symbol.asyncIterator]() {
          yield 'a';
          yield 'b';
        },
      })),
    'streaming-empty-generator': (sdk) =>
      streamedThroughClient(sdk, async function* () {
        /* yields nothing */
      }),
    'streaming-throws-midway': (sdk) =>
      streamedThroughClient(sdk, async function* () {
        yield 1;
        throw new Error('broken after one');
      }),
    'streaming-readable-stream': (sdk) =>
      streamedThroughClient(
        sdk,
        () =>
          new ReadableStream({
            start(controller) {
              controller.enqueue('x');
              controller.enqueue('y');
              controller.close();
            },
          }),
      ),
  }),
  ...casesOf('direct-call.call.unregistered', {
    'callable-name-empty': (sdk) => manualNamed(sdk, '', ''),
    'callable-name-other-case': (sdk) => manualNamed(sdk, 'case_callable', 'Case_callable'),
    'callable-name-object-member': (sdk) => manualNamed(sdk, 'toString'),
  }),
  ...casesOf('direct-call.register.manual', {
    'callable-returns-other-values': async (sdk) => ({
      null: await manualFrom(sdk, () => null),
      'manual as a JSON string': await manualFrom(sdk, () => JSON.stringify(manual())),
      'tools not a list': await manualFrom(sdk, () => ({tools: 'none'})),
      '{}': await manualFrom(sdk, () => ({})),
    }),
    'callable-throws-or-rejects': async (sdk) => ({
      throws: await manualFrom(sdk, () => {
        throw new Error('no manual today');
      }),
      rejects: await manualFrom(sdk, async () => {
        throw new Error('no manual later');
      }),
    }),
    'async-callable-returns-manual': (sdk) =>
      manualFrom(sdk, async () => manual(tool('ping', {call_template_type: 'direct-call', callable_name: 'ping'}))),
  }),
);
