/**
 * Where python-utcp sends a different request than @utcp/http for the same
 * tool call. Each rule is read from python-utcp's HttpCommunicationProtocol
 * (aiohttp underneath) and checked against the requests recorded from it in
 * tests/fixtures/studio/python-requests-<line>.json (scripts/studio).
 */
import type {PreviewRequest} from './requestPreview';

export interface PythonView {
  /** The request python-utcp sends, or undefined when it raises instead. */
  request?: PreviewRequest;
  error?: string;
  /** Plain-language differences from the @utcp/http request. */
  differences: string[];
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Python's json.dumps with its defaults: ", " and ": " separators, non-ASCII escaped. */
export function pythonJsonDumps(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonJsonDumps).join(', ')}]`;
  if (isObject(value)) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${pythonJsonDumps(key)}: ${pythonJsonDumps(item)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'string') {
    return JSON.stringify(value).replace(
      /[\u007f-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  }
  return JSON.stringify(value);
}

/** The arguments python-utcp and @utcp/http send as query parameters. */
function queryArgs(template: Json, args: Json): Json {
  const rest: Json = {...args};
  for (const field of Array.isArray(template.header_fields) ? (template.header_fields as string[]) : [])
    delete rest[field];
  const bodyField = template.body_field === undefined ? 'body' : template.body_field;
  if (typeof bodyField === 'string') delete rest[bodyField];
  for (const match of String(template.url ?? '').matchAll(/\{([^}]+)\}/g)) delete rest[match[1]];
  return rest;
}

/**
 * @param template the call template after variable substitution
 * @param args the tool arguments
 * @param request what @utcp/http sends for them
 */
export function pythonView(template: Json, args: Json, request: PreviewRequest): PythonView {
  const differences: string[] = [];
  const badQuery = Object.entries(queryArgs(template, args)).filter(
    ([, value]) => typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value)),
  );
  if (badQuery.length > 0) {
    const names = badQuery.map(([name]) => name).join(', ');
    return {
      error: `aiohttp accepts only strings and numbers as query values, so python-utcp raises a TypeError for ${names} and sends nothing; @utcp/http sends the value as text.`,
      differences: [`No request: ${names} is not a string or a number.`],
    };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() === 'accept') {
      headers.Accept = '*/*';
      if (value !== '*/*') differences.push(`Accept is */* (aiohttp's default) instead of ${value}.`);
    } else {
      headers[name] = value;
    }
  }
  if (!('Accept' in headers)) headers.Accept = '*/*';
  const auth = isObject(template.auth) ? template.auth : undefined;
  if (auth?.auth_type === 'api_key' && auth.location === 'cookie') {
    headers.Cookie = `${String(auth.var_name ?? 'X-Api-Key')}=${String(auth.api_key)}`;
    differences.push(
      `python-utcp sends the API key as the cookie ${String(auth.var_name)}; @utcp/http leaves the cookie out, so the key is not sent at all.`,
    );
  }
  let body = request.body;
  const contentType = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const bodyField = template.body_field === undefined ? 'body' : template.body_field;
  if (body !== undefined && contentType.includes('application/json') && typeof bodyField === 'string') {
    const pythonBody = pythonJsonDumps(args[bodyField]);
    if (pythonBody !== body) {
      differences.push('The JSON body is the same value written with spaces after commas and colons (json.dumps).');
    }
    body = pythonBody;
  } else if (body !== undefined && !contentType.includes('application/json')) {
    differences.push(
      `The body is handed to aiohttp as data for ${contentType || 'no content type'}; the studio does not model that encoding.`,
    );
  }
  return {request: {method: request.method, url: request.url, headers, body}, differences};
}
