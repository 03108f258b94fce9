/**
 * Item 4 of the behaviour work, made a check: a cited behaviour sentence counts as tried only when
 * at least one key it cites records, in its `tried:` list, an entry by someone other than the key's
 * author (a reviewer who ran cases to break it). Sentences that no reviewer has tried yet are listed
 * in tests/behaviour/unread-pending.json, which may only shrink.
 *
 * `npx tsx scripts/behaviour/readers.ts [--write-pending]` lists the untried sentences.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {loadKeys, REPOSITORY_ROOT} from '../../data/behaviour/index';
import type {BehaviourKey, TriedEntry} from '../../data/behaviour/types';
import {parseOptions} from '../lib/options';
import {claimHash} from '../python-utcp/claimScan';
import {pendingEntry, scanSite, type CitedSentence, type PendingEntry} from './citations';

export const UNREAD_PENDING_PATH = path.join(REPOSITORY_ROOT, 'tests', 'behaviour', 'unread-pending.json');

/** The key's writer signs `author …`; every other entry is a reviewer's. */
export function isReviewerEntry(entry: TriedEntry): boolean {
  return !/^author\b/i.test(entry.by.trim());
}

export function reviewedKeys(keys: readonly BehaviourKey[]): Set<string> {
  return new Set(keys.filter((key) => (key.tried ?? []).some(isReviewerEntry)).map((key) => key.key));
}

/** Sentences citing behaviour keys of which none has been tried by a reviewer. */
export function untriedSentences(sentences: readonly CitedSentence[], reviewed: ReadonlySet<string>): CitedSentence[] {
  return sentences.filter(
    (sentence) => sentence.citations.length > 0 && !sentence.citations.some((citation) => reviewed.has(citation.key)),
  );
}

export function readUnreadPending(file = UNREAD_PENDING_PATH): PendingEntry[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PendingEntry[]) : [];
}

const entryId = (entry: {file: string; hash: string}): string => `${entry.file}#${entry.hash}`;

/** Untried sentences the pending list does not name, and pending entries no longer untried. */
export function unreadReport(
  untried: readonly CitedSentence[],
  pending: readonly PendingEntry[],
): {unlisted: CitedSentence[]; stale: PendingEntry[]} {
  const listed = new Set(pending.map(entryId));
  const open = new Set(untried.map((s) => entryId({file: s.file, hash: claimHash(s.sentence)})));
  return {
    unlisted: untried.filter((s) => !listed.has(entryId({file: s.file, hash: claimHash(s.sentence)}))),
    stale: pending.filter((entry) => !open.has(entryId(entry))),
  };
}

function main(): void {
  const untried = untriedSentences(scanSite(), reviewedKeys(loadKeys()));
  const {values: options} = parseOptions({
    args: process.argv.slice(2),
    options: {'write-pending': {type: 'boolean', default: false}},
  });
  if (options['write-pending']) {
    const kept = unreadReport(untried, []).unlisted.map(pendingEntry);
    const previous = new Set(readUnreadPending().map(entryId));
    const added = kept.filter((entry) => !previous.has(entryId(entry)));
    if (added.length > 0 && existsSync(UNREAD_PENDING_PATH)) {
      for (const entry of added) console.log(`not pending before, needs a reviewer: ${entry.file}: ${entry.start}`);
      process.exitCode = 1;
      return;
    }
    writeFileSync(UNREAD_PENDING_PATH, `${JSON.stringify(kept, null, 1)}\n`);
    console.log(`${path.relative(REPOSITORY_ROOT, UNREAD_PENDING_PATH)}: ${kept.length} entries`);
    return;
  }
  for (const sentence of untried) console.log(`${sentence.file} (${sentence.where}): ${sentence.sentence}`);
  console.log(`${untried.length} cited sentences that no reviewer has tried`);
}

if (require.main === module) main();
