/**
 * The tool calls whose requests the studio compares between @utcp/http and
 * python-utcp. `{origin}` in a URL is the loopback server that records them.
 */
import type {PreviewInput} from '../../src/lib/studio/requestPreview';

/** One tool call, as the studio's request preview takes it (every line). */
export type RequestCase = {id: string} & Omit<PreviewInput, 'line'>;

/** The library's GET /api/books (search_books), with an auth object or none. */
function librarySearch(auth?: Record<string, unknown>): Record<string, unknown> {
  return {
    name: 'library',
    call_template_type: 'http',
    http_method: 'GET',
    url: '{origin}/api/books',
    ...(auth && {auth}),
  };
}

export const REQUEST_CASES: readonly RequestCase[] = [
  {
    id: 'api-key-in-query',
    manualName: 'library',
    toolName: 'search_books',
    template: librarySearch({auth_type: 'api_key', api_key: '${LIBRARY_KEY}', var_name: 'key', location: 'query'}),
    args: {q: 'moby dick', limit: 2},
    variables: {library_LIBRARY_KEY: 'k-123'},
  },
  {
    id: 'json-body-path-header',
    manualName: 'library',
    toolName: 'add_book',
    template: {
      name: 'library',
      call_template_type: 'http',
      http_method: 'POST',
      url: '{origin}/shelves/{shelf}/books',
      body_field: 'book',
      header_fields: ['X-Request-Id'],
      headers: {'X-Client': 'studio'},
      auth: {auth_type: 'api_key', api_key: 'Bearer ${TOKEN}', var_name: 'Authorization', location: 'header'},
    },
    args: {shelf: 'a b', book: {title: 'Dune', tags: ['sf']}, 'X-Request-Id': 'r-1'},
    variables: {library_TOKEN: 't-9'},
  },
  {
    id: 'basic-auth',
    manualName: 'my_shop',
    toolName: 'list_orders',
    template: {
      name: 'my_shop',
      call_template_type: 'http',
      http_method: 'GET',
      url: '{origin}/orders',
      auth: {auth_type: 'basic', username: '${USER}', password: 'p@ss'},
    },
    args: {status: 'open'},
    variables: {my__shop_USER: 'alice'},
  },
  {
    id: 'boolean-query',
    manualName: 'library',
    toolName: 'search_books',
    template: librarySearch(),
    args: {q: 'x', available: true},
    variables: {},
  },
  {
    id: 'api-key-in-cookie',
    manualName: 'library',
    toolName: 'search_books',
    template: librarySearch({auth_type: 'api_key', api_key: 'c-1', var_name: 'session', location: 'cookie'}),
    args: {q: 'x'},
    variables: {},
  },
];
