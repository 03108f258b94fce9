import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {automationAccounts, founders, maintainers, repositoryAreas} from '../../../src/data/contributors/people';
import type {ContributorsSnapshot} from '../../../src/data/contributors/types';
import {findSnapshotProblems, parseContributorsSnapshot} from '../../../src/data/contributors/validate';
import {buildHallOfFame} from '../../../src/pages/hall-of-fame/_lib/contributorsView';

const raw: unknown = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', '..', 'src', 'data', 'contributors', 'snapshot.json'), 'utf8'),
);
const people = {founders, maintainers, repositoryAreas};

function copy(): ContributorsSnapshot {
  return structuredClone(raw) as ContributorsSnapshot;
}

describe('the committed contributors snapshot', () => {
  it('is valid', () => {
    expect(findSnapshotProblems(raw)).toEqual([]);
  });

  const snapshot = parseContributorsSnapshot(raw);
  const logins = snapshot.contributors.map((contributor) => contributor.login.toLowerCase());

  it('lists no automation account', () => {
    for (const account of automationAccounts) {
      expect(logins).not.toContain(account.toLowerCase());
    }
  });

  it('contains every founder and maintainer named in people.ts', () => {
    for (const person of [...founders, ...maintainers]) {
      expect(logins, person.login).toContain(person.login.toLowerCase());
    }
  });

  it('describes every repository it mentions', () => {
    const repositories = new Set(snapshot.contributors.flatMap((contributor) => contributor.repositories));
    expect([...repositories].filter((repository) => !(repository in repositoryAreas))).toEqual([]);
  });

  it("the about page's counts match the snapshot", () => {
    const aboutUs = readFileSync(path.join(__dirname, '..', '..', '..', 'about', 'about-us.md'), 'utf8');
    const date = new Date(snapshot.generatedAt).toLocaleDateString('en-GB', {dateStyle: 'long', timeZone: 'UTC'});
    const commits = snapshot.contributors.reduce((sum, contributor) => sum + contributor.commits, 0);
    const sentence = aboutUs.replace(/\s+/g, ' ');
    expect(sentence).toContain(`On ${date}, ${snapshot.contributors.length} people had contributed`);
    expect(sentence).toContain(`with ${commits} commits between them`);
  });

  it('gives the figures the page shows', () => {
    const {summary, entries} = buildHallOfFame(snapshot, people);
    expect(summary.contributors).toBe(snapshot.contributors.length);
    expect(summary.linesChanged).toBe(
      snapshot.contributors.reduce((sum, contributor) => sum + contributor.additions + contributor.deletions, 0),
    );
    expect(entries.map((entry) => entry.login)).toEqual(snapshot.contributors.map((contributor) => contributor.login));
    expect(
      entries
        .filter((entry) => entry.status.status === 'founding')
        .map((entry) => entry.login)
        .sort(),
    ).toEqual(founders.map((founder) => founder.login).sort());
  });
});

describe('the snapshot validator', () => {
  it('reports each kind of problem', () => {
    const broken = copy() as unknown as Record<string, unknown> & {contributors: Record<string, unknown>[]};
    broken.schemaVersion = 2;
    broken.generatedAt = 'yesterday';
    broken.contributors[0].login = 'not a login';
    broken.contributors[1].additions = -4;
    broken.contributors[2].repositories = [];
    broken.contributors[3].profileUrl = 'https://example.com/someone';
    broken.contributors[4].lastActivity = '2099-01-01T00:00:00Z';
    broken.contributors[6].login = broken.contributors[5].login;
    const problems = findSnapshotProblems(broken).join('\n');
    for (const expected of [
      'schemaVersion must be 1',
      'generatedAt must be an ISO date-time',
      'contributors[0].login is not a GitHub login',
      'contributors[1].additions must be a whole number',
      'contributors[2].repositories must be a non-empty list',
      'contributors[3].profileUrl must be https://github.com/<login>',
      'contributors[6].login',
    ]) {
      expect(problems).toContain(expected);
    }
  });

  it('rejects the old key spelling organisation and says what to rename', () => {
    const {organization, ...rest} = copy();
    expect(findSnapshotProblems({...rest, organisation: organization})).toEqual([
      'organisation is the old name of the key: rename it organization (npm run contributors:update writes it)',
      'organization must be a GitHub organization login',
    ]);
    expect(findSnapshotProblems({...rest, organization: 'not a login'})).toEqual([
      'organization must be a GitHub organization login',
    ]);
  });

  it('catches a last commit after the data date and an unordered list', () => {
    const late = copy();
    late.contributors[4].lastActivity = '2099-01-01T00:00:00Z';
    expect(findSnapshotProblems(late)).toEqual(['contributors[4].lastActivity is later than generatedAt']);

    const unordered = copy();
    unordered.contributors.reverse();
    expect(findSnapshotProblems(unordered)[0]).toContain('keep the list ordered by lines changed');
  });

  it('throws with every problem listed', () => {
    expect(() => parseContributorsSnapshot({})).toThrow(/Invalid contributors snapshot:\n- schemaVersion must be 1/);
    expect(() => parseContributorsSnapshot(null)).toThrow('the snapshot is not an object');
  });
});

describe('buildHallOfFame', () => {
  it('ranks, summarises and labels a small snapshot', () => {
    const snapshot: ContributorsSnapshot = {
      schemaVersion: 1,
      organization: 'acme-tools',
      generatedAt: '2025-11-07T00:00:00Z',
      source: 'imported-snapshot',
      contributors: [
        {
          login: 'ada',
          name: 'Ada Lovelace',
          profileUrl: 'https://github.com/ada',
          avatarUrl: 'https://a.test/1',
          repositories: ['py-sdk', 'spec', 'ex'],
          additions: 9_000,
          deletions: 3_000,
          commits: 40,
          reviews: 4,
          lastActivity: '2025-11-01T00:00:00Z',
        },
        {
          login: 'bob',
          name: null,
          profileUrl: 'https://github.com/bob',
          avatarUrl: 'https://a.test/2',
          repositories: ['spec'],
          additions: 150,
          deletions: 0,
          commits: 2,
          reviews: 0,
          lastActivity: '2025-05-01T00:00:00Z',
        },
      ],
    };
    const {summary, entries} = buildHallOfFame(snapshot, {
      founders: [],
      maintainers: [],
      repositoryAreas: {spec: 'Specification'},
    });
    expect(summary).toEqual({contributors: 2, linesChanged: 12_150, repositories: 3, dataDate: '2025-11-07T00:00:00Z'});
    expect(entries[0]).toMatchObject({
      rank: 1,
      displayName: 'Ada Lovelace',
      initials: 'AL',
      role: 'Cross-project',
      statusLabel: 'Active',
      linesChanged: 12_000,
    });
    expect(entries[0].badges.map((badge) => badge.id)).toEqual(['multi-repo', 'top-reviewer', 'lines-10k']);
    // 150 lines earn "regular"; 190 days without a commit lower it to "new".
    expect(entries[1]).toMatchObject({
      rank: 2,
      displayName: 'bob',
      role: 'Specification',
      statusLabel: 'New',
      badges: [],
    });
  });
});
