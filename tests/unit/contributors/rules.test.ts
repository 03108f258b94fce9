import {describe, expect, it} from 'vitest';
import {
  contributorBadges,
  contributorRole,
  contributorStatus,
  daysBetween,
  describeStatus,
  earnedStatus,
  lowerStatus,
  topReviewerLogins,
  type PeopleDirectory,
} from '../../../src/lib/contributorsRules';

const people: PeopleDirectory = {
  founders: [{login: 'Founder-One', team: 'Project admin'}],
  maintainers: [{login: 'gopher', repository: 'go-sdk'}],
  repositoryAreas: {
    'go-sdk': 'Go SDK',
    'py-sdk': 'Python SDK',
    spec: 'Specification',
    examples: 'Examples',
    demo: 'Examples',
  },
};

const DATA_DATE = '2025-11-07T06:00:00Z';

function person(
  overrides: Partial<{login: string; linesChanged: number; commits: number; lastActivity: string | null}> = {},
) {
  return {login: 'someone', linesChanged: 0, commits: 1, lastActivity: '2025-11-01T00:00:00Z', ...overrides};
}

describe('status', () => {
  it('gives founders "founding" whatever they contributed, and maintainers "core"', () => {
    expect(earnedStatus(person({login: 'founder-one'}), people)).toBe('founding');
    expect(earnedStatus(person({login: 'gopher', linesChanged: 10}), people)).toBe('core');
  });

  it('grades everyone else by lines changed or commits', () => {
    expect(earnedStatus(person({linesChanged: 20_000}), people)).toBe('core');
    expect(earnedStatus(person({linesChanged: 19_999, commits: 500}), people)).toBe('active');
    expect(earnedStatus(person({linesChanged: 1_000}), people)).toBe('active');
    expect(earnedStatus(person({linesChanged: 10, commits: 10}), people)).toBe('active');
    expect(earnedStatus(person({linesChanged: 100}), people)).toBe('regular');
    expect(earnedStatus(person({linesChanged: 5, commits: 3}), people)).toBe('regular');
    expect(earnedStatus(person({linesChanged: 99, commits: 2}), people)).toBe('new');
  });

  it('lowers a status one step after more than 90 days without a commit', () => {
    const at = (daysAgo: number) => new Date(Date.parse(DATA_DATE) - daysAgo * 86_400_000).toISOString();
    expect(contributorStatus(person({linesChanged: 30_000, lastActivity: at(90)}), DATA_DATE, people)).toMatchObject({
      status: 'core',
      inactive: false,
      daysSinceActivity: 90,
    });
    expect(contributorStatus(person({linesChanged: 30_000, lastActivity: at(91)}), DATA_DATE, people)).toMatchObject({
      status: 'active',
      earned: 'core',
      inactive: true,
    });
    expect(contributorStatus(person({linesChanged: 2_000, lastActivity: at(200)}), DATA_DATE, people).status).toBe(
      'regular',
    );
    expect(contributorStatus(person({linesChanged: 200, lastActivity: at(200)}), DATA_DATE, people).status).toBe('new');
    expect(contributorStatus(person({lastActivity: at(200)}), DATA_DATE, people).status).toBe('new');
  });

  it('never lowers founders, and treats an unknown last commit as inactive', () => {
    expect(contributorStatus(person({login: 'Founder-One', lastActivity: null}), DATA_DATE, people).status).toBe(
      'founding',
    );
    expect(contributorStatus(person({linesChanged: 5_000, lastActivity: null}), DATA_DATE, people)).toMatchObject({
      status: 'regular',
      daysSinceActivity: null,
    });
  });

  it('steps down in order', () => {
    expect(['core', 'active', 'regular', 'new', 'founding'].map((status) => lowerStatus(status as never))).toEqual([
      'active',
      'regular',
      'new',
      'new',
      'founding',
    ]);
  });

  it('explains a status, including a lowered one', () => {
    const kept = contributorStatus(
      person({linesChanged: 1_500, lastActivity: '2025-11-05T00:00:00Z'}),
      DATA_DATE,
      people,
    );
    expect(describeStatus(kept)).toBe(
      'Changed 1,000 lines or more, or made 10 commits or more. Last commit 2 days before the data.',
    );
    const lowered = contributorStatus(
      person({linesChanged: 1_500, lastActivity: '2025-07-01T00:00:00Z'}),
      DATA_DATE,
      people,
    );
    expect(describeStatus(lowered)).toContain('Earned active');
    expect(describeStatus(lowered)).toContain(
      'Lowered one step after more than 90 days without a commit. Last commit 129 days before the data.',
    );
  });

  it('counts whole days', () => {
    expect(daysBetween('2025-11-06T07:00:00Z', DATA_DATE)).toBe(0);
    expect(daysBetween('2025-11-06T06:00:00Z', DATA_DATE)).toBe(1);
    expect(daysBetween(null, DATA_DATE)).toBeNull();
  });
});

describe('role', () => {
  it('uses the title the project gives, ignoring login case', () => {
    expect(contributorRole('FOUNDER-ONE', ['py-sdk'], people)).toBe('Founder · Project admin');
    expect(contributorRole('Gopher', ['go-sdk', 'spec'], people)).toBe('Maintainer · Go SDK');
  });

  it('derives the role from the repositories otherwise', () => {
    expect(contributorRole('x', ['py-sdk'], people)).toBe('Python SDK');
    expect(contributorRole('x', ['examples', 'demo'], people)).toBe('Examples');
    expect(contributorRole('x', ['spec', 'py-sdk'], people)).toBe('Specification and Python SDK');
    expect(contributorRole('x', ['spec', 'py-sdk', 'go-sdk'], people)).toBe('Cross-project');
    expect(contributorRole('x', ['brand-new-repo'], people)).toBe('brand-new-repo');
    expect(contributorRole('x', [], people)).toBe('Contributor');
  });
});

describe('badges', () => {
  const none = new Set<string>();

  it('gives multi-repo from three repositories on', () => {
    const badge = (repositories: string[]) =>
      contributorBadges({login: 'x', repositories, reviews: 0, linesChanged: 0}, none).map((b) => b.id);
    expect(badge(['a', 'b'])).toEqual([]);
    expect(badge(['a', 'b', 'c'])).toEqual(['multi-repo']);
  });

  it('gives 10k+ lines from 10,000 lines changed on', () => {
    const ids = (linesChanged: number) =>
      contributorBadges({login: 'x', repositories: ['a'], reviews: 0, linesChanged}, none).map((b) => b.id);
    expect(ids(9_999)).toEqual([]);
    expect(ids(10_000)).toEqual(['lines-10k']);
  });

  it('finds top reviewers: three places, ties share a place, at least three reviews', () => {
    const winners = topReviewerLogins([
      {login: 'A', reviews: 9},
      {login: 'b', reviews: 5},
      {login: 'c', reviews: 5},
      {login: 'd', reviews: 4},
      {login: 'e', reviews: 0},
    ]);
    expect([...winners].sort()).toEqual(['a', 'b', 'c']);
    expect(
      topReviewerLogins([
        {login: 'a', reviews: 2},
        {login: 'b', reviews: 1},
      ]).size,
    ).toBe(0);
  });

  it("explains each badge with the person's own figures, in a fixed order", () => {
    const badges = contributorBadges(
      {login: 'Ada', repositories: ['a', 'b', 'c', 'd'], reviews: 9, linesChanged: 416_782},
      new Set(['ada']),
    );
    expect(badges.map((badge) => badge.label)).toEqual(['Multi-repo', 'Top reviewer', '10k+ lines']);
    expect(badges[0].description).toContain('4 repositories');
    expect(badges[1].description).toContain('9 pull-request reviews');
    expect(badges[2].description).toContain('416,782 lines');
  });
});
