/**
 * Loopback HTTP servers for the TypeScript cases: 127.0.0.1 on a free port, every request recorded,
 * every connection closed when the case is done.
 */
import {createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface Received {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: IncomingMessage & {body: string}, response: ServerResponse) => void | Promise<void>;

/** Routes by "METHOD /path" (query ignored), by "/path" for any method, or "*" for any request. */
export type Routes = Record<string, Handler>;

export interface Loopback {
  /** http://127.0.0.1:<port> */
  base: string;
  received: Received[];
}

/** Answers with JSON (status 200 unless given). */
export function json(value: unknown, status = 200, headers: Record<string, string> = {}): Handler {
  return (_request, response) => {
    response.writeHead(status, {'content-type': 'application/json', ...headers});
    response.end(JSON.stringify(value));
  };
}

/** Answers with the bytes given, as they are. */
export function raw(
  body: string | Buffer,
  contentType: string,
  status = 200,
  headers: Record<string, string> = {},
): Handler {
  return (_request, response) => {
    response.writeHead(status, {'content-type': contentType, ...headers});
    response.end(body);
  };
}

/** Answers with what the request carried: method, url, headers named, body. */
export function echo(headerNames: string[] = []): Handler {
  return (request, response) => {
    const headers = Object.fromEntries(headerNames.map((name) => [name, request.headers[name.toLowerCase()] ?? null]));
    response.writeHead(200, {'content-type': 'application/json'});
    response.end(JSON.stringify({method: request.method, url: request.url, headers, body: request.body}));
  };
}

function routeOf(routes: Routes, method: string, url: string): Handler | undefined {
  const pathname = url.split('?')[0];
  return routes[`${method} ${pathname}`] ?? routes[pathname] ?? routes['*'];
}

/** Starts a server with the routes, runs `work` against it, and always stops it. */
export async function withServer<T>(routes: Routes, work: (server: Loopback) => Promise<T>): Promise<T> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({method: request.method ?? '', url: request.url ?? '', headers: request.headers, body});
      const handler = routeOf(routes, request.method ?? '', request.url ?? '');
      if (!handler) {
        response.writeHead(404, {'content-type': 'text/plain'});
        response.end('no such route');
        return;
      }
      Promise.resolve(handler(Object.assign(request, {body}), response)).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await work({base, received});
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
