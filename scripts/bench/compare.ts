/**
 * npm run bench:compare -- [--compare <git ref>[,<git ref>…]] [--baseline] [--rounds N] [--pages /,/protocols/http] [--no-build]
 *   [--baseline] [--port 4310] [--record "<what was compared>"]
 *
 * A paired Lighthouse comparison of the working tree's build (build/) with the
 * build of another commit, on this machine in one sitting. Both builds are
 * served compressed by `serve`, and so is the current build a second time
 * under another port: that A/A column shows the noise floor of the sitting,
 * so a difference smaller than it is no difference. Runs are interleaved
 * (scripts/bench/paired.ts); the report gives medians of performance, TBT and
 * LCP per page and build, and each build's ratio to the compared ref.
 * Several refs, comma-separated, share one sitting and one A/A column; the
 * ratios are then to the current build. --baseline adds a bare
 * create-docusaurus classic site of the installed version
 * (scripts/bench/baseline.ts). Lighthouse runs with its default mobile
 * emulation and simulated throttling; the report records the settings.
 * Writes bench-results/compare.json; with --record, also appends the sitting's
 * medians to scripts/bench/results.md (scripts/bench/results.ts). A
 * measurement, not a test.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import type {Server} from 'node:https';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {baselinePagePath, prepareBaseline, type Baseline} from './baseline';
import {lighthouseRun, startGitHubStub, startStaticServer} from './lighthouse';
import {interleavedRuns, summarize, type Sample} from './paired';
import {recordSitting} from './results';
import {exitOnHelp} from '../lib/options';

exitOnHelp(
  `Usage: npm run bench:compare -- --compare <git ref>[,<git ref>...] [--rounds N] [--pages /,/protocols/http] [--no-build]

Builds the working tree and each ref, and compares build time and page weight (DESIGN.md, "Speed and size").`,
  module,
);

const ROOT = path.resolve(__dirname, '..', '..');
const DEFAULT_PAGES = ['/', '/protocols/http', '/api/core/utcp/data/tool'];

const {values} = parseArgs({
  options: {
    compare: {type: 'string'},
    rounds: {type: 'string', default: '3'},
    pages: {type: 'string', default: DEFAULT_PAGES.join(',')},
    'no-build': {type: 'boolean', default: false},
    baseline: {type: 'boolean', default: false},
    port: {type: 'string', default: '4310'},
    record: {type: 'string'},
  },
});
if (!values.compare && !values.baseline) {
  console.error(
    'usage: npm run bench:compare -- --compare <git ref>[,<ref>…] [--rounds N] [--pages /,/x] [--no-build] [--baseline] [--port N] [--record "<what>"]',
  );
  process.exit(2);
}
const rounds = Math.max(1, Number(values.rounds) || 3);
const pages = values.pages.split(',');
// Without --compare (--baseline alone), the sitting is the current build, its A/A twin and the bare site.
const refs = values.compare ? values.compare.split(',') : [];
const reference = refs.length === 1 ? refs[0]! : 'current';

/** Builds `ref` in a worktree under .cache/bench, reusing this checkout's node_modules when both package-lock.json files agree. */
function buildRef(ref: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], {cwd: ROOT}).toString().trim();
  const dir = path.join(ROOT, '.cache', 'bench', commit);
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, commit], {cwd: ROOT, stdio: 'ignore'});
  const sameLock =
    readFileSync(path.join(dir, 'package-lock.json'), 'utf8') ===
    readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
  if (!existsSync(path.join(dir, 'node_modules'))) {
    if (sameLock) symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {cwd: dir, stdio: 'inherit'});
  }
  if (!values['no-build'] || !existsSync(path.join(dir, 'build'))) {
    execFileSync('npx', ['docusaurus', 'build'], {cwd: dir, stdio: 'inherit'});
  }
  return path.join(dir, 'build');
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'build', 'index.html'))) throw new Error('no build/: run npm run build first');
  const builds: Record<string, string> = {
    current: path.join(ROOT, 'build'),
    'current A/A': path.join(ROOT, 'build'),
  };
  for (const ref of refs) builds[ref] = buildRef(ref);
  const baseline: Baseline | undefined = values.baseline ? prepareBaseline(ROOT, !values['no-build']) : undefined;
  if (baseline) builds[baseline.name] = baseline.buildDir;
  const pageOf = (build: string, page: string) => (build === baseline?.name ? baselinePagePath(page) : page);
  const ports: Record<string, number> = {};
  const servers = [];
  let port = Number(values.port);
  for (const [name, dir] of Object.entries(builds)) {
    ports[name] = port;
    servers.push(await startStaticServer(port, dir));
    port += 1;
  }
  const stub: Server = await startGitHubStub();
  const stubPort = (stub.address() as AddressInfo).port;
  const samples: Sample[] = [];
  mkdirSync(path.join(ROOT, 'bench-results'), {recursive: true});
  const partialReport = path.join(ROOT, 'bench-results', 'compare.partial.json');
  let emulation: Record<string, unknown> | undefined;
  try {
    for (const run of interleavedRuns(Object.keys(builds), pages, rounds)) {
      const url = `http://127.0.0.1:${ports[run.build]}${pageOf(run.build, run.page)}`;
      const report = await lighthouseRun(url, stubPort, ['performance']);
      if (!emulation) {
        const {formFactor, throttlingMethod, throttling, screenEmulation} = report.configSettings;
        emulation = {formFactor, throttlingMethod, throttling, mobileScreen: screenEmulation.mobile};
        console.log(`Lighthouse ${report.lighthouseVersion}: ${JSON.stringify(emulation)}`);
      }
      const sample: Sample = {
        ...run,
        performance: Math.round((report.categories.performance?.score ?? 0) * 100),
        tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
        lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      };
      samples.push(sample);
      // Kept as the sitting goes, so an interrupted sitting still has its finished rounds.
      writeFileSync(partialReport, JSON.stringify({compare: refs, baseline: baseline?.name, pages, samples}, null, 2));
      console.log(
        `round ${run.round + 1} ${run.page} ${run.build}: ${sample.performance} TBT ${sample.tbtMs} ms LCP ${sample.lcpMs} ms`,
      );
    }
  } finally {
    stub.close();
    for (const server of servers) server.kill();
  }
  const summaries = summarize(samples, reference);
  console.log('\npage | build | runs | performance | TBT ms | LCP ms | TBT ratio | LCP ratio');
  for (const row of summaries) {
    console.log(
      `${row.page} | ${row.build} | ${row.runs} | ${row.performance} | ${row.tbtMs} | ${row.lcpMs} | ${row.tbtRatio.toFixed(2)} | ${row.lcpRatio.toFixed(2)}`,
    );
  }
  mkdirSync(path.join(ROOT, 'bench-results'), {recursive: true});
  writeFileSync(
    path.join(ROOT, 'bench-results', 'compare.json'),
    JSON.stringify(
      {
        compare: refs,
        reference,
        baseline: baseline && {name: baseline.name, origin: baseline.origin, pages: pages.map(baselinePagePath)},
        lighthouse: emulation,
        rounds,
        pages,
        samples,
        summaries,
      },
      null,
      2,
    ),
  );
  if (values.record) {
    const date = new Date().toISOString().slice(0, 10);
    recordSitting({date, title: values.record, refs, rounds, summaries});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
