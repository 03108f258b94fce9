import path from 'node:path';
import {expect, test} from './fixtures';
import {measureRelevance, withBuiltPagefind} from '../../scripts/lib/searchRelevance';
import {RELEVANCE_TABLE, RELEVANCE_THRESHOLDS} from '../support/relevanceTable';

/**
 * The relevance suite on the built index (build/pagefind), through the same
 * code as the search box: every query of the table, the share whose expected
 * page comes first and among the first three. Runs in Node on the files, so
 * no typing and no timing is involved; the box's own behaviour is
 * tests/e2e/search.spec.ts.
 */
const BUILD = path.join(__dirname, '..', '..', 'build');

test('the relevance table stays above its top-1 and top-3 rates', async () => {
  // A question is several searches (src/plugins/search/lib/query.ts): on a busy machine the table takes minutes.
  test.setTimeout(300_000);
  const report = await withBuiltPagefind(BUILD, (api) => measureRelevance(api, RELEVANCE_TABLE));
  const misses = report.results
    .filter((result) => !result.top3)
    .map((result) => `${result.case.query} → ${result.case.expected}, got ${result.got.slice(0, 3).join(', ')}`);
  test.info().annotations.push({
    type: 'relevance',
    description: `top-1 ${(report.top1 * 100).toFixed(1)}%, top-3 ${(report.top3 * 100).toFixed(1)}%`,
  });
  expect(report.results.length).toBeGreaterThanOrEqual(80);
  expect(report.top1, misses.join('\n')).toBeGreaterThanOrEqual(RELEVANCE_THRESHOLDS.top1);
  expect(report.top3, misses.join('\n')).toBeGreaterThanOrEqual(RELEVANCE_THRESHOLDS.top3);
});

test('an exact symbol puts its definition first, at its heading, for every name a reader types', async () => {
  const symbols = RELEVANCE_TABLE.filter((entry) =>
    [
      'call_tool',
      'UtcpClient.call_tool',
      'utcp.utcp_client.UtcpClient.call_tool',
      'HttpCallTemplate',
      'callTool',
      'UtcpClient.callTool',
    ].includes(entry.query),
  );
  expect(symbols.length).toBeGreaterThanOrEqual(8);
  const report = await withBuiltPagefind(BUILD, (api) => measureRelevance(api, symbols));
  for (const result of report.results) {
    expect(result.got[0], result.case.query).toBe(`${result.case.expected}#${result.case.anchor}`);
  }
});
