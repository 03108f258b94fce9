/**
 * JSON Schemas for the UTCP 1.0 objects that have no TypeScript 1.0 package on
 * npm, or whose TypeScript 1.0 package reads different fields than Python.
 * They are written here from python-utcp at commit d4d8ede (the last state of
 * the 1.0 line), file by file:
 *
 * - cli:       plugins/communication_protocols/cli/src/utcp_cli/cli_call_template.py
 *              (CliCallTemplate, CommandStep); CliCommunicationProtocol refuses an
 *              empty `commands` list, hence minItems 1.
 * - websocket: plugins/communication_protocols/websocket/src/utcp_websocket/websocket_call_template.py
 *              (its url validator accepts wss://, ws://localhost and ws://127.0.0.1 prefixes).
 * - text:      plugins/communication_protocols/text/src/utcp_text/text_call_template.py
 *              (Python 1.0 reads `file_path`; @utcp/text 1.0.12 reads `content` instead).
 * - mcp:       plugins/communication_protocols/mcp/src/utcp_mcp/mcp_call_template.py
 *              (auth is OAuth2 only). The server entries are handed to mcp-use's
 *              MCPClient.from_dict, which starts a stdio server only when an entry
 *              has both `command` and `args` and connects over HTTP when it has `url`.
 * - dotenv:    core/src/utcp/data/variable_loader_implementations/dot_env_variable_loader.py
 *              (the only variable loader of 1.0; @utcp/sdk 1.0.16 registers none).
 *
 * Pydantic would ignore unknown keys; these schemas reject them on purpose
 * (`additionalProperties: false`) so that a misspelt field in the docs fails.
 * Nested auth objects are only checked for shape here; the checker validates
 * them with the SDK's AuthSerializer afterwards (the auth fields are the same in
 * Python 1.0 and @utcp/sdk 1.0.16).
 */

type Schema = Record<string, unknown>;

/** Base of the schema ids (never fetched: ids only name the schemas inside Ajv). */
const PY = 'https://utcp.io/checks/python-utcp-1.0/';

const nullable = (schema: Schema): Schema => ({anyOf: [schema, {type: 'null'}]});
const stringMap: Schema = {type: 'object', additionalProperties: {type: 'string'}};
const stringList: Schema = {type: 'array', items: {type: 'string'}};
const anyAuth: Schema = nullable({type: 'object', required: ['auth_type'], properties: {auth_type: {type: 'string'}}});

export const pythonCliCallTemplate: Schema = {
  $id: PY + 'cli_call_template',
  type: 'object',
  additionalProperties: false,
  required: ['call_template_type', 'commands'],
  properties: {
    name: {type: 'string'},
    call_template_type: {const: 'cli'},
    commands: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['command'],
        properties: {
          command: {type: 'string'},
          append_to_final_output: nullable({type: 'boolean'}),
        },
      },
    },
    env_vars: nullable(stringMap),
    working_dir: nullable({type: 'string'}),
    auth: {type: 'null'},
  },
};

export const pythonWebSocketCallTemplate: Schema = {
  $id: PY + 'websocket_call_template',
  type: 'object',
  additionalProperties: false,
  required: ['call_template_type', 'url'],
  properties: {
    name: {type: 'string'},
    call_template_type: {const: 'websocket'},
    url: {type: 'string', pattern: '^(wss://|ws://localhost|ws://127\\.0\\.0\\.1)'},
    message: {anyOf: [{type: 'string'}, {type: 'object'}, {type: 'null'}]},
    protocol: nullable({type: 'string'}),
    keep_alive: {type: 'boolean'},
    response_format: {enum: ['json', 'text', 'raw', null]},
    timeout: {type: 'integer'},
    headers: nullable(stringMap),
    header_fields: nullable(stringList),
    auth: anyAuth,
  },
};

export const pythonTextCallTemplate: Schema = {
  $id: PY + 'text_call_template',
  type: 'object',
  additionalProperties: false,
  required: ['call_template_type', 'file_path'],
  properties: {
    name: {type: 'string'},
    call_template_type: {const: 'text'},
    file_path: {type: 'string'},
    auth: {type: 'null'},
    auth_tools: anyAuth,
  },
};

/** One entry of `config.mcpServers` as mcp-use reads it: stdio (command + args) or HTTP (url). */
export const pythonMcpServer: Schema = {
  $id: PY + 'mcp_server',
  type: 'object',
  anyOf: [
    {required: ['command', 'args']},
    {required: ['url']},
  ],
  properties: {
    command: {type: 'string'},
    args: stringList,
    env: stringMap,
    url: {type: 'string'},
    headers: stringMap,
  },
};

export const pythonMcpCallTemplate: Schema = {
  $id: PY + 'mcp_call_template',
  type: 'object',
  additionalProperties: false,
  required: ['call_template_type', 'config'],
  properties: {
    name: {type: 'string'},
    call_template_type: {const: 'mcp'},
    config: {
      type: 'object',
      additionalProperties: false,
      required: ['mcpServers'],
      properties: {
        mcpServers: {type: 'object', additionalProperties: {$ref: PY + 'mcp_server'}},
      },
    },
    auth: nullable({type: 'object', required: ['auth_type'], properties: {auth_type: {const: 'oauth2'}}}),
    register_resources_as_tools: {type: 'boolean'},
  },
};

export const pythonDotEnvVariableLoader: Schema = {
  $id: PY + 'dot_env_variable_loader',
  type: 'object',
  additionalProperties: false,
  required: ['variable_loader_type', 'env_file_path'],
  properties: {
    variable_loader_type: {const: 'dotenv'},
    env_file_path: {type: 'string'},
  },
};

/**
 * Additions of the unreleased 1.1 line, accepted only in the Next docs (docs/),
 * from python-utcp HEAD: the cli template's `inherit_env_vars`
 * (plugins/communication_protocols/cli/src/utcp_cli/cli_call_template.py) and
 * the new `file` template of utcp-file
 * (plugins/communication_protocols/file/src/utcp_file/file_call_template.py).
 */
export const pythonNextCliCallTemplate: Schema = {
  ...pythonCliCallTemplate,
  $id: PY + 'next/cli_call_template',
  properties: {
    ...(pythonCliCallTemplate.properties as Schema),
    inherit_env_vars: nullable(stringList),
  },
};

export const pythonNextFileCallTemplate: Schema = {
  $id: PY + 'next/file_call_template',
  type: 'object',
  additionalProperties: false,
  required: ['call_template_type', 'file_path'],
  properties: {
    name: {type: 'string'},
    call_template_type: {const: 'file'},
    file_path: {type: 'string'},
    auth: {type: 'null'},
    auth_tools: anyAuth,
  },
};

export const allPythonSchemas: Schema[] = [
  pythonNextCliCallTemplate,
  pythonNextFileCallTemplate,
  pythonCliCallTemplate,
  pythonWebSocketCallTemplate,
  pythonTextCallTemplate,
  pythonMcpServer,
  pythonMcpCallTemplate,
  pythonDotEnvVariableLoader,
];
