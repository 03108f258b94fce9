import {describe, expect, it} from 'vitest';
import {
  formatDataDate,
  formatExactCount,
  formatLineCount,
  hueOf,
  initialsOf,
  isoDay,
} from '../../../src/lib/contributorsFormat';

describe('formatLineCount', () => {
  it('matches formatCount below a million', () => {
    expect(formatLineCount(0)).toBe('0');
    expect(formatLineCount(999)).toBe('999');
    expect(formatLineCount(1_000)).toBe('1.0k');
    expect(formatLineCount(14)).toBe('14');
    expect(formatLineCount(628_848)).toBe('628.8k');
    expect(formatLineCount(999_949)).toBe('999.9k');
  });

  it('switches to millions instead of showing 1000.0k', () => {
    expect(formatLineCount(999_950)).toBe('1.0M');
    expect(formatLineCount(1_234_567)).toBe('1.2M');
    expect(formatLineCount(12_345_678)).toBe('12.3M');
  });

  it('shows 0 for values that are not counts', () => {
    expect(formatLineCount(-1)).toBe('0');
    expect(formatLineCount(Number.NaN)).toBe('0');
  });
});

describe('formatExactCount', () => {
  it('groups thousands with commas', () => {
    expect(formatExactCount(628_848)).toBe('628,848');
    expect(formatExactCount(1_234_567)).toBe('1,234,567');
    expect(formatExactCount(999)).toBe('999');
    expect(formatExactCount(-5)).toBe('0');
  });
});

describe('dates', () => {
  it('shows the UTC calendar day', () => {
    expect(formatDataDate('2025-11-07T06:42:07.241Z')).toBe('7 November 2025');
    expect(formatDataDate('2025-12-31T23:59:59Z')).toBe('31 December 2025');
    expect(formatDataDate('not a date')).toBe('an unknown date');
    expect(isoDay('2025-11-07T06:42:07.241Z')).toBe('2025-11-07');
  });
});

describe('avatar stand-ins', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Razvan Radulescu')).toBe('RR');
    expect(initialsOf('thanos vassilakis')).toBe('TV');
    expect(initialsOf('Juan V.')).toBe('JV');
    expect(initialsOf('perrozzi')).toBe('P');
    expect(initialsOf('Kamil Mościszko')).toBe('KM');
    expect(initialsOf('binary-combinatrix_coder')).toBe('BC');
    expect(initialsOf('  ')).toBe('?');
  });

  it('keeps one hue per login', () => {
    expect(hueOf('h3xxit')).toBe(hueOf('H3XXIT'));
    for (const login of ['a', 'edujuan', 'Raezil', 'rajpanchalvisionai']) {
      expect(hueOf(login)).toBeGreaterThanOrEqual(0);
      expect(hueOf(login)).toBeLessThan(360);
    }
  });
});
