/**
 * What the offline search costs, in detail: the Pagefind bundle on disk by
 * kind of file, then for a first query from a fresh visit of a page of each
 * docs version every request from Ctrl/Cmd+K to the first result, with its
 * bytes on the wire, unthrottled and on Lighthouse's slow 4G.
 * (`npm run bench` reports the totals for /.)
 *
 *   npx docusaurus build
 *   node_modules/.bin/serve build --listen 4208 &   # any port
 *   SITE_URL=http://127.0.0.1:4208 npx tsx scripts/measure-search.ts
 */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {measureFirstSearch, SLOW_4G} from './bench/searchCost';

const root = path.join(__dirname, '..');
const bundleDir = path.join(root, 'build', 'pagefind');
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4208';

const FIRST_QUERIES = [
  {route: '/', query: 'streamable'},
  {route: '/next/security', query: 'streamable'},
  {route: '/0.1/security', query: 'http_stream'},
  {route: '/', query: 'oauth2 token'},
];

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function filesOnDisk(dir: string): {kind: string; bytes: number}[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesOnDisk(full).map((file) => ({...file, kind: name}));
    return [{kind: name.replace(/^pagefind\.en_\w+\./, '').replace(/\.\w+$/, ''), bytes: statSync(full).size}];
  });
}

async function main(): Promise<void> {
  const byKind = new Map<string, {files: number; bytes: number}>();
  for (const {kind, bytes} of filesOnDisk(bundleDir)) {
    const total = byKind.get(kind) ?? {files: 0, bytes: 0};
    byKind.set(kind, {files: total.files + 1, bytes: total.bytes + bytes});
  }
  console.log('Pagefind bundle on disk (/pagefind/):');
  for (const [kind, {files, bytes}] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${kind.padEnd(24)} ${String(files).padStart(4)} files  ${kib(bytes)}`);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const {route, query} of FIRST_QUERIES) {
      for (const throttle of [null, SLOW_4G]) {
        const run = await measureFirstSearch(browser, siteUrl, {route, query, throttle});
        console.log(
          `\n'${query}' from a fresh visit of ${route}${throttle ? ' (slow 4G, CPU 4x)' : ''}: ${kib(run.bytes)} in ${run.requests} requests, first result after ${run.msToFirstResult} ms`,
        );
        if (!throttle) for (const {url, bytes} of run.transfers) console.log(`  ${kib(bytes).padStart(10)}  ${url}`);
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
