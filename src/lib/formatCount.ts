/**
 * Formats a count for a compact badge: below 1000 as is, from 1000 on in
 * thousands with one decimal and a 'k' (999 -> '999', 1234 -> '1.2k').
 * Anything that is not a non-negative finite number shows as '0'.
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) {
    return '0';
  }
  const whole = Math.floor(count);
  return whole < 1000 ? String(whole) : `${(whole / 1000).toFixed(1)}k`;
}
