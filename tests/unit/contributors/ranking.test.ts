import {describe, expect, it} from 'vitest';
import {linesChanged, rankContributors} from '../../../src/lib/contributorsRanking';

const entry = (login: string, additions: number, deletions: number, commits = 1) => ({
  login,
  additions,
  deletions,
  commits,
});

describe('ranking', () => {
  it('counts lines changed as additions plus deletions', () => {
    expect(linesChanged({additions: 308_500, deletions: 108_282})).toBe(416_782);
  });

  it('orders by lines changed, largest first, and numbers the places', () => {
    const ranked = rankContributors([entry('small', 10, 0), entry('big', 900, 100), entry('mid', 50, 50)]);
    expect(ranked.map((person) => [person.rank, person.login, person.linesChanged])).toEqual([
      [1, 'big', 1000],
      [2, 'mid', 100],
      [3, 'small', 10],
    ]);
  });

  it('gives equal totals the same rank and skips the next places', () => {
    const ranked = rankContributors([
      entry('zed', 60, 40, 3),
      entry('amy', 100, 0, 3),
      entry('bob', 0, 100, 9),
      entry('top', 500, 0),
      entry('low', 1, 0),
    ]);
    // Inside a tie: more commits first, then login in alphabetical order.
    expect(ranked.map((person) => `${person.rank}:${person.login}`)).toEqual([
      '1:top',
      '2:bob',
      '2:amy',
      '2:zed',
      '5:low',
    ]);
  });

  it('leaves its input alone', () => {
    const input = [entry('b', 1, 0), entry('a', 2, 0)];
    rankContributors(input);
    expect(input.map((person) => person.login)).toEqual(['b', 'a']);
  });
});
