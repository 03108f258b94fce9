import {formatCount} from './formatCount';
import {ENGLISH_MONTHS} from './englishUtcDateFormat';

/**
 * Formatting for the Hall of Fame. Everything here is deterministic (no
 * locale or time zone of the machine leaks in) so the page renders the same
 * at build time and in the browser.
 */

/**
 * Like formatCount (999 -> '999', 1234 -> '1.2k'), but a count that would
 * read 1000k or more switches to millions: 1_234_567 -> '1.2M'.
 */
export function formatLineCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) {
    return formatCount(count);
  }
  const whole = Math.floor(count);
  if (whole < 999_950) {
    return formatCount(whole);
  }
  return `${(whole / 1_000_000).toFixed(1)}M`;
}

/** Thousands separated by a comma: 628848 -> '628,848'. */
export function formatExactCount(count: number): string {
  const whole = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The calendar day of an ISO time, in UTC: '2025-11-07T06:42:07Z' -> '7 November 2025'. */
export function formatDataDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return 'an unknown date';
  }
  return `${date.getUTCDate()} ${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The day part of an ISO time, for machine-readable <time dateTime>. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}

/**
 * One or two letters for an avatar stand-in: the first letters of the first
 * and last words of the name ('Razvan Radulescu' -> 'RR'), or the first letter
 * of a single word ('perrozzi' -> 'P'). Punctuation is ignored.
 */
export function initialsOf(displayName: string): string {
  const words = displayName
    .split(/[\s_.-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '');
  if (words.length === 0) {
    return '?';
  }
  const first = [...words[0]][0];
  const last = words.length > 1 ? [...words[words.length - 1]][0] : '';
  return (first + last).toUpperCase();
}

/** A stable hue (0-359) for a login, so each fallback avatar keeps its colour. */
export function hueOf(login: string): number {
  let hash = 0;
  for (const char of login.toLowerCase()) {
    hash = (hash * 31 + char.codePointAt(0)!) % 360;
  }
  return hash;
}
