/** Helpers of the HTTP-family cases: one tool, one loopback server, what was sent and what came back. */
import {clientWithTools, collectStream, settle, tool, type Json, type Settled} from './client';
import {echo, json, withServer, type Received, type Routes} from './loopback';
import type {LoadedSdk} from './sdk';

export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The request as the server saw it, with only the headers named (lower case), absent ones left out. */
export function sent(request: Received, headerNames: string[] = []): Sent {
  const headers: Record<string, string> = {};
  for (const name of headerNames) {
    const value = request.headers[name.toLowerCase()];
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {method: request.method, url: request.url, headers, body: request.body};
}

export interface CallObservation {
  outcome: Settled;
  requests: Sent[];
}

/**
 * Registers one tool `api.op` whose call template `template(base)` builds, calls it with `args`
 * against a server with `routes`, and reports the outcome and every request the server received.
 */
export async function callOnce(
  sdk: LoadedSdk,
  routes: Routes,
  template: (base: string) => Json,
  args: Json = {},
  options: {headers?: string[]; variables?: Record<string, string>; config?: Json} = {},
): Promise<CallObservation> {
  return withServer(routes, async ({base, received}) => {
    const utcp = await clientWithTools(sdk, 'api', [tool('op', template(base))], {
      variables: options.variables ?? {},
      ...options.config,
    });
    const outcome = await settle(utcp.callTool('api.op', args));
    await utcp.close();
    return {outcome, requests: received.map((request) => sent(request, options.headers))};
  });
}

/** A UTCP manual with no tools, as a JSON document. */
export const EMPTY_MANUAL_JSON = JSON.stringify({utcp_version: '1.0.0', manual_version: '1.0.0', tools: []});

/**
 * Registers one tool `manualName.toolName` whose call template `template(base)` builds, calls it once
 * with `args` (through callToolStreaming when `streaming`) against a server with `routes`, and
 * reports what the call gave and how many requests the server received.
 */
export async function callStreamingTool(
  sdk: LoadedSdk,
  routes: Routes,
  [manualName, toolName]: [string, string],
  template: (base: string) => Json,
  args: Json,
  streaming: boolean,
): Promise<{result: unknown; requests: number}> {
  return withServer(routes, async ({base, received}) => {
    const utcp = await clientWithTools(sdk, manualName, [tool(toolName, template(base))]);
    const name = `${manualName}.${toolName}`;
    const result = streaming
      ? await collectStream(utcp.callToolStreaming(name, args))
      : await settle(utcp.callTool(name, args));
    await utcp.close();
    return {result, requests: received.length};
  });
}

/** Calls an http tool that declares `inputs` with `args`, against a server that echoes every request. */
export function callWithInputs(sdk: LoadedSdk, inputs: Json, args: Json): Promise<Settled> {
  return withServer({'*': echo()}, async ({base}) => {
    const utcp = await clientWithTools(sdk, 'api', [
      tool('op', {call_template_type: 'http', url: `${base}/op`, http_method: 'GET'}, {inputs}),
    ]);
    return settle(utcp.callTool('api.op', args));
  });
}

/** An http call template for `path` of the server, GET unless given. */
export function httpTemplate(path: string, extra: Json = {}): (base: string) => Json {
  return (base) => ({call_template_type: 'http', http_method: 'GET', url: `${base}${path}`, ...extra});
}

/** Registers `template(base)` as a manual and reports the result without the SDK's own objects. */
export async function registerOnce(
  sdk: LoadedSdk,
  routes: Routes,
  template: (base: string) => Json,
  options: {headers?: string[]; variables?: Record<string, string>} = {},
): Promise<{outcome: Settled; requests: Sent[]}> {
  const {client} = await import('./client');
  return withServer(routes, async ({base, received}) => {
    const utcp = await client(sdk, {variables: options.variables ?? {}});
    const outcome = await settle(async () => {
      const result = await utcp.registerManual(template(base));
      return {success: result.success, errors: result.errors, tools: (result.manual?.tools ?? []).map((t) => t.name)};
    });
    await utcp.close();
    return {outcome, requests: received.map((request) => sent(request, options.headers))};
  });
}

/**
 * Registers a manual served at /utcp through a `type` template named `name`; the manual holds one tool of that
 * type (`ownTool`) and one http tool `lookup`, both on `host`. `allowed` is the template's
 * allowed_communication_protocols ('absent' leaves it out). Reports whether it registered and the tools kept.
 */
export async function keptByManualType(
  sdk: LoadedSdk,
  type: string,
  name: string,
  ownTool: string,
  host: string,
  allowed: unknown,
): Promise<Json> {
  const shape = {description: '', inputs: {type: 'object', properties: {}}, outputs: {type: 'object', properties: {}}};
  const served = {
    utcp_version: '1.0.1',
    manual_version: '1',
    tools: [
      {...shape, name: ownTool, tool_call_template: {call_template_type: type, url: `https://${host}/${ownTool}`}},
      {
        ...shape,
        name: 'lookup',
        tool_call_template: {call_template_type: 'http', http_method: 'GET', url: `https://${host}/lookup`},
      },
    ],
  };
  const {outcome} = await registerOnce(sdk, {'/utcp': json(served)}, (base) => ({
    name,
    call_template_type: type,
    url: `${base}/utcp`,
    ...(allowed === 'absent' ? {} : {allowed_communication_protocols: allowed}),
  }));
  return 'value' in outcome
    ? {
        success: (outcome.value as {success: boolean}).success,
        tools: [...(outcome.value as {tools: string[]}).tools].sort(),
      }
    : outcome;
}
