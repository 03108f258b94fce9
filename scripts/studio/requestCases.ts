/**
 * The tool calls whose requests the studio compares between @utcp/http and
 * python-utcp. `{origin}` in a URL is the loopback server that records them.
 */
export interface RequestCase {
  id: string;
  manualName: string;
  toolName: string;
  template: Record<string, unknown>;
  args: Record<string, unknown>;
  variables: Record<string, string>;
}

export const REQUEST_CASES: readonly RequestCase[] = [
  {
    id: 'api-key-in-query',
    manualName: 'library',
    toolName: 'search_books',
    template: {
      name: 'library',
      call_template_type: 'http',
      http_method: 'GET',
      url: '{origin}/api/books',
      auth: {auth_type: 'api_key', api_key: '${LIBRARY_KEY}', var_name: 'key', location: 'query'},
    },
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
    template: {name: 'library', call_template_type: 'http', http_method: 'GET', url: '{origin}/api/books'},
    args: {q: 'x', available: true},
    variables: {},
  },
  {
    id: 'api-key-in-cookie',
    manualName: 'library',
    toolName: 'search_books',
    template: {
      name: 'library',
      call_template_type: 'http',
      http_method: 'GET',
      url: '{origin}/api/books',
      auth: {auth_type: 'api_key', api_key: 'c-1', var_name: 'session', location: 'cookie'},
    },
    args: {q: 'x'},
    variables: {},
  },
];
