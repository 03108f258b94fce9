import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.plugins.discovery',
  route: 'core/utcp/plugins/discovery',
  file: 'core/plugins/discovery',
  sidebarLabel: 'discovery',
  sidebarPosition: 1,
  description:
    'Functions that register new auth types, variable loaders, call templates, protocols, repositories, search strategies and post-processors with UTCP.',
  purpose: [
    'Every extension point of python-utcp is a registry keyed by a type string, and this module has one function per registry. Plugins call them from their `register()` function; the core calls them for its built-ins. Registries are process-wide class attributes, so a registration is visible to every client.',
    'By default the first registration of a type wins and later ones return `False`. Pass `override=True` to replace a built-in, for example to swap the `http` protocol for an instrumented subclass.',
  ],
  importLine: 'from utcp.plugins.discovery import register_call_template, register_communication_protocol',
  functions: {
    register_auth: {
      summary: ['Adds an entry to `AuthSerializer.auth_serializers` and logs it at INFO level.'],
      params: {
        auth_type: 'The type key as it appears in JSON. Built in: `api_key`, `basic`, `oauth2`.',
        serializer: 'The serializer of the auth model to register.',
        override: 'Replace an existing registration of the same type.',
      },
      returns: '`True` if it was registered; `False` if the type was already taken and `override` is `False`.',
    },
    register_variable_loader: {
      summary: ['Adds an entry to `VariableLoaderSerializer.loader_serializers` and logs it at INFO level.'],
      params: {
        loader_type: 'The type key as it appears in JSON. Built in: `dotenv`.',
        serializer: 'The serializer of the loader model to register.',
        override: 'Replace an existing registration of the same type.',
      },
      returns: '`True` if it was registered; `False` if the type was already taken and `override` is `False`.',
    },
    register_call_template: {
      summary: ['Adds an entry to `CallTemplateSerializer.call_template_serializers` and logs it at INFO level.'],
      params: {
        call_template_type:
          'The type key as it appears in JSON. Registered by the plugins: `http`, `sse`, `streamable_http`, `cli`, `mcp`, `text`.',
        serializer: 'The serializer of the call template subclass to register.',
        override: 'Replace an existing registration of the same type.',
      },
      returns: '`True` if it was registered; `False` if the type was already taken and `override` is `False`.',
    },
    register_communication_protocol: {
      summary: ['Adds an entry to `CommunicationProtocol.communication_protocols` and logs it at INFO level.'],
      params: {
        communication_protocol_type: 'The type key as it appears in JSON. Use the same key as the call template type.',
        communication_protocol: 'The protocol instance (one instance serves all manuals of the type) to register.',
        override: 'Replace an existing registration of the same type.',
      },
      returns: '`True` if it was registered; `False` if the type was already taken and `override` is `False`.',
    },
    register_tool_repository: {
      summary: [
        'Adds an entry to `ConcurrentToolRepositoryConfigSerializer.tool_repository_implementations` and logs it at INFO level.',
      ],
      params: {
        tool_repository_type: 'The type key as it appears in JSON. Built in: `in_memory`.',
        tool_repository: 'The serializer that builds the repository from its configuration to register.',
        override: 'Replace an existing registration of the same type.',
      },
      returns: '`True` if it was registered; `False` if the type was already taken and `override` is `False`.',
    },
    register_tool_search_strategy: {
      summary: [
        'Adds an entry to `ToolSearchStrategyConfigSerializer.tool_search_strategy_implementations` and logs it at INFO level.',
      ],
      params: {
        strategy_type: 'The type key as it appears in JSON. Built in: `tag_and_description_word_match`.',
        strategy: 'The serializer that builds the strategy from its configuration to register.',
        override: 'Replace an existing registration of the same type.',
      },
      returns: '`True` if it was registered; `False` if the type was already taken and `override` is `False`.',
    },
    register_tool_post_processor: {
      summary: [
        'Adds an entry to `ToolPostProcessorConfigSerializer.tool_post_processor_implementations` and logs it at INFO level.',
      ],
      params: {
        tool_post_processor_type: 'The type key as it appears in JSON. Built in: `filter_dict`, `limit_strings`.',
        tool_post_processor: 'The serializer that builds the post-processor from its configuration to register.',
        override: 'Replace an existing registration of the same type.',
      },
      returns: '`True` if it was registered; `False` if the type was already taken and `override` is `False`.',
    },
  },
  examples: [
    {
      title: 'The register() function of a protocol plugin',
      language: 'python',
      intro:
        'This is the whole entry point of a plugin package `utcp_graphql_lite`; the plugin loader calls it once per process:',
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


ensure_plugins_initialized()  # plugins register without override, so they never replace an existing type
assert register_communication_protocol("http", LoggingHttpProtocol(), override=True)`,
    },
  ],
};

export default page;
