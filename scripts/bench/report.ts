/** The console summary of npm run bench: build, bundle, search and a table of pages. */
import type {BuildResult} from './build';
import type {LighthouseSummary} from './lighthouseSummary';
import type {PageBytes} from './pageBytes';
import type {SearchCost} from './searchCost';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)}`;

type SearchRun = Omit<SearchCost, 'transfers'> & {files: SearchCost['transfers']};

export interface BenchReport {
  date: string;
  faster: boolean;
  build: BuildResult | null;
  mainBundle: {file: string; raw: number; gzip: number};
  searchIndex: {files: number; bytes: number};
  search: {unthrottled: SearchRun; slow4g: SearchRun};
  pages: {route: string; bytes: PageBytes; lighthouse: LighthouseSummary | null}[];
}

export function printReport(report: BenchReport): void {
  const {build, mainBundle, searchIndex, search, pages} = report;
  const withoutFaster = !report.faster;
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
}
