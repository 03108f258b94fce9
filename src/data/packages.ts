/**
 * The one source of package facts for the docs: which UTCP packages exist per
 * docs version and language, at which version, for which call template types,
 * and what to watch out for. Rendered by src/components/PackageList; checked by
 * tests/unit/docs/packages.test.ts.
 *
 * Where the versions come from:
 * - npm: `npm view <name> versions` (registry, checked 2026-11-22). Unpublished
 *   names answered E404 and are listed with `published: false` so that no page
 *   can offer an install command for them.
 * - Python: the `version` in each plugin's pyproject.toml at the pinned
 *   python-utcp commit (v1.0 = 0150a3b, main = fd30247). PyPI was not queried,
 *   so these are "the version at the pinned commit".
 */

import {versionPin} from '../config/versionPins';
import {withoutCitationMarkers} from '../lib/citationMarkers';

export type DocsVersion = '1.0' | 'next';
export type PackageLanguage = 'python' | 'typescript';

export interface PackageFact {
  /** Distribution name on PyPI or npm. */
  name: string;
  language: PackageLanguage;
  /** Version at the pinned commit (Python) or the newest published version of the line (npm). */
  version: string;
  /** False for npm names the registry does not know (E404): they must never appear in an install command. */
  published: boolean;
  /** The `call_template_type` values the package registers; empty for the core and non-protocol plugins. */
  callTemplateTypes: string[];
  /** What the package is for, in a few words (shown in the table). */
  role: string;
  /** The requirement written in install commands: a pip specifier or `name@version`. */
  requirement: string;
  /** What users must know before installing it (shown in the table). */
  caveats: string[];
  /** Python only: the `requires-python` of its pyproject.toml at the pinned commit. */
  requiresPython?: string;
}

export interface DocsVersionPackages {
  /** The python-utcp commit the Python facts were read at. */
  pythonCommit: string;
  python: PackageFact[];
  typescript: PackageFact[];
}

/** The python-utcp commit each version pins (src/config/version-pins.json), short. */
export const PYTHON_COMMITS: Record<DocsVersion, string> = {
  '1.0': versionPin('1.0').pythonUtcp.commit.slice(0, 7),
  next: versionPin('next').pythonUtcp.commit.slice(0, 7),
};

/** Every version of each @utcp name on the npm registry (`npm view <name> versions`); [] = E404, not published. */
export const NPM_REGISTRY_VERSIONS: Record<string, string[]> = {
  '@utcp/sdk': ['1.0.16', '1.1.2'],
  '@utcp/http': ['1.0.13', '1.1.11'],
  '@utcp/text': ['1.0.12', '1.1.0'],
  '@utcp/mcp': ['1.1.3'],
  '@utcp/direct-call': ['1.0.12'],
  '@utcp/cli': [],
  '@utcp/file': [],
  '@utcp/dotenv-loader': [],
  '@utcp/websocket': [],
};

function python(
  name: string,
  version: string,
  callTemplateTypes: string[],
  role: string,
  requirement: string,
  caveats: string[] = [],
  requiresPython = '>=3.10',
): PackageFact {
  return {
    name,
    language: 'python',
    version,
    published: true,
    callTemplateTypes,
    role: withoutCitationMarkers(role),
    requirement,
    caveats: caveats.map(withoutCitationMarkers),
    requiresPython,
  };
}

function npm(
  name: string,
  version: string,
  callTemplateTypes: string[],
  role: string,
  caveats: string[] = [],
): PackageFact {
  return {
    name,
    language: 'typescript',
    version,
    published: true,
    callTemplateTypes,
    role: withoutCitationMarkers(role),
    requirement: `${name}@${version}`,
    caveats: caveats.map(withoutCitationMarkers),
  };
}

function unpublishedNpm(name: string, callTemplateTypes: string[], role: string, caveats: string[]): PackageFact {
  return {
    name,
    language: 'typescript',
    version: '',
    published: false,
    callTemplateTypes,
    role: withoutCitationMarkers(role),
    requirement: '',
    caveats: caveats.map(withoutCitationMarkers),
  };
}

const UNPUBLISHED_SOURCE_NOTE =
  'Not on the npm registry; exists only as source in the typescript-utcp repository. {/* site: tests/unit/docs/packages.test.ts#says where an unpublished npm name exists as source */}';
const NO_PACKAGE_NOTE =
  'Not on the npm registry, and not in the typescript-utcp repository either: there is no TypeScript WebSocket plugin. {/* site: tests/unit/docs/packages.test.ts#says where an unpublished npm name exists as source */}';

/**
 * The @utcp names the pages mention that the registry does not have (E404), the same in every version:
 * three exist as source in typescript-utcp at both pinned commits, @utcp/websocket nowhere.
 */
const UNPUBLISHED_NPM: readonly PackageFact[] = [
  unpublishedNpm('@utcp/cli', ['cli'], 'Local commands', [UNPUBLISHED_SOURCE_NOTE]),
  unpublishedNpm('@utcp/file', ['file'], 'Manuals read from local files', [UNPUBLISHED_SOURCE_NOTE]),
  unpublishedNpm('@utcp/dotenv-loader', [], 'Variables from .env files', [UNPUBLISHED_SOURCE_NOTE]),
  unpublishedNpm('@utcp/websocket', ['websocket'], 'WebSocket', [NO_PACKAGE_NOTE]),
];

/** The call template types of the HTTP plugins (utcp-http, @utcp/http). */
const HTTP_TEMPLATES = ['http', 'sse', 'streamable_http'];

/** Roles that read the same in every version. */
const ROLE = {
  pythonCore: 'Core: client, data models, variable substitution',
  pythonHttp: 'HTTP, server-sent events, chunked HTTP; OpenAPI conversion',
  mcp: 'Calls tools of MCP servers (stdio and HTTP) {/* behaviour: mcp.config.no-transport@all-typed, mcp.results.text-content@plain-text */}',
  websocket:
    'Calls tools over a WebSocket connection {/* behaviour: websocket.message.no-template@arguments-as-json */}',
  inlineText: 'Manual or OpenAPI document given inline (content)',
  npmCore: 'Core: UtcpClient, data models, variable substitution',
  npmHttp:
    'HTTP tool calls; SSE and streamable HTTP for discovery only (@utcp/http sends no request for their tool calls) {/* behaviour: http.response.body@json, sse.discovery.manual@json-manual, streamable-http.discovery.manual@json-manual, sse.call.placeholder@call-tool, streamable-http.call.placeholder@call-tool */}',
  directCall:
    'Calls functions registered in the same process {/* behaviour: direct-call.call.arguments@two-arguments */}',
  incomplete: 'Marked incomplete in the repository (an INCOMPLETE file in the plugin folder).',
};

/** The pip requirement that keeps `name` on one minor line: `"utcp>=1.1,<1.2"`. */
function minorLine(name: string, line: string): string {
  const [major, minor] = line.split('.').map(Number);
  return `"${name}>=${line},<${major}.${minor + 1}"`;
}

/** utcp-in-mem-embeddings is at 1.0.0 on both lines (the same pyproject at 0150a3b and fd30247). */
const IN_MEM_EMBEDDINGS = python(
  'utcp-in-mem-embeddings',
  '1.0.0',
  [],
  'The in_mem_embeddings search strategy (semantic search)',
  '"utcp-in-mem-embeddings[embedding]==1.0.0"',
  [
    'Install the embedding extra. Without sentence-transformers, the strategy logs a warning and searches all the same. {/* behaviour: search.embeddings.fallback@warning-logged */} Its stand-in vector sums character codes by their position in the text, so `stop` and `pots` get different vectors while letter case makes no difference. {/* behaviour: search.embeddings.fallback@anagram, search.embeddings.fallback@letter-case */} It does not rank by meaning: over four sample tools, a search for `weather` returned all four, the weather tool last. {/* behaviour: search.embeddings.fallback@warning-logged */}',
  ],
);

/** A docs version's packages: its own, then those every version lists unchanged (in-memory embeddings, unpublished npm names). */
function versionPackages(
  pythonCommit: string,
  own: {python: PackageFact[]; typescript: PackageFact[]},
): DocsVersionPackages {
  return {
    pythonCommit,
    python: [...own.python, IN_MEM_EMBEDDINGS],
    typescript: [...own.typescript, ...UNPUBLISHED_NPM],
  };
}

/** @utcp/http of one line: on every line its SSE and streamable HTTP tool calls are placeholders. */
function npmHttp(version: string, caveats: string[]): PackageFact {
  return npm('@utcp/http', version, HTTP_TEMPLATES, ROLE.npmHttp, [
    'SSE and streamable HTTP tool calls are placeholders: they send no request and return a canned text naming the tool, in a one-item list for SSE. {/* behaviour: sse.call.placeholder@call-tool, streamable-http.call.placeholder@call-tool */}',
    ...caveats,
  ]);
}

export const PACKAGES: Record<DocsVersion, DocsVersionPackages> = {
  '1.0': versionPackages(PYTHON_COMMITS['1.0'], {
    python: [
      python('utcp', '1.0.4', [], ROLE.pythonCore, minorLine('utcp', '1.0')),
      python('utcp-http', '1.0.5', HTTP_TEMPLATES, ROLE.pythonHttp, minorLine('utcp-http', '1.0')),
      python('utcp-cli', '1.1.0', ['cli'], 'Runs local commands', '"utcp-cli==1.1.0"', [
        'The 1.0 state of python-utcp already carries utcp-cli 1.1.0, whose pyproject.toml declares utcp>=1.0; that was read from the file, not resolved by an installer. {/* behaviour: extension.packages.core-requirement@plugin-packages, extension.packages.core-requirement@cli-dependencies */} The setuptools the runs use (66.1) refuses the `license` string of that file with a `ValueError`. {/* behaviour: extension.packages.core-requirement@setuptools-cli-license-raises!ValueError, extension.packages.core-requirement@setuptools-reads-cli-pyproject, extension.packages.core-requirement@setuptools-cli-license-table */} The utcp-cli 1.1.4 of the python-utcp Next state (fd30247) declares utcp>=1.1 in the same file, also read, not installed; the releases between are not checked here, since PyPI is out of reach. {/* behaviour: extension.packages.core-requirement@plugin-packages */}',
        'No streaming: call_tool_streaming is not supported. {/* behaviour: cli.streaming.client@call-tool-streaming, cli.streaming.client@protocol-direct */}',
      ]),
      python(
        'utcp-mcp',
        '1.0.2',
        ['mcp'],
        ROLE.mcp,
        minorLine('utcp-mcp', '1.0'),
        [
          'In python-utcp an oauth2 auth object is accepted, but registering an HTTP server requests no token. {/* behaviour: mcp.auth.http-server@oauth2-client-credentials */}',
        ],
        '>=3.11',
      ),
      python(
        'utcp-text',
        '1.0.3',
        ['text'],
        'Reads a manual or OpenAPI document from a local file (file_path) {/* behaviour: text.file-path.reading@relative-to-root-dir */}',
        minorLine('utcp-text', '1.0'),
      ),
      python('utcp-websocket', '1.0.0', ['websocket'], ROLE.websocket, minorLine('utcp-websocket', '1.0'), [
        'The utcp-websocket 1.1.4 of the Next state (fd30247) requires utcp>=1.1. {/* behaviour: websocket.package.metadata@version="1.1.4", websocket.package.metadata@utcp-requirement="utcp>=1.1" */}',
        'Declares Python >=3.10 but uses asyncio.timeout, which needs Python 3.11.',
      ]),
    ],
    typescript: [
      npm('@utcp/sdk', '1.0.16', [], ROLE.npmCore),
      npmHttp('1.0.13', [
        'Every request has a 30 s timeout (the axios instance default). {/* behaviour: http.request.timeout@axios-default=30000 */}',
        'API keys with location "cookie" are not sent.',
      ]),
      npm('@utcp/text', '1.0.12', ['text'], ROLE.inlineText, [
        'Takes the manual itself in content; there is no file_path.',
      ]),
      npm('@utcp/direct-call', '1.0.12', ['direct-call'], ROLE.directCall),
      npm('@utcp/mcp', '1.1.3', ['mcp'], 'Calls tools of MCP servers', [
        'Only 1.1.3 exists and it depends on @utcp/sdk ^1.1.1: beside @utcp/sdk 1.0.16 an mcp call template is rejected as an invalid CallTemplate. {/* behaviour: packages.npm.sdk-dependency@mcp, mcp.install.sdk-line@register-stdio-server, mcp.install.sdk-line@template-in-config */} Use it with the 1.1 SDK.',
      ]),
    ],
  }),
  next: versionPackages(PYTHON_COMMITS.next, {
    python: [
      python('utcp', '1.1.3', [], ROLE.pythonCore, minorLine('utcp', '1.1')),
      python('utcp-http', '1.1.11', HTTP_TEMPLATES, ROLE.pythonHttp, minorLine('utcp-http', '1.1')),
      python('utcp-cli', '1.1.4', ['cli'], 'Runs local commands', '"utcp-cli>=1.1.3,<1.2"', [
        'In utcp-cli 1.1.4 (fd30247) arguments reach the command as per-call environment variables. {/* behaviour: cli.arguments.references@variable-name-per-call */} In utcp-cli 1.1.0 (0150a3b) they are pasted unquoted into the command line, so the shell splits them and drops their quotes. {/* behaviour: cli.call.arguments-and-output@spaces-and-quotes */}',
      ]),
      python(
        'utcp-mcp',
        '1.1.2',
        ['mcp'],
        ROLE.mcp,
        minorLine('utcp-mcp', '1.1'),
        [
          'A tool result with text content but no structuredContent comes back from call_tool as None. {/* behaviour: mcp.results.text-content@plain-text, mcp.results.text-content@json-object-text */}',
        ],
        '>=3.11',
      ),
      python('utcp-text', '1.1.0', ['text'], ROLE.inlineText, minorLine('utcp-text', '1.1')),
      python(
        'utcp-file',
        '1.1.0',
        ['file'],
        'Reads a manual or OpenAPI document from a local file {/* behaviour: file.manual.formats@json, file.manual.openapi@allowing-http */}',
        minorLine('utcp-file', '1.1'),
      ),
      python('utcp-websocket', '1.1.4', ['websocket'], ROLE.websocket, minorLine('utcp-websocket', '1.1')),
      python('utcp-gql', '1.1.4', ['graphql'], 'GraphQL queries and mutations', minorLine('utcp-gql', '1.1'), [
        ROLE.incomplete,
      ]),
      python('utcp-socket', '1.1.0', ['tcp', 'udp'], 'Raw TCP and UDP', minorLine('utcp-socket', '1.1'), [
        ROLE.incomplete,
      ]),
    ],
    typescript: [
      npm('@utcp/sdk', '1.1.2', [], ROLE.npmCore),
      npmHttp('1.1.11', [
        'Every tool call has a 30 s timeout (the axios instance default; a timeout field in a @utcp/http template is dropped when it is read). {/* behaviour: http.request.timeout@axios-default=30000, http.request.timeout@template-timeout-field */}',
        'API keys with location "cookie" are computed but not sent.',
      ]),
      npm('@utcp/text', '1.1.0', ['text'], ROLE.inlineText),
      npm('@utcp/mcp', '1.1.3', ['mcp'], 'Calls tools of MCP servers'),
      npm('@utcp/direct-call', '1.0.12', ['direct-call'], ROLE.directCall, [
        'Only 1.0.12 exists; it depends on @utcp/sdk ^1.0.15, which 1.1.2 satisfies. {/* behaviour: packages.npm.sdk-dependency@direct-call */}',
      ]),
    ],
  }),
};

export function packagesFor(version: DocsVersion, language: PackageLanguage): PackageFact[] {
  return language === 'python' ? PACKAGES[version].python : PACKAGES[version].typescript;
}

export function findPackage(version: DocsVersion, language: PackageLanguage, name: string): PackageFact {
  const fact = packagesFor(version, language).find((candidate) => candidate.name === name);
  if (!fact) throw new Error(`No ${language} package "${name}" is known for docs version ${version}.`);
  return fact;
}

/**
 * The shell command that installs `names`. Throws for unknown or unpublished
 * packages, so a page that asks for one fails the build instead of misleading readers.
 */
export function installCommand(version: DocsVersion, language: PackageLanguage, names: string[]): string {
  if (names.length === 0) throw new Error('An install command needs at least one package.');
  const requirements = names.map((name) => {
    const fact = findPackage(version, language, name);
    if (!fact.published) throw new Error(`${name} is not published; do not offer an install command for it.`);
    return fact.requirement;
  });
  return `${language === 'python' ? 'pip install' : 'npm install'} ${requirements.join(' ')}`;
}
