/**
 * The page of each protocol plugin's package module (`utcp_http`, `utcp_cli`,
 * ...): it holds only `register()`, which the plugin loader calls through the
 * `utcp.plugins` entry point. The registrations themselves come from the facts.
 */
import type {PageProse} from './types';

/**
 * @param dir Folder name in python-utcp, e.g. `http`; the import name is `utcp_<dir>`,
 *   the distribution `utcp-<dir>` and `<dir>` is a call template type the plugin adds.
 * @param adds What the plugin adds, completing "Installing <distribution> ...".
 */
function pluginPage(dir: string, adds: string): PageProse {
  const module = `utcp_${dir}`;
  const distribution = `utcp-${dir}`;
  return {
    module,
    route: `plugins/communication_protocols/${dir}/src/${module}`,
    file: `plugins/${dir}/plugin`,
    sidebarLabel: `${module} (register)`,
    sidebarPosition: 0,
    description: `The ${module} package: register(), the entry point that adds the plugin's protocols and call template types to UTCP.`,
    purpose: [
      `Installing \`${distribution}\` ${adds}. The package declares \`${module}:register\` in the \`utcp.plugins\` entry point group, and [\`ensure_plugins_initialized()\`](api:core/plugins/plugin_loader#ensure_plugins_initialized) calls it the first time a client, serializer or manual is created, so importing the package by hand is never needed.`,
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
print("${dir}" in CallTemplateSerializer.call_template_serializers)  # True`,
      },
    ],
  };
}

/** The package page of every protocol plugin. */
export const pluginPages: readonly PageProse[] = (
  [
    ['cli', 'adds the `cli` protocol and call template type'],
    ['http', 'adds the `http`, `sse` and `streamable_http` protocols and call template types'],
    ['mcp', 'adds the `mcp` protocol and call template type'],
    ['text', 'adds the `text` protocol and call template type'],
    ['websocket', 'adds the `websocket` protocol and call template type'],
    ['file', 'adds the `file` protocol and call template type (new in 1.1)'],
  ] as const
).map(([dir, adds]) => pluginPage(dir, adds));
