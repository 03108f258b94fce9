import type {ApiModule} from '../../../types';

const mod: ApiModule = {
  route: 'core/utcp/plugins/plugin_loader',
  file: 'core/plugins/plugin_loader',
  module: 'utcp.plugins.plugin_loader',
  distribution: 'utcp',
  source: 'core/src/utcp/plugins/plugin_loader.py',
  sidebarLabel: 'plugin_loader',
  sidebarPosition: 2,
  description: 'ensure_plugins_initialized() loads the built-in registrations and every installed utcp.plugins entry point, once per process.',
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
        'The plugin packages declare their entry points like this (taken from their `pyproject.toml` files):',
        '| Distribution | Entry point |\n| --- | --- |\n| `utcp-http` | `http = "utcp_http:register"` |\n| `utcp-cli` | `cli = "utcp_cli:register"` |\n| `utcp-mcp` | `mcp = "utcp_mcp:register"` |\n| `utcp-text` | `text = "utcp_text:register"` |',
      ],
    },
  ],
  items: [
    {
      kind: 'constant',
      name: 'plugins_initialized',
      type: 'bool',
      value: 'False',
      description: 'Set to `True` after a complete load. Module state; do not change it.',
    },
    {
      kind: 'constant',
      name: 'loading_plugins',
      type: 'bool',
      value: 'False',
      description: '`True` while a load is running; guards against re-entrant calls.',
    },
    {
      kind: 'function',
      name: 'ensure_plugins_initialized',
      params: [],
      returns: {type: 'None', description: 'Nothing.'},
      raises: [{type: 'Exception', when: 'Whatever a plugin\'s `register()` raises; `plugins_initialized` then stays `False` and the next call tries again.'}],
      summary: [
        'Loads the plugins unless that has already happened. A call made while loading is in progress (a plugin that constructs a serializer, for instance) returns at once instead of recursing.',
      ],
    },
  ],
  examples: [
    {
      title: 'Declaring the entry point of your own plugin',
      language: 'toml',
      intro: 'In the `pyproject.toml` of a package that provides a `register()` function in `utcp_graphql_lite/__init__.py`:',
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

export default mod;
