/**
 * Starting points for the studio: one small manual per transport and an
 * OpenAPI document of a made-up library API that exercises the converter
 * (API key in the query, a JSON body, an operation without operationId, an
 * OPTIONS operation and a security scheme UTCP has no equivalent for).
 */
import type {StudioLine} from './utcpLine';

export interface ManualExample {
  id: string;
  label: string;
  /** Lines whose schema the example follows. */
  lines: readonly StudioLine[];
  manual: Record<string, unknown>;
}

const httpManual = {
  manual_version: '1.0.0',
  tools: [
    {
      name: 'search_books',
      description: 'Find books by a word of the title',
      inputs: {
        type: 'object',
        properties: {q: {type: 'string', description: 'Word to look for'}, limit: {type: 'integer'}},
        required: ['q'],
      },
      outputs: {type: 'object', properties: {books: {type: 'array'}}},
      tags: ['books', 'search'],
      tool_call_template: {
        name: 'library',
        call_template_type: 'http',
        http_method: 'GET',
        url: 'https://library.example/api/books',
        auth: {auth_type: 'api_key', api_key: '${LIBRARY_KEY}', var_name: 'key', location: 'query'},
      },
    },
    {
      name: 'add_book',
      description: 'Add a book to the catalogue',
      inputs: {
        type: 'object',
        properties: {
          shelf: {type: 'string', description: 'Shelf code, part of the URL'},
          body: {type: 'object', description: 'The book: title and author'},
          'X-Request-Id': {type: 'string'},
        },
        required: ['shelf', 'body'],
      },
      tags: ['books'],
      tool_call_template: {
        name: 'library',
        call_template_type: 'http',
        http_method: 'POST',
        url: 'https://library.example/api/shelves/{shelf}/books',
        body_field: 'body',
        header_fields: ['X-Request-Id'],
        auth: {auth_type: 'api_key', api_key: 'Bearer ${LIBRARY_TOKEN}', var_name: 'Authorization', location: 'header'},
      },
    },
  ],
};

export const MANUAL_EXAMPLES: readonly ManualExample[] = [
  {id: 'http', label: 'HTTP: a query tool and a body tool', lines: ['1.0', 'next'], manual: httpManual},
  {
    id: 'cli',
    label: 'CLI: a local command',
    lines: ['1.0', 'next'],
    manual: {
      tools: [
        {
          name: 'word_count',
          description: 'Count the words of a file',
          inputs: {type: 'object', properties: {path: {type: 'string'}}, required: ['path']},
          tool_call_template: {
            name: 'shell_tools',
            call_template_type: 'cli',
            commands: [{command: 'wc -w UTCP_ARG_path_UTCP_END'}],
          },
        },
      ],
    },
  },
  {
    id: 'mcp',
    label: 'MCP: a server started over stdio',
    lines: ['1.0', 'next'],
    manual: {
      tools: [
        {
          name: 'read_note',
          description: 'Read a note through an MCP server',
          inputs: {type: 'object', properties: {title: {type: 'string'}}},
          tool_call_template: {
            name: 'notes',
            call_template_type: 'mcp',
            config: {mcpServers: {notes: {command: 'notes-mcp', args: ['--stdio']}}},
          },
        },
      ],
    },
  },
  {
    id: 'sse',
    label: 'SSE: a stream of server-sent events',
    lines: ['1.0', 'next'],
    manual: {
      tools: [
        {
          name: 'watch_loans',
          description: 'Loans as they happen',
          tool_call_template: {
            name: 'library_events',
            call_template_type: 'sse',
            url: 'https://library.example/api/loans/stream',
            event_type: 'loan',
          },
        },
      ],
    },
  },
  {
    id: 'streamable_http',
    label: 'Streamable HTTP: a chunked download',
    lines: ['1.0', 'next'],
    manual: {
      tools: [
        {
          name: 'export_catalogue',
          description: 'The whole catalogue as JSON lines',
          tool_call_template: {
            name: 'library_export',
            call_template_type: 'streamable_http',
            http_method: 'GET',
            url: 'https://library.example/api/export',
          },
        },
      ],
    },
  },
];

/** Our own OpenAPI 3.0 document, in YAML, for the import panel and the tests. */
export const OPENAPI_EXAMPLE = `openapi: 3.0.3
info:
  title: Library
  version: 2.1.0
servers:
  - url: https://library.example/api
components:
  securitySchemes:
    queryKey:
      type: apiKey
      in: query
      name: key
    staffLogin:
      type: openIdConnect
      openIdConnectUrl: https://library.example/.well-known/openid-configuration
paths:
  /books:
    get:
      operationId: searchBooks
      summary: Find books by a word of the title
      security:
        - queryKey: []
      parameters:
        - name: q
          in: query
          required: true
          schema:
            type: string
        - name: limit
          in: query
          schema:
            type: integer
      responses:
        '200':
          description: Matching books
    post:
      operationId: addBook
      summary: Add a book to the catalogue
      security:
        - queryKey: []
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              properties:
                title:
                  type: string
                author:
                  type: string
      responses:
        '201':
          description: Added
    options:
      operationId: booksOptions
      summary: Methods allowed on the collection
      responses:
        '204':
          description: No content
  /books/{isbn}:
    get:
      operationId: getBook
      summary: One book by ISBN
      parameters: &isbn
        - name: isbn
          in: path
          required: true
          schema:
            type: string
      responses:
        '200':
          description: The book
    delete:
      summary: Withdraw a book
      parameters: *isbn
      responses:
        '204':
          description: Withdrawn
  /loans:
    get:
      operationId: listLoans
      summary: Current loans, for staff
      security:
        - staffLogin: []
      responses:
        '200':
          description: Loans
`;
