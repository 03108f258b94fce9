/**
 * The prose of the API reference: one page per python-utcp module (a YAML file
 * below ./pages, read by ./load.ts), the sidebar folders and the text of the
 * /api index page. Facts come from
 * data/protocol; scripts/generate-api-docs.ts joins both into
 * docs/api (Next, from main) and versioned_docs/version-1.0/api (1.0, from v1.0).
 */
import {versionPin} from '../../src/config/versionPins';
import {loadPages} from './load';
import {pluginPages} from './plugin-pages';
import type {ApiCategory, ApiSection, DocsVersion, PageProse} from './types';

/** The prose of a page for one docs version: versions pinned to `apiProse: "next"` apply the page's `next` overrides. */
export function proseForVersion(page: PageProse, version: DocsVersion): PageProse {
  const override = versionPin(version).apiProse === 'next' ? page.next : undefined;
  if (!override) return page;
  const classes: NonNullable<PageProse['classes']> = {...page.classes};
  for (const [name, changes] of Object.entries(override.classes ?? {})) {
    const base = classes[name] ?? {summary: []};
    classes[name] = {
      ...base,
      ...changes,
      summary: changes.summary ?? base.summary,
      fields: {...base.fields, ...changes.fields},
      methods: {...base.methods, ...changes.methods},
    };
  }
  return {...page, ...override, classes};
}

/**
 * Every page: the YAML files below ./pages (validated as they load) and the
 * package page of each protocol plugin. A page is generated for each docs
 * version whose facts have its module.
 */
export const apiPages: readonly PageProse[] = [...loadPages(), ...pluginPages];

const pluginModules = new Set(pluginPages.map((page) => page.module));

/** The file below data/api-reference that holds a page's prose (its "Edit this page" target). */
export function proseSourceFile(page: PageProse): string {
  return pluginModules.has(page.module) ? 'plugin-pages.ts' : `pages/${page.file}.yaml`;
}

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
    description:
      'Pydantic models for everything that travels as JSON: manuals, tools, call templates, credentials, variable loaders and the client configuration.',
  },
  {
    dir: 'core/data/auth_implementations',
    label: 'auth_implementations',
    position: 2,
    description: 'The three credential types.',
  },
  {
    dir: 'core/data/variable_loader_implementations',
    label: 'variable_loader_implementations',
    position: 9,
    description: 'The built-in variable loader.',
  },
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
    description:
      'The classes the client uses when the configuration does not name others: the client itself, variable substitution, the in-memory tool store, tag search and the two result post-processors.',
  },
  {
    dir: 'core/implementations/post_processors',
    label: 'post_processors',
    position: 5,
    description: 'Result post-processors.',
  },
  {
    dir: 'core/interfaces',
    label: 'Interfaces',
    position: 4,
    description:
      'Abstract classes to implement when you extend UTCP: a new protocol, tool store, search strategy, post-processor, variable substitutor or serializer.',
  },
  {
    dir: 'core/plugins',
    label: 'Plugins',
    position: 5,
    description: 'How extensions are registered and when the built-in and installed plugins are loaded.',
  },
  {
    dir: 'core/python_specific_tooling',
    label: 'Python tooling',
    position: 6,
    description:
      'Helpers for Python services: the `utcp_tool` decorator that turns functions into tools and the read/write lock the tool repository uses.',
  },
  {
    dir: 'plugins',
    label: 'Protocol plugins',
    position: 3,
    description:
      'One distribution per communication protocol. Installing a plugin is enough to use it: its `register()` function, named by the `utcp.plugins` entry point, registers its call template types and protocols.',
  },
  {
    dir: 'plugins/cli',
    label: 'CLI',
    position: 1,
    description: 'Run local command-line programs as tools (`pip install utcp-cli`).',
  },
  {
    dir: 'plugins/http',
    label: 'HTTP',
    position: 2,
    description:
      'Call HTTP APIs, Server-Sent Events streams and chunked HTTP streams, and turn OpenAPI documents into manuals (`pip install utcp-http`).',
  },
  {
    dir: 'plugins/mcp',
    label: 'MCP',
    position: 3,
    description: 'Use tools of Model Context Protocol servers (`pip install utcp-mcp`).',
  },
  {
    dir: 'plugins/text',
    label: 'Text',
    position: 4,
    description:
      'Manuals and OpenAPI documents given as text (`pip install utcp-text`); in 1.0 the text comes from a local file.',
  },
  {
    dir: 'plugins/websocket',
    label: 'WebSocket',
    position: 5,
    description: 'Call tools over a WebSocket connection (`pip install utcp-websocket`).',
  },
  {
    dir: 'plugins/file',
    label: 'File',
    position: 6,
    description: 'Load manuals and OpenAPI documents from local files (`pip install utcp-file`, new in 1.1).',
  },
];

const indexSections: ApiSection[] = [
  {
    title: 'How the reference is organised',
    body: [
      "There is one page per Python module, and the URL of a page follows the module's path in the python-utcp repository: `utcp.data.tool` lives at `core/utcp/data/tool`, and `utcp_http.http_call_template` at `plugins/communication_protocols/http/src/utcp_http/http_call_template`. The sidebar groups the same pages more briefly: **Core** for the `utcp` package and **Protocol plugins** for the protocol distributions.",
      'Every page follows the same template:',
      '1. what the module is for, which distribution ships it (with its version), the import line and a link to the source file at the documented commit;\n2. one section per public class, function or constant, in source order;\n3. for data models, a table of every field with its type, default and whether it is required;\n4. for classes and interfaces, every public method with its signature, parameters, return value and the exceptions it raises (pydantic validators and serializers are summarised in one line per class);\n5. a short example.',
      'Names, signatures, types, defaults, bases and versions are extracted from the python-utcp source by a script, so they match the code at the commit named above; the explanations are ours. A type written on one page links to the page that documents it, so `Optional[List[Tool]]` takes you to [Tool](api:core/data/tool#tool). Names from Python, `typing`, pydantic or aiohttp are not linked. Where the code behaves differently from what its docstrings promise, the pages follow the code and say so.',
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
  description:
    'Reference of python-utcp generated from its source: data models, client, interfaces, default implementations, Python tooling and the protocol plugins.',
  intro: [
    'This is the reference of the Python implementation of UTCP, [python-utcp](https://github.com/universal-tool-calling-protocol/python-utcp). It covers every public class, function and constant of the core package `utcp` and of the protocol plugins listed in the table below, with the field names, types and defaults the code uses.',
  ],
  /** The note of a version whose pin has `changesSince` (src/config/version-pins.json). */
  changesNote: (line: string, since: string): string =>
    `These pages are generated from python-utcp at the commit this version pins (the ${line} line). Every page has a **Changed since ${since}** section computed from the two versions of the source, followed by notes on behaviour that changed.`,
  sections: indexSections,
};
