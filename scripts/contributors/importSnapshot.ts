import type {ContributorRecord, ContributorsSnapshot} from '../../src/data/contributors/types';
import {finalizeSnapshot, isAutomationAccount} from './snapshot';

/**
 * Converts an export of the earlier contributors script (snake_case fields:
 * generated_at, contributors[].total_additions, last_activity, ...) into our
 * snapshot. Used where GitHub cannot be reached. Fields we do not keep
 * (impact scores, follower counts, biographies) are dropped on purpose.
 */

export class LegacySnapshotError extends Error {
  constructor(readonly problems: string[]) {
    super(`The file is not a contributors export this script can read:\n- ${problems.join('\n- ')}`);
    this.name = 'LegacySnapshotError';
  }
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(entry: Json, field: string, where: string, problems: string[]): number {
  const value = entry[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    problems.push(`${where}.${field} must be a whole number of at least 0`);
    return 0;
  }
  return value;
}

function text(entry: Json, field: string, where: string, problems: string[]): string {
  const value = entry[field];
  if (typeof value !== 'string' || value === '') {
    problems.push(`${where}.${field} must be a non-empty string`);
    return '';
  }
  return value;
}

function convertContributor(entry: unknown, where: string, problems: string[]): ContributorRecord | null {
  if (!isObject(entry)) {
    problems.push(`${where} is not an object`);
    return null;
  }
  const login = text(entry, 'login', where, problems);
  const additions = count(entry, 'total_additions', where, problems);
  const deletions = count(entry, 'total_deletions', where, problems);
  if (entry.total_changes !== undefined && entry.total_changes !== additions + deletions) {
    problems.push(`${where}.total_changes (${String(entry.total_changes)}) is not total_additions + total_deletions`);
  }
  const repositories = entry.repositories;
  if (!Array.isArray(repositories) || !repositories.every((name) => typeof name === 'string')) {
    problems.push(`${where}.repositories must be a list of names`);
  }
  const lastActivity = entry.last_activity;
  if (lastActivity !== null && typeof lastActivity !== 'string') {
    problems.push(`${where}.last_activity must be a date-time or null`);
  }
  const name = typeof entry.name === 'string' ? entry.name.trim() : '';
  return {
    login,
    name: name !== '' && name !== login ? name : null,
    profileUrl: text(entry, 'html_url', where, problems),
    avatarUrl: text(entry, 'avatar_url', where, problems),
    repositories: Array.isArray(repositories) ? [...new Set(repositories as string[])] : [],
    additions,
    deletions,
    commits: count(entry, entry.total_commits === undefined ? 'contributions' : 'total_commits', where, problems),
    reviews: entry.total_reviews === undefined ? 0 : count(entry, 'total_reviews', where, problems),
    lastActivity: typeof lastActivity === 'string' ? lastActivity : null,
  };
}

export interface ImportResult {
  snapshot: ContributorsSnapshot;
  /** Logins left out as automation accounts. */
  excluded: string[];
}

export function importLegacySnapshot(raw: unknown, organization: string): ImportResult {
  if (!isObject(raw)) {
    throw new LegacySnapshotError(['the file does not hold a JSON object']);
  }
  const problems: string[] = [];
  const generatedAt = text(raw, 'generated_at', 'the export', problems);
  if (!Array.isArray(raw.contributors)) {
    problems.push('the export has no contributors list');
  }
  const converted = (Array.isArray(raw.contributors) ? raw.contributors : []).map((entry, index) =>
    convertContributor(entry, `contributors[${index}]`, problems),
  );
  if (problems.length > 0) {
    throw new LegacySnapshotError(problems);
  }
  const people = converted.filter((record): record is ContributorRecord => record !== null);
  const excluded = people.filter((record) => isAutomationAccount(record.login)).map((record) => record.login);
  return {
    snapshot: finalizeSnapshot({
      organization,
      generatedAt,
      source: 'imported-snapshot',
      contributors: people.filter((record) => !isAutomationAccount(record.login)),
    }),
    excluded,
  };
}
