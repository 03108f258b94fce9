/**
 * The request a UTCP client sends for one tool call, built by the real code:
 * @utcp/sdk's DefaultVariableSubstitutor fills `${VAR}` references the way
 * UtcpClient.callTool does (namespaced by the manual name), then @utcp/http's
 * HttpCommunicationProtocol.callTool runs with an axios adapter that records
 * the request instead of sending it. Nothing leaves the browser.
 */
import {loadLine, type AxiosLikeConfig, type StudioLine} from './utcpLine';

export interface PreviewRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as it goes on the wire, or undefined for none. */
  body?: string;
}

export interface PreviewInput {
  line: StudioLine;
  /** The name the client registered the manual under: it namespaces variables. */
  manualName: string;
  toolName: string;
  template: Record<string, unknown>;
  args: Record<string, unknown>;
  /** Values for the variables, keyed as the client looks them up (namespaced). */
  variables: Record<string, string>;
}

/** The variable names (as the client looks them up) a call template needs. */
export async function requiredVariables(line: StudioLine, template: unknown, manualName: string): Promise<string[]> {
  const {DefaultVariableSubstitutor} = await loadLine(line);
  const names = new DefaultVariableSubstitutor().findRequiredVariables(template, manualName || undefined);
  return [...new Set(names)];
}

function plainHeaders(headers: unknown): Record<string, string> {
  const source =
    headers && typeof (headers as {toJSON?: unknown}).toJSON === 'function'
      ? (headers as {toJSON(): Record<string, unknown>}).toJSON()
      : ((headers ?? {}) as Record<string, unknown>);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value !== undefined && value !== null && value !== false) out[name] = String(value);
  }
  return out;
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export class PreviewError extends Error {}

export async function previewRequest(input: PreviewInput): Promise<PreviewRequest> {
  return (await previewCall(input)).request;
}

/** The request, and the call template after variable substitution (what the protocol received). */
export async function previewCall(
  input: PreviewInput,
): Promise<{request: PreviewRequest; template: Record<string, unknown>}> {
  const {HttpCommunicationProtocol, DefaultVariableSubstitutor} = await loadLine(input.line);
  if (input.template.call_template_type !== 'http') {
    throw new PreviewError(
      `The preview covers HTTP call templates; this tool uses "${String(input.template.call_template_type)}".`,
    );
  }
  const substitutor = new DefaultVariableSubstitutor();
  let template: Record<string, unknown>;
  try {
    template = await substitutor.substitute(
      input.template,
      {variables: input.variables},
      input.manualName || undefined,
    );
  } catch (error) {
    throw new PreviewError((error as Error).message);
  }
  const protocol = new HttpCommunicationProtocol();
  const instance = protocol._axiosInstance;
  let captured: (AxiosLikeConfig & {data?: unknown}) | undefined;
  instance.defaults.adapter = (config: AxiosLikeConfig) => {
    captured = config;
    return Promise.resolve({data: null, status: 200, statusText: 'OK', headers: {}, config, request: {}});
  };
  try {
    await protocol.callTool(undefined, `${input.manualName}.${input.toolName}`, {...input.args}, template);
  } catch (error) {
    throw new PreviewError((error as Error).message);
  }
  if (!captured) throw new PreviewError('The HTTP protocol sent no request.');
  const headers = plainHeaders(captured.headers);
  if (captured.auth) {
    // axios's browser and Node adapters both turn `auth` into this header.
    headers.Authorization = `Basic ${base64(`${captured.auth.username ?? ''}:${captured.auth.password ?? ''}`)}`;
  }
  const body =
    captured.data === undefined || captured.data === null
      ? undefined
      : typeof captured.data === 'string'
        ? captured.data
        : JSON.stringify(captured.data);
  const request = {
    method: String(captured.method ?? 'get').toUpperCase(),
    url: instance.getUri(captured),
    headers,
    body,
  };
  return {request, template};
}

const SECRET_HEADER = /^(authorization|proxy-authorization|cookie|x-api-key|api-key|apikey)$|token|secret|key/i;

/** Hides the values of variables and of headers that look like credentials. */
export function maskSecrets(request: PreviewRequest, secrets: readonly string[]): PreviewRequest {
  const hidden = secrets.filter((secret) => secret.length >= 3);
  const hide = (text: string) => hidden.reduce((out, secret) => out.split(secret).join('•••'), text);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = SECRET_HEADER.test(name) && !/^content-|^accept/i.test(name) ? '•••' : hide(value);
  }
  return {
    method: request.method,
    url: hide(request.url),
    headers,
    body: request.body === undefined ? undefined : hide(request.body),
  };
}
