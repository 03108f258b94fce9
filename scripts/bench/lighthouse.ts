import {type ChildProcess, spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer, type Server} from 'node:https';
import {tmpdir} from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type {Result} from 'lighthouse';
import {writeSelfSignedCertificate} from '../lib/selfSignedCertificate';

/** What the bench scripts share: a compressing static server, a local GitHub stub and Lighthouse runs. */

const ROOT = path.resolve(__dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function selfSignedCert(): {key: Buffer; cert: Buffer} {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-cert-'));
  const {key, cert} = writeSelfSignedCertificate(dir, {commonName: 'api.github.com'});
  rmSync(dir, {recursive: true, force: true});
  return {key, cert};
}

const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers GitHub's API and avatar hosts locally, as GitHub would in production. */
export function startGitHubStub(): Promise<Server> {
  const server = createServer(selfSignedCert(), (request, response) => {
    if (request.headers.host?.startsWith('avatars.')) {
      response.writeHead(200, {'content-type': 'image/png', 'access-control-allow-origin': '*'});
      response.end(TRANSPARENT_PNG);
      return;
    }
    response.writeHead(200, {'content-type': 'application/json', 'access-control-allow-origin': '*'});
    response.end(JSON.stringify({login: 'universal-tool-calling-protocol', followers: 1234, public_repos: 24}));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export function startStaticServer(port: number, buildDir: string): Promise<ChildProcess> {
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'serve'),
    [buildDir, '--listen', String(port), '--no-clipboard', '--no-request-logging'],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    const poll = async (): Promise<void> => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.ok) {
          resolve(child);
          return;
        }
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) {
        child.kill();
        reject(new Error('serve did not start'));
      } else {
        setTimeout(poll, 200);
      }
    };
    void poll();
  });
}

export function launchChromeForLighthouse(stubPort: number): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--ignore-certificate-errors',
      `--host-resolver-rules=MAP api.github.com 127.0.0.1:${stubPort}, MAP avatars.githubusercontent.com 127.0.0.1:${stubPort}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
    ],
  });
}

/**
 * Lighthouse runs in a plain `node` child process through its CLI: under tsx,
 * esbuild's keepNames wraps Lighthouse's in-page functions in `__name()`
 * calls that do not exist in the page ("ReferenceError: __name is not defined").
 */
export async function lighthouseRun(url: string, stubPort: number, categories: string[]): Promise<Result> {
  const chrome = await launchChromeForLighthouse(stubPort);
  const outputDir = mkdtempSync(path.join(tmpdir(), 'utcp-lighthouse-'));
  const outputPath = path.join(outputDir, 'report.json');
  try {
    // Asynchronous: the GitHub stub answering the page lives in this process.
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
          url,
          `--port=${chrome.port}`,
          '--output=json',
          `--output-path=${outputPath}`,
          '--quiet',
          `--only-categories=${categories.join(',')}`,
        ],
        {stdio: ['ignore', 'ignore', 'inherit']},
      );
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`Lighthouse exited with ${code} for ${url}`)),
      );
    });
    return JSON.parse(readFileSync(outputPath, 'utf8')) as Result;
  } finally {
    await chrome.kill();
    rmSync(outputDir, {recursive: true, force: true});
  }
}
