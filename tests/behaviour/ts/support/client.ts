/**
 * Helpers the TypeScript cases share: building manuals, tools and clients of one line, and
 * observing a promise without letting its rejection end the case.
 */
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {withoutStack} from '../../../../scripts/behaviour/typescriptOutcome';
import type {LoadedSdk, UtcpClient, UtcpPackage} from './sdk';

export {withoutStack};

export type Json = Record<string, unknown>;

export function tool(name: string, template: Json, extra: Json = {}): Json {
  return {
    name,
    description: `tool ${name}`,
    inputs: {type: 'object', properties: {}},
    outputs: {type: 'object', properties: {}},
    tool_call_template: template,
    ...extra,
  };
}

export function manual(...tools: Json[]): Json {
  return {utcp_version: '1.0.0', manual_version: '1.0.0', tools};
}

/** A text call template that carries the manual inline. */
export function inlineManual(name: string, content: Json | string, extra: Json = {}): Json {
  return {
    name,
    call_template_type: 'text',
    content: typeof content === 'string' ? content : JSON.stringify(content),
    ...extra,
  };
}

/** The SDK classes that check one kind of model (a dict in, the model out, or an error thrown). */
export type SerializerName =
  | 'CallTemplateSerializer'
  | 'UtcpManualSerializer'
  | 'ToolSerializer'
  | 'AuthSerializer'
  | 'UtcpClientConfigSerializer';

/** What the line's `serializer` makes of `value`; what it throws is thrown on. */
export async function validateWith(sdk: LoadedSdk, serializer: SerializerName, value: Json): Promise<Json> {
  const core = await sdk.sdk();
  return new core[serializer]().validateDict(value);
}

/** Untyped access to the line's core exports, for the classes the typed surface in sdk.ts leaves out. */
export type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The line's core module, after creating a client has registered the core plugins. */
export async function loadedCore(sdk: LoadedSdk): Promise<Loose> {
  const core = await sdk.sdk();
  await core.UtcpClient.create(process.cwd(), {});
  return core as unknown as Loose;
}

/** What a new instance of the core class `serializer` makes of `value` with `method`, settled. */
export async function serializerOutcome(
  sdk: LoadedSdk,
  serializer: string,
  method: 'toDict' | 'validateDict',
  value: unknown,
): Promise<Settled> {
  const core = await loadedCore(sdk);
  return settle(async () => new core[serializer]()[method](value));
}

/** A client of the line with the http and text plugins (and any others named) loaded. */
export async function client(
  sdk: LoadedSdk,
  config: Json = {},
  plugins: UtcpPackage[] = [],
  rootDir?: string,
): Promise<UtcpClient> {
  const core = await sdk.sdk();
  for (const name of plugins) await sdk.load(name);
  return core.UtcpClient.create(rootDir ?? process.cwd(), config);
}

/**
 * A client whose only manual is the inline text manual `manualName` holding `tools`; registration
 * errors are thrown so that a case never silently runs without its tools. The manual allows the
 * protocols its tools use (1.1 drops tools of any protocol but the manual's own otherwise; 1.0
 * knows no such field and refuses a text template that carries it).
 */
export async function clientWithTools(
  sdk: LoadedSdk,
  manualName: string,
  tools: Json[],
  config: Json = {},
  plugins: UtcpPackage[] = [],
): Promise<UtcpClient> {
  const utcp = await client(sdk, config, plugins);
  const protocols = [...new Set(tools.map((t) => (t.tool_call_template as Json).call_template_type as string))];
  const result = await utcp.registerManual(
    inlineManual(
      manualName,
      manual(...tools),
      sdk.impl === 'sdk-1.1' ? {allowed_communication_protocols: protocols} : {},
    ),
  );
  if (!result.success) throw new Error(`manual ${manualName} did not register: ${result.errors.join('; ')}`);
  const registered = result.manual?.tools.length ?? 0;
  if (registered !== tools.length)
    throw new Error(`manual ${manualName}: ${registered} of ${tools.length} tools registered`);
  return utcp;
}

export type Settled = {value: unknown} | {error: {type: string; message: string}};

/** What a promise settles to, as a JSON-ready record: the value, or the error's class and message. */
export async function settle(promise: Promise<unknown> | (() => Promise<unknown>)): Promise<Settled> {
  try {
    return {value: await (typeof promise === 'function' ? promise() : promise)};
  } catch (error) {
    if (error instanceof Error) {
      const type = error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
      return {error: {type, message: withoutStack(error.message)}};
    }
    return {error: {type: typeof error, message: String(error)}};
  }
}

/** A fresh temporary folder (its path is normalised to <tmp> in the results). */
export function tempFolder(): string {
  return mkdtempSync(path.join(tmpdir(), 'utcp-behaviour-'));
}

/** Every chunk a streaming call yields, or the error it ends with after the chunks seen. */
export async function collectStream(
  stream: AsyncGenerator<unknown, void, unknown>,
): Promise<{chunks: unknown[]; error?: Settled}> {
  const chunks: unknown[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk);
    return {chunks};
  } catch (error) {
    return {chunks, error: await settle(Promise.reject(error))};
  }
}

/** Registers, for `type`, a call template serializer of the SDK `core` that accepts any template as it is. */
export function acceptAnyTemplate(core: Record<string, unknown>, type: string): void {
  const serializers = core.CallTemplateSerializer as unknown as {
    registerCallTemplate(type: string, serializer: unknown, override?: boolean): boolean;
  };
  serializers.registerCallTemplate(type, {
    toDict: (value: Json) => ({...value}),
    validateDict: (value: Json) => ({...value}),
    copy: (value: Json) => ({...value}),
  });
}
