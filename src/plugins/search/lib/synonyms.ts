/**
 * Words readers use for what the site names otherwise: a query holding a key
 * also finds the pages that use one of its values. Keys are lower case and
 * may be phrases ("model context protocol"); a phrase is replaced as a whole
 * before the query is cut into words. Values are words (or phrases) that
 * appear in the site's text. tests/unit/search/synonyms.test.ts checks the
 * table's shape; scripts/measure-relevance.ts measures what it does.
 */
/** Each of `words` finds the pages that use one of `found`. */
function finding(found: readonly string[], ...words: string[]): [string, readonly string[]][] {
  return words.map((word) => [word, found]);
}

export const SYNONYMS: Readonly<Record<string, readonly string[]>> = Object.fromEntries([
  // Names of other specifications
  ...finding(['openapi'], 'swagger', 'open api'),
  ...finding(['mcp'], 'model context protocol'),
  ...finding(['jsonrpc'], 'json rpc'),
  // Comparisons: the site titles them "UTCP vs MCP"
  ...finding(
    ['vs'],
    'difference',
    'differences',
    'different',
    'differ',
    'compare',
    'compared',
    'comparison',
    'versus',
    'alternative',
    'instead',
  ),
  // Choosing
  ...finding(['choose'], 'pick', 'select'),
  // Finding a manual is what the site calls discovery
  ...finding(['discovery'], 'find', 'discover'),
  // Protecting an API
  ...finding(['authentication', 'security'], 'protect', 'secure'),
  // Verbs for what the site calls converting
  ...finding(['convert'], 'turn', 'transform', 'generate'),
  // What UTCP does away with
  ...finding(['wrapper'], 'proxy', 'proxies', 'middleman', 'gateway', 'wrap'),
  // Clients and models
  ...finding(['model'], 'llm', 'llms', 'language model'),
  ...finding(['agent'], 'ai agent', 'bot'),
  // Versions and changes
  ...finding(['migrate', 'migration'], 'upgrade', 'upgrading'),
  ...finding(['changes'], 'what changed', "what's new", 'breaking'),
  // The specification
  ...finding(['rfc', 'specification'], 'spec', 'standard'),
  ...finding(['rfc'], 'specification'),
  // Secrets and authentication
  ...finding(['secrets', 'credentials'], 'password', 'passwords'),
  ...finding(['secrets'], 'credential'),
  ...finding(['authentication'], 'login', 'auth', 'authenticate'),
  ...finding(['oauth2'], 'token'),
  // Running things
  ...finding(['command', 'cli'], 'shell'),
  ...finding(['cli'], 'terminal', 'command line'),
  ...finding(['cli', 'command'], 'subprocess', 'executable', 'script', 'scripts', 'program', 'programs'),
  // Files and streams
  ...finding(['file'], 'disk', 'local'),
  ...finding(['stream', 'streaming'], 'chunks'),
  ...finding(['sse'], 'push events', 'event stream'),
  // Checking manuals
  ...finding(['ci', 'continuous integration'], 'ci'),
  ...finding(['ci'], 'continuous integration'),
  ...finding(['completion', 'editor'], 'autocomplete', 'intellisense'),
  ...finding(['validate'], 'lint', 'verify'),
  // Sizes
  ...finding(['limit', 'size'], 'huge', 'large'),
  // Manuals someone else wrote are what the registry lists
  ...finding(['registry'], 'ready-made', 'prebuilt', 'pre-built', 'catalog', 'catalogue', 'marketplace'),
  // People
  ...finding(['people', 'maintainers'], 'maintainers'),
  ...finding(['people'], 'team'),
  ...finding(['people', 'project'], 'behind'),
]);
