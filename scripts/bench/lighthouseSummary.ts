/** Lighthouse scores of one page for npm run bench, with the reports kept in bench-results/lighthouse. */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Result} from 'lighthouse';
import {lighthouseRun} from './lighthouse';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Performance is measured in a run of its own: with the other categories in the
 * same run, Lighthouse's in-page gatherers (_lighthouse-eval.js) land in the
 * load trace as long tasks and are charged to the page's Total Blocking Time.
 * Both runs use Lighthouse's default mobile emulation and simulated throttling.
 */
export interface LighthouseSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  benchmarkIndex: number;
  failingAudits: string[];
}

export async function runLighthouse(url: string, stubPort: number): Promise<LighthouseSummary> {
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
