/**
 * npm run bench [-- --without-faster] [--skip-build] [--skip-lighthouse] [--runs N] [--pages /,/registry] [--help]
 *
 * Builds the site and measures what a maintainer waits for and what a reader
 * downloads: build wall time and peak memory, the main bundle's size, the
 * search index on disk and what the first search of a fresh visit of / costs
 * (bytes, requests, time to the first result, unthrottled and on Lighthouse's
 * slow 4G), then for a few representative pages the bytes of HTML, JavaScript
 * and CSS of a first visit (raw and gzip) and the Lighthouse scores in its
 * default mobile emulation, against the build served compressed on localhost
 * by `serve`, as a static host would.
 * GitHub's API is answered by a local HTTPS stub so the followers button
 * behaves as in production with no network. Prints a table and writes
 * bench-results/latest.json. A measurement, not a test: CI does not run it.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {buildWithTime} from './bench/build';
import {mainBundleSize, searchIndexOnDisk} from './bench/buildOutput';
import {startGitHubStub, startStaticServer} from './bench/lighthouse';
import {runLighthouse, type LighthouseSummary} from './bench/lighthouseSummary';
import {BENCH_USAGE, parseBenchOptions} from './bench/options';
import {measureBytes, type PageBytes} from './bench/pageBytes';
import {printReport, type BenchReport} from './bench/report';
import {measureSearch} from './bench/search';

const ROOT = path.resolve(__dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options.help) {
    console.log(BENCH_USAGE);
    return;
  }
  const {withoutFaster, skipBuild, skipLighthouse, runs, pages: pagesToMeasure} = options;
  const build = skipBuild ? null : await buildWithTime(withoutFaster);
  const port = 4400 + Math.floor(Math.random() * 400);
  const server = await startStaticServer(port, path.join(ROOT, 'build'));
  const stub = await startGitHubStub();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const pages: {route: string; bytes: PageBytes; lighthouse: LighthouseSummary | null}[] = [];
  const mainBundle = mainBundleSize();
  const searchIndex = searchIndexOnDisk();
  let search;
  try {
    search = await measureSearch(browser, `http://127.0.0.1:${port}`);
    process.stderr.write('measured search\n');
    for (const route of pagesToMeasure) {
      const url = `http://127.0.0.1:${port}${route}`;
      const bytes = await measureBytes(browser, url);
      const samples: LighthouseSummary[] = [];
      for (let run = 0; run < (skipLighthouse ? 0 : runs); run += 1) {
        samples.push(await runLighthouse(url, (stub.address() as AddressInfo).port));
      }
      // With several runs, keep the median performance run.
      samples.sort((a, b) => a.performance - b.performance);
      pages.push({route, bytes, lighthouse: samples[Math.floor(samples.length / 2)] ?? null});
      process.stderr.write(`measured ${route}\n`);
    }
  } finally {
    await browser.close();
    server.kill();
    stub.close();
  }

  const report: BenchReport = {
    date: new Date().toISOString(),
    faster: !withoutFaster,
    build,
    mainBundle,
    searchIndex,
    search,
    pages,
  };
  mkdirSync(path.join(ROOT, 'bench-results'), {recursive: true});
  writeFileSync(path.join(ROOT, 'bench-results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  printReport(report);
  console.log('\nWrote bench-results/latest.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
