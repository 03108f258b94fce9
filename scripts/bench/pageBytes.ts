/** The HTML, JavaScript and CSS bytes (raw and gzip) of a first visit of one page. */
import {gzipSync} from 'node:zlib';
import type {Browser} from 'playwright-core';

type ResourceKind = 'html' | 'js' | 'css';
export type PageBytes = Record<ResourceKind, {raw: number; gzip: number}>;

const KIND_BY_TYPE: Record<string, ResourceKind> = {document: 'html', script: 'js', stylesheet: 'css'};

export async function measureBytes(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  await context.route('https://api.github.com/**', (route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: '{"followers":1234,"public_repos":24}'}),
  );
  const page = await context.newPage();
  const totals: PageBytes = {html: {raw: 0, gzip: 0}, js: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}};
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const kind = KIND_BY_TYPE[response.request().resourceType()];
    if (!kind || !response.url().startsWith(url.slice(0, url.indexOf('/', 8)))) {
      return;
    }
    pending.push(
      response.body().then(
        (body) => {
          totals[kind].raw += body.length;
          totals[kind].gzip += gzipSync(body).length;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  await context.close();
  return totals;
}
