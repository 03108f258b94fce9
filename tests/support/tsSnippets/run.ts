/**
 * Runs a TypeScript block of the docs for real, in a child Node process,
 * against a mock HTTP server on 127.0.0.1: the block is transpiled to an ES
 * module, every `https://<host>` it names is pointed at the mock server, and
 * the module is written beside the node_modules of its docs version so that
 * `@utcp/*` imports resolve to the packages that version documents.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {SNIPPET_SOURCES, type SnippetVersion} from './index';

export interface RecordedRequest {
  method: string;
  /** Host the snippet addressed (`api.shop.example.com`), recovered from the rewritten URL. */
  host: string;
  /** Path and query string as the tool API would see them. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface MockResponse {
  /** Never answer (to exercise client timeouts); the connection is dropped when the server closes. */
  hang?: boolean;
  status?: number;
  headers?: Record<string, string>;
  body: unknown;
}

export type MockHandler = (request: RecordedRequest) => MockResponse | undefined;

export interface MockServer {
  /** `http://127.0.0.1:<port>/__host__/<host>`: what `https://<host>` is rewritten to. */
  baseFor(host: string): string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a server on a random loopback port that records every request and answers with `handler`. */
export async function startMockServer(handler: MockHandler): Promise<MockServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const match = /^\/__host__\/([^/]+)(.*)$/.exec(req.url ?? '');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        host: match?.[1] ?? '',
        path: match?.[2] || '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const answer = handler(recorded) ?? {
        status: 404,
        body: {error: `no mock for ${recorded.method} ${recorded.path}`},
      };
      if (answer.hang) return;
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status ?? 200, {
        'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
        ...answer.headers,
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    baseFor: (host) => `http://127.0.0.1:${port}/__host__/${host}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Points every `https://<host>` in `text` at the mock server. */
export function rewriteHosts(text: string, server: MockServer): string {
  return text.replace(/https:\/\/([a-z0-9.-]+\.[a-z]{2,})/gi, (_url, host: string) => server.baseFor(host));
}

export interface RunOptions {
  env?: Record<string, string>;
  /** Files created in the working directory of the run (their text is host-rewritten too). */
  files?: Record<string, string>;
  timeoutMs?: number;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Transpiles `source`, rewrites its hosts and runs it with Node; resolves when the process exits. */
export async function runSnippet(
  version: SnippetVersion,
  source: string,
  server: MockServer,
  {env = {}, files = {}, timeoutMs = 45_000}: RunOptions = {},
): Promise<RunResult> {
  const javascript = ts.transpileModule(rewriteHosts(source, server), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  }).outputText;
  const scriptDir = path.join(SNIPPET_SOURCES[version].packagesDir, 'node_modules', '.doc-snippets');
  mkdirSync(scriptDir, {recursive: true});
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'doc-snippet-'));
  const script = path.join(scriptDir, `${path.basename(workDir)}.mjs`);
  writeFileSync(script, `${javascript}\nexport {};\n`);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(workDir, name)), {recursive: true});
    writeFileSync(path.join(workDir, name), rewriteHosts(text, server));
  }
  try {
    return await new Promise<RunResult>((resolve) => {
      execFile(
        process.execPath,
        [script],
        {cwd: workDir, env: {PATH: process.env.PATH ?? '', ...env}, timeout: timeoutMs},
        (error, stdout, stderr) =>
          resolve({code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr}),
      );
    });
  } finally {
    rmSync(script, {force: true});
    rmSync(workDir, {recursive: true, force: true});
  }
}
