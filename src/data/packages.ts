/**
 * The one source of package facts for the docs: which UTCP packages exist per
 * docs version and language, at which version, for which call template types,
 * and what to watch out for. Rendered by src/components/PackageList; checked by
 * tests/unit/packages.test.ts.
 *
 * Where the versions come from:
 * - npm: `npm view <name> versions` (registry, checked 2026-11-22). Unpublished
 *   names answered E404 and are listed with `published: false` so that no page
 *   can offer an install command for them.
 * - Python: the `version` in each plugin's pyproject.toml at the pinned
 *   python-utcp commit (v1.0 = 0150a3b, main = fd30247). PyPI was not queried,
 *   so these are "the version at the pinned commit".
 */

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

export const PYTHON_COMMITS: Record<DocsVersion, string> = {'1.0': '0150a3b', next: 'fd30247'};

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
    role,
    requirement,
    caveats,
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
    role,
    requirement: `${name}@${version}`,
    caveats,
  };
}

function unpublishedNpm(name: string, callTemplateTypes: string[], role: string, caveats: string[]): PackageFact {
  return {
    name,
    language: 'typescript',
    version: '',
    published: false,
    callTemplateTypes,
    role,
    requirement: '',
    caveats,
  };
}

const UNPUBLISHED_NOTE = 'Not on the npm registry; exists only as source in the typescript-utcp repository.';

/** utcp-in-mem-embeddings is at 1.0.0 on both lines (the same pyproject at 0150a3b and fd30247). */
const IN_MEM_EMBEDDINGS = python(
  'utcp-in-mem-embeddings',
  '1.0.0',
  [],
  'The in_mem_embeddings search strategy (semantic search)',
  '"utcp-in-mem-embeddings[embedding]==1.0.0"',
  [
    'Install the embedding extra: without sentence-transformers the strategy logs a warning and falls back to a crude character-frequency vector (in_mem_embeddings_search.py:75-77 at 0150a3b).',
  ],
);

export const PACKAGES: Record<DocsVersion, DocsVersionPackages> = {
  '1.0': {
    pythonCommit: PYTHON_COMMITS['1.0'],
    python: [
      python('utcp', '1.0.4', [], 'Core: client, data models, variable substitution', '"utcp>=1.0,<1.1"'),
      python(
        'utcp-http',
        '1.0.5',
        ['http', 'sse', 'streamable_http'],
        'HTTP, server-sent events, chunked HTTP; OpenAPI conversion',
        '"utcp-http>=1.0,<1.1"',
      ),
      python('utcp-cli', '1.1.0', ['cli'], 'Runs local commands', '"utcp-cli==1.1.0"', [
        'The 1.0 state of python-utcp already carries utcp-cli 1.1.0 (depending on utcp>=1.0); later utcp-cli releases require utcp 1.1.',
        'No streaming: call_tool_streaming is not supported.',
      ]),
      python(
        'utcp-mcp',
        '1.0.2',
        ['mcp'],
        'Calls tools of MCP servers (stdio and HTTP)',
        '"utcp-mcp>=1.0,<1.1"',
        ['An oauth2 auth object is accepted but never used to authenticate to the server.'],
        '>=3.11',
      ),
      python(
        'utcp-text',
        '1.0.3',
        ['text'],
        'Reads a manual or OpenAPI document from a local file (file_path)',
        '"utcp-text>=1.0,<1.1"',
      ),
      python(
        'utcp-websocket',
        '1.0.0',
        ['websocket'],
        'Calls tools over a WebSocket connection',
        '"utcp-websocket>=1.0,<1.1"',
        [
          'Later utcp-websocket releases require utcp 1.1.',
          'Declares Python >=3.10 but uses asyncio.timeout, which needs Python 3.11.',
        ],
      ),
      IN_MEM_EMBEDDINGS,
    ],
    typescript: [
      npm('@utcp/sdk', '1.0.16', [], 'Core: UtcpClient, data models, variable substitution'),
      npm(
        '@utcp/http',
        '1.0.13',
        ['http', 'sse', 'streamable_http'],
        'HTTP tool calls; SSE and streamable HTTP discovery',
        [
          'SSE and streamable HTTP tool calls are placeholders that return a fixed string.',
          'Every request has a 30 s timeout (the axios instance default).',
          'API keys with location "cookie" are not sent.',
        ],
      ),
      npm('@utcp/text', '1.0.12', ['text'], 'Manual or OpenAPI document given inline (content)', [
        'Takes the manual itself in content; there is no file_path.',
      ]),
      npm('@utcp/direct-call', '1.0.12', ['direct-call'], 'Calls functions registered in the same process'),
      {
        ...npm('@utcp/mcp', '1.1.3', ['mcp'], 'Calls tools of MCP servers'),
        caveats: [
          'Only 1.1.3 exists and it depends on @utcp/sdk ^1.1.1: beside @utcp/sdk 1.0.16 an mcp call template is rejected as an invalid CallTemplate. Use it with the 1.1 SDK.',
        ],
      },
      unpublishedNpm('@utcp/cli', ['cli'], 'Local commands', [UNPUBLISHED_NOTE]),
      unpublishedNpm('@utcp/file', ['file'], 'Manuals read from local files', [UNPUBLISHED_NOTE]),
      unpublishedNpm('@utcp/dotenv-loader', [], 'Variables from .env files', [UNPUBLISHED_NOTE]),
      unpublishedNpm('@utcp/websocket', ['websocket'], 'WebSocket', [UNPUBLISHED_NOTE]),
    ],
  },
  next: {
    pythonCommit: PYTHON_COMMITS.next,
    python: [
      python('utcp', '1.1.3', [], 'Core: client, data models, variable substitution', '"utcp>=1.1,<1.2"'),
      python(
        'utcp-http',
        '1.1.11',
        ['http', 'sse', 'streamable_http'],
        'HTTP, server-sent events, chunked HTTP; OpenAPI conversion',
        '"utcp-http>=1.1,<1.2"',
      ),
      python('utcp-cli', '1.1.4', ['cli'], 'Runs local commands', '"utcp-cli>=1.1.3,<1.2"', [
        'From 1.1.3 arguments reach the command as environment variables instead of being quoted into the command line.',
      ]),
      python(
        'utcp-mcp',
        '1.1.2',
        ['mcp'],
        'Calls tools of MCP servers (stdio and HTTP)',
        '"utcp-mcp>=1.1,<1.2"',
        [],
        '>=3.11',
      ),
      python(
        'utcp-text',
        '1.1.0',
        ['text'],
        'Manual or OpenAPI document given inline (content)',
        '"utcp-text>=1.1,<1.2"',
      ),
      python(
        'utcp-file',
        '1.1.0',
        ['file'],
        'Reads a manual or OpenAPI document from a local file',
        '"utcp-file>=1.1,<1.2"',
      ),
      python(
        'utcp-websocket',
        '1.1.4',
        ['websocket'],
        'Calls tools over a WebSocket connection',
        '"utcp-websocket>=1.1,<1.2"',
      ),
      python('utcp-gql', '1.1.4', ['graphql'], 'GraphQL queries and mutations', '"utcp-gql>=1.1,<1.2"', [
        'Marked incomplete in the repository (an INCOMPLETE file in the plugin folder).',
      ]),
      python('utcp-socket', '1.1.0', ['tcp', 'udp'], 'Raw TCP and UDP', '"utcp-socket>=1.1,<1.2"', [
        'Marked incomplete in the repository (an INCOMPLETE file in the plugin folder).',
      ]),
      IN_MEM_EMBEDDINGS,
    ],
    typescript: [
      npm('@utcp/sdk', '1.1.2', [], 'Core: UtcpClient, data models, variable substitution'),
      npm(
        '@utcp/http',
        '1.1.11',
        ['http', 'sse', 'streamable_http'],
        'HTTP tool calls; SSE and streamable HTTP discovery',
        [
          'SSE and streamable HTTP tool calls are placeholders that return a fixed string.',
          'Every tool call has a 30 s timeout (the axios instance default; the http template has no timeout field).',
          'API keys with location "cookie" are computed but not sent.',
        ],
      ),
      npm('@utcp/text', '1.1.0', ['text'], 'Manual or OpenAPI document given inline (content)'),
      npm('@utcp/mcp', '1.1.3', ['mcp'], 'Calls tools of MCP servers'),
      npm('@utcp/direct-call', '1.0.12', ['direct-call'], 'Calls functions registered in the same process', [
        'Only 1.0.12 exists; it depends on @utcp/sdk ^1.0.15, which 1.1.2 satisfies.',
      ]),
      unpublishedNpm('@utcp/cli', ['cli'], 'Local commands', [UNPUBLISHED_NOTE]),
      unpublishedNpm('@utcp/file', ['file'], 'Manuals read from local files', [UNPUBLISHED_NOTE]),
      unpublishedNpm('@utcp/dotenv-loader', [], 'Variables from .env files', [UNPUBLISHED_NOTE]),
      unpublishedNpm('@utcp/websocket', ['websocket'], 'WebSocket', [UNPUBLISHED_NOTE]),
    ],
  },
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
