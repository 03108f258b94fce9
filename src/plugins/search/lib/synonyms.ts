/**
 * Words readers use for what the site names otherwise: a query holding a key
 * also finds the pages that use one of its values. Keys are lower case and
 * may be phrases ("model context protocol"); a phrase is replaced as a whole
 * before the query is cut into words. Values are words (or phrases) that
 * appear in the site's text. tests/unit/search/synonyms.test.ts checks the
 * table's shape; scripts/measure-relevance.ts measures what it does.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Names of other specifications
  swagger: ['openapi'],
  'open api': ['openapi'],
  'model context protocol': ['mcp'],
  'json rpc': ['jsonrpc'],
  // Verbs for what the site calls converting
  turn: ['convert'],
  transform: ['convert'],
  generate: ['convert'],
  // What UTCP does away with
  proxy: ['wrapper'],
  proxies: ['wrapper'],
  middleman: ['wrapper'],
  gateway: ['wrapper'],
  wrap: ['wrapper'],
  // Clients and models
  llm: ['model'],
  llms: ['model'],
  'language model': ['model'],
  'ai agent': ['agent'],
  bot: ['agent'],
  // Versions and changes
  upgrade: ['migrate', 'migration'],
  upgrading: ['migrate', 'migration'],
  'what changed': ['changes'],
  "what's new": ['changes'],
  breaking: ['changes'],
  // The specification
  spec: ['rfc', 'specification'],
  specification: ['rfc'],
  standard: ['rfc', 'specification'],
  // Secrets and authentication
  password: ['secrets', 'credentials'],
  passwords: ['secrets', 'credentials'],
  credential: ['secrets'],
  login: ['authentication'],
  auth: ['authentication'],
  authenticate: ['authentication'],
  token: ['oauth2'],
  // Running things
  shell: ['command', 'cli'],
  terminal: ['cli'],
  'command line': ['cli'],
  subprocess: ['cli', 'command'],
  executable: ['cli', 'command'],
  // Files and streams
  disk: ['file'],
  local: ['file'],
  chunks: ['stream', 'streaming'],
  'push events': ['sse'],
  'event stream': ['sse'],
  // Checking manuals
  ci: ['ci', 'continuous integration'],
  'continuous integration': ['ci'],
  autocomplete: ['completion', 'editor'],
  intellisense: ['completion', 'editor'],
  lint: ['validate'],
  verify: ['validate'],
  // Sizes
  huge: ['limit', 'size'],
  large: ['limit', 'size'],
  // People
  maintainers: ['people', 'maintainers'],
  team: ['people'],
  behind: ['people', 'project'],
};
