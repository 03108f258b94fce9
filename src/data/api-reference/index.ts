/**
 * The API reference of python-utcp 1.0.x: every documented module, the
 * sidebar folders, and the text of the /api index page.
 * scripts/generate-api-docs.ts renders all of it into docs/api (Next) and
 * versioned_docs/version-1.0/api (1.0).
 */
import type {ApiCategory, ApiModule, ApiSection, Distribution} from './types';

import auth from './modules/core/data/auth';
import apiKeyAuth from './modules/core/data/auth_implementations/api_key_auth';
import basicAuth from './modules/core/data/auth_implementations/basic_auth';
import oauth2Auth from './modules/core/data/auth_implementations/oauth2_auth';
import callTemplate from './modules/core/data/call_template';
import registerManualResponse from './modules/core/data/register_manual_response';
import tool from './modules/core/data/tool';
import utcpClientConfig from './modules/core/data/utcp_client_config';
import utcpManual from './modules/core/data/utcp_manual';
import variableLoader from './modules/core/data/variable_loader';
import dotEnvVariableLoader from './modules/core/data/variable_loader_implementations/dot_env_variable_loader';
import utcpSerializerValidationError from './modules/core/exceptions/utcp_serializer_validation_error';
import utcpVariableNotFoundException from './modules/core/exceptions/utcp_variable_not_found_exception';
import defaultVariableSubstitutor from './modules/core/implementations/default_variable_substitutor';
import inMemToolRepository from './modules/core/implementations/in_mem_tool_repository';
import filterDictPostProcessor from './modules/core/implementations/post_processors/filter_dict_post_processor';
import limitStringsPostProcessor from './modules/core/implementations/post_processors/limit_strings_post_processor';
import tagSearch from './modules/core/implementations/tag_search';
import utcpClientImplementation from './modules/core/implementations/utcp_client_implementation';
import communicationProtocol from './modules/core/interfaces/communication_protocol';
import concurrentToolRepository from './modules/core/interfaces/concurrent_tool_repository';
import serializer from './modules/core/interfaces/serializer';
import toolPostProcessor from './modules/core/interfaces/tool_post_processor';
import toolSearchStrategy from './modules/core/interfaces/tool_search_strategy';
import variableSubstitutor from './modules/core/interfaces/variable_substitutor';
import discovery from './modules/core/plugins/discovery';
import pluginLoader from './modules/core/plugins/plugin_loader';
import utcpClient from './modules/core/utcp_client';
import cliCallTemplate from './modules/plugins/cli/cli_call_template';
import cliCommunicationProtocol from './modules/plugins/cli/cli_communication_protocol';
import httpCallTemplate from './modules/plugins/http/http_call_template';
import httpCommunicationProtocol from './modules/plugins/http/http_communication_protocol';
import openapiConverter from './modules/plugins/http/openapi_converter';
import sseCallTemplate from './modules/plugins/http/sse_call_template';
import sseCommunicationProtocol from './modules/plugins/http/sse_communication_protocol';
import streamableHttpCallTemplate from './modules/plugins/http/streamable_http_call_template';
import streamableHttpCommunicationProtocol from './modules/plugins/http/streamable_http_communication_protocol';
import mcpCallTemplate from './modules/plugins/mcp/mcp_call_template';
import mcpCommunicationProtocol from './modules/plugins/mcp/mcp_communication_protocol';
import textCallTemplate from './modules/plugins/text/text_call_template';
import textCommunicationProtocol from './modules/plugins/text/text_communication_protocol';

/** The python-utcp commit the 1.0.x reference describes (last state before the 1.1 update). */
export const PYTHON_UTCP_COMMIT = 'd4d8ede41a5bded516313a70b6e72137e69feede';
export const PYTHON_UTCP_REPO = 'https://github.com/universal-tool-calling-protocol/python-utcp';

/** Each distribution: what to pip install and its version at PYTHON_UTCP_COMMIT. */
export const distributions: Record<Distribution, {install: string; label: string; version: string}> = {
  utcp: {install: 'utcp', label: 'core package', version: '1.0.4'},
  'utcp-http': {install: 'utcp-http', label: 'HTTP, SSE and streamable HTTP plugin', version: '1.0.5'},
  'utcp-cli': {install: 'utcp-cli', label: 'command-line plugin', version: '1.1.0'},
  'utcp-mcp': {install: 'utcp-mcp', label: 'MCP plugin', version: '1.0.2'},
  'utcp-text': {install: 'utcp-text', label: 'text-file plugin, needs utcp-http', version: '1.0.3'},
};

export const apiModules: readonly ApiModule[] = [
  auth,
  apiKeyAuth,
  basicAuth,
  oauth2Auth,
  callTemplate,
  registerManualResponse,
  tool,
  utcpClientConfig,
  utcpManual,
  variableLoader,
  dotEnvVariableLoader,
  utcpSerializerValidationError,
  utcpVariableNotFoundException,
  defaultVariableSubstitutor,
  inMemToolRepository,
  filterDictPostProcessor,
  limitStringsPostProcessor,
  tagSearch,
  utcpClientImplementation,
  communicationProtocol,
  concurrentToolRepository,
  serializer,
  toolPostProcessor,
  toolSearchStrategy,
  variableSubstitutor,
  discovery,
  pluginLoader,
  utcpClient,
  cliCallTemplate,
  cliCommunicationProtocol,
  httpCallTemplate,
  httpCommunicationProtocol,
  openapiConverter,
  sseCallTemplate,
  sseCommunicationProtocol,
  streamableHttpCallTemplate,
  streamableHttpCommunicationProtocol,
  mcpCallTemplate,
  mcpCommunicationProtocol,
  textCallTemplate,
  textCommunicationProtocol,
];

export const apiCategories: readonly ApiCategory[] = [
  {
    dir: 'core',
    label: 'Core',
    position: 2,
    description:
      'The `utcp` distribution: the data models, the client, the extension interfaces and their default implementations. Install it with `pip install utcp`.',
    directTitle: 'Client',
    directDescription: 'The entry point most programs start from.',
  },
  {
    dir: 'core/data',
    label: 'Data',
    position: 1,
    description: 'Pydantic models for everything that travels as JSON: manuals, tools, call templates, credentials, variable loaders and the client configuration.',
  },
  {dir: 'core/data/auth_implementations', label: 'auth_implementations', position: 2, description: 'The three credential types.'},
  {dir: 'core/data/variable_loader_implementations', label: 'variable_loader_implementations', position: 9, description: 'The built-in variable loader.'},
  {
    dir: 'core/exceptions',
    label: 'Exceptions',
    position: 2,
    description: 'The two exception classes the core raises on purpose.',
  },
  {
    dir: 'core/implementations',
    label: 'Implementations',
    position: 3,
    description: 'The classes the client uses when the configuration does not name others: the client itself, variable substitution, the in-memory tool store, tag search and the two result post-processors.',
  },
  {dir: 'core/implementations/post_processors', label: 'post_processors', position: 5, description: 'Result post-processors.'},
  {
    dir: 'core/interfaces',
    label: 'Interfaces',
    position: 4,
    description: 'Abstract classes to implement when you extend UTCP: a new protocol, tool store, search strategy, post-processor, variable substitutor or serializer.',
  },
  {
    dir: 'core/plugins',
    label: 'Plugins',
    position: 5,
    description: 'How extensions are registered and when the built-in and installed plugins are loaded.',
  },
  {
    dir: 'plugins',
    label: 'Protocol plugins',
    position: 3,
    description:
      'One distribution per communication protocol. Installing a plugin is enough to use it: it registers its call template type and protocol through the `utcp.plugins` entry point.',
  },
  {dir: 'plugins/cli', label: 'CLI', position: 1, description: 'Run local command-line programs as tools (`pip install utcp-cli`).'},
  {
    dir: 'plugins/http',
    label: 'HTTP',
    position: 2,
    description: 'Call HTTP APIs, Server-Sent Events streams and chunked HTTP streams, and turn OpenAPI documents into manuals (`pip install utcp-http`).',
  },
  {dir: 'plugins/mcp', label: 'MCP', position: 3, description: 'Use tools of Model Context Protocol servers (`pip install utcp-mcp`).'},
  {dir: 'plugins/text', label: 'Text', position: 4, description: 'Load manuals and OpenAPI documents from local files (`pip install utcp-text`).'},
];

const indexSections: ApiSection[] = [
  {
    title: 'How the reference is organised',
    body: [
      'There is one page per Python module, and the URL of a page follows the module\'s path in the python-utcp repository: `utcp.data.tool` lives at `core/utcp/data/tool`, and `utcp_http.http_call_template` at `plugins/communication_protocols/http/src/utcp_http/http_call_template`. The sidebar groups the same pages more briefly: **Core** for the `utcp` package and **Protocol plugins** for the four protocol distributions.',
      'Every page follows the same template:',
      '1. what the module is for, which package ships it, the import line and a link to the source file;\n2. one section per public class, function or constant, in source order;\n3. for data models, a table of every field with its type, default and whether it is required;\n4. for classes and interfaces, every public method with its signature, parameters, return value and the exceptions it raises;\n5. a short example.',
      'A type written on one page links to the page that documents it, so `Optional[List[Tool]]` takes you to [Tool](api:core/data/tool#tool). Names from Python, `typing`, pydantic or aiohttp are not linked.',
    ],
  },
  {
    title: 'Which version this is',
    body: [
      'The pages describe python-utcp 1.0.x as of commit `d4d8ede`, the last state before the 1.1 update. At that commit the packages carry these versions:',
      '| Distribution | Version | Install |\n| --- | --- | --- |\n| `utcp` | 1.0.4 | `pip install utcp` |\n| `utcp-http` | 1.0.5 | `pip install utcp-http` |\n| `utcp-cli` | 1.1.0 | `pip install utcp-cli` |\n| `utcp-mcp` | 1.0.2 | `pip install utcp-mcp` |\n| `utcp-text` | 1.0.3 | `pip install utcp-text` |',
      'Where the code behaves differently from what its docstrings promise, the pages follow the code and say so.',
    ],
  },
  {
    title: 'Where to start',
    body: [
      '- To call tools, read [utcp.utcp_client](api:core/utcp_client) and the configuration model [utcp.data.utcp_client_config](api:core/data/utcp_client_config).\n- To publish tools, read [utcp.data.utcp_manual](api:core/data/utcp_manual), [utcp.data.tool](api:core/data/tool) and the call template of your protocol, for example [utcp_http.http_call_template](api:plugins/http/http_call_template).\n- To add a protocol, read [utcp.interfaces.communication_protocol](api:core/interfaces/communication_protocol) and [utcp.plugins.discovery](api:core/plugins/discovery).',
    ],
  },
];

export const indexPage = {
  title: 'API reference',
  sidebarLabel: 'Overview',
  categoryLabel: 'API Specification',
  categoryPosition: 8,
  description: 'Reference of the python-utcp 1.0.x modules: data models, client, interfaces, default implementations and the cli, http, mcp and text protocol plugins.',
  intro: [
    'This is the reference of the Python implementation of UTCP, [python-utcp](https://github.com/universal-tool-calling-protocol/python-utcp). It lists every public class, function and constant of the core package and of the cli, http, mcp and text protocol plugins, with the exact field names, types and defaults the code uses.',
  ],
  nextNote:
    'These are the pages of the unreleased docs. They describe python-utcp 1.0.x like the 1.0 docs, and a note at the top of a page lists what python-utcp 1.1 (the current main branch) changes in that module.',
  sections: indexSections,
};
