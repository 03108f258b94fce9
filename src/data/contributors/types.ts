/**
 * The contributors snapshot: what `npm run contributors:update` writes to
 * `snapshot.json` and what the Hall of Fame renders. It holds facts only
 * (counts, dates, repositories); ranks, statuses, roles and badges are
 * derived from it by the rules in `src/lib/contributors*.ts` and
 * `src/pages/hall-of-fame/_lib/contributorsView.ts`.
 */

/** Bumped whenever the shape below changes incompatibly. */
export const CONTRIBUTORS_SCHEMA_VERSION = 1;

/** Where a snapshot came from: a live read of the GitHub API, or an imported older export. */
export type SnapshotSource = 'github-api' | 'imported-snapshot';

export interface ContributorRecord {
  /** GitHub login, as GitHub spells it. */
  login: string;
  /** Display name from the GitHub profile; null when the profile has none (or repeats the login). */
  name: string | null;
  /** https://github.com/<login> */
  profileUrl: string;
  /** Remote avatar image; the page has an initials fallback for when it does not load. */
  avatarUrl: string;
  /** Repositories of the organization this person changed, the one with most lines changed first when known. */
  repositories: string[];
  /** Lines added over all those repositories. */
  additions: number;
  /** Lines deleted over all those repositories. */
  deletions: number;
  /** Commits over all those repositories. */
  commits: number;
  /** Other people's pull requests in the organization this person reviewed (GitHub search `reviewed-by`). */
  reviews: number;
  /** ISO 8601 time of the most recent known commit; null when unknown. */
  lastActivity: string | null;
}

export interface ContributorsSnapshot {
  schemaVersion: typeof CONTRIBUTORS_SCHEMA_VERSION;
  /** GitHub organization login the figures cover. */
  organization: string;
  /** ISO 8601 time the figures were read: the "date of the data". */
  generatedAt: string;
  source: SnapshotSource;
  /** One entry per person, automation accounts excluded, ordered by lines changed (largest first). */
  contributors: ContributorRecord[];
}
