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
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from 'playwright-core';
import type {Result} from 'lighthouse';
import {lighthouseRun, startGitHubStub, startStaticServer} from './bench/lighthouse';
import {measureFirstSearch, SLOW_4G} from './search-cost';
import type {SearchCost, Throttle} from './search-cost';

const ROOT = path.resolve(__dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  '/',
  '/protocols/http',
  '/registry',
  '/hall-of-fame',
  '/blog/introducing-utcp',
  '/api/core/utcp/data/tool',
];
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(`npm run bench [-- options]: builds the site and measures build time, bundle and page weight,
the first search and Lighthouse scores; writes bench-results/latest.json.
  --without-faster   build without @docusaurus/faster
  --skip-build       measure the existing build/ (no build step)
  --skip-lighthouse  bytes and search only, no Lighthouse runs
  --runs N           Lighthouse runs per page; the median performance run is kept (default 1)
  --pages A,B        routes to measure (default ${PAGES.join(',')})`);
  process.exit(0);
}
const withoutFaster = args.includes('--without-faster');
const skipBuild = args.includes('--skip-build');
const skipLighthouse = args.includes('--skip-lighthouse');
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 1) : 1;
const pagesIndex = args.indexOf('--pages');
const pagesToMeasure = pagesIndex >= 0 ? args[pagesIndex + 1].split(',') : PAGES;

const GNU_TIME = '/usr/bin/time';

/**
 * Wall time and peak memory of a build from a cleared cache: measured by GNU
 * time when the machine has it, otherwise by the clock and a preloaded module
 * that reports the build process's peak RSS (scripts/bench-report-rss.cjs).
 */
interface BuildResult {
  wallSeconds: number;
  peakMemoryMiB: number;
  htmlFiles: number;
  measuredWith: string;
}

function buildWithTime(): Promise<BuildResult> {
  const env = {...process.env, UTCP_FASTER: withoutFaster ? '0' : '1'};
  execFileSync('npx', ['docusaurus', 'clear'], {cwd: ROOT, stdio: 'ignore'});
  const useGnuTime = existsSync(GNU_TIME) && !process.env.BENCH_NO_GNU_TIME;
  const docusaurusCli = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const [command, commandArgs]: [string, string[]] = useGnuTime
    ? [GNU_TIME, ['-f', 'BENCH %e %M', 'npx', 'docusaurus', 'build']]
    : [process.execPath, ['--require', path.join(ROOT, 'scripts', 'bench-report-rss.cjs'), docusaurusCli, 'build']];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {cwd: ROOT, env});
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      const wallSeconds = (Date.now() - started) / 1000;
      const match = useGnuTime ? /BENCH ([\d.]+) (\d+)/.exec(stderr) : /BENCH_RSS (\d+)/.exec(stderr);
      if (code !== 0 || !match) {
        reject(new Error(`build failed (${code}):\n${stderr.slice(-3000)}`));
        return;
      }
      const peakKiB = Number(useGnuTime ? match[2] : match[1]);
      const pages = Number(
        execFileSync('bash', ['-c', 'find build -name "*.html" | wc -l'], {cwd: ROOT}).toString().trim(),
      );
      resolve({
        wallSeconds: useGnuTime ? Number(match[1]) : wallSeconds,
        peakMemoryMiB: Math.round(peakKiB / 1024),
        htmlFiles: pages,
        measuredWith: useGnuTime ? 'GNU time' : 'clock and process.resourceUsage',
      });
    });
  });
}

type ResourceKind = 'html' | 'js' | 'css';
type PageBytes = Record<ResourceKind, {raw: number; gzip: number}>;

const KIND_BY_TYPE: Record<string, ResourceKind> = {document: 'html', script: 'js', stylesheet: 'css'};

async function measureBytes(browser: Browser, url: string): Promise<PageBytes> {
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

/**
 * Performance is measured in a run of its own: with the other categories in the
 * same run, Lighthouse's in-page gatherers (_lighthouse-eval.js) land in the
 * load trace as long tasks and are charged to the page's Total Blocking Time.
 * Both runs use Lighthouse's default mobile emulation and simulated throttling.
 */
interface LighthouseSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  benchmarkIndex: number;
  failingAudits: string[];
}

async function runLighthouse(url: string, stubPort: number): Promise<LighthouseSummary> {
  const performanceReport = await lighthouseRun(url, stubPort, ['performance']);
  const otherReport = await lighthouseRun(url, stubPort, ['accessibility', 'best-practices', 'seo']);
  const reportName = new URL(url).pathname.replace(/\W+/g, '_') || '_';
  mkdirSync(path.join(ROOT, 'bench-results', 'lighthouse'), {recursive: true});
  writeFileSync(
    path.join(ROOT, 'bench-results', 'lighthouse', `${reportName}.performance.json`),
    JSON.stringify(performanceReport),
  );
  writeFileSync(
    path.join(ROOT, 'bench-results', 'lighthouse', `${reportName}.other.json`),
    JSON.stringify(otherReport),
  );
  const score = (report: Result, id: string): number => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audits = {...otherReport.audits, ...performanceReport.audits};
  const failing = Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map((audit) => audit.id);
  return {
    performance: score(performanceReport, 'performance'),
    accessibility: score(otherReport, 'accessibility'),
    bestPractices: score(otherReport, 'best-practices'),
    seo: score(otherReport, 'seo'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
    // Lighthouse's CPU benchmark of this machine; below 1000 it warns that scores suffer.
    benchmarkIndex: Math.round(performanceReport.environment.benchmarkIndex),
    failingAudits: failing,
  };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)}`;

/** The main bundle every page loads (raw and gzip bytes). */
function mainBundleSize(): {file: string; raw: number; gzip: number} {
  const dir = path.join(ROOT, 'build', 'assets', 'js');
  const name = readdirSync(dir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (!name) throw new Error(`no main bundle in ${dir}: build the site first`);
  const body = readFileSync(path.join(dir, name));
  return {file: name, raw: body.length, gzip: gzipSync(body, {level: 9}).length};
}

/** Every file of the search index in the build (Pagefind bundles, or lunr's search-index*.json). */
function searchIndexOnDisk(): {files: number; bytes: number} {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string, inIndex: boolean): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const isIndexDir = inIndex || name === 'pagefind';
      if (statSync(full).isDirectory()) {
        if (name !== 'assets') walk(full, isIndexDir);
      } else if (inIndex || /^search-index.*\.json$/.test(name)) {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  walk(path.join(ROOT, 'build'), false);
  return {files, bytes};
}

/** The first query of a fresh visit of /, on localhost and on a phone's slow 4G (median of 3 each). */
async function measureSearch(browser: Browser, origin: string) {
  const median = async (throttle: Throttle | null) => {
    const samples: SearchCost[] = [];
    for (let run = 0; run < 3; run += 1)
      samples.push(await measureFirstSearch(browser, origin, {route: '/', query: 'streamable', throttle}));
    samples.sort((a, b) => a.msToFirstResult - b.msToFirstResult);
    const {transfers, ...summary} = samples[1];
    return {...summary, files: transfers};
  };
  return {unthrottled: await median(null), slow4g: await median(SLOW_4G)};
}

async function main(): Promise<void> {
  const build = skipBuild ? null : await buildWithTime();
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

  const report = {
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

  if (build) {
    console.log(
      `Build (${withoutFaster ? 'without' : 'with'} @docusaurus/faster): ${build.wallSeconds.toFixed(1)} s wall, ${build.peakMemoryMiB} MiB peak, ${build.htmlFiles} HTML files`,
    );
  }
  console.log(`Main bundle ${mainBundle.file}: ${kb(mainBundle.raw)} KiB raw, ${kb(mainBundle.gzip)} KiB gzip`);
  console.log(`Search index on disk: ${searchIndex.files} files, ${kb(searchIndex.bytes)} KiB`);
  for (const [label, run] of [
    ['localhost', search.unthrottled],
    ['slow 4G, CPU 4x', search.slow4g],
  ] as const) {
    console.log(
      `First search from a fresh visit of / ('${run.query}', ${label}, median of 3): ${kb(run.bytes)} KiB on the wire in ${run.requests} requests, first result after ${run.msToFirstResult} ms`,
    );
  }
  console.log('');
  console.log(
    '| page | HTML KiB raw/gz | JS KiB raw/gz | CSS KiB raw/gz | perf | a11y | best | SEO | LCP ms | TBT ms | CPU index |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const {route, bytes, lighthouse: lh} of pages) {
    const sizes = (['html', 'js', 'css'] as const).map((kind) => `${kb(bytes[kind].raw)}/${kb(bytes[kind].gzip)}`);
    const scores = lh
      ? [lh.performance, lh.accessibility, lh.bestPractices, lh.seo, lh.lcpMs, lh.tbtMs, lh.benchmarkIndex]
      : Array(7).fill('-');
    console.log(`| ${[route, ...sizes, ...scores].join(' | ')} |`);
  }
  for (const {route, lighthouse: lh} of pages) {
    if (lh && (lh.performance < 95 || lh.accessibility < 100 || lh.bestPractices < 100 || lh.seo < 100)) {
      console.log(`below target on ${route}: ${lh.failingAudits.join(', ')}`);
    }
  }
  console.log('\nWrote bench-results/latest.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
