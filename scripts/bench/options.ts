/** The options of npm run bench, read with node:util parseArgs (scripts/lib/options.ts). */
import {parseOptions} from '../lib/options';

export const DEFAULT_PAGES = [
  '/',
  '/protocols/http',
  '/registry',
  '/hall-of-fame',
  '/blog/introducing-utcp',
  '/api/core/utcp/data/tool',
];

export const BENCH_USAGE = `npm run bench [-- options]: builds the site and measures build time, bundle and page weight,
the first search and Lighthouse scores; writes bench-results/latest.json.
  --without-faster   build without @docusaurus/faster
  --skip-build       measure the existing build/ (no build step)
  --skip-lighthouse  bytes and search only, no Lighthouse runs
  --runs N           Lighthouse runs per page; the median performance run is kept (default 1)
  --pages A,B        routes to measure (default ${DEFAULT_PAGES.join(',')})`;

export interface BenchOptions {
  help: boolean;
  withoutFaster: boolean;
  skipBuild: boolean;
  skipLighthouse: boolean;
  /** Lighthouse runs per page, at least 1. */
  runs: number;
  pages: string[];
}

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const {values} = parseOptions({
    args: [...argv],
    options: {
      help: {type: 'boolean', default: false},
      'without-faster': {type: 'boolean', default: false},
      'skip-build': {type: 'boolean', default: false},
      'skip-lighthouse': {type: 'boolean', default: false},
      runs: {type: 'string'},
      pages: {type: 'string'},
    },
  });
  return {
    help: values.help,
    withoutFaster: values['without-faster'],
    skipBuild: values['skip-build'],
    skipLighthouse: values['skip-lighthouse'],
    runs: values.runs === undefined ? 1 : Math.max(1, Number(values.runs) || 1),
    pages: values.pages === undefined ? DEFAULT_PAGES : values.pages.split(','),
  };
}
