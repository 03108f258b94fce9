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

/** What the preview answers a token request with: plainly not a real token. */
export const FAKE_TOKEN = 'studio-preview-fake-token-not-valid-anywhere';

/** One request the client sent, in order: an OAuth2 token request comes before the call it authorizes. */
export interface SentRequest extends PreviewRequest {
  role: 'token' | 'call';
}

export interface PreviewResult {
  /** The tool call itself, or undefined when the protocol sends none (the streaming templates). */
  request?: PreviewRequest;
  /** Every request, token requests first. */
  requests: SentRequest[];
  /** The call template after variable substitution (what the protocol received). */
  template: Record<string, unknown>;
  /** How the template's auth reaches the server. */
  auth?: string;
  /** For a template whose protocol sends nothing: what callTool returned instead. */
  returned?: string;
}

export async function previewRequest(input: PreviewInput): Promise<PreviewRequest> {
  const {request} = await previewCall(input);
  if (!request) throw new PreviewError('The protocol sent no request.');
  return request;
}

/** The template types the preview runs: HTTP, and the two streaming ones of @utcp/http. */
const PREVIEWED = ['http', 'streamable_http', 'sse'];

function describeAuth(auth: unknown): string | undefined {
  if (typeof auth !== 'object' || auth === null) return undefined;
  const fields = auth as Record<string, unknown>;
  switch (fields.auth_type) {
    case 'api_key':
      return `API key, sent in the ${String(fields.location ?? 'header')} as ${String(fields.var_name ?? 'X-Api-Key')}.`;
    case 'basic':
      return 'Basic: the username and password go base64-encoded in the Authorization header.';
    case 'oauth2':
      return `OAuth2 client credentials: the client first asks ${String(fields.token_url)} for a token (the preview answers with a fake one), then sends the call with it as a Bearer token.`;
    default:
      return `${String(fields.auth_type)} auth.`;
  }
}

function toRequest(captured: AxiosLikeConfig & {data?: unknown}, getUri: (config: AxiosLikeConfig) => string) {
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
  return {method: String(captured.method ?? 'get').toUpperCase(), url: getUri(captured), headers, body};
}

/**
 * The requests the chosen line's protocol sends for one tool call. A token
 * request (an OAuth2 template's token_url) is answered with FAKE_TOKEN, every
 * other request with an empty JSON object; nothing leaves the page.
 */
export async function previewCall(input: PreviewInput): Promise<PreviewResult> {
  const loaded = await loadLine(input.line);
  const type = String(input.template.call_template_type);
  if (!PREVIEWED.includes(type)) {
    throw new PreviewError(
      `The preview covers the HTTP call templates (http, streamable_http, sse); this tool uses "${type}".`,
    );
  }
  const substitutor = new loaded.DefaultVariableSubstitutor();
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
  const toolName = `${input.manualName}.${input.toolName}`;
  const auth = describeAuth(template.auth);
  if (type !== 'http') {
    // The streaming protocols of both lines answer callTool without any request; fetch is watched to show that.
    const protocol = new (
      type === 'sse' ? loaded.SseCommunicationProtocol : loaded.StreamableHttpCommunicationProtocol
    )();
    const requests: SentRequest[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string | URL, init?: RequestInit) => {
      requests.push({
        role: 'call',
        method: String(init?.method ?? 'GET'),
        url: String(url),
        headers: plainHeaders(init?.headers),
        body: typeof init?.body === 'string' ? init.body : undefined,
      });
      return new Response('{}', {status: 200, headers: {'content-type': 'application/json'}});
    }) as typeof fetch;
    let returned: unknown;
    try {
      returned = await protocol.callTool(undefined, toolName, {...input.args}, template);
    } catch (error) {
      throw new PreviewError((error as Error).message);
    } finally {
      globalThis.fetch = realFetch;
    }
    return {
      request: requests[0],
      requests,
      template,
      auth,
      returned: typeof returned === 'string' ? returned : JSON.stringify(returned),
    };
  }
  const protocol = new loaded.HttpCommunicationProtocol();
  const instance = protocol._axiosInstance;
  const tokenUrl =
    typeof template.auth === 'object' && template.auth !== null
      ? (template.auth as Record<string, unknown>).token_url
      : undefined;
  const captured: Array<AxiosLikeConfig & {data?: unknown}> = [];
  instance.defaults.adapter = (config: AxiosLikeConfig) => {
    captured.push(config);
    const isToken = typeof tokenUrl === 'string' && instance.getUri(config) === tokenUrl;
    const data = isToken ? {access_token: FAKE_TOKEN, token_type: 'Bearer', expires_in: 3600} : {};
    return Promise.resolve({data, status: 200, statusText: 'OK', headers: {}, config, request: {}});
  };
  try {
    await protocol.callTool(undefined, toolName, {...input.args}, template);
  } catch (error) {
    throw new PreviewError((error as Error).message);
  }
  if (captured.length === 0) throw new PreviewError('The HTTP protocol sent no request.');
  const requests = captured.map((config) => {
    const request = toRequest(config, (item) => instance.getUri(item));
    return {...request, role: request.url === tokenUrl ? 'token' : 'call'} as SentRequest;
  });
  requests.sort((a, b) => (a.role === b.role ? 0 : a.role === 'token' ? -1 : 1));
  const call = [...requests].reverse().find((item) => item.role === 'call');
  if (!call) throw new PreviewError('The HTTP protocol sent only token requests.');
  const {role: _role, ...request} = call;
  return {request, requests, template, auth};
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
