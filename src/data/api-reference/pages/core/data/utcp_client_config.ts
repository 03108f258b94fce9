import type {PageProse} from '../../../types';

const page: PageProse = {
  module: 'utcp.data.utcp_client_config',
  route: 'core/utcp/data/utcp_client_config',
  file: 'core/data/utcp_client_config',
  sidebarLabel: 'utcp_client_config',
  sidebarPosition: 7,
  description:
    'UtcpClientConfig, the configuration of a UTCP client: variables, variable loaders, tool repository, search strategy, post-processors and the manuals to register at start-up.',
  purpose: [
    'Everything a client needs to know before it starts is in one model. `UtcpClient.create(config=...)` accepts it as a `UtcpClientConfig` object, as a plain dict, or as the path of a JSON file with the same keys; dicts and files are validated with `UtcpClientConfigSerializer`.',
    'Every field has a default, so an empty configuration works: no variables, an in-memory tool repository, tag-and-description search, no post-processing and no manuals.',
  ],
  importLine: 'from utcp.data.utcp_client_config import UtcpClientConfig, UtcpClientConfigSerializer',
  sections: [
    {
      title: 'Where variable values come from',
      body: [
        'When a call template contains `${NAME}` or `$NAME`, the client looks the name up in this order and takes the first hit:',
        `1. the \`variables\` dict of this configuration (exact key);
2. each loader of \`load_variables_from\`, in list order (a loader that returns an empty string counts as a miss);
3. the process environment (an empty value counts as a miss).`,
        "If nothing matches, [UtcpVariableNotFound](api:core/exceptions/utcp_variable_not_found_exception#utcpvariablenotfound) is raised. The name looked up is not always the name you wrote: references inside a manual's call templates are prefixed with the manual name, as [explained on the substitutor page](api:core/implementations/default_variable_substitutor#how-names-are-resolved).",
        'The values in `variables` are themselves substituted once, when the client is created, against the loaders and the environment. That lets you map a namespaced name onto a secret that already exists, e.g. `"github__api_TOKEN": "$GITHUB_TOKEN"`. It also means a literal `$` in a value is read as a reference.',
      ],
    },
  ],
  classes: {
    UtcpClientConfig: {
      summary: [
        'Client configuration. The five polymorphic fields accept objects or dicts; a dict is dispatched on its type key (`variable_loader_type`, `tool_repository_type`, `tool_search_strategy_type`, `tool_post_processor_type`, `call_template_type`) to the serializer registered for that type, and dumped back the same way.',
      ],
      fields: {
        variables: 'Variable values, searched first.',
        load_variables_from:
          'Loaders searched after `variables`, in order; e.g. a [DotEnvVariableLoader](api:core/data/variable_loader_implementations/dot_env_variable_loader#dotenvvariableloader).',
        tool_repository:
          'Where registered manuals and tools are kept. The default is `{"tool_repository_type": "in_memory"}`.',
        tool_search_strategy:
          'How `search_tools()` ranks tools. The default is `{"tool_search_strategy_type": "tag_and_description_word_match"}`.',
        post_processing: 'Post-processors applied to every tool result, in list order.',
        manual_call_templates: 'Manuals registered when the client is created.',
      },
    },
    UtcpClientConfigSerializer: {
      summary: [
        'Converts `UtcpClientConfig` objects to dicts and back; `UtcpClient.create()` uses it for dicts and JSON files.',
      ],
    },
  },
  examples: [
    {
      title: 'A configuration file',
      language: 'json',
      intro: 'Saved as `utcp_config.json` and passed as `UtcpClient.create(config="utcp_config.json")`:',
      code: `{
  "variables": {
    "github__api_TOKEN": "$GITHUB_TOKEN"
  },
  "manual_call_templates": [
    {
      "name": "github_api",
      "call_template_type": "http",
      "url": "https://api.github.com/utcp",
      "http_method": "GET",
      "auth": {
        "auth_type": "api_key",
        "api_key": "Bearer \${TOKEN}",
        "var_name": "Authorization",
        "location": "header"
      }
    }
  ],
  "tool_search_strategy": {
    "tool_search_strategy_type": "tag_and_description_word_match",
    "tag_weight": 5,
    "description_weight": 1
  },
  "post_processing": [
    {
      "tool_post_processor_type": "limit_strings",
      "limit": 20000
    }
  ]
}`,
    },
    {
      title: 'Secrets from a .env file',
      language: 'json',
      meta: 'impl=python',
      intro: 'The `dotenv` loader is part of the Python core package:',
      code: `{
  "load_variables_from": [
    {
      "variable_loader_type": "dotenv",
      "env_file_path": ".env"
    }
  ],
  "manual_call_templates": [
    {
      "name": "weather",
      "call_template_type": "http",
      "url": "https://weather.example.com/utcp",
      "http_method": "GET"
    }
  ]
}`,
    },
    {
      title: 'The same configuration in Python',
      language: 'python',
      code: `import asyncio

from utcp.data.utcp_client_config import UtcpClientConfigSerializer
from utcp.utcp_client import UtcpClient

config = UtcpClientConfigSerializer().validate_dict({
    "load_variables_from": [{"variable_loader_type": "dotenv", "env_file_path": ".env"}],
    "manual_call_templates": [{
        "name": "weather",
        "call_template_type": "http",
        "url": "https://weather.example.com/utcp",
        "http_method": "GET",
    }],
})


async def main() -> None:
    client = await UtcpClient.create(config=config)
    print([tool.name for tool in await client.search_tools("forecast", limit=5)])


asyncio.run(main())`,
    },
  ],
};

export default page;
