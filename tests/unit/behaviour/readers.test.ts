/**
 * Every cited behaviour sentence is tried by a reviewer who did not write it: at least one key it
 * cites records a `tried:` entry that is not its author's. Sentences no reviewer has tried yet are
 * listed in tests/behaviour/unread-pending.json, which may only shrink.
 */
import {describe, expect, it} from 'vitest';
import {loadKeys} from '../../../data/behaviour/index';
import type {BehaviourKey} from '../../../data/behaviour/types';
import {parseCitation, scanMdx, scanSite} from '../../../scripts/behaviour/citations';
import {
  isReviewerEntry,
  readUnreadPending,
  reviewedKeys,
  unreadReport,
  untriedSentences,
} from '../../../scripts/behaviour/readers';

// Scanned once, outside the tests: reading every prose source takes seconds on a loaded machine.
const pending = readUnreadPending();
const report = unreadReport(untriedSentences(scanSite(), reviewedKeys(loadKeys())), pending);

/** Lower it as reviewers read the pending sentences; it may never rise. */
const UNREAD_PENDING_CEILING = 0;

function key(name: string, by: string[]): BehaviourKey {
  return {
    key: name,
    title: name,
    applies: ['python-1.1'],
    cases: [{id: 'a', what: 'a case'}],
    tried: by.map((who) => ({by: who, cases: ['a']})),
  };
}

describe('reviewers of behaviour sentences', () => {
  it("tells a key's author from its reviewers", () => {
    expect(isReviewerEntry({by: 'author (behave helper, 2026-11-27)', cases: []})).toBe(false);
    expect(isReviewerEntry({by: 'second reading (wave 5) 2026-11-29', cases: []})).toBe(true);
    expect([...reviewedKeys([key('x.a.b', ['author']), key('x.a.c', ['author', 'adversarial review'])])]).toEqual([
      'x.a.c',
    ]);
  });

  it('finds a sentence whose cited keys only their author has tried', () => {
    const text =
      'The client retries once. {/* behaviour: x.a.b@a */} It logs the call. {/* behaviour: x.a.b@a, x.a.c@a */}\n';
    const sentences = scanMdx('docs/x.md', text);
    expect(sentences[0].citations).toEqual([parseCitation('x.a.b@a')]);
    const untried = untriedSentences(sentences, new Set(['x.a.c']));
    expect(untried.map((s) => s.sentence)).toEqual(['The client retries once.']);
    expect(unreadReport(untried, []).unlisted).toHaveLength(1);
  });

  it('has every untried sentence of the site pending, no stale entry, and no more than the ceiling', () => {
    expect(report.unlisted.map((s) => `${s.file}: ${s.sentence}`)).toEqual([]);
    expect(report.stale.map((e) => `${e.file}: ${e.start}`)).toEqual([]);
    expect(pending.length).toBeLessThanOrEqual(UNREAD_PENDING_CEILING);
  });
});
