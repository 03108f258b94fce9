/**
 * The page of each protocol plugin's package module (`utcp_http`, `utcp_cli`,
 * ...): it holds only `register()`, which the plugin loader calls through the
 * `utcp.plugins` entry point. The registrations themselves come from the facts.
 */
import type {PageProse} from './types';

interface PluginPageOptions {
  /** Folder name in python-utcp, e.g. `http`. */
  dir: string;
  /** Import name, e.g. `utcp_http`. */
  module: string;
  /** Distribution, e.g. `utcp-http`. */
  distribution: string;
  /** What the plugin adds, completing "Installing <distribution> ...". */
  adds: string;
  /** One call template type the example registers a manual with. */
  exampleTemplate: string;
}

export function pluginPage(options: PluginPageOptions): PageProse {
  const {dir, module, distribution} = options;
  return {
    module,
    route: `plugins/communication_protocols/${dir}/src/${module}`,
    file: `plugins/${dir}/plugin`,
    sidebarLabel: `${module} (register)`,
    sidebarPosition: 0,
    description: `The ${module} package: register(), the entry point that adds the plugin's protocols and call template types to UTCP.`,
    purpose: [
      `Installing \`${distribution}\` ${options.adds}. The package declares \`${module}:register\` in the \`utcp.plugins\` entry point group, and [\`ensure_plugins_initialized()\`](api:core/plugins/plugin_loader#ensure_plugins_initialized) calls it the first time a client, serializer or manual is created, so importing the package by hand is never needed.`,
      "The package module also re-exports the plugin's protocol, call template and serializer classes (its `__all__`), so they can be imported from the package directly.",
    ],
    importLine: `from ${module} import register`,
    functions: {
      register: {
        summary: [
          "Registers the plugin's communication protocols and call template serializers with [`register_communication_protocol()`](api:core/plugins/discovery#register_communication_protocol) and [`register_call_template()`](api:core/plugins/discovery#register_call_template). Those keep the first registration of a type, so calling `register()` again (or after another plugin took the same type) changes nothing.",
        ],
        returns: 'Nothing.',
      },
    },
    examples: [
      {
        title: 'Checking that the plugin is active',
        language: 'python',
        code: `from utcp.data.call_template import CallTemplateSerializer
from utcp.plugins.plugin_loader import ensure_plugins_initialized

ensure_plugins_initialized()  # calls ${module}.register() through the entry point
print("${options.exampleTemplate}" in CallTemplateSerializer.call_template_serializers)  # True`,
      },
    ],
  };
}
