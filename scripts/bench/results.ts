/**
 * The sittings of `npm run bench:compare -- --record "<what was compared>"`, kept in
 * scripts/bench/results.md: each sitting is appended as a dated section with its medians, so
 * DESIGN.md keeps the rules and the results file the numbers behind them.
 */
import {appendFileSync, existsSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {PageSummary} from './paired';

export const RESULTS_FILE = path.resolve(__dirname, 'results.md');

const HEADER = `# Benchmark sittings

Written by \`npm run bench:compare -- --record "<what was compared>"\` (scripts/bench/compare.ts), one
section a sitting, newest last. DESIGN.md, "Speed and size", has the rules these numbers decided.
`;

export interface Sitting {
  /** YYYY-MM-DD. */
  date: string;
  /** What was compared and why, in the maintainer's words. */
  title: string;
  refs: readonly string[];
  rounds: number;
  summaries: readonly PageSummary[];
}

/** One sitting as a Markdown section: medians per page and build, ratios to the reference build. */
export function sittingMarkdown(sitting: Sitting): string {
  const rows = sitting.summaries.map(
    (row) =>
      `| \`${row.page}\` | ${row.build} | ${row.runs} | ${row.performance} | ${row.tbtMs} | ${row.lcpMs} | ${row.tbtRatio.toFixed(2)} | ${row.lcpRatio.toFixed(2)} |`,
  );
  return [
    `## ${sitting.date}: ${sitting.title}`,
    '',
    `Compared: ${sitting.refs.length > 0 ? sitting.refs.map((ref) => `\`${ref}\``).join(', ') : 'the current build, its A/A twin and the bare site'}; ${sitting.rounds} rounds, medians. A difference smaller than the A/A column's is no difference.`,
    '',
    '| page | build | runs | performance | TBT ms | LCP ms | TBT ratio | LCP ratio |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** Appends a sitting to the results file, creating it with its header first. */
export function recordSitting(sitting: Sitting, file: string = RESULTS_FILE): void {
  if (!existsSync(file)) writeFileSync(file, HEADER);
  appendFileSync(file, `\n${sittingMarkdown(sitting)}`);
}
