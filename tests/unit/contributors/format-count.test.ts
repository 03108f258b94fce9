import {describe, expect, it} from 'vitest';
import {formatCount} from '../../../src/lib/formatCount';

describe('formatCount', () => {
  it('shows counts below 1000 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
  });

  it('shows thousands with one decimal and a k', () => {
    expect(formatCount(1000)).toBe('1.0k');
    expect(formatCount(1234)).toBe('1.2k');
    expect(formatCount(15_678)).toBe('15.7k');
  });

  it('shows 0 for values that are not counts', () => {
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
