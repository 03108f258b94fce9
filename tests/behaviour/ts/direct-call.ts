/** Cases of the direct-call call template (@utcp/direct-call 1.0.12): functions of the same process as tools. */
import {client, inlineManual, manual, settle, tool, withoutStack} from './support/client';
import {casesOf, type BehaviourCase, type LoadedSdk, type RegisterManualResult, type UtcpClient} from './support/sdk';

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
];
