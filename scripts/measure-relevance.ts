/**
 * The search's relevance on a built index: every query of the relevance table
 * (tests/support/relevanceTable.ts) through the search box's code, with the
 * share of queries whose expected page comes first (top-1) and among the
 * first three (top-3), and the queries that miss.
 *
 *   npx docusaurus build
 *   npx tsx scripts/measure-relevance.ts [--build <folder>] [--plain] [--all]
 *
 * --plain measures Pagefind's own order (no kind ranking, no symbol records
 * unless the index has them), as the box searched before the ranking; --all
 * lists every query, not only the misses.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {RELEVANCE_TABLE} from '../tests/support/relevanceTable';
import {measureRelevance, withBuiltPagefind} from './lib/searchRelevance';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {build: {type: 'string', default: 'build'}, plain: {type: 'boolean'}, all: {type: 'boolean'}},
  });
  const buildDir = path.resolve(values.build!);
  const report = await withBuiltPagefind(buildDir, (api) =>
    measureRelevance(api, RELEVANCE_TABLE, values.plain ? 'plain' : 'site'),
  );
  for (const result of report.results) {
    if (result.top1 && !values.all) continue;
    const mark = result.top1 ? 'top-1' : result.top3 ? 'top-3' : 'miss ';
    const expected = result.case.expected + (result.case.anchor ? `#${result.case.anchor}` : '');
    console.log(`${mark} [${result.case.version}] ${result.case.query} → ${expected}`);
    if (!result.top1) console.log(`        got ${result.got.slice(0, 3).join(', ') || '(nothing)'}`);
  }
  console.log(
    `\n${report.results.length} queries (${values.plain ? 'Pagefind order' : 'site ranking'}, ${buildDir}): ` +
      `top-1 ${percent(report.top1)}, top-3 ${percent(report.top3)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
