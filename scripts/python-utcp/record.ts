/**
 * The offline half of the python-utcp check: does a committed record still describe the pages?
 * `npm run python:verify` writes tests/python/records/<version>.json; npm test compares it with
 * the pages as they are now, without Python, so an edited block or sentence fails until re-run.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {blockHash, claimEntryId, probeHash, sha256, type PageBlock} from './collect';
import type {Claim, VerificationRecord} from './types';

export const RECORD_DIR = path.resolve(__dirname, '..', '..', 'tests', 'python', 'records');

export function readRecord(version: string): VerificationRecord {
  return JSON.parse(readFileSync(path.join(RECORD_DIR, `${version}.json`), 'utf8')) as VerificationRecord;
}

const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What a run printed, with what differs from run to run replaced, so that re-running unchanged
 * pages writes a byte-identical record: loopback ports, temporary folders, this checkout's
 * path, object addresses, uuids and hex ids, and the short hashes of the commits a block makes.
 */
export function normalizeObserved(text: string, root: string = REPOSITORY_ROOT): string {
  return text
    .replace(new RegExp(escapeRegExp(root), 'g'), '<repo>')
    .replace(/(?:\/private)?\/(?:var\/folders\/[^\s'"]+?\/T|tmp)\/[^\s'"/)\]]+/g, '<tmp>')
    .replace(/\b(127\.0\.0\.1|localhost|0\.0\.0\.0):\d{2,5}\b/g, '$1:<port>')
    .replace(/\b0x[0-9a-fA-F]{6,16}\b/g, '0x<addr>')
    .replace(/\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g, '<id>')
    .replace(/\b[0-9a-f]{32}\b/g, '<id>')
    .replace(/^[0-9a-f]{7,12}(?= )/gm, '<id>');
}

/** At most one block in ten may be a fragment that is only compiled. */
export const MAX_FRAGMENT_SHARE = 0.1;

/** Everything wrong between a record and the pages, one sentence each; empty when it matches. */
export function recordProblems(
  record: VerificationRecord,
  blocks: readonly PageBlock[],
  claims: readonly Claim[],
  commits: {pinned: string; legacy: string},
): string[] {
  const problems: string[] = [];
  const rerun = 'run npm run python:verify';
  const entries = new Map(record.entries.map((entry) => [entry.id, entry]));
  const expected = new Set<string>();
  if (record.commit !== commits.pinned) {
    problems.push(`the record was made at ${record.commit}, the pages pin ${commits.pinned}: ${rerun}`);
  }
  for (const block of blocks) {
    expected.add(block.id);
    const entry = entries.get(block.id);
    const where = `${block.file}:${block.line}`;
    if (!entry) problems.push(`${where}: python block #${block.id.split('#')[1]} has no record entry: ${rerun}`);
    else if (entry.codeHash !== blockHash(block))
      problems.push(`${where}: the block changed since it was run: ${rerun}`);
    else if (entry.status !== (block.fragment ? 'fragment' : 'pass')) {
      problems.push(`${where}: recorded as ${entry.status}${entry.status === 'fail' ? ' (the run failed)' : ''}`);
    } else if (entry.commit !== (block.legacy ? commits.legacy : commits.pinned)) {
      problems.push(`${where}: run against ${entry.commit}, not the pinned commit: ${rerun}`);
    }
  }
  for (const claim of claims) {
    const id = claimEntryId(claim);
    expected.add(id);
    const entry = entries.get(id);
    if (!entry) {
      problems.push(`${claim.file}: the ${claim.kind} ${claim.trace ?? claim.id} has no record entry: ${rerun}`);
    } else if (entry.sentenceHash !== sha256(claim.sentence)) {
      problems.push(
        `${claim.file}: the sentence backed by ${claim.trace ?? claim.id} changed since it was checked: ${rerun}`,
      );
    } else if (claim.kind === 'probe' && entry.codeHash !== probeHash(claim.id)) {
      problems.push(`${claim.file}: the probe ${claim.id} changed (or is missing) since it ran: ${rerun}`);
    } else if (entry.status !== (claim.kind === 'probe' ? 'pass' : 'traced')) {
      problems.push(`${claim.file}: the ${claim.kind} ${claim.trace ?? claim.id} is recorded as ${entry.status}`);
    }
  }
  for (const entry of record.entries) {
    if (!expected.has(entry.id)) problems.push(`${entry.id}: recorded, but no longer on the pages: ${rerun}`);
  }
  const fragments = blocks.filter((block) => block.fragment).length;
  if (fragments > Math.max(1, Math.floor(blocks.length * MAX_FRAGMENT_SHARE))) {
    problems.push(`${fragments} of ${blocks.length} python blocks are fragments; at most one in ten may be`);
  }
  return problems;
}
