/**
 * The UTCP data model, line by line, as python-utcp defines it: which objects
 * exist, their fields, types, defaults and the `*_type` values that select a
 * variant. The schema generator (build.ts) turns it into JSON Schema.
 *
 * Read from the pydantic models at the pinned commits of
 * /work/.mirror/universal-tool-calling-protocol+python-utcp (branch v1.0 =
 * 0150a3b for 1.0, branch main = fd30247 for Next, branch v0.1 for 0.1); each
 * model names its source file. Descriptions are ours.
 */

export type Line = '1.0' | 'next' | '0.1';
export const LINES: Line[] = ['1.0', 'next', '0.1'];

/** The type of one field, in the terms pydantic uses. */
export type FieldType =
  | {kind: 'string'; pattern?: string}
  | {kind: 'integer'}
  | {kind: 'number'}
  | {kind: 'boolean'}
  | {kind: 'null'}
  | {kind: 'literal'; values: (string | number)[]}
  | {kind: 'list'; items: FieldType; minItems?: number}
  | {kind: 'map'; values: FieldType}
  | {kind: 'object'}
  | {kind: 'json'}
  /** One of the other objects of the model (a `$ref`): auth, call template, tool, ... */
  | {kind: 'ref'; to: RefTarget}
  | {kind: 'union'; of: FieldType[]}
  | {kind: 'optional'; of: FieldType};

/** Objects other objects point to; each becomes a file or a `$defs` entry. */
export type RefTarget =
  | 'auth'
  | 'oauth2Auth'
  | 'callTemplate'
  | 'tool'
  | 'jsonSchema'
  | 'cliCommand'
  | 'mcpConfig'
  | 'variableLoader'
  | 'toolRepository'
  | 'toolSearchStrategy'
  | 'postProcessor';

export interface Field {
  name: string;
  type: FieldType;
  /** True when pydantic has no default for the field. */
  required?: boolean;
  /** The pydantic default, when it is a constant. */
  default?: unknown;
  description: string;
}

export interface Model {
  /** The python class. */
  className: string;
  /** Its file in python-utcp at the pinned commit. */
  source: string;
  description: string;
  fields: Field[];
}

/** Variants selected by a discriminator field (`auth_type`, `call_template_type`, ...). */
export interface Family {
  discriminator: string;
  variants: Record<string, Model>;
}

export interface LineFacts {
  line: Line;
  /** Human name of the line in titles. */
  label: string;
  /** python-utcp ref the facts were read from. */
  pythonRef: string;
  manual: Model;
  tool: Model;
  jsonSchema?: Model;
  auth: Family;
  callTemplates: Family;
  clientConfig: Model;
  variableLoaders: Family;
  toolRepositories?: Family;
  toolSearchStrategies?: Family;
  postProcessors?: Family;
}

// ------------------------------------------------------------------ helpers

const str: FieldType = {kind: 'string'};
const int: FieldType = {kind: 'integer'};
const num: FieldType = {kind: 'number'};
const bool: FieldType = {kind: 'boolean'};
const opt = (of: FieldType): FieldType => ({kind: 'optional', of});
const list = (items: FieldType, minItems?: number): FieldType => ({kind: 'list', items, ...(minItems ? {minItems} : {})});
const map = (values: FieldType): FieldType => ({kind: 'map', values});
const lit = (...values: (string | number)[]): FieldType => ({kind: 'literal', values});
const ref = (to: RefTarget): FieldType => ({kind: 'ref', to});

const typeField = (key: string, value: string, what: string): Field => ({
  name: key,
  type: lit(value),
  required: true,
  default: value,
  description: `Selects the ${what}; always "${value}" here.`,
});

const templateName: Field = {
  name: 'name',
  type: str,
  description:
    'Name of the manual or tool provider. Tools are called as `<name>.<tool>`. python-utcp generates a random name when it is left out, so set it.',
};
const authField: Field = {
  name: 'auth',
  type: opt(ref('auth')),
  default: null,
  description: 'Credentials sent with each request: an api_key, basic or oauth2 object.',
};
const noAuthField: Field = {
  name: 'auth',
  type: {kind: 'null'},
  default: null,
  description: 'This transport takes no credentials; leave the field out or set it to null.',
};
const authTools = (what: string): Field => ({
  name: 'auth_tools',
  type: opt(ref('auth')),
  default: null,
  description: `Credentials given to the tools ${what} converts from an OpenAPI document (used only for operations that declare a security requirement).`,
});
const headers: Field = {
  name: 'headers',
  type: opt(map(str)),
  default: null,
  description: 'Fixed headers added to every request.',
};
const headerFields: Field = {
  name: 'header_fields',
  type: opt(list(str)),
  default: null,
  description: 'Names of tool arguments that are sent as request headers instead of in the body or query.',
};
const bodyField = (defaultValue: string | null): Field => ({
  name: 'body_field',
  type: opt(str),
  default: defaultValue,
  description: 'Name of the single tool argument whose value becomes the request body.',
});
const toolFilters: Field[] = [
  {name: 'exclude_tools', type: opt(list(str)), default: null, description: 'Tools (by full name) this processor skips.'},
  {name: 'only_include_tools', type: opt(list(str)), default: null, description: 'When set, the processor applies to these tools only.'},
  {name: 'exclude_manuals', type: opt(list(str)), default: null, description: 'Manuals whose tools this processor skips.'},
  {name: 'only_include_manuals', type: opt(list(str)), default: null, description: 'When set, the processor applies to the tools of these manuals only.'},
];

// ---------------------------------------------------------------- UTCP 1.0

const HTTP_DIR = 'plugins/communication_protocols/http/src/utcp_http';

const auth10: Family = {
  discriminator: 'auth_type',
  variants: {
    api_key: {
      className: 'ApiKeyAuth',
      source: 'core/src/utcp/data/auth_implementations/api_key_auth.py',
      description: 'An API key sent in a header, a query parameter or a cookie.',
      fields: [
        typeField('auth_type', 'api_key', 'API key scheme'),
        {name: 'api_key', type: str, required: true, description: 'The key itself, usually a variable reference such as `${API_KEY}` so the secret stays out of the manual.'},
        {name: 'var_name', type: str, default: 'X-Api-Key', description: 'Name of the header, query parameter or cookie that carries the key.'},
        {name: 'location', type: lit('header', 'query', 'cookie'), default: 'header', description: 'Where the key goes.'},
      ],
    },
    basic: {
      className: 'BasicAuth',
      source: 'core/src/utcp/data/auth_implementations/basic_auth.py',
      description: 'HTTP Basic authentication with a user name and a password.',
      fields: [
        typeField('auth_type', 'basic', 'HTTP Basic scheme'),
        {name: 'username', type: str, required: true, description: 'User name; a variable reference keeps it out of the manual.'},
        {name: 'password', type: str, required: true, description: 'Password; a variable reference keeps it out of the manual.'},
      ],
    },
    oauth2: {
      className: 'OAuth2Auth',
      source: 'core/src/utcp/data/auth_implementations/oauth2_auth.py',
      description: 'OAuth 2.0 client credentials: the client fetches a bearer token from token_url before calling.',
      fields: [
        typeField('auth_type', 'oauth2', 'OAuth 2.0 client-credentials scheme'),
        {name: 'token_url', type: str, required: true, description: 'Endpoint that issues the access token.'},
        {name: 'client_id', type: str, required: true, description: 'OAuth client identifier.'},
        {name: 'client_secret', type: str, required: true, description: 'OAuth client secret; use a variable reference.'},
        {name: 'scope', type: opt(str), default: null, description: 'Space-separated scopes to request, if the server needs them.'},
      ],
    },
  },
};

const http10: Model = {
  className: 'HttpCallTemplate',
  source: `${HTTP_DIR}/http_call_template.py`,
  description: 'A plain HTTP request per call. As a manual call template it fetches a UTCP manual or an OpenAPI document from url.',
  fields: [
    templateName,
    typeField('call_template_type', 'http', 'HTTP transport'),
    {name: 'http_method', type: lit('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), default: 'GET', description: 'HTTP method of the request.'},
    {name: 'url', type: str, required: true, description: 'Request URL. `{name}` segments are filled from tool arguments of that name.'},
    {name: 'content_type', type: str, default: 'application/json', description: 'Content-Type of the request body.'},
    authField,
    authTools('the client'),
    headers,
    bodyField('body'),
    headerFields,
  ],
};

const sse10: Model = {
  className: 'SseCallTemplate',
  source: `${HTTP_DIR}/sse_call_template.py`,
  description: 'A request whose answer arrives as a stream of Server-Sent Events.',
  fields: [
    templateName,
    typeField('call_template_type', 'sse', 'Server-Sent Events transport'),
    {name: 'url', type: str, required: true, description: 'URL of the event stream.'},
    {name: 'event_type', type: opt(str), default: null, description: 'Only events of this type are passed on; all events when left out.'},
    {name: 'reconnect', type: bool, default: true, description: 'Whether the client reconnects after the stream drops.'},
    {name: 'retry_timeout', type: int, default: 30000, description: 'Milliseconds to wait before reconnecting.'},
    authField,
    headers,
    bodyField(null),
    headerFields,
  ],
};

const streamableHttp10: Model = {
  className: 'StreamableHttpCallTemplate',
  source: `${HTTP_DIR}/streamable_http_call_template.py`,
  description: 'An HTTP request whose response body is read in chunks (chunked transfer encoding).',
  fields: [
    templateName,
    typeField('call_template_type', 'streamable_http', 'chunked HTTP transport'),
    {name: 'url', type: str, required: true, description: 'Request URL.'},
    {name: 'http_method', type: lit('GET', 'POST'), default: 'GET', description: 'HTTP method of the request.'},
    {name: 'content_type', type: str, default: 'application/octet-stream', description: 'Content-Type of the request body.'},
    {name: 'chunk_size', type: int, default: 4096, description: 'Bytes read per chunk.'},
    {name: 'timeout', type: int, default: 60000, description: 'Request timeout in milliseconds.'},
    headers,
    authField,
    bodyField(null),
    headerFields,
  ],
};

/** The fields of one entry of a cli template's `commands` list. */
export const cliCommandFields: Field[] = [
  {name: 'command', type: str, required: true, description: 'Shell command to run. `UTCP_ARG_<name>_UTCP_END` placeholders are replaced by tool arguments.'},
  {
    name: 'append_to_final_output',
    type: opt(bool),
    default: null,
    description: 'Whether this command’s output is part of the result. When unset only the last command’s output is returned.',
  },
];

const cli10: Model = {
  className: 'CliCallTemplate',
  source: 'plugins/communication_protocols/cli/src/utcp_cli/cli_call_template.py',
  description: 'Runs one or more shell commands in a row on the machine of the client.',
  fields: [
    templateName,
    typeField('call_template_type', 'cli', 'command-line transport'),
    {name: 'commands', type: list(ref('cliCommand'), 1), required: true, description: 'Commands run in order in one shell session; at least one.'},
    {name: 'env_vars', type: opt(map(str)), default: null, description: 'Environment variables set for the commands.'},
    {name: 'working_dir', type: opt(str), default: null, description: 'Directory the commands run in.'},
    noAuthField,
  ],
};

const text10: Model = {
  className: 'TextCallTemplate',
  source: 'plugins/communication_protocols/text/src/utcp_text/text_call_template.py',
  description: 'Reads a UTCP manual or an OpenAPI document from a local file (python-utcp 1.0).',
  fields: [
    templateName,
    typeField('call_template_type', 'text', 'local text transport'),
    {name: 'file_path', type: str, required: true, description: 'Path of the JSON or YAML file holding the manual or the OpenAPI document.'},
    noAuthField,
    authTools('the text plugin'),
  ],
};

const mcp10: Model = {
  className: 'McpCallTemplate',
  source: 'plugins/communication_protocols/mcp/src/utcp_mcp/mcp_call_template.py',
  description: 'Connects to one or more Model Context Protocol servers and offers their tools as UTCP tools.',
  fields: [
    templateName,
    typeField('call_template_type', 'mcp', 'MCP bridge'),
    {
      name: 'config',
      type: {kind: 'ref', to: 'mcpConfig'},
      required: true,
      description: 'Server configuration in the usual `mcpServers` layout: a map from server name to its settings (command and args for stdio, url for HTTP).',
    },
    {name: 'auth', type: opt(ref('oauth2Auth')), default: null, description: 'OAuth 2.0 credentials for HTTP servers; MCP templates accept no other scheme.'},
    {name: 'register_resources_as_tools', type: bool, default: false, description: 'Also offer each server resource as a tool.'},
  ],
};

const websocket10: Model = {
  className: 'WebSocketCallTemplate',
  source: 'plugins/communication_protocols/websocket/src/utcp_websocket/websocket_call_template.py',
  description: 'Sends a message over a WebSocket connection and returns the reply.',
  fields: [
    templateName,
    typeField('call_template_type', 'websocket', 'WebSocket transport'),
    {
      name: 'url',
      type: {kind: 'string', pattern: '^(wss://|ws://localhost|ws://127\\.0\\.0\\.1)'},
      required: true,
      description: 'Socket URL. python-utcp accepts wss:// anywhere and plain ws:// only for localhost or 127.0.0.1.',
    },
    {
      name: 'message',
      type: opt({kind: 'union', of: [str, {kind: 'object'}]}),
      default: null,
      description: 'Message template, a string or an object; `UTCP_ARG_<name>_UTCP_ARG` placeholders are filled from tool arguments. The arguments are sent as JSON when left out.',
    },
    {name: 'protocol', type: opt(str), default: null, description: 'WebSocket subprotocol to ask for.'},
    {name: 'keep_alive', type: bool, default: true, description: 'Keep the connection open between calls.'},
    {name: 'response_format', type: opt(lit('json', 'text', 'raw')), default: null, description: 'How the reply is decoded; raw when left out.'},
    {name: 'timeout', type: int, default: 30, description: 'Seconds to wait for the reply.'},
    headers,
    headerFields,
    authField,
  ],
};

const jsonSchema10: Model = {
  className: 'JsonSchema',
  source: 'core/src/utcp/data/tool.py',
  description:
    'The JSON Schema subset UTCP reads for tool inputs and outputs. Any other JSON Schema keyword is kept as it is (the model allows extra keys).',
  fields: [
    {name: '$schema', type: opt(str), default: null, description: 'URI of the JSON Schema dialect.'},
    {name: '$id', type: opt(str), default: null, description: 'URI identifying this schema.'},
    {name: 'title', type: opt(str), default: null, description: 'Short title.'},
    {name: 'description', type: opt(str), default: null, description: 'What the value means; shown to the model choosing tools.'},
    {name: 'type', type: opt({kind: 'union', of: [str, list(str)]}), default: null, description: 'JSON type name, or a list of them.'},
    {name: 'properties', type: opt(map(ref('jsonSchema'))), default: null, description: 'Schemas of the object’s properties.'},
    {name: 'items', type: opt({kind: 'union', of: [ref('jsonSchema'), list(ref('jsonSchema'))]}), default: null, description: 'Schema of array items.'},
    {name: 'required', type: opt(list(str)), default: null, description: 'Properties that must be present.'},
    {name: 'enum', type: opt(list({kind: 'json'})), default: null, description: 'Allowed values.'},
    {name: 'const', type: {kind: 'json'}, default: null, description: 'The only allowed value.'},
    {name: 'default', type: {kind: 'json'}, default: null, description: 'Value assumed when the argument is left out.'},
    {name: 'format', type: opt(str), default: null, description: 'Format hint such as date-time or uri.'},
    {name: 'additionalProperties', type: opt({kind: 'union', of: [bool, ref('jsonSchema')]}), default: null, description: 'Whether, or how, properties not listed are allowed.'},
    {name: 'pattern', type: opt(str), default: null, description: 'Regular expression a string must match.'},
    {name: 'minimum', type: opt(num), default: null, description: 'Smallest allowed number.'},
    {name: 'maximum', type: opt(num), default: null, description: 'Largest allowed number.'},
    {name: 'minLength', type: opt(int), default: null, description: 'Shortest allowed string.'},
    {name: 'maxLength', type: opt(int), default: null, description: 'Longest allowed string.'},
  ],
};

const tool10: Model = {
  className: 'Tool',
  source: 'core/src/utcp/data/tool.py',
  description: 'One tool: what it does, the arguments it takes, what it returns, and the call template that reaches it.',
  fields: [
    {name: 'name', type: str, required: true, description: 'Tool name, unique within its manual.'},
    {name: 'description', type: str, default: '', description: 'What the tool does, written for the model that picks tools.'},
    {name: 'inputs', type: ref('jsonSchema'), default: {}, description: 'JSON Schema of the arguments, normally an object schema.'},
    {name: 'outputs', type: ref('jsonSchema'), default: {}, description: 'JSON Schema of the result.'},
    {name: 'tags', type: list(str), default: [], description: 'Keywords that tool search matches against.'},
    {name: 'average_response_size', type: opt(int), default: null, description: 'Typical size of a result, a hint for clients that budget context.'},
    {name: 'tool_call_template', type: ref('callTemplate'), required: true, description: 'How to call the tool: a call template of one of the supported transports.'},
  ],
};

const manual10: Model = {
  className: 'UtcpManual',
  source: 'core/src/utcp/data/utcp_manual.py',
  description: 'The document a tool provider publishes: the UTCP version it follows and its list of tools.',
  fields: [
    {name: 'utcp_version', type: str, default: '1.0.0', description: 'UTCP version the manual follows. python-utcp fills in its own version when it is left out.'},
    {name: 'manual_version', type: str, default: '1.0.0', description: 'Version of this manual, chosen by its author.'},
    {name: 'tools', type: list(ref('tool')), required: true, description: 'The tools of the manual.'},
  ],
};

const variableLoaders10: Family = {
  discriminator: 'variable_loader_type',
  variants: {
    dotenv: {
      className: 'DotEnvVariableLoader',
      source: 'core/src/utcp/data/variable_loader_implementations/dot_env_variable_loader.py',
      description: 'Reads variables from a .env file.',
      fields: [
        typeField('variable_loader_type', 'dotenv', 'loader'),
        {name: 'env_file_path', type: str, required: true, description: 'Path of the .env file.'},
      ],
    },
  },
};

const clientConfig10: Model = {
  className: 'UtcpClientConfig',
  source: 'core/src/utcp/data/utcp_client_config.py',
  description: 'Configuration of a UTCP client: where its manuals come from, where variables are read from, and how tools are stored, searched and post-processed.',
  fields: [
    {name: 'variables', type: opt(map(str)), default: {}, description: 'Variables available to `${NAME}` references, checked before any loader.'},
    {name: 'load_variables_from', type: opt(list(ref('variableLoader'))), default: null, description: 'Further variable sources, asked in order.'},
    {name: 'tool_repository', type: {kind: 'ref', to: 'toolRepository'}, default: {tool_repository_type: 'in_memory'}, description: 'Where registered tools are kept.'},
    {
      name: 'tool_search_strategy',
      type: {kind: 'ref', to: 'toolSearchStrategy'},
      default: {tool_search_strategy_type: 'tag_and_description_word_match'},
      description: 'How search_tools ranks tools.',
    },
    {name: 'post_processing', type: list({kind: 'ref', to: 'postProcessor'}), default: [], description: 'Processors applied, in order, to every tool result.'},
    {name: 'manual_call_templates', type: list(ref('callTemplate')), default: [], description: 'Call templates of the manuals registered when the client starts.'},
  ],
};

const toolRepositories10: Family = {
  discriminator: 'tool_repository_type',
  variants: {
    in_memory: {
      className: 'InMemToolRepository',
      source: 'core/src/utcp/implementations/in_mem_tool_repository.py',
      description: 'Keeps tools in memory for the life of the client.',
      fields: [typeField('tool_repository_type', 'in_memory', 'repository')],
    },
  },
};

const toolSearchStrategies10: Family = {
  discriminator: 'tool_search_strategy_type',
  variants: {
    tag_and_description_word_match: {
      className: 'TagAndDescriptionWordMatchStrategy',
      source: 'core/src/utcp/implementations/tag_search.py',
      description: 'Scores tools by the query words found in their tags and descriptions.',
      fields: [
        typeField('tool_search_strategy_type', 'tag_and_description_word_match', 'strategy'),
        {name: 'description_weight', type: num, default: 1, description: 'Weight of a word found in the description.'},
        {name: 'tag_weight', type: num, default: 3, description: 'Weight of a matching tag.'},
      ],
    },
  },
};

const postProcessors10: Family = {
  discriminator: 'tool_post_processor_type',
  variants: {
    filter_dict: {
      className: 'FilterDictPostProcessor',
      source: 'core/src/utcp/implementations/post_processors/filter_dict_post_processor.py',
      description: 'Removes keys from results, or keeps only some.',
      fields: [
        typeField('tool_post_processor_type', 'filter_dict', 'processor'),
        {name: 'exclude_keys', type: opt(list(str)), default: null, description: 'Keys removed wherever they occur in a result.'},
        {name: 'only_include_keys', type: opt(list(str)), default: null, description: 'When set, only these keys are kept.'},
        ...toolFilters,
      ],
    },
    limit_strings: {
      className: 'LimitStringsPostProcessor',
      source: 'core/src/utcp/implementations/post_processors/limit_strings_post_processor.py',
      description: 'Cuts long strings in results down to a maximum length.',
      fields: [
        typeField('tool_post_processor_type', 'limit_strings', 'processor'),
        {name: 'limit', type: int, default: 10000, description: 'Maximum number of characters kept per string.'},
        ...toolFilters,
      ],
    },
  },
};

export const facts10: LineFacts = {
  line: '1.0',
  label: 'UTCP 1.0',
  pythonRef: 'v1.0 (0150a3b)',
  manual: manual10,
  tool: tool10,
  jsonSchema: jsonSchema10,
  auth: auth10,
  callTemplates: {
    discriminator: 'call_template_type',
    variants: {http: http10, sse: sse10, streamable_http: streamableHttp10, cli: cli10, text: text10, mcp: mcp10, websocket: websocket10},
  },
  clientConfig: clientConfig10,
  variableLoaders: variableLoaders10,
  toolRepositories: toolRepositories10,
  toolSearchStrategies: toolSearchStrategies10,
  postProcessors: postProcessors10,
};

// ---------------------------------------------------------------- Next (1.1)

const allowedProtocols: Field = {
  name: 'allowed_communication_protocols',
  type: opt(list(str)),
  default: null,
  description:
    'Transports the tools of this manual may use. When unset or empty, only the transport of this call template itself is allowed.',
};

/** Adds the Next base field to a 1.0 template, after `auth`. */
function withAllowedProtocols(model: Model): Model {
  return {...model, fields: [...model.fields, allowedProtocols]};
}

const cliNext: Model = {
  ...cli10,
  fields: [
    ...cli10.fields.slice(0, 4),
    {
      name: 'inherit_env_vars',
      type: opt(list(str)),
      default: null,
      description: 'Names of variables of the client’s own environment passed on to the commands (only a safe default set when unset).',
    },
    ...cli10.fields.slice(4),
  ],
};

const textNext: Model = {
  ...text10,
  description: 'A UTCP manual or an OpenAPI document given inline as text (python-utcp 1.1; files are read by the file template).',
  fields: [
    templateName,
    typeField('call_template_type', 'text', 'inline text transport'),
    {name: 'content', type: str, required: true, description: 'The manual or OpenAPI document itself, as a JSON or YAML string.'},
    {name: 'base_url', type: opt(str), default: null, description: 'Base URL for the operations of an OpenAPI document, overriding its servers list.'},
    noAuthField,
    authTools('the text plugin'),
  ],
};

const fileNext: Model = {
  className: 'FileCallTemplate',
  source: 'plugins/communication_protocols/file/src/utcp_file/file_call_template.py',
  description: 'Reads a UTCP manual or an OpenAPI document from a local file (new in 1.1, the utcp-file plugin).',
  fields: [
    templateName,
    typeField('call_template_type', 'file', 'local file transport'),
    {name: 'file_path', type: str, required: true, description: 'Path of the JSON or YAML file holding the manual or the OpenAPI document.'},
    noAuthField,
    authTools('the file plugin'),
  ],
};

const websocketNext: Model = {
  ...websocket10,
  fields: websocket10.fields.map((field) =>
    field.name === 'url'
      ? {
          ...field,
          // 1.1 compares the host name, so ws://localhost.example.com no longer passes.
          type: {kind: 'string', pattern: '^(wss://|ws://(localhost|127\\.0\\.0\\.1|\\[::1\\])(:[0-9]+)?(/|\\?|#|$))'},
          description: 'Socket URL. python-utcp accepts wss:// anywhere and plain ws:// only for the loopback hosts localhost, 127.0.0.1 and [::1].',
        }
      : field,
  ),
};

const jsonSchemaNext: Model = {
  ...jsonSchema10,
  fields: [...jsonSchema10.fields, {name: 'examples', type: opt(list({kind: 'json'})), default: null, description: 'Sample values.'}],
};

export const factsNext: LineFacts = {
  ...facts10,
  line: 'next',
  label: 'UTCP Next (1.1)',
  pythonRef: 'main (fd30247)',
  jsonSchema: jsonSchemaNext,
  callTemplates: {
    discriminator: 'call_template_type',
    variants: Object.fromEntries(
      Object.entries({
        http: http10,
        sse: sse10,
        streamable_http: streamableHttp10,
        cli: cliNext,
        text: textNext,
        file: fileNext,
        mcp: mcp10,
        websocket: websocketNext,
      }).map(([type, model]) => [type, withAllowedProtocols(model)]),
    ),
  },
};
