import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  checkSite,
  foldersServedAsHtml,
  parseArgs,
  renderLinkReport,
  SKIPPED_HOSTS,
  skippedHost,
} from '../../../scripts/repo/links-check';

describe('links:check allow-list', () => {
  it('skips placeholders and hosts that refuse robots, with their subdomains', () => {
    expect(skippedHost('https://api.example.com/v1/tools')).toBe('example.com');
    expect(skippedHost('http://localhost:8080/utcp')).toBe('localhost');
    expect(skippedHost('http://127.0.0.1:3000/')).toBe('127.0.0.1');
    expect(skippedHost('https://www.linkedin.com/company/x')).toBe('linkedin.com');
    expect(skippedHost('https://attacker.example/steal')).toBe('example');
  });

  it('crawls the site it serves on localhost', () => {
    expect(skippedHost('http://localhost:4999/docs/intro', 'http://localhost:4999')).toBeUndefined();
    expect(skippedHost('http://localhost:8080/utcp', 'http://localhost:4999')).toBe('localhost');
  });

  it('checks every other host, including hosts that merely resemble skipped ones', () => {
    expect(skippedHost('https://github.com/universal-tool-calling-protocol')).toBeUndefined();
    expect(skippedHost('https://notexample.com/')).toBeUndefined();
    expect(skippedHost('https://example.com.evil.org/')).toBeUndefined();
    expect(skippedHost('https://pypi.org/project/utcp/')).toBeUndefined();
    expect(skippedHost('not a url')).toBeUndefined();
  });

  it('gives a reason for every skipped host', () => {
    for (const [host, reason] of Object.entries(SKIPPED_HOSTS)) expect(reason.length, host).toBeGreaterThan(5);
  });
});

describe('links:check on a built site (offline: a loopback server plays the external hosts)', () => {
  let root: string;
  let server: http.Server;
  const requested: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requested.push(request.url ?? '');
      response.statusCode = request.url === '/alive' ? 200 : 404;
      response.end('ok');
    });
    // 127.0.0.2: loopback, but not the 127.0.0.1 the allow-list skips.
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    const external = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
    root = mkdtempSync(path.join(os.tmpdir(), 'links-check-'));
    mkdirSync(path.join(root, 'docs'));
    const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
    writeFileSync(
      path.join(root, 'index.html'),
      page(`<a href="/docs/intro">Intro</a><a href="/docs">Docs</a><a href="${external}/alive">up</a>`),
    );
    // A folder without index.html beside an HTML file of its name, as the build writes /0.1 and /api.
    writeFileSync(path.join(root, 'docs.html'), page('<a href="/docs/intro">Intro</a>'));
    writeFileSync(
      path.join(root, 'docs', 'intro.html'),
      page(
        `<a href="${external}/gone">gone</a><a href="${external}/alive">up</a>` +
          '<a href="https://api.example.com/tools">placeholder</a><a href="https://www.linkedin.com/in/someone">profile</a>',
      ),
    );
  });

  afterAll(() => {
    server.close();
    rmSync(root, {recursive: true, force: true});
  });

  it('reports the broken external link once, with the page that links it, and skips the allow-listed hosts', async () => {
    const report = await checkSite(root, {concurrency: 4, timeout: 5000});
    expect(report.broken).toHaveLength(1);
    expect(report.broken[0]!.url).toMatch(/\/gone$/);
    expect(report.broken[0]!.status).toBe(404);
    expect(report.broken[0]!.pages).toEqual(['/docs/intro']);
    expect(report.skipped).toBe(2);
    expect(requested.filter((url) => url === '/alive')).toHaveLength(1);
    expect(foldersServedAsHtml(root)).toEqual(['/docs']);
    const text = renderLinkReport(report);
    expect(text).toContain('1 broken');
    expect(text).toContain('linked from /docs/intro');
  });

  it('with --internal-only, checks the site and requests no other host', async () => {
    expect(parseArgs(['--internal-only']).internalOnly).toBe(true);
    expect(parseArgs(['--root', 'x', '--out', 'r.md'])).toMatchObject({
      root: path.resolve('x'),
      out: 'r.md',
      internalOnly: false,
    });
    expect(() => parseArgs(['--rot', 'x'])).toThrow('unknown argument --rot');
    const before = requested.length;
    const report = await checkSite(root, {concurrency: 4, timeout: 5000, internalOnly: true});
    expect(requested).toHaveLength(before);
    expect(report.broken).toEqual([]);
    expect(report.checked).toBeGreaterThanOrEqual(3);
  });
});
