/**
 * The relevance table of the site search: each query, typed into the navbar
 * search box on a page of the given docs version, must list `expected` among
 * its first three pages. Run by tests/e2e/search.spec.ts on the production
 * build. `expected` is a path (with the registry's ?q= for a registry entry);
 * the #heading a result opens at is ignored.
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
];
