import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

/**
 * A stand-in for the GitHub REST API on 127.0.0.1, for the contributors
 * update tests: each route answers from a handler, and every request is
 * recorded so tests can check headers and counts. No test reaches GitHub.
 */

export interface MockAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

export type MockHandler = (request: RecordedRequest, baseUrl: string) => MockAnswer;

export interface MockGitHub {
  baseUrl: string;
  requests: RecordedRequest[];
  /** How many requests asked for this path (query included). */
  count(path: string): number;
  /** Stops the server; calling it again does nothing. */
  close(): Promise<void>;
}

export async function startMockGitHub(routes: Record<string, MockHandler>): Promise<MockGitHub> {
  const requests: RecordedRequest[] = [];
  let baseUrl = '';
  const server: Server = createServer((req, res) => {
    const request: RecordedRequest = {path: req.url ?? '/', headers: req.headers};
    requests.push(request);
    const handler = routes[request.path];
    const answer: MockAnswer = handler ? handler(request, baseUrl) : {status: 404, body: {message: 'Not Found'}};
    const status = answer.status ?? 200;
    res.writeHead(status, {'content-type': 'application/json', ...answer.headers});
    res.end(answer.body === undefined || status === 204 ? undefined : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closing: Promise<void> | null = null;
  return {
    baseUrl,
    requests,
    count: (path) => requests.filter((request) => request.path === path).length,
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      })),
  };
}

/** Answers from a list, one per call; the last answer repeats. */
export function sequence(...answers: MockAnswer[]): MockHandler {
  let index = 0;
  return () => answers[Math.min(index++, answers.length - 1)];
}
