/** Cases of the direct-call call template (@utcp/direct-call 1.0.12): functions of the same process as tools. */
import {client, inlineManual, manual, settle, tool, withoutStack} from './support/client';
import type {BehaviourCase, LoadedSdk} from './support/sdk';

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

/** Registers `fn` as the callable of tool `fn` in manual `local`, calls it with `args`. */
async function callWith(
  sdk: LoadedSdk,
  fn: (...args: unknown[]) => unknown,
  args: Record<string, unknown>,
  streaming = false,
) {
  const {registerCallable} = await plugin(sdk);
  const name = unique('fn');
  registerCallable(name, fn);
  const utcp = await client(sdk, {}, ['@utcp/direct-call']);
  const protocols = sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: ['direct-call']} : {};
  const registered = await utcp.registerManual(
    inlineManual('local', manual(tool('fn', {call_template_type: 'direct-call', callable_name: name})), protocols),
  );
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

export const cases: BehaviourCase[] = [
  {
    key: 'direct-call.call.arguments',
    case: 'two-arguments',
    run: (sdk) => callWith(sdk, (a, b) => ({a, b}), {a: 1, b: 2}),
  },
  {
    key: 'direct-call.call.arguments',
    case: 'arguments-in-other-order',
    run: (sdk) => callWith(sdk, (a, b) => ({a, b}), {b: 2, a: 1}),
  },
  {key: 'direct-call.call.arguments', case: 'no-arguments', run: (sdk) => callWith(sdk, (...all) => all.length, {})},
  {
    key: 'direct-call.call.arguments',
    case: 'object-parameter',
    run: (sdk) => callWith(sdk, (input) => input, {city: 'Bern', days: 3}),
  },
  {key: 'direct-call.call.results', case: 'async-function', run: (sdk) => callWith(sdk, async () => ({ok: true}), {})},
  {
    key: 'direct-call.call.results',
    case: 'throws',
    run: (sdk) =>
      callWith(
        sdk,
        () => {
          throw new TypeError('bad city');
        },
        {},
      ),
  },
  {key: 'direct-call.call.results', case: 'returns-undefined', run: (sdk) => callWith(sdk, () => undefined, {})},
  {
    key: 'direct-call.call.results',
    case: 'streaming-generator',
    run: (sdk) =>
      callWith(
        sdk,
        async function* () {
          yield 1;
          yield 2;
        },
        {},
        true,
      ),
  },
  {
    key: 'direct-call.call.unregistered',
    case: 'callable-unknown-at-call',
    run: async (sdk) => {
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
  },
  {
    key: 'direct-call.call.unregistered',
    case: 'callable-unknown-at-registration',
    run: (sdk) => manualFrom(sdk, () => ({tools: []}), false),
  },
  {
    key: 'direct-call.register.manual',
    case: 'callable-returns-manual',
    run: (sdk) =>
      manualFrom(sdk, () => manual(tool('ping', {call_template_type: 'direct-call', callable_name: 'ping'}))),
  },
  {
    key: 'direct-call.register.manual',
    case: 'callable-returns-invalid',
    run: (sdk) => manualFrom(sdk, () => ({tools: [{name: 'x'}]})),
  },
  {
    key: 'direct-call.register.manual',
    case: 'text-manual-without-allowed-protocols',
    run: async (sdk) => {
      const utcp = await client(sdk, {}, ['@utcp/direct-call']);
      const result = await utcp.registerManual(
        inlineManual('local', manual(tool('fn', {call_template_type: 'direct-call', callable_name: 'x'}))),
      );
      return {success: result.success, tools: (await utcp.getTools()).map((t) => t.name)};
    },
  },
  {
    key: 'direct-call.close.callables',
    case: 'other-client-closed',
    run: async (sdk) => {
      const {registerCallable} = await plugin(sdk);
      const name = unique('shared');
      registerCallable(name, () => 'still here');
      const protocols = sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: ['direct-call']} : {};
      const first = await client(sdk, {}, ['@utcp/direct-call']);
      const second = await client(sdk, {}, ['@utcp/direct-call']);
      await second.registerManual(
        inlineManual('local', manual(tool('fn', {call_template_type: 'direct-call', callable_name: name})), protocols),
      );
      const before = await settle(second.callTool('local.fn', {}));
      await first.close();
      const after = await settle(second.callTool('local.fn', {}));
      return {before, after};
    },
  },
  {
    key: 'direct-call.close.callables',
    case: 'same-client-closed',
    run: async (sdk) => {
      const {registerCallable} = await plugin(sdk);
      const name = unique('own');
      registerCallable(name, () => 'still here');
      const protocols = sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: ['direct-call']} : {};
      const utcp = await client(sdk, {}, ['@utcp/direct-call']);
      await utcp.registerManual(
        inlineManual('local', manual(tool('fn', {call_template_type: 'direct-call', callable_name: name})), protocols),
      );
      await utcp.close();
      return settle(utcp.callTool('local.fn', {}));
    },
  },
  {
    key: 'direct-call.template.strict',
    case: 'extra-key',
    run: async (sdk) => {
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
  },
  {
    key: 'direct-call.template.strict',
    case: 'callable-name-missing',
    run: async (sdk) => {
      await plugin(sdk);
      const core = await sdk.sdk();
      return settle(async () => new core.CallTemplateSerializer().validateDict({call_template_type: 'direct-call'}));
    },
  },
];
