import type {ApiFunction, ApiModule} from '../../../types';

function registerFn(
  name: string,
  typeParam: string,
  implParam: string,
  implType: string,
  what: string,
  registry: string,
  builtIns: string,
): ApiFunction {
  return {
    kind: 'function',
    name,
    params: [
      {name: typeParam, type: 'str', description: `The type key as it appears in JSON. ${builtIns}`},
      {name: implParam, type: implType, description: `The ${what} to register.`},
      {name: 'override', type: 'bool', default: 'False', description: 'Replace an existing registration of the same type.'},
    ],
    returns: {type: 'bool', description: '`True` if it was registered; `False` if the type was already taken and `override` is `False`.'},
    summary: [`Adds an entry to \`${registry}\` and logs it at INFO level.`],
  };
}

const mod: ApiModule = {
  route: 'core/utcp/plugins/discovery',
  file: 'core/plugins/discovery',
  module: 'utcp.plugins.discovery',
  distribution: 'utcp',
  source: 'core/src/utcp/plugins/discovery.py',
  sidebarLabel: 'discovery',
  sidebarPosition: 1,
  description: 'Functions that register new auth types, variable loaders, call templates, protocols, repositories, search strategies and post-processors with UTCP.',
  purpose: [
    'Every extension point of python-utcp is a registry keyed by a type string, and this module has one function per registry. Plugins call them from their `register()` function; the core calls them for its built-ins. Registries are process-wide class attributes, so a registration is visible to every client.',
    'By default the first registration of a type wins and later ones return `False`. Pass `override=True` to replace a built-in, for example to swap the `http` protocol for an instrumented subclass.',
  ],
  importLine: 'from utcp.plugins.discovery import register_call_template, register_communication_protocol',
  items: [
    registerFn('register_auth', 'auth_type', 'serializer', 'Serializer[Auth]', 'serializer of the auth model', 'AuthSerializer.auth_serializers', 'Built in: `api_key`, `basic`, `oauth2`.'),
    registerFn('register_variable_loader', 'loader_type', 'serializer', 'Serializer[VariableLoader]', 'serializer of the loader model', 'VariableLoaderSerializer.loader_serializers', 'Built in: `dotenv`.'),
    registerFn('register_call_template', 'call_template_type', 'serializer', 'Serializer[CallTemplate]', 'serializer of the call template subclass', 'CallTemplateSerializer.call_template_serializers', 'Registered by the plugins: `http`, `sse`, `streamable_http`, `cli`, `mcp`, `text`.'),
    registerFn('register_communication_protocol', 'communication_protocol_type', 'communication_protocol', 'CommunicationProtocol', 'protocol instance (one instance serves all manuals of the type)', 'CommunicationProtocol.communication_protocols', 'Use the same key as the call template type.'),
    registerFn('register_tool_repository', 'tool_repository_type', 'tool_repository', 'Serializer[ConcurrentToolRepository]', 'serializer that builds the repository from its configuration', 'ConcurrentToolRepositoryConfigSerializer.tool_repository_implementations', 'Built in: `in_memory`.'),
    registerFn('register_tool_search_strategy', 'strategy_type', 'strategy', 'Serializer[ToolSearchStrategy]', 'serializer that builds the strategy from its configuration', 'ToolSearchStrategyConfigSerializer.tool_search_strategy_implementations', 'Built in: `tag_and_description_word_match`.'),
    registerFn('register_tool_post_processor', 'tool_post_processor_type', 'tool_post_processor', 'Serializer[ToolPostProcessor]', 'serializer that builds the post-processor from its configuration', 'ToolPostProcessorConfigSerializer.tool_post_processor_implementations', 'Built in: `filter_dict`, `limit_strings`.'),
  ],
  examples: [
    {
      title: 'The register() function of a protocol plugin',
      language: 'python',
      intro: 'This is the whole entry point of a plugin package `utcp_graphql_lite`; the plugin loader calls it once per process:',
      code: `from utcp.plugins.discovery import register_call_template, register_communication_protocol

from utcp_graphql_lite.call_template import GraphQLLiteCallTemplateSerializer
from utcp_graphql_lite.protocol import GraphQLLiteProtocol


def register() -> None:
    register_call_template("graphql_lite", GraphQLLiteCallTemplateSerializer())
    register_communication_protocol("graphql_lite", GraphQLLiteProtocol())`,
    },
    {
      title: 'Replacing a built-in protocol',
      language: 'python',
      code: `import logging

from utcp.plugins.discovery import register_communication_protocol
from utcp.plugins.plugin_loader import ensure_plugins_initialized
from utcp_http.http_communication_protocol import HttpCommunicationProtocol


class LoggingHttpProtocol(HttpCommunicationProtocol):
    async def call_tool(self, caller, tool_name, tool_args, tool_call_template):
        logging.info("HTTP tool %s -> %s", tool_name, tool_call_template.url)
        return await super().call_tool(caller, tool_name, tool_args, tool_call_template)


ensure_plugins_initialized()  # load the original first, or it would win later
assert register_communication_protocol("http", LoggingHttpProtocol(), override=True)`,
    },
  ],
};

export default mod;
