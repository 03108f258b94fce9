/**
 * The arithmetic of a paired benchmark: runs are interleaved (each round
 * visits every page on every build, in an order that rotates between rounds,
 * so a slow spell of the machine falls on all builds alike) and reported as
 * medians and ratios to the reference build.
 */

export interface PairedRun {
  readonly round: number;
  readonly page: string;
  readonly build: string;
}

export interface Sample extends PairedRun {
  readonly performance: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
}

export interface PageSummary {
  readonly page: string;
  readonly build: string;
  readonly runs: number;
  readonly performance: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
  /** This build's median TBT over the reference build's, on the same page. */
  readonly tbtRatio: number;
  readonly lcpRatio: number;
}

/** Every (round, page, build) once; within a round the builds start one later each round. */
export function interleavedRuns(builds: readonly string[], pages: readonly string[], rounds: number): PairedRun[] {
  const runs: PairedRun[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const page of pages) {
      for (let index = 0; index < builds.length; index += 1) {
        runs.push({round, page, build: builds[(index + round) % builds.length]!});
      }
    }
  }
  return runs;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A ratio that stays finite when the reference is 0 ms (no blocking time at all). */
function ratio(value: number, reference: number): number {
  return reference === 0 ? (value === 0 ? 1 : Number.POSITIVE_INFINITY) : value / reference;
}

/** Medians per page and build, each with its ratio to `reference` on the same page. */
export function summarize(samples: readonly Sample[], reference: string): PageSummary[] {
  const pages = [...new Set(samples.map((sample) => sample.page))];
  const builds = [...new Set(samples.map((sample) => sample.build))];
  const summaries: PageSummary[] = [];
  for (const page of pages) {
    const of = (build: string) => samples.filter((sample) => sample.page === page && sample.build === build);
    const referenceRuns = of(reference);
    if (referenceRuns.length === 0) throw new Error(`no runs of the reference build on ${page}`);
    const referenceTbt = median(referenceRuns.map((sample) => sample.tbtMs));
    const referenceLcp = median(referenceRuns.map((sample) => sample.lcpMs));
    for (const build of builds) {
      const runs = of(build);
      if (runs.length === 0) continue;
      const tbtMs = median(runs.map((sample) => sample.tbtMs));
      const lcpMs = median(runs.map((sample) => sample.lcpMs));
      summaries.push({
        page,
        build,
        runs: runs.length,
        performance: median(runs.map((sample) => sample.performance)),
        tbtMs,
        lcpMs,
        tbtRatio: ratio(tbtMs, referenceTbt),
        lcpRatio: ratio(lcpMs, referenceLcp),
      });
    }
  }
  return summaries;
}
