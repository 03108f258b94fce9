/** A loopback HTTP server for tests that stand in for a provider: it records every request it gets. */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface RecordingServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Every request so far, in order; a test may empty it. */
  received: RecordedRequest[];
  close(): Promise<void>;
}

/** Answers with an empty JSON object. */
function emptyJson(_request: RecordedRequest, response: ServerResponse): void {
  response.setHeader('content-type', 'application/json');
  response.end('{}');
}

/** Starts a server on 127.0.0.1; `respond` answers each request once its body has arrived. */
export async function startRecordingServer(
  respond: (request: RecordedRequest, response: ServerResponse) => void = emptyJson,
): Promise<RecordingServer> {
  const received: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const recorded = {method: request.method ?? '', url: request.url ?? '', headers: request.headers, body};
      received.push(recorded);
      respond(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
