/**
 * Ranking of the Hall of Fame: by lines changed (additions plus deletions),
 * largest first. People with equal lines changed share a rank and the next
 * rank skips accordingly (1, 2, 2, 4); inside a tie the order is by commits,
 * then by login, so the list is stable from one build to the next.
 */

export interface LineCounts {
  login: string;
  additions: number;
  deletions: number;
  commits: number;
}

export type Ranked<T> = T & {rank: number; linesChanged: number};

export function linesChanged(counts: Pick<LineCounts, 'additions' | 'deletions'>): number {
  return counts.additions + counts.deletions;
}

export function compareByLinesChanged(a: LineCounts, b: LineCounts): number {
  return (
    linesChanged(b) - linesChanged(a) ||
    b.commits - a.commits ||
    a.login.toLowerCase().localeCompare(b.login.toLowerCase(), 'en')
  );
}

/** A sorted copy with ranks; the input is left as it is. */
export function rankContributors<T extends LineCounts>(contributors: readonly T[]): Ranked<T>[] {
  const sorted = [...contributors].sort(compareByLinesChanged);
  const ranked: Ranked<T>[] = [];
  sorted.forEach((contributor, index) => {
    const lines = linesChanged(contributor);
    const previous = ranked[index - 1];
    const rank = previous && previous.linesChanged === lines ? previous.rank : index + 1;
    ranked.push({...contributor, rank, linesChanged: lines});
  });
  return ranked;
}
