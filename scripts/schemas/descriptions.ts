/**
 * The prose of the published schemas, in our own words: one description per
 * model and per field. A field the facts list without a description here makes
 * the generator fail, so a new python-utcp field cannot slip in undescribed.
 */

const MODELS: Record<string, string> = {
  UtcpManual: 'The document a tool provider publishes: the UTCP version it follows and its list of tools.',
  Tool: 'One tool: what it does, the arguments it takes, what it returns, and the call template that reaches it.',
  JsonSchema:
    'The JSON Schema subset UTCP reads for tool inputs and outputs. Other JSON Schema keywords are kept as they are (the model allows extra keys).',
  ApiKeyAuth: 'An API key sent in a header, a query parameter or a cookie.',
  BasicAuth: 'HTTP Basic authentication with a user name and a password.',
  OAuth2Auth: 'OAuth 2.0 client credentials: the client fetches a bearer token from token_url before calling.',
  HttpCallTemplate:
    'A plain HTTP request per call. As a manual call template it fetches a UTCP manual or an OpenAPI document from url.',
  SseCallTemplate: 'A request whose answer arrives as a stream of Server-Sent Events.',
  StreamableHttpCallTemplate: 'An HTTP request whose response body is read in chunks (chunked transfer encoding).',
  CliCallTemplate: 'Runs one or more shell commands, in order, on the machine of the client.',
  CommandStep: 'One command of a cli call template.',
  TextCallTemplate: 'A UTCP manual or an OpenAPI document handed to the text plugin.',
  FileCallTemplate: 'Reads a UTCP manual or an OpenAPI document from a local file (the utcp-file plugin, new in 1.1).',
  McpCallTemplate: 'Connects to one or more Model Context Protocol servers and offers their tools as UTCP tools.',
  McpConfig:
    'MCP server configuration: `mcpServers` maps each server name to its settings, handed to the MCP client unchanged.',
  WebSocketCallTemplate: 'Sends a message over a WebSocket connection and returns the reply.',
  TCPProvider: 'Sends one request over a TCP connection and reads the answer.',
  UDPProvider: 'Sends one datagram over UDP and reads the answering datagrams.',
  UtcpClientConfig:
    'Configuration of a UTCP client: where its manuals come from, where variables are read from, and how tools are stored, searched and post-processed.',
  DotEnvVariableLoader: 'Reads variables from a .env file.',
  InMemToolRepository: 'Keeps tools in memory for the life of the client.',
  TagAndDescriptionWordMatchStrategy: 'Scores tools by the query words found in their tags and descriptions.',
  FilterDictPostProcessor: 'Removes keys from results, or keeps only some.',
  LimitStringsPostProcessor: 'Cuts long strings in results down to a maximum length.',
};

/** Descriptions of fields that mean the same wherever they appear. */
const COMMON: Record<string, string> = {
  name: 'Name of the manual or tool provider. Tools are called as `<name>.<tool>`. python-utcp makes up a random name when it is left out, so set it.',
  auth: 'Credentials sent with each request: an api_key, basic or oauth2 object.',
  auth_tools:
    'Credentials given to the tools converted from an OpenAPI document (used only for operations that declare a security requirement).',
  headers: 'Fixed headers added to every request.',
  header_fields: 'Names of tool arguments that are sent as request headers.',
  body_field: 'Name of the single tool argument whose value becomes the request body.',
  timeout: 'How long to wait for an answer, in milliseconds.',
  url: 'Request URL. `{name}` segments are filled from tool arguments of that name.',
  http_method: 'HTTP method of the request.',
  content_type: 'Content-Type of the request body.',
  allowed_communication_protocols:
    'Transports the tools of this manual may use. When unset or empty, only the transport of this call template itself is allowed.',
  exclude_tools: 'Tools (by full name) this processor skips.',
  only_include_tools: 'When set, the processor applies to these tools only.',
  exclude_manuals: 'Manuals whose tools this processor skips.',
  only_include_manuals: 'When set, the processor applies to the tools of these manuals only.',
  host: 'Host name or address of the server.',
  port: 'Port of the server.',
  request_data_format: 'How the arguments are sent: as a JSON object or through request_data_template.',
  request_data_template:
    'Text sent as the request, with `UTCP_ARG_<name>_UTCP_ARG` placeholders filled from tool arguments.',
  response_byte_format: 'Text encoding used to decode the answer; null returns the raw bytes.',
  call_template_type: 'Selects the transport of this call template.',
  auth_type: 'Selects the authentication scheme.',
  variable_loader_type: 'Selects the kind of variable loader.',
  tool_repository_type: 'Selects the tool repository.',
  tool_search_strategy_type: 'Selects the search strategy.',
  tool_post_processor_type: 'Selects the post-processor.',
};

const FIELDS: Record<string, Record<string, string>> = {
  UtcpManual: {
    utcp_version: 'UTCP version the manual follows. python-utcp fills in its own version when it is left out.',
    manual_version: 'Version of this manual, chosen by its author.',
    tools: 'The tools of the manual.',
  },
  Tool: {
    name: 'Tool name, unique within its manual.',
    description: 'What the tool does, written for the model that picks tools.',
    inputs: 'JSON Schema of the arguments, normally an object schema.',
    outputs: 'JSON Schema of the result.',
    tags: 'Keywords that tool search matches against.',
    average_response_size: 'Typical size of a result, a hint for clients that budget context.',
    tool_call_template: 'How to call the tool: a call template of one of the supported transports.',
  },
  JsonSchema: {
    $schema: 'URI of the JSON Schema dialect.',
    $id: 'URI identifying this schema.',
    title: 'Short title.',
    description: 'What the value means; shown to the model choosing tools.',
    type: 'JSON type name, or a list of them.',
    properties: 'Schemas of the object’s properties.',
    items: 'Schema of array items.',
    required: 'Properties that must be present.',
    enum: 'Allowed values.',
    const: 'The only allowed value.',
    default: 'Value assumed when the argument is left out.',
    examples: 'Sample values.',
    format: 'Format hint such as date-time or uri.',
    additionalProperties: 'Whether, or how, properties that are not listed are allowed.',
    pattern: 'Regular expression a string must match.',
    minimum: 'Smallest allowed number.',
    maximum: 'Largest allowed number.',
    minLength: 'Shortest allowed string.',
    maxLength: 'Longest allowed string.',
  },
  ApiKeyAuth: {
    api_key:
      'The key itself, usually a variable reference such as `${API_KEY}` so that the secret stays out of the manual.',
    var_name: 'Name of the header, query parameter or cookie that carries the key.',
    location: 'Where the key goes.',
  },
  BasicAuth: {
    username: 'User name; a variable reference keeps it out of the manual.',
    password: 'Password; a variable reference keeps it out of the manual.',
  },
  OAuth2Auth: {
    token_url: 'Endpoint that issues the access token.',
    client_id: 'OAuth client identifier.',
    client_secret: 'OAuth client secret; use a variable reference.',
    scope: 'Space-separated scopes to request, if the server needs them.',
  },
  SseCallTemplate: {
    url: 'URL of the event stream.',
    event_type: 'Only events of this type are passed on; all events when left out.',
    reconnect: 'Whether the client reconnects after the stream drops.',
    retry_timeout: 'Milliseconds to wait before reconnecting.',
  },
  StreamableHttpCallTemplate: {
    chunk_size: 'Bytes read per chunk.',
  },
  CliCallTemplate: {
    auth: 'This transport takes no credentials; leave the field out or set it to null.',
    commands:
      'Commands run in order; at least one. `UTCP_ARG_<name>_UTCP_END` placeholders are filled from tool arguments.',
    env_vars: 'Environment variables set for the commands.',
    inherit_env_vars: 'Names of variables of the client’s own environment passed on to the commands.',
    working_dir: 'Directory the commands run in.',
  },
  CommandStep: {
    command: 'Shell command to run. `UTCP_ARG_<name>_UTCP_END` placeholders are replaced by tool arguments.',
    append_to_final_output:
      'Whether this command’s output is part of the result. When unset, only the last command’s output is returned.',
  },
  TextCallTemplate: {
    auth: 'This transport takes no credentials; leave the field out or set it to null.',
    file_path: 'Path of the JSON or YAML file holding the manual or the OpenAPI document.',
    content: 'The manual or OpenAPI document itself, as a JSON or YAML string.',
    base_url: 'Base URL for the operations of an OpenAPI document, replacing its servers list.',
  },
  FileCallTemplate: {
    auth: 'This transport takes no credentials; leave the field out or set it to null.',
    file_path: 'Path of the JSON or YAML file holding the manual or the OpenAPI document.',
  },
  McpCallTemplate: {
    config:
      'Server configuration in the usual `mcpServers` layout: a map from server name to its settings (command and args for stdio, url for HTTP).',
    auth: 'OAuth 2.0 credentials for HTTP servers; MCP templates accept no other scheme.',
    register_resources_as_tools: 'Also offer each server resource as a tool.',
  },
  McpConfig: {
    mcpServers: 'Server name to server settings.',
  },
  WebSocketCallTemplate: {
    url: 'Socket URL: wss:// for remote servers; plain ws:// is accepted only for a loopback host.',
    message:
      'Message template, a string or an object; `UTCP_ARG_<name>_UTCP_ARG` placeholders are filled from tool arguments. The arguments are sent as JSON when it is left out.',
    protocol: 'WebSocket subprotocol to ask for.',
    keep_alive: 'Keep the connection open between calls.',
    response_format: 'How the reply is decoded; returned as received when left out.',
    timeout: 'Seconds to wait for the reply.',
  },
  TCPProvider: {
    auth: 'This transport takes no credentials; leave the field out or set it to null.',
    framing_strategy: 'How the end of a message is recognized on the stream.',
    length_prefix_bytes: 'Size of the length prefix, with the length_prefix strategy.',
    length_prefix_endian: 'Byte order of the length prefix.',
    message_delimiter: 'Bytes that end a message, with the delimiter strategy.',
    interpret_escape_sequences:
      'Whether escapes such as `\\n` in message_delimiter are turned into the characters they stand for.',
    fixed_message_length: 'Message size in bytes, with the fixed_length strategy.',
    max_response_size: 'Largest answer read, in bytes.',
  },
  UDPProvider: {
    auth: 'This transport takes no credentials; leave the field out or set it to null.',
    number_of_response_datagrams: 'How many datagrams make up the answer.',
  },
  UtcpClientConfig: {
    variables: 'Variables available to `${NAME}` references, checked before any loader.',
    load_variables_from: 'Further variable sources, asked in order.',
    tool_repository: 'Where registered tools are kept.',
    tool_search_strategy: 'How tool search ranks tools.',
    post_processing: 'Processors applied, in order, to every tool result.',
    manual_call_templates: 'Call templates of the manuals registered when the client starts.',
  },
  DotEnvVariableLoader: {
    env_file_path: 'Path of the .env file.',
  },
  TagAndDescriptionWordMatchStrategy: {
    description_weight: 'Weight of a query word found in the description.',
    tag_weight: 'Weight of a matching tag.',
  },
  FilterDictPostProcessor: {
    exclude_keys: 'Keys removed wherever they occur in a result.',
    only_include_keys: 'When set, only these keys are kept.',
  },
  LimitStringsPostProcessor: {
    limit: 'Maximum number of characters kept per string.',
  },
};

export function describeModel(className: string): string {
  const text = MODELS[className];
  if (!text) throw new Error(`scripts/schemas/descriptions.ts: no description for the model ${className}`);
  return text;
}

export function describeField(className: string, field: string): string {
  const text = FIELDS[className]?.[field] ?? COMMON[field];
  if (!text) throw new Error(`scripts/schemas/descriptions.ts: no description for ${className}.${field}`);
  return text;
}
