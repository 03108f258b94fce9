import type {ContributorsSnapshot} from '../../../data/contributors/types';
import {initialsOf, hueOf} from '../../../lib/contributorsFormat';
import {rankContributors} from '../../../lib/contributorsRanking';
import {
  contributorBadges,
  contributorRole,
  contributorStatus,
  describeStatus,
  STATUS_LABELS,
  topReviewerLogins,
  type Badge,
  type PeopleDirectory,
  type StatusResult,
} from '../../../lib/contributorsRules';

/**
 * Turns a snapshot into what the Hall of Fame shows: summary figures and one
 * entry per person, ranked, with status, role and badges applied. Runs at
 * build time (and again on hydration) from the imported snapshot.
 */

export interface HallOfFameSummary {
  contributors: number;
  linesChanged: number;
  /** Repositories in which at least one listed person changed code. */
  repositories: number;
  /** ISO time the data was read. */
  dataDate: string;
}

export interface HallOfFameEntry {
  rank: number;
  login: string;
  displayName: string;
  profileUrl: string;
  avatarUrl: string;
  initials: string;
  hue: number;
  role: string;
  status: StatusResult;
  statusLabel: string;
  statusDescription: string;
  badges: Badge[];
  linesChanged: number;
  additions: number;
  deletions: number;
  commits: number;
  repositoryCount: number;
}

export interface HallOfFame {
  summary: HallOfFameSummary;
  entries: HallOfFameEntry[];
}

export function buildHallOfFame(snapshot: ContributorsSnapshot, people: PeopleDirectory): HallOfFame {
  const ranked = rankContributors(snapshot.contributors);
  const topReviewers = topReviewerLogins(snapshot.contributors);
  const entries = ranked.map((contributor): HallOfFameEntry => {
    const displayName = contributor.name ?? contributor.login;
    const status = contributorStatus(contributor, snapshot.generatedAt, people);
    return {
      rank: contributor.rank,
      login: contributor.login,
      displayName,
      profileUrl: contributor.profileUrl,
      avatarUrl: contributor.avatarUrl,
      initials: initialsOf(displayName),
      hue: hueOf(contributor.login),
      role: contributorRole(contributor.login, contributor.repositories, people),
      status,
      statusLabel: STATUS_LABELS[status.status],
      statusDescription: describeStatus(status),
      badges: contributorBadges(contributor, topReviewers),
      linesChanged: contributor.linesChanged,
      additions: contributor.additions,
      deletions: contributor.deletions,
      commits: contributor.commits,
      repositoryCount: contributor.repositories.length,
    };
  });
  const repositories = new Set(snapshot.contributors.flatMap((contributor) => contributor.repositories));
  return {
    summary: {
      contributors: entries.length,
      linesChanged: entries.reduce((sum, entry) => sum + entry.linesChanged, 0),
      repositories: repositories.size,
      dataDate: snapshot.generatedAt,
    },
    entries,
  };
}
