import {formatExactCount} from './contributorsFormat';

/**
 * The Hall of Fame's rules: a person's status, role and badges. Every
 * threshold is a named constant below, and the page prints the same
 * constants in its "How the list works" section, so the rules on screen and
 * the rules in code cannot drift apart.
 */

/** Founders, maintainers and repository descriptions (src/data/contributors/people.ts). */
export interface PeopleDirectory {
  founders: readonly {login: string; team: string}[];
  maintainers: readonly {login: string; repository: string}[];
  repositoryAreas: Readonly<Record<string, string>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function sameLogin(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function findFounder(login: string, people: PeopleDirectory) {
  return people.founders.find((founder) => sameLogin(founder.login, login));
}

export function findMaintainer(login: string, people: PeopleDirectory) {
  return people.maintainers.find((maintainer) => sameLogin(maintainer.login, login));
}

/** Whole days from `fromIso` to `toIso` (rounded down), or null when `fromIso` is null. */
export function daysBetween(fromIso: string | null, toIso: string): number | null {
  if (fromIso === null) {
    return null;
  }
  return Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / DAY_MS);
}

// ---------------------------------------------------------------- status

export type ContributorStatus = 'founding' | 'core' | 'active' | 'regular' | 'new';

/** Lowest to highest. */
export const STATUS_ORDER: readonly ContributorStatus[] = ['new', 'regular', 'active', 'core', 'founding'];

export const STATUS_THRESHOLDS = {
  coreLines: 20_000,
  activeLines: 1_000,
  activeCommits: 10,
  regularLines: 100,
  regularCommits: 3,
  /** More days than this between the last commit and the data date lowers a status one step. */
  inactiveAfterDays: 90,
} as const;

export const STATUS_LABELS: Readonly<Record<ContributorStatus, string>> = {
  founding: 'Founding',
  core: 'Core',
  active: 'Active',
  regular: 'Regular',
  new: 'New',
};

const t = STATUS_THRESHOLDS;

/** What earns each status, in words (shown on the page). */
export const STATUS_RULES: Readonly<Record<ContributorStatus, string>> = {
  founding: 'Founded the project. This status never changes.',
  core: `Maintains a repository of the organisation, or changed ${formatExactCount(t.coreLines)} lines or more.`,
  active: `Changed ${formatExactCount(t.activeLines)} lines or more, or made ${t.activeCommits} commits or more.`,
  regular: `Changed ${t.regularLines} lines or more, or made ${t.regularCommits} commits or more.`,
  new: 'Made a first contribution, below the thresholds above.',
};

export const INACTIVITY_RULE = `Anyone but a founder whose last commit is more than ${t.inactiveAfterDays} days older than the data moves one step down: core to active, active to regular, regular to new.`;

export interface StatusInput {
  login: string;
  linesChanged: number;
  commits: number;
  lastActivity: string | null;
}

export interface StatusResult {
  status: ContributorStatus;
  /** The status the contribution earns before inactivity is taken into account. */
  earned: ContributorStatus;
  /** True when the last commit is more than the inactivity limit before the data date (or unknown). */
  inactive: boolean;
  /** Days from the last commit to the data date; null when unknown. */
  daysSinceActivity: number | null;
}

/** The status a contribution earns by its size and by the project's own titles. */
export function earnedStatus(input: StatusInput, people: PeopleDirectory): ContributorStatus {
  if (findFounder(input.login, people)) {
    return 'founding';
  }
  if (findMaintainer(input.login, people) || input.linesChanged >= t.coreLines) {
    return 'core';
  }
  if (input.linesChanged >= t.activeLines || input.commits >= t.activeCommits) {
    return 'active';
  }
  if (input.linesChanged >= t.regularLines || input.commits >= t.regularCommits) {
    return 'regular';
  }
  return 'new';
}

/** One step down, except that founding stays founding and new stays new. */
export function lowerStatus(status: ContributorStatus): ContributorStatus {
  if (status === 'founding' || status === 'new') {
    return status;
  }
  return STATUS_ORDER[STATUS_ORDER.indexOf(status) - 1];
}

export function contributorStatus(input: StatusInput, dataDate: string, people: PeopleDirectory): StatusResult {
  const earned = earnedStatus(input, people);
  const daysSinceActivity = daysBetween(input.lastActivity, dataDate);
  const inactive = daysSinceActivity === null || daysSinceActivity > t.inactiveAfterDays;
  return {status: inactive ? lowerStatus(earned) : earned, earned, inactive, daysSinceActivity};
}

function activityPhrase(days: number | null): string {
  if (days === null) {
    return 'The date of the last commit is unknown.';
  }
  if (days <= 0) {
    return 'Last commit on the day of the data.';
  }
  return `Last commit ${days} ${days === 1 ? 'day' : 'days'} before the data.`;
}

/** The tooltip text for a status: why this person has it. */
export function describeStatus(result: StatusResult): string {
  const rule = STATUS_RULES[result.earned];
  const activity = activityPhrase(result.daysSinceActivity);
  if (result.status !== result.earned) {
    return `Earned ${STATUS_LABELS[result.earned].toLowerCase()}: ${rule} Lowered one step after more than ${t.inactiveAfterDays} days without a commit. ${activity}`;
  }
  return `${rule} ${activity}`;
}

// ---------------------------------------------------------------- role

export function areaOf(repository: string, people: PeopleDirectory): string {
  return people.repositoryAreas[repository] ?? repository;
}

/**
 * A person's role: the title the project gives them (founder, maintainer),
 * otherwise what their repositories are: one area ('Python SDK'), two
 * ('Python SDK and Examples'), or 'Cross-project' for three and more.
 */
export function contributorRole(login: string, repositories: readonly string[], people: PeopleDirectory): string {
  const founder = findFounder(login, people);
  if (founder) {
    return `Founder · ${founder.team}`;
  }
  const maintainer = findMaintainer(login, people);
  if (maintainer) {
    return `Maintainer · ${areaOf(maintainer.repository, people)}`;
  }
  const areas = [...new Set(repositories.map((repository) => areaOf(repository, people)))];
  if (areas.length === 0) {
    return 'Contributor';
  }
  if (areas.length === 1) {
    return areas[0];
  }
  if (areas.length === 2) {
    return `${areas[0]} and ${areas[1]}`;
  }
  return 'Cross-project';
}

// ---------------------------------------------------------------- badges

export type BadgeId = 'multi-repo' | 'top-reviewer' | 'lines-10k';

export const BADGE_THRESHOLDS = {
  multiRepoMinimum: 3,
  topReviewerPlaces: 3,
  topReviewerMinimumReviews: 3,
  linesMilestone: 10_000,
} as const;

const b = BADGE_THRESHOLDS;

export const BADGE_LABELS: Readonly<Record<BadgeId, string>> = {
  'multi-repo': 'Multi-repo',
  'top-reviewer': 'Top reviewer',
  'lines-10k': '10k+ lines',
};

/** What earns each badge, in words (shown on the page). */
export const BADGE_RULES: Readonly<Record<BadgeId, string>> = {
  'multi-repo': `Changed code in ${b.multiRepoMinimum} or more repositories of the organisation.`,
  'top-reviewer': `Among the ${b.topReviewerPlaces} highest counts of pull-request reviews (ties share a place), with at least ${b.topReviewerMinimumReviews} reviews.`,
  'lines-10k': `Changed ${formatExactCount(b.linesMilestone)} lines or more in total.`,
};

export interface Badge {
  id: BadgeId;
  label: string;
  /** The tooltip: why this person earned it. */
  description: string;
}

export interface BadgeInput {
  login: string;
  repositories: readonly string[];
  reviews: number;
  linesChanged: number;
}

/**
 * Logins (lower case) that earn the top-reviewer badge: review counts ranked
 * with shared places for ties (9, 5, 5, 3 -> places 1, 2, 2, 4), places up to
 * the limit, and at least the minimum number of reviews.
 */
export function topReviewerLogins(contributors: readonly Pick<BadgeInput, 'login' | 'reviews'>[]): Set<string> {
  const counts = contributors.map((contributor) => contributor.reviews).sort((x, y) => y - x);
  const winners = new Set<string>();
  for (const contributor of contributors) {
    const place = counts.indexOf(contributor.reviews) + 1;
    if (contributor.reviews >= b.topReviewerMinimumReviews && place <= b.topReviewerPlaces) {
      winners.add(contributor.login.toLowerCase());
    }
  }
  return winners;
}

export function contributorBadges(input: BadgeInput, topReviewers: ReadonlySet<string>): Badge[] {
  const badges: Badge[] = [];
  const repositoryCount = input.repositories.length;
  if (repositoryCount >= b.multiRepoMinimum) {
    badges.push({
      id: 'multi-repo',
      label: BADGE_LABELS['multi-repo'],
      description: `Changed code in ${repositoryCount} repositories of the organisation (${b.multiRepoMinimum} or more earn this badge).`,
    });
  }
  if (topReviewers.has(input.login.toLowerCase())) {
    badges.push({
      id: 'top-reviewer',
      label: BADGE_LABELS['top-reviewer'],
      description: `Gave ${input.reviews} pull-request reviews, one of the ${b.topReviewerPlaces} highest counts in the organisation.`,
    });
  }
  if (input.linesChanged >= b.linesMilestone) {
    badges.push({
      id: 'lines-10k',
      label: BADGE_LABELS['lines-10k'],
      description: `Changed ${formatExactCount(input.linesChanged)} lines (${formatExactCount(b.linesMilestone)} or more earn this badge).`,
    });
  }
  return badges;
}
