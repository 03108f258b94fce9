import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.plugins.plugin_loader',
  route: 'core/utcp/plugins/plugin_loader',
  file: 'core/plugins/plugin_loader',
  sidebarLabel: 'plugin_loader',
  sidebarPosition: 2,
  description:
    'ensure_plugins_initialized() loads the built-in registrations and every installed utcp.plugins entry point, once per process.',
  purpose: [
    'Installed plugins are found through Python package metadata: a plugin declares an entry point in the group `utcp.plugins` that names a function without arguments, and the loader calls it. Nothing has to be imported by hand; `pip install utcp-http` is enough for `http` templates to work.',
    'Loading happens lazily and only once. It is triggered by `UtcpClient.create()`, by constructing any [Serializer](api:core/interfaces/serializer#serializer) and by constructing a [UtcpManual](api:core/data/utcp_manual#utcpmanual).',
  ],
  importLine: 'from utcp.plugins.plugin_loader import ensure_plugins_initialized',
  sections: [
    {
      title: 'What gets loaded',
      body: [
        'First the core registers its own implementations: the auth types `oauth2`, `basic` and `api_key`, the variable loader `dotenv`, the repository `in_memory`, the search strategy `tag_and_description_word_match` and the post-processors `filter_dict` and `limit_strings`. Then every entry point of the group `utcp.plugins` is loaded and called, in the order the metadata lists them.',
        'Each plugin package names its `register()` function in that group; the [overview](api:index#which-version-this-is) lists the entry point of every documented distribution, read from its `pyproject.toml`.',
      ],
    },
  ],
  functions: {
    ensure_plugins_initialized: {
      summary: [
        'Loads the plugins unless that has already happened. A call made while loading is in progress (a plugin that constructs a serializer, for instance) returns at once instead of recursing.',
      ],
      returns: 'Nothing.',
      raises: [
        [
          'Exception',
          "Whatever a plugin's `register()` raises; `plugins_initialized` then stays `False` and the next call tries again.",
        ],
      ],
    },
  },
  examples: [
    {
      title: 'Declaring the entry point of your own plugin',
      language: 'toml',
      intro:
        'In the `pyproject.toml` of a package that provides a `register()` function in `utcp_graphql_lite/__init__.py`:',
      code: `[project]
name = "utcp-graphql-lite"
version = "0.1.0"
dependencies = ["utcp>=1.0"]

[project.entry-points."utcp.plugins"]
graphql_lite = "utcp_graphql_lite:register"`,
    },
    {
      title: 'Checking what is installed',
      language: 'python',
      code: `from utcp.data.call_template import CallTemplateSerializer
from utcp.interfaces.communication_protocol import CommunicationProtocol
from utcp.plugins.plugin_loader import ensure_plugins_initialized

ensure_plugins_initialized()
print(sorted(CommunicationProtocol.communication_protocols))
# e.g. ['cli', 'http', 'mcp', 'sse', 'streamable_http', 'text']
print(sorted(CallTemplateSerializer.call_template_serializers))`,
    },
  ],
};

export default page;
