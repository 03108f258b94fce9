/**
 * Measures the cost of the offline search on a production build:
 * the size of each search index file (raw and gzip), and every byte a reader
 * downloads from focusing the search box to the first result shown.
 *
 *   npx docusaurus build
 *   node_modules/.bin/serve build --listen 4208 &   # any port
 *   SITE_URL=http://127.0.0.1:4208 npx jiti scripts/measure-search.ts
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';

const root = path.join(__dirname, '..');
const buildDir = path.join(root, 'build');
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4208';

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function findIndexes(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : findIndexes(full);
    return /^search-index.*\.json$/.test(name) ? [full] : [];
  });
}

async function main(): Promise<void> {
  console.log('Search index files:');
  for (const file of findIndexes(buildDir).sort()) {
    const raw = readFileSync(file);
    console.log(`  /${path.relative(buildDir, file)}  raw ${kib(raw.length)}  gzip ${kib(gzipSync(raw, {level: 9}).length)}`);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.route((url) => url.origin !== new URL(siteUrl).origin, (route) => route.abort());
    await page.goto(`${siteUrl}/security`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // Let the page finish prefetching the chunks of the links it shows, which is not search's doing.
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');

    // Requests of the page and of the search worker; sizes are as transferred (compressed by the server).
    const transfers: {url: string; bytes: number}[] = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes();
      transfers.push({url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize});
    });

    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('streamable');
    await page.getByRole('option').first().waitFor();
    await page.waitForTimeout(500);

    console.log('\nDownloaded from focusing the box to the first result (bytes on the wire):');
    let total = 0;
    for (const {url, bytes} of transfers) {
      total += bytes;
      console.log(`  ${kib(bytes).padStart(10)}  ${url.replace(siteUrl, '')}`);
    }
    console.log(`  ${kib(total).padStart(10)}  total`);
  } finally {
    await browser.close();
  }
}

void main();
