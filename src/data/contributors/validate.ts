import {CONTRIBUTORS_SCHEMA_VERSION, type ContributorsSnapshot} from './types';

/**
 * Checks an unknown value (a parsed snapshot.json) against the snapshot
 * shape and its invariants. The update script runs it before writing, the
 * page runs it when the site is built, so bad data fails the build instead
 * of rendering.
 */

const SOURCES = new Set(['github-api', 'imported-snapshot']);
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isIsoDateTime(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

function checkContributor(value: unknown, where: string, generatedAt: number, problems: string[]): void {
  if (!isRecord(value)) {
    problems.push(`${where} is not an object`);
    return;
  }
  const {login, name, profileUrl, avatarUrl, repositories, lastActivity} = value;
  if (typeof login !== 'string' || !LOGIN.test(login)) {
    problems.push(`${where}.login is not a GitHub login: ${JSON.stringify(login)}`);
  }
  if (name !== null && (typeof name !== 'string' || name.trim() === '')) {
    problems.push(`${where}.name must be a non-empty string or null`);
  }
  if (
    typeof profileUrl !== 'string' ||
    profileUrl.toLowerCase() !== `https://github.com/${String(login).toLowerCase()}`
  ) {
    problems.push(`${where}.profileUrl must be https://github.com/<login>, got ${JSON.stringify(profileUrl)}`);
  }
  if (typeof avatarUrl !== 'string' || !avatarUrl.startsWith('https://')) {
    problems.push(`${where}.avatarUrl must be an https URL`);
  }
  if (
    !Array.isArray(repositories) ||
    repositories.length === 0 ||
    !repositories.every((repository) => typeof repository === 'string' && repository !== '') ||
    new Set(repositories).size !== repositories.length
  ) {
    problems.push(`${where}.repositories must be a non-empty list of distinct repository names`);
  }
  for (const field of ['additions', 'deletions', 'commits', 'reviews'] as const) {
    if (!isCount(value[field])) {
      problems.push(`${where}.${field} must be a whole number of at least 0`);
    }
  }
  if (lastActivity !== null) {
    if (!isIsoDateTime(lastActivity)) {
      problems.push(`${where}.lastActivity must be an ISO date-time or null`);
    } else if (Date.parse(lastActivity) > generatedAt) {
      problems.push(`${where}.lastActivity is later than generatedAt`);
    }
  }
}

function linesOf(value: unknown): number {
  return isRecord(value) && isCount(value.additions) && isCount(value.deletions)
    ? value.additions + value.deletions
    : 0;
}

/** Every problem found, in reading order; an empty list means the value is a valid snapshot. */
export function findSnapshotProblems(value: unknown): string[] {
  const problems: string[] = [];
  if (!isRecord(value)) {
    return ['the snapshot is not an object'];
  }
  if (value.schemaVersion !== CONTRIBUTORS_SCHEMA_VERSION) {
    problems.push(`schemaVersion must be ${CONTRIBUTORS_SCHEMA_VERSION}`);
  }
  if ('organisation' in value) {
    // The key's British spelling, written before the code moved to US spelling; no reader accepts it.
    problems.push(
      'organisation is the old name of the key: rename it organization (npm run contributors:update writes it)',
    );
  }
  if (typeof value.organization !== 'string' || !LOGIN.test(value.organization)) {
    problems.push('organization must be a GitHub organization login');
  }
  if (!isIsoDateTime(value.generatedAt)) {
    problems.push('generatedAt must be an ISO date-time');
  }
  if (typeof value.source !== 'string' || !SOURCES.has(value.source)) {
    problems.push(`source must be one of ${[...SOURCES].join(', ')}`);
  }
  const contributors = value.contributors;
  if (!Array.isArray(contributors)) {
    problems.push('contributors must be a list');
    return problems;
  }
  const generatedAt = isIsoDateTime(value.generatedAt) ? Date.parse(value.generatedAt) : Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  contributors.forEach((contributor, index) => {
    const where = `contributors[${index}]`;
    checkContributor(contributor, where, generatedAt, problems);
    const login = isRecord(contributor) && typeof contributor.login === 'string' ? contributor.login.toLowerCase() : '';
    if (login && seen.has(login)) {
      problems.push(`${where}.login ${login} appears more than once`);
    }
    seen.add(login);
    if (index > 0 && linesOf(contributor) > linesOf(contributors[index - 1])) {
      problems.push(`${where} has more lines changed than the entry before it; keep the list ordered by lines changed`);
    }
  });
  return problems;
}

export class SnapshotValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid contributors snapshot:\n- ${problems.join('\n- ')}`);
    this.name = 'SnapshotValidationError';
  }
}

/** Returns the value typed as a snapshot, or throws listing every problem. */
export function parseContributorsSnapshot(value: unknown): ContributorsSnapshot {
  const problems = findSnapshotProblems(value);
  if (problems.length > 0) {
    throw new SnapshotValidationError(problems);
  }
  return value as ContributorsSnapshot;
}
