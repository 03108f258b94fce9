import {readFile} from 'node:fs/promises';
import {automationAccounts} from '../../src/data/contributors/people';
import {
  CONTRIBUTORS_SCHEMA_VERSION,
  type ContributorRecord,
  type ContributorsSnapshot,
  type SnapshotSource,
} from '../../src/data/contributors/types';
import {parseContributorsSnapshot} from '../../src/data/contributors/validate';
import {compareByLinesChanged} from '../../src/lib/contributorsRanking';
import {writeFileAtomically} from '../lib/atomicWrite';

/** Steps shared by both inputs of the update (live API, imported file): filtering, ordering, validation, writing. */

/** True for accounts that act for workflows: GitHub's Bot type, "[bot]" logins and the list in people.ts. */
export function isAutomationAccount(login: string, accountType?: string | null): boolean {
  const lower = login.toLowerCase();
  return (
    accountType === 'Bot' ||
    lower.endsWith('[bot]') ||
    automationAccounts.some((account) => account.toLowerCase() === lower)
  );
}

export interface SnapshotParts {
  organization: string;
  generatedAt: string;
  source: SnapshotSource;
  contributors: ContributorRecord[];
}

/** Orders the people by lines changed and checks the result; throws listing every problem. */
export function finalizeSnapshot(parts: SnapshotParts): ContributorsSnapshot {
  return parseContributorsSnapshot({
    schemaVersion: CONTRIBUTORS_SCHEMA_VERSION,
    organization: parts.organization,
    generatedAt: parts.generatedAt,
    source: parts.source,
    contributors: [...parts.contributors].sort(compareByLinesChanged),
  });
}

export async function readJsonFile(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Replaces `file` in one step (temporary file, then rename): a failed run leaves the old snapshot as it was. */
export function writeSnapshot(file: string, snapshot: ContributorsSnapshot): void {
  writeFileAtomically(file, `${JSON.stringify(snapshot, null, 2)}\n`);
}
