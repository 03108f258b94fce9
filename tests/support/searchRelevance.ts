/**
 * The relevance table of the site search: each query, typed into the navbar
 * search box on a page of the given docs version, must list `expected` among
 * its first three pages. Run by tests/e2e/search.spec.ts on the production
 * build. `expected` is a path (with the registry's ?q= for a registry entry);
 * the #heading a result opens at is ignored.
 *
 * Pages about every version (EVERY_VERSION_PAGES) are found from every
 * version's pages.
 *
 * Pick queries a reader would type, and pages that answer them; when content
 * changes move a page out of the top three, fix the ranking or the content
 * before the table.
 */
export type SearchedVersion = '1.0' | 'Next' | '0.1';

export interface RelevanceCase {
  version: SearchedVersion;
  query: string;
  expected: string;
}

/** A page of each version to search from. */
export const SEARCH_FROM: Readonly<Record<SearchedVersion, string>> = {
  '1.0': '/security',
  Next: '/next/security',
  '0.1': '/0.1/security',
};

/** Pages outside the docs versions that readers of every version find (the manual validator). */
export const EVERY_VERSION_PAGES: readonly string[] = ['/validate'];

export const RELEVANCE_TABLE: readonly RelevanceCase[] = [
  // Field names
  {version: '1.0', query: 'call_template_type', expected: '/api/core/utcp/data/call_template'},
  {version: '1.0', query: 'file_path', expected: '/protocols/text'},
  {version: '1.0', query: 'manual_call_templates', expected: '/implementation'},
  {version: '1.0', query: 'chunk_size', expected: '/protocols/streamable-http'},
  {version: '1.0', query: 'token_url', expected: '/api/core/utcp/data/auth_implementations/oauth2_auth'},
  {
    version: '1.0',
    query: 'env_file_path',
    expected: '/api/core/utcp/data/variable_loader_implementations/dot_env_variable_loader',
  },
  {version: '1.0', query: 'tag search strategy', expected: '/api/core/utcp/implementations/tag_search'},
  {version: 'Next', query: 'call_template_type', expected: '/next/api/core/utcp/data/call_template'},
  {version: '0.1', query: 'provider_type', expected: '/0.1/providers'},
  {version: '0.1', query: 'http_stream', expected: '/0.1/providers/http-stream'},
  {version: '0.1', query: 'file_path', expected: '/0.1/providers/text'},
  {version: '0.1', query: 'tool_provider', expected: '/0.1/for-tool-providers'},
  // Topics
  {version: '1.0', query: 'oauth2 token', expected: '/security'},
  {version: '1.0', query: 'streamable http', expected: '/protocols/streamable-http'},
  {version: '1.0', query: 'variable substitution', expected: '/api/core/utcp/interfaces/variable_substitutor'},
  {version: '1.0', query: 'migrate from 0.1', expected: '/migration-v0.1-to-v1.0'},
  {version: '1.0', query: 'api key', expected: '/api/core/utcp/data/auth_implementations/api_key_auth'},
  {version: '1.0', query: 'command injection', expected: '/security'},
  {version: '1.0', query: 'post processor', expected: '/api/core/utcp/interfaces/tool_post_processor'},
  {version: '1.0', query: 'server-sent events', expected: '/protocols/sse'},
  {version: '1.0', query: 'websocket', expected: '/protocols/websocket'},
  {version: '1.0', query: 'cli commands', expected: '/protocols/cli'},
  {version: '1.0', query: 'tool search strategy', expected: '/api/core/utcp/interfaces/tool_search_strategy'},
  {
    version: '1.0',
    query: 'dot env variable loader',
    expected: '/api/core/utcp/data/variable_loader_implementations/dot_env_variable_loader',
  },
  {version: '1.0', query: 'utcp vs mcp', expected: '/utcp-vs-mcp'},
  {version: 'Next', query: 'streamable http', expected: '/next/protocols/streamable-http'},
  {version: 'Next', query: 'oauth2 token', expected: '/next/security'},
  {version: 'Next', query: 'command injection', expected: '/next/security'},
  {version: '0.1', query: 'graphql', expected: '/0.1/providers/graphql'},
  {version: '0.1', query: 'grpc', expected: '/0.1/providers/grpc'},
  {version: '0.1', query: 'webrtc', expected: '/0.1/providers/webrtc'},
  {version: '0.1', query: 'tool repository', expected: '/0.1/for-tool-callers/tool-repository'},
  // Blog, about, registry, Hall of Fame
  {version: '1.0', query: 'introducing utcp', expected: '/blog/introducing-utcp'},
  {version: '1.0', query: 'mcp wrapper servers', expected: '/blog/mcp-servers-nightmare'},
  {version: '1.0', query: 'impressum', expected: '/about/impressum'},
  {version: '1.0', query: 'contributing pull request', expected: '/about/contributing'},
  {version: '1.0', query: 'twilio', expected: '/registry?q=twilio'},
  {version: '1.0', query: 'stripe', expected: '/registry?q=stripe'},
  {version: '1.0', query: 'sms', expected: '/registry?q=vonage_sms'},
  {version: '1.0', query: 'github', expected: '/registry?q=github'},
  {version: '1.0', query: 'tool registry', expected: '/registry'},
  {version: '1.0', query: 'hall of fame contributors', expected: '/hall-of-fame'},
  // Schemas, the validator (found from every version) and pages added with the 1.1 line
  {version: '1.0', query: 'validate manual', expected: '/validate'},
  {version: '1.0', query: 'json schema', expected: '/json-schema'},
  {version: '1.0', query: 'tool decorator', expected: '/api/core/utcp/python_specific_tooling/tool_decorator'},
  {
    version: '1.0',
    query: 'websocket call template',
    expected: '/api/plugins/communication_protocols/websocket/src/utcp_websocket/websocket_call_template',
  },
  {version: 'Next', query: 'validate manual', expected: '/validate'},
  {version: 'Next', query: 'json schema', expected: '/next/json-schema'},
  {version: 'Next', query: 'file protocol', expected: '/next/protocols/file'},
  {version: 'Next', query: 'utcp-file', expected: '/next/protocols/file'},
  {
    version: 'Next',
    query: 'file call template',
    expected: '/next/api/plugins/communication_protocols/file/src/utcp_file/file_call_template',
  },
  {version: 'Next', query: 'migrate to 1.1', expected: '/next/migration-v1.0-to-v1.1'},
  {version: 'Next', query: 'tool decorator', expected: '/next/api/core/utcp/python_specific_tooling/tool_decorator'},
  {version: '0.1', query: 'json schema', expected: '/0.1/json-schema'},
  {version: '0.1', query: 'validate manual', expected: '/validate'},
];
