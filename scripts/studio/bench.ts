/**
 * npm run bench:studio [-- --build DIR] [--label NAME] [--only NAME,NAME] [--keys N]
 *
 * The Studio at the size of real APIs, in headless Chromium against a
 * production build (build/ by default) served by `serve`: for GitHub's OpenAPI
 * description (from the npm package @octokit/openapi, fetched into .cache/ at
 * bench time and never committed) and the fixture descriptions of
 * `npm run studio:fixture`, it opens the file, converts it, clicks the first
 * "Try" and types in the manual editor, and reports the conversion time, the
 * longest main-thread task of each step (PerformanceObserver "longtask"), the
 * worst keystroke-to-paint latency and memory (the page's JS heap, and the
 * resident memory of all Chromium processes, workers included). Prints a
 * table and writes .cache/studio-bench/<label>.json with the machine's load.
 * A measurement, not a test: the targets are no task over 200 ms and a
 * keystroke painted within 100 ms.
 */
import {execFileSync, type ChildProcess} from 'node:child_process';
import {createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {createGunzip} from 'node:zlib';
import {chromium, type Browser} from 'playwright-core';
import {startStaticServer} from '../bench/lighthouse';
import {exitOnHelp, parseOptions} from '../lib/options';
import {ALL_FIXTURE_ENTRIES, FIXTURE_COMMAND, extractMembers, fixtureFile} from './registryFixtureLib';

const ROOT = path.resolve(__dirname, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CACHE = path.join(ROOT, '.cache', 'studio-bench');
/** The @octokit/openapi release the bench converts (GitHub's REST description, 12.4 MB). */
const OCTOKIT_OPENAPI = '@octokit/openapi@23.0.2';
const GITHUB_MEMBER = 'package/generated/api.github.com.json';

exitOnHelp(
  `Usage: npm run bench:studio [-- --build DIR] [--label NAME] [--only NAME,NAME] [--keys N]

Opens GitHub's OpenAPI description and the fixture descriptions in the Studio of a production build,
converts, tries and types in each, and reports the longest main-thread tasks, keystroke latency and memory.`,
  module,
);

const {values} = parseOptions({
  args: process.argv.slice(2),
  options: {
    build: {type: 'string', default: path.join(ROOT, 'build')},
    label: {type: 'string', default: 'latest'},
    only: {type: 'string'},
    keys: {type: 'string', default: '8'},
  },
});

/** GitHub's description, from the npm registry through npm's cache, into .cache/studio-bench/. */
async function githubDescription(): Promise<string> {
  const file = path.join(CACHE, 'api.github.com.json');
  if (existsSync(file)) return file;
  mkdirSync(CACHE, {recursive: true});
  const packed = JSON.parse(
    execFileSync('npm', ['pack', OCTOKIT_OPENAPI, '--pack-destination', CACHE, '--json', '--prefer-offline'], {
      cwd: CACHE,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  ) as Array<{filename: string}>;
  const tarball = path.join(CACHE, packed[0].filename);
  const found = await extractMembers(createReadStream(tarball).pipe(createGunzip()), new Set([GITHUB_MEMBER]));
  const data = found.get(GITHUB_MEMBER);
  if (!data) throw new Error(`${GITHUB_MEMBER} is not in ${OCTOKIT_OPENAPI}`);
  writeFileSync(file, data);
  return file;
}

/** Runs in the page before its scripts: long tasks and keystroke-to-paint times, kept on window. */
function installProbes(): void {
  const probe = {longTasks: [] as Array<{start: number; duration: number}>, keys: [] as number[]};
  (window as unknown as {__studioBench: typeof probe}).__studioBench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({start: entry.startTime, duration: entry.duration});
  }).observe({type: 'longtask', buffered: true});
  document.addEventListener(
    'keydown',
    (event) => {
      const pressed = event.timeStamp;
      // The frame after the key: a message posted from requestAnimationFrame runs once it is painted.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => probe.keys.push(performance.now() - pressed);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}

interface StepTimes {
  start: number;
  end: number;
}

interface Result {
  description: string;
  megabytes: number;
  tools: number;
  importMs: number;
  convertMs: number;
  tryMs: number;
  longestTaskMs: {import: number; convert: number; try: number; typing: number};
  worstKeyMs: number;
  keys: number;
  jsHeapMB: number;
  chromiumRssMB: number;
}

/** Resident memory of the browser this script started and of all its processes (renderers, with their workers). */
function chromiumRss(): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,comm='], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const table = rows.map((row) => row.slice(0, 3).map(Number));
  // Playwright starts the browser as a child of this process (so is `serve`, which is left out).
  const family = new Set(
    rows
      .filter((row) => Number(row[1]) === process.pid && /chromium|chrome/i.test(row[3] ?? ''))
      .map((row) => Number(row[0])),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of table) {
      if (family.has(ppid) && !family.has(pid)) {
        family.add(pid);
        grew = true;
      }
    }
  }
  return table.filter(([pid]) => family.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

async function measure(browser: Browser, origin: string, name: string, file: string): Promise<Result> {
  const context = await browser.newContext({viewport: {width: 1400, height: 900}});
  const page = await context.newPage();
  page.setDefaultTimeout(15 * 60_000);
  await page.addInitScript(installProbes);
  await page.goto(`${origin}/studio`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByTestId('studio-manual-editor').and(page.locator('[data-ready="true"]')).waitFor();
  const now = () => page.evaluate(() => performance.now());
  const steps: Record<string, StepTimes> = {};

  await page.getByText('Import from OpenAPI').click();
  steps.import = {start: await now(), end: 0};
  await page.getByLabel('Open a file (JSON or YAML)').setInputFiles(file);
  await page
    .getByTestId('studio-openapi-editor')
    .locator('.cm-content')
    .filter({hasText: /"(openapi|swagger)"/})
    .waitFor();
  steps.import.end = await now();

  steps.convert = {start: await now(), end: 0};
  await page.getByRole('button', {name: 'Convert to a UTCP manual'}).click();
  const summary = page.getByTestId('studio-skips');
  await summary.filter({hasText: /operations? became/}).waitFor();
  steps.convert.end = await now();
  const tools = Number((/([\d,]+) operations? became/.exec(await summary.innerText())?.[1] ?? '0').replace(/,/g, ''));

  steps.try = {start: await now(), end: 0};
  await page.getByRole('button', {name: /^Try /}).first().click();
  await page.getByTestId('studio-preview').waitFor();
  steps.try.end = await now();

  // Typing: spaces at the end of the manual's first line keep the JSON valid.
  const editor = page.getByTestId('studio-manual-editor').locator('.cm-content');
  await editor.locator('.cm-line').first().click();
  await page.keyboard.press('End');
  await page.evaluate(() => {
    (window as unknown as {__studioBench: {keys: number[]}}).__studioBench.keys.length = 0;
  });
  steps.typing = {start: await now(), end: 0};
  const keys = Number(values.keys);
  for (let i = 0; i < keys; i += 1) {
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
  }
  // Wait for the checks that follow the last key, so their tasks count as typing.
  await page.waitForTimeout(3000);
  steps.typing.end = await now();

  const probe = await page.evaluate(
    () =>
      (window as unknown as {__studioBench: {longTasks: Array<{start: number; duration: number}>; keys: number[]}})
        .__studioBench,
  );
  const longest = (step: StepTimes) =>
    Math.round(
      Math.max(
        0,
        ...probe.longTasks
          .filter((task) => task.start + task.duration >= step.start && task.start <= step.end)
          .map((task) => task.duration),
      ),
    );
  const session = await context.newCDPSession(page);
  await session.send('Performance.enable');
  const metrics = (await session.send('Performance.getMetrics')) as {metrics: Array<{name: string; value: number}>};
  const heap = metrics.metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  const result: Result = {
    description: name,
    megabytes: Math.round((readFileSync(file).length / 1e6) * 10) / 10,
    tools,
    importMs: Math.round(steps.import.end - steps.import.start),
    convertMs: Math.round(steps.convert.end - steps.convert.start),
    tryMs: Math.round(steps.try.end - steps.try.start),
    longestTaskMs: {
      import: longest(steps.import),
      convert: longest(steps.convert),
      try: longest(steps.try),
      typing: longest(steps.typing),
    },
    worstKeyMs: Math.round(Math.max(0, ...probe.keys)),
    keys: probe.keys.length,
    jsHeapMB: Math.round(heap / 1e6),
    chromiumRssMB: Math.round(chromiumRss()),
  };
  await context.close();
  return result;
}

async function main(): Promise<void> {
  const fixtures = ALL_FIXTURE_ENTRIES.map((entry) => ({name: entry.name, file: fixtureFile(ROOT, entry)}));
  const missing = fixtures.filter((fixture) => !existsSync(fixture.file));
  if (missing.length > 0)
    throw new Error(`run \`${FIXTURE_COMMAND}\` first (${missing.map((m) => m.name).join(', ')})`);
  const descriptions = [{name: 'github', file: await githubDescription()}, ...fixtures];
  const only = values.only?.split(',');
  const chosen = only ? descriptions.filter((description) => only.includes(description.name)) : descriptions;

  const port = 4800 + Math.floor(Math.random() * 400);
  const server: ChildProcess = await startStaticServer(port, path.resolve(values.build));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  const results: Result[] = [];
  const load = {before: loadavg().map((value) => Math.round(value * 100) / 100), after: [] as number[]};
  try {
    for (const description of chosen) {
      console.log(`bench:studio: ${description.name} ...`);
      const result = await measure(browser, `http://127.0.0.1:${port}`, description.name, description.file);
      console.log(JSON.stringify(result));
      results.push(result);
    }
  } finally {
    await browser.close();
    server.kill();
  }
  load.after = loadavg().map((value) => Math.round(value * 100) / 100);
  mkdirSync(CACHE, {recursive: true});
  const out = path.join(CACHE, `${values.label}.json`);
  writeFileSync(out, `${JSON.stringify({label: values.label, build: values.build, load, results}, null, 2)}\n`);
  console.table(
    results.map((r) => ({
      description: r.description,
      MB: r.megabytes,
      tools: r.tools,
      'convert ms': r.convertMs,
      'try ms': r.tryMs,
      'longest task ms (import/convert/try/typing)': `${r.longestTaskMs.import}/${r.longestTaskMs.convert}/${r.longestTaskMs.try}/${r.longestTaskMs.typing}`,
      'worst key ms': r.worstKeyMs,
      'heap MB': r.jsHeapMB,
      'Chromium RSS MB': r.chromiumRssMB,
    })),
  );
  console.log(`load average (1, 5, 15 min): before ${load.before.join(', ')}; after ${load.after.join(', ')}`);
  console.log(`wrote ${path.relative(ROOT, out)}`);
}

main().catch((error: unknown) => {
  console.error(`bench:studio failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
