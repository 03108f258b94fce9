/**
 * Validates the UTCP objects shown in the documentation with the real UTCP 1.0
 * TypeScript SDK, plus written-down Python 1.0 facts where no TypeScript 1.0
 * package exists or where it reads different fields.
 *
 * Sources of truth, by call_template_type:
 * - http, sse, streamable_http: @utcp/http 1.0.13 (its serializers, registered in
 *   @utcp/sdk 1.0.16 by importing the package). Python 1.0 has the same fields.
 * - text: Python 1.0 reads `file_path`, @utcp/text 1.0.12 reads `content` (and
 *   `base_url`). A block must say which one it shows (impl=python / impl=typescript).
 * - mcp: @utcp/mcp exists on npm only as 1.1.3, which depends on @utcp/sdk ^1.1.1.
 *   It is installed as an ordinary devDependency, so npm gives it its own nested
 *   copy of @utcp/sdk 1.1.x (node_modules/@utcp/mcp/node_modules/@utcp/sdk); its
 *   import registers the mcp serializer in THAT copy's registry, not in the
 *   1.0.16 one the rest of the checker uses. The checker therefore calls
 *   @utcp/mcp's own McpCallTemplateSerializer (and McpServerConfigSchema for each
 *   server entry) directly, and bridges it into the 1.0.16 registry so that mcp
 *   tool call templates inside manuals and client configurations are checked too.
 *   Because 1.1.3 also accepts 1.1-only fields, an unmarked mcp block must ALSO
 *   pass the published Python 1.0 schema (static/schema/1.0); impl=typescript blocks are
 *   checked against @utcp/mcp 1.1.3 alone, impl=python blocks against Python 1.0 alone.
 * - cli, websocket: no TypeScript 1.0 package exists on npm; checked against the
 *   published Python 1.0 schema, strict variant (unknown fields are rejected).
 * - auth objects: @utcp/sdk 1.0.16 AuthSerializer (same fields as Python 1.0).
 * - variable loaders: `dotenv` exists only in Python 1.0 (@utcp/sdk 1.0.16 has no
 *   loader registered and no loader package is on npm), so it needs impl=python.
 *
 * Next (docs/) documents the unreleased 1.1 line. Its blocks are checked by the
 * same rules, plus these 1.1 additions, which are accepted there and only there:
 * `allowed_communication_protocols` on any call template, the cli template's
 * `inherit_env_vars`, the new `file` call template (Python utcp-file), and text
 * templates with `content` for Python too (python-utcp HEAD moved file reading
 * to `file`). Nothing that is valid for 1.0 is rejected in Next.
 *
 * Several SDK schemas drop or pass through keys they do not know. A documented
 * field that the SDK silently ignores is still a mistake in the docs, so the
 * checker also compares every object's keys with the fields the SDK defines.
 */
import {pointerTokens} from '../../../src/lib/jsonPointer';
import type {ErrorObject} from 'ajv';
import {
  AuthSerializer,
  CallTemplateSerializer,
  Serializer,
  ToolSerializer,
  UtcpClientConfigSerializer,
  UtcpManualSerializer,
  VariableLoaderSerializer,
  type CallTemplate,
  type VariableLoader,
} from '@utcp/sdk';
import {HttpCallTemplateSchema, SseCallTemplateSchema, StreamableHttpCallTemplateSchema} from '@utcp/http';
import {TextCallTemplateSchema, TextCallTemplateSerializer} from '@utcp/text';
import {McpCallTemplateSchema, McpCallTemplateSerializer, McpServerConfigSchema} from '@utcp/mcp';
import type {Impl} from './extract';

/** Which documented line a block belongs to: versioned_docs/version-1.0 or Next (docs/). */
export type Line = '1.0' | 'next';
import {strictAjv} from '../../schemas/published';

/**
 * Python facts come from the published schemas (static/schema), in their
 * strict variant: a key python-utcp would silently ignore is a mistake in the docs.
 */
const PY10 = 'https://utcp.io/schema/1.0/';
const PY_NEXT = 'https://utcp.io/schema/next/';
const pythonCliCallTemplate = {$id: `${PY10}call-template.json#/$defs/cli`};
const pythonNextCliCallTemplate = {$id: `${PY_NEXT}call-template.json#/$defs/cli`};
const pythonWebSocketCallTemplate = {$id: `${PY10}call-template.json#/$defs/websocket`};
const pythonTextCallTemplate = {$id: `${PY10}call-template.json#/$defs/text`};
const pythonMcpCallTemplate = {$id: `${PY10}call-template.json#/$defs/mcp`};
const pythonNextFileCallTemplate = {$id: `${PY_NEXT}call-template.json#/$defs/file`};
const pythonDotEnvVariableLoader = {$id: `${PY10}client-config.json#/$defs/dotenv`};

import {classify, KINDS, type Kind} from './classify';

export {classify, KINDS, type Kind};

/** One problem, with a JSON path inside the checked object ('' for the object itself). */
export interface Problem {
  path: string;
  message: string;
}

type Json = Record<string, unknown>;

export const KNOWN_CALL_TEMPLATE_TYPES = ['cli', 'http', 'mcp', 'sse', 'streamable_http', 'text', 'websocket'];
const NEXT_ONLY_CALL_TEMPLATE_TYPES = ['file'];

/**
 * Fields of the objects whose SDK schemas strip or pass through unknown keys
 * (the same fields in python-utcp 1.0 and @utcp/sdk 1.0.16).
 */
const FIELDS_BY_TYPE: Record<string, Record<string, string[]>> = {
  auth_type: {
    api_key: ['auth_type', 'api_key', 'var_name', 'location'],
    basic: ['auth_type', 'username', 'password'],
    oauth2: ['auth_type', 'token_url', 'client_id', 'client_secret', 'scope'],
  },
  tool_repository_type: {
    in_memory: ['tool_repository_type'],
  },
  tool_search_strategy_type: {
    tag_and_description_word_match: ['tool_search_strategy_type', 'description_weight', 'tag_weight'],
  },
  tool_post_processor_type: {
    filter_dict: [
      'tool_post_processor_type',
      'exclude_keys',
      'only_include_keys',
      'exclude_tools',
      'only_include_tools',
      'exclude_manuals',
      'only_include_manuals',
    ],
    limit_strings: [
      'tool_post_processor_type',
      'limit',
      'exclude_tools',
      'only_include_tools',
      'exclude_manuals',
      'only_include_manuals',
    ],
  },
};

// ---------------------------------------------------------------- helpers

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Appends a key or an index to a JSON path: `tools[0].tool_call_template.url`. */
export function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

function shapeKeys(schema: unknown): string[] {
  if (isObject(schema) && isObject((schema as {shape?: unknown}).shape)) {
    return Object.keys((schema as {shape: Json}).shape);
  }
  throw new Error('doc-examples checker: expected a zod object schema with a shape');
}

interface ZodIssueLike {
  path: (string | number)[];
  message: string;
  code?: string;
  keys?: string[];
}

function isIssueList(value: unknown): value is ZodIssueLike[] {
  return (
    Array.isArray(value) &&
    value.every((item) => isObject(item) && Array.isArray(item.path) && typeof item.message === 'string')
  );
}

function issuePath(base: string, parts: (string | number)[]): string {
  return parts.reduce<string>((acc, part) => at(acc, part), base);
}

function fromIssues(issues: ZodIssueLike[], base: string): Problem[] {
  return issues.map((issue) => ({
    path: issuePath(base, issue.path),
    message:
      issue.code === 'unrecognized_keys' && issue.keys
        ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`
        : issue.message,
  }));
}

/**
 * Turns whatever an SDK serializer threw into problems. Zod errors carry their
 * issues; the plugin serializers wrap them as "Invalid X: [issues JSON]\n<stack>".
 */
export function problemsFromError(error: unknown, base: string): Problem[] {
  if (isObject(error) && isIssueList((error as {issues?: unknown}).issues)) {
    return fromIssues((error as {issues: ZodIssueLike[]}).issues, base);
  }
  const message = error instanceof Error ? error.message : String(error);
  const embedded = /(\[\s*\n[\s\S]*?\n\])/.exec(message);
  if (embedded) {
    try {
      const issues: unknown = JSON.parse(embedded[1]);
      if (isIssueList(issues)) {
        const prefix = message.slice(0, embedded.index).trim().replace(/:$/, '');
        return fromIssues(issues, base).map((p) => ({...p, message: prefix ? `${p.message} (${prefix})` : p.message}));
      }
    } catch {
      // fall through to the first line of the message
    }
  }
  return [{path: base, message: message.split('\n')[0]}];
}

function unknownKeys(value: Json, known: string[], base: string, what: string): Problem[] {
  return Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => ({path: at(base, key), message: `unknown field "${key}" (not a field of ${what})`}));
}

/**
 * What an SDK serializer's `validateDict` throws for `value` (each message
 * followed by `suffix`, if given), then the keys it does not know: `what`
 * names the model in those messages.
 */
function serializerProblems(
  validateDict: () => unknown,
  value: Json,
  base: string,
  known: string[],
  what: string,
  suffix?: string,
): Problem[] {
  const problems: Problem[] = [];
  try {
    validateDict();
  } catch (error) {
    const found = problemsFromError(error, base);
    problems.push(...(suffix ? found.map((p) => ({...p, message: `${p.message} ${suffix}`})) : found));
  }
  return [...problems, ...unknownKeys(value, known, base, what)];
}

// ------------------------------------------------------ Python 1.0 schemas

function ajvPath(base: string, instancePath: string): string {
  return pointerTokens(instancePath).reduce<string>(
    (acc, part) => at(acc, /^\d+$/.test(part) ? Number(part) : part),
    base,
  );
}

function describeAjvError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown field "${String(params.additionalProperty)}"`;
    case 'required':
      return `missing required field "${String(params.missingProperty)}"`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'enum':
      return `must be one of ${JSON.stringify(params.allowedValues)}`;
    default:
      return error.message ?? error.keyword;
  }
}

/** Validates against one of the Python 1.0 schemas; `label` names the facts in messages. */
function checkPythonSchema(schemaId: string, value: unknown, base: string, label: string): Problem[] {
  const validate = strictAjv().getSchema(schemaId);
  if (!validate) throw new Error(`doc-examples checker: schema ${schemaId} is not registered`);
  if (validate(value)) return [];
  const byPath = new Map<string, ErrorObject[]>();
  for (const error of validate.errors ?? []) {
    const parent = ajvPath(base, error.instancePath);
    const key =
      error.keyword === 'additionalProperties'
        ? at(parent, String((error.params as {additionalProperty: unknown}).additionalProperty))
        : parent;
    byPath.set(key, [...(byPath.get(key) ?? []), error]);
  }
  const problems: Problem[] = [];
  for (const [path, errors] of byPath) {
    const hasAnyOf = errors.some((e) => e.keyword === 'anyOf');
    const parts = [...new Set(errors.filter((e) => e.keyword !== 'anyOf').map(describeAjvError))];
    if (hasAnyOf) problems.push({path, message: `${parts.join(', or ')} (${label})`});
    else for (const part of parts) problems.push({path, message: `${part} (${label})`});
  }
  return problems;
}

// ------------------------------------------------------------ auth objects

export function checkAuth(value: unknown, base: string): Problem[] {
  if (!isObject(value)) return [{path: base, message: 'an auth object must be a JSON object with an auth_type'}];
  const type = value.auth_type;
  if (type === 'oauth2_user' && activeLine === 'next' && activeImpl === 'typescript')
    return checkOAuth2User(value, base);
  const known = typeof type === 'string' ? FIELDS_BY_TYPE.auth_type[type] : undefined;
  if (!known) {
    return [
      {
        path: at(base, 'auth_type'),
        message: `unknown auth_type ${JSON.stringify(type)} (UTCP 1.0 has ${Object.keys(FIELDS_BY_TYPE.auth_type).join(', ')})`,
      },
    ];
  }
  return serializerProblems(
    () => new AuthSerializer().validateDict(value),
    value,
    base,
    known,
    `the ${String(type)} auth object in UTCP 1.0`,
  );
}

/** Fields of OAuth2UserAuthSchema in @utcp/sdk 1.1.2, the only SDK with this auth type (access_token is required). */
const OAUTH2_USER_FIELDS = [
  'auth_type',
  'access_token',
  'grant_type',
  'token_endpoint',
  'client_id',
  'scope',
  'device_authorization_endpoint',
  'authorization_endpoint',
  'var_name',
  'prefix',
];

function checkOAuth2User(value: Json, base: string): Problem[] {
  const problems: Problem[] = [];
  if (typeof value.access_token !== 'string') {
    problems.push({
      path: at(base, 'access_token'),
      message: 'oauth2_user needs an access_token string (@utcp/sdk 1.1.2)',
    });
  }
  problems.push(...unknownKeys(value, OAUTH2_USER_FIELDS, base, 'the oauth2_user auth object of @utcp/sdk 1.1.2'));
  return problems;
}

function checkNestedAuth(value: Json, base: string, fields: string[]): Problem[] {
  return fields.flatMap((field) => (isObject(value[field]) ? checkAuth(value[field], at(base, field)) : []));
}

// --------------------------------------------------------- call templates

/** The implementation the block being checked is written for (read by the registry bridges). */
let activeImpl: Impl = 'both';
/** The documented line of the block being checked. */
let activeLine: Line = '1.0';

function withImpl<T>(impl: Impl, run: () => T): T {
  const previous = activeImpl;
  activeImpl = impl;
  try {
    return run();
  } finally {
    activeImpl = previous;
  }
}

/** Runs a check for a block of the given documented line. */
export function withLine<T>(line: Line, run: () => T): T {
  const previous = activeLine;
  activeLine = line;
  try {
    return run();
  } finally {
    activeLine = previous;
  }
}

type TemplateCheck = (value: Json, impl: Impl, base: string) => Problem[];

function sdkTemplateCheck(fields: string[], pkg: string): TemplateCheck {
  return (value, _impl, base) => {
    const precise = [
      ...unknownKeys(value, fields, base, `the ${String(value.call_template_type)} call template of ${pkg}`),
      ...checkNestedAuth(value, base, ['auth', 'auth_tools']),
    ];
    return withSdkVerdict(precise, () => new CallTemplateSerializer().validateDict(value), base).map((problem) => {
      const key = Object.keys(value).find((k) => at(base, k) === problem.path);
      return key !== undefined && value[key] === null
        ? {
            ...problem,
            message: `${problem.message} (Python 1.0 accepts null here, ${pkg} does not: leave the field out)`,
          }
        : problem;
    });
  };
}

function noTypeScriptPackage(type: string): Problem {
  return {
    path: 'call_template_type',
    message: `there is no TypeScript 1.0 package for "${type}" call templates on npm; show this block as impl=python`,
  };
}

const realTextSerializer = new TextCallTemplateSerializer();
const textFields = shapeKeys(TextCallTemplateSchema);

function checkTextTypeScript(value: Json, base: string): Problem[] {
  return [
    ...serializerProblems(
      () => realTextSerializer.validateDict(value),
      value,
      base,
      textFields,
      'the text call template of @utcp/text 1.0.12',
    ),
    ...checkNestedAuth(value, base, ['auth_tools']),
  ];
}

function checkTextPython(value: Json, base: string): Problem[] {
  return [
    ...checkPythonSchema(pythonTextCallTemplate.$id as string, value, base, 'python-utcp 1.0 text call template'),
    ...checkNestedAuth(value, base, ['auth_tools']),
  ];
}

const mcpSerializer = new McpCallTemplateSerializer();
const mcpFields = shapeKeys(McpCallTemplateSchema);

function checkMcpTypeScript(value: Json, base: string): Problem[] {
  const problems = serializerProblems(
    () => mcpSerializer.validateDict(value),
    value,
    base,
    mcpFields,
    'the mcp call template of @utcp/mcp 1.1.3',
    '(@utcp/mcp 1.1.3)',
  );
  const servers = isObject(value.config) ? value.config.mcpServers : undefined;
  if (isObject(servers)) {
    for (const [name, server] of Object.entries(servers)) {
      const serverPath = at(at(at(base, 'config'), 'mcpServers'), name);
      const parsed = McpServerConfigSchema.safeParse(server);
      if (!parsed.success) {
        problems.push(
          ...fromIssues(parsed.error.issues as ZodIssueLike[], serverPath).map((p) => ({
            ...p,
            message: `${p.message} (@utcp/mcp 1.1.3 needs "transport": "stdio" or "http" in every server entry)`,
          })),
        );
      } else if (isObject(server)) {
        const transport = server.transport === 'http' ? 'http' : 'stdio';
        const allowed =
          transport === 'http'
            ? ['transport', 'url', 'headers', 'timeout', 'sse_read_timeout', 'terminate_on_close']
            : ['transport', 'command', 'args', 'cwd', 'env', 'timeout'];
        problems.push(
          ...unknownKeys(server, allowed, serverPath, `an MCP ${transport} server entry of @utcp/mcp 1.1.3`),
        );
      }
    }
  }
  if (isObject(value.auth)) problems.push(...checkAuth(value.auth, at(base, 'auth')));
  return problems;
}

function checkMcpPython(value: Json, base: string): Problem[] {
  return [
    ...checkPythonSchema(pythonMcpCallTemplate.$id as string, value, base, 'python-utcp 1.0 mcp call template'),
    ...checkNestedAuth(value, base, ['auth']),
  ];
}

const TEMPLATE_CHECKS: Record<string, TemplateCheck> = {
  http: sdkTemplateCheck(shapeKeys(HttpCallTemplateSchema), '@utcp/http 1.0.13'),
  sse: sdkTemplateCheck(shapeKeys(SseCallTemplateSchema), '@utcp/http 1.0.13'),
  streamable_http: sdkTemplateCheck(shapeKeys(StreamableHttpCallTemplateSchema), '@utcp/http 1.0.13'),
  text: (value, impl, base) => {
    // In the 1.1 line Python's text template takes `content` (and `base_url`) like @utcp/text.
    if (activeLine === 'next' && 'content' in value && !('file_path' in value)) return checkTextTypeScript(value, base);
    if (impl === 'python') return checkTextPython(value, base);
    if (impl === 'typescript') return checkTextTypeScript(value, base);
    const asPython = checkTextPython(value, base);
    const asTypeScript = checkTextTypeScript(value, base);
    const hint =
      'text call templates differ between python-utcp 1.0 (reads "file_path") and @utcp/text 1.0.12 (reads "content"); ' +
      'mark the block impl=python or impl=typescript';
    if (asPython.length === 0) return [{path: base, message: `${hint} (this one is valid for Python only)`}];
    if (asTypeScript.length === 0) return [{path: base, message: `${hint} (this one is valid for TypeScript only)`}];
    return [{path: base, message: hint}, ...asTypeScript];
  },
  mcp: (value, impl, base) => {
    if (impl === 'python') return checkMcpPython(value, base);
    if (impl === 'typescript') return checkMcpTypeScript(value, base);
    return [...checkMcpPython(value, base), ...checkMcpTypeScript(value, base)];
  },
  cli: (value, impl, base) =>
    impl === 'typescript'
      ? [{...noTypeScriptPackage('cli'), path: at(base, 'call_template_type')}]
      : activeLine === 'next'
        ? checkPythonSchema(
            pythonNextCliCallTemplate.$id as string,
            value,
            base,
            'python-utcp cli call template of the 1.1 line',
          )
        : checkPythonSchema(pythonCliCallTemplate.$id as string, value, base, 'python-utcp 1.0 cli call template'),
  file: (value, impl, base) => {
    if (activeLine !== 'next') {
      return [
        {
          path: at(base, 'call_template_type'),
          message:
            'the "file" call template is new in the 1.1 line (utcp-file); UTCP 1.0 reads files with "text" and "file_path"',
        },
      ];
    }
    if (impl === 'typescript') return [{...noTypeScriptPackage('file'), path: at(base, 'call_template_type')}];
    return [
      ...checkPythonSchema(
        pythonNextFileCallTemplate.$id as string,
        value,
        base,
        'utcp-file call template of the 1.1 line',
      ),
      ...checkNestedAuth(value, base, ['auth_tools']),
    ];
  },
  websocket: (value, impl, base) =>
    impl === 'typescript'
      ? [{...noTypeScriptPackage('websocket'), path: at(base, 'call_template_type')}]
      : [
          ...checkPythonSchema(
            pythonWebSocketCallTemplate.$id as string,
            value,
            base,
            'python-utcp 1.0 websocket call template',
          ),
          ...checkNestedAuth(value, base, ['auth']),
        ],
};

export function checkCallTemplate(input: unknown, impl: Impl, base: string): Problem[] {
  if (!isObject(input)) return [{path: base, message: 'a call template must be a JSON object'}];
  const problems: Problem[] = [];
  let value = input;
  if (activeLine === 'next' && 'allowed_communication_protocols' in value) {
    const {allowed_communication_protocols: allowed, ...rest} = value;
    const known = [...KNOWN_CALL_TEMPLATE_TYPES, ...NEXT_ONLY_CALL_TEMPLATE_TYPES];
    if (
      allowed !== null &&
      !(Array.isArray(allowed) && allowed.every((item) => typeof item === 'string' && known.includes(item)))
    ) {
      problems.push({
        path: at(base, 'allowed_communication_protocols'),
        message: `must be null or a list of call template types (${known.join(', ')})`,
      });
    }
    value = rest;
  }
  const type = value.call_template_type;
  const check = typeof type === 'string' ? TEMPLATE_CHECKS[type] : undefined;
  if (!check) {
    return [
      {
        path: at(base, 'call_template_type'),
        message: `unknown call_template_type ${JSON.stringify(type)} (UTCP 1.0 has ${KNOWN_CALL_TEMPLATE_TYPES.join(', ')})`,
      },
    ];
  }
  return [...problems, ...check(value, impl, base)];
}

/** Throws the problems as one error, as an SDK serializer does, so the SDK reports them in place. */
function throwIfAny(problems: Problem[]): void {
  if (problems.length > 0) throw new Error(problems.map((p) => `${p.path}: ${p.message}`).join('; '));
}

/**
 * Puts the checks above into @utcp/sdk 1.0.16's registry, so that the SDK's own
 * Tool, UtcpManual and UtcpClientConfig serializers apply them to nested call
 * templates. The http family stays registered with @utcp/http's serializers.
 */
class BridgeSerializer extends Serializer<CallTemplate> {
  toDict(obj: CallTemplate): Record<string, unknown> {
    return {...obj};
  }
  validateDict(obj: Record<string, unknown>): CallTemplate {
    throwIfAny(checkCallTemplate(obj, activeImpl, ''));
    return obj as CallTemplate;
  }
}

class DotEnvBridge extends Serializer<VariableLoader> {
  toDict(obj: VariableLoader): Record<string, unknown> {
    return {...obj};
  }
  validateDict(obj: Record<string, unknown>): VariableLoader {
    throwIfAny(checkVariableLoader(obj, activeImpl, ''));
    return {...obj, variable_loader_type: 'dotenv', get: async () => null};
  }
}

for (const type of ['text', 'mcp', 'cli', 'websocket', 'file']) {
  CallTemplateSerializer.registerCallTemplate(type, new BridgeSerializer(), true);
}
VariableLoaderSerializer.registerVariableLoader('dotenv', new DotEnvBridge(), true);

// ------------------------------------------------------- other components

export function checkVariableLoader(value: unknown, impl: Impl, base: string): Problem[] {
  if (!isObject(value)) return [{path: base, message: 'a variable loader must be a JSON object'}];
  if (value.variable_loader_type !== 'dotenv') {
    return [
      {
        path: at(base, 'variable_loader_type'),
        message: `unknown variable_loader_type ${JSON.stringify(value.variable_loader_type)} (UTCP 1.0 has dotenv, in Python only)`,
      },
    ];
  }
  if (impl !== 'python') {
    return [
      {
        path: at(base, 'variable_loader_type'),
        message:
          'the dotenv variable loader exists in python-utcp 1.0 only (@utcp/sdk 1.0.16 registers no variable loader); mark the block impl=python',
      },
    ];
  }
  return checkPythonSchema(pythonDotEnvVariableLoader.$id as string, value, base, 'python-utcp 1.0 dotenv loader');
}

function checkTypedConfig(value: unknown, discriminator: string, base: string): Problem[] {
  if (!isObject(value)) return [];
  const type = value[discriminator];
  const known = typeof type === 'string' ? FIELDS_BY_TYPE[discriminator][type] : undefined;
  if (!known) {
    return [
      {
        path: at(base, discriminator),
        message: `unknown ${discriminator} ${JSON.stringify(type)} (UTCP 1.0 has ${Object.keys(FIELDS_BY_TYPE[discriminator]).join(', ')})`,
      },
    ];
  }
  return unknownKeys(value, known, base, `the ${String(type)} configuration in UTCP 1.0`);
}

/** Adds the SDK's own verdict, leaving out issues already explained more precisely. */
function withSdkVerdict(precise: Problem[], run: () => unknown, base: string): Problem[] {
  let sdk: Problem[] = [];
  try {
    run();
  } catch (error) {
    sdk = problemsFromError(error, base);
  }
  const covered = (path: string): boolean =>
    precise.some((p) => p.path === path || p.path.startsWith(`${path}.`) || p.path.startsWith(`${path}[`));
  return [...precise, ...sdk.filter((p) => !covered(p.path))];
}

export function checkTool(value: unknown, impl: Impl, base: string): Problem[] {
  if (!isObject(value)) return [{path: base, message: 'a tool must be a JSON object'}];
  const precise =
    'tool_call_template' in value
      ? checkCallTemplate(value.tool_call_template, impl, at(base, 'tool_call_template'))
      : [];
  return withSdkVerdict(precise, () => withImpl(impl, () => new ToolSerializer().validateDict(value)), base);
}

export function checkManual(value: unknown, impl: Impl, base: string): Problem[] {
  if (!isObject(value)) return [{path: base, message: 'a manual must be a JSON object'}];
  const precise = Array.isArray(value.tools)
    ? value.tools.flatMap((tool, i) => checkTool(tool, impl, at(at(base, 'tools'), i)))
    : [];
  return withSdkVerdict(precise, () => withImpl(impl, () => new UtcpManualSerializer().validateDict(value)), base);
}

export function checkClientConfig(value: unknown, impl: Impl, base: string): Problem[] {
  if (!isObject(value)) return [{path: base, message: 'a client configuration must be a JSON object'}];
  const precise: Problem[] = [];
  const list = (key: string): unknown[] => (Array.isArray(value[key]) ? (value[key] as unknown[]) : []);
  list('manual_call_templates').forEach((item, i) =>
    precise.push(...checkCallTemplate(item, impl, at(at(base, 'manual_call_templates'), i))),
  );
  list('load_variables_from').forEach((item, i) =>
    precise.push(...checkVariableLoader(item, impl, at(at(base, 'load_variables_from'), i))),
  );
  precise.push(...checkTypedConfig(value.tool_repository, 'tool_repository_type', at(base, 'tool_repository')));
  precise.push(
    ...checkTypedConfig(value.tool_search_strategy, 'tool_search_strategy_type', at(base, 'tool_search_strategy')),
  );
  list('post_processing').forEach((item, i) =>
    precise.push(...checkTypedConfig(item, 'tool_post_processor_type', at(at(base, 'post_processing'), i))),
  );
  return withSdkVerdict(
    precise,
    () => withImpl(impl, () => new UtcpClientConfigSerializer().validateDict(value)),
    base,
  );
}

export function checkValue(value: unknown, kind: Kind, impl: Impl, base = ''): Problem[] {
  switch (kind) {
    case 'manual':
      return checkManual(value, impl, base);
    case 'tool':
      return checkTool(value, impl, base);
    case 'call template':
      return withImpl(impl, () => checkCallTemplate(value, impl, base));
    case 'auth':
      return withImpl(impl, () => checkAuth(value, base));
    case 'client config':
      return checkClientConfig(value, impl, base);
  }
}
