/**
 * What the first search of a fresh visit costs a reader: every request made
 * from pressing Ctrl/Cmd+K to the first result shown (and a moment after, for
 * late fragments), with its bytes on the wire, and the time that took.
 * Shared by `npm run bench` and scripts/measure-search.ts. Works with any
 * search UI that focuses on Ctrl/Cmd+K and shows results as ARIA options.
 */
import type {Browser} from 'playwright-core';

export interface Throttle {
  latencyMs: number;
  downloadBitsPerSecond: number;
  uploadBitsPerSecond: number;
  cpuSlowdown: number;
}

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower. */
export const SLOW_4G: Throttle = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
  cpuSlowdown: 4,
};

export interface SearchCostOptions {
  route?: string;
  query?: string;
  throttle?: Throttle | null;
  /** How long to keep counting requests after the first result (late fragments). */
  settleMs?: number;
}

export interface Transfer {
  url: string;
  bytes: number;
}

export interface SearchCost {
  route: string;
  query: string;
  throttled: boolean;
  msToFirstResult: number;
  options: number;
  requests: number;
  bytes: number;
  transfers: Transfer[];
}

/** `origin` is the served build, e.g. http://127.0.0.1:4185. */
export async function measureFirstSearch(
  browser: Browser,
  origin: string,
  {route = '/', query = 'streamable', throttle = null, settleMs = 500}: SearchCostOptions = {},
): Promise<SearchCost> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  await context.route(
    (url) => url.origin !== origin,
    (request) =>
      request.request().url().startsWith('https://api.github.com/')
        ? request.fulfill({status: 200, contentType: 'application/json', body: '{"followers":1234,"public_repos":24}'})
        : request.abort(),
  );
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // Route prefetches of the links in view run in idle time; they are not search's doing.
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');

    if (throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttle.latencyMs,
        downloadThroughput: throttle.downloadBitsPerSecond / 8,
        uploadThroughput: throttle.uploadBitsPerSecond / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttle.cpuSlowdown});
    }

    const transfers: Transfer[] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then((sizes) => {
          // Chromium reports the encoded body size: what crossed the wire, compressed.
          transfers.push({
            url: request.url().replace(origin, ''),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          });
        }),
      );
    });

    const started = Date.now();
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type(query);
    await page.getByRole('option').first().waitFor({timeout: 30_000});
    const msToFirstResult = Date.now() - started;
    await page.waitForTimeout(settleMs);
    await Promise.all(pending);
    const options = await page.getByRole('option').count();
    return {
      route,
      query,
      throttled: Boolean(throttle),
      msToFirstResult,
      options,
      requests: transfers.length,
      bytes: transfers.reduce((sum, transfer) => sum + transfer.bytes, 0),
      transfers,
    };
  } finally {
    await context.close();
  }
}
