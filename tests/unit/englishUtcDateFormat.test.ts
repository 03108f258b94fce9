import {describe, expect, it} from 'vitest';
import {createEnglishUtcDateFormatter} from '../../src/lib/englishUtcDateFormat';

// The three formats theme-classic asks for: LastUpdated, BlogPostItem header, BlogArchivePage.
const themeFormats: Intl.DateTimeFormatOptions[] = [
  {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', timeZone: 'UTC'},
];

/** Every day from 2019 to 2031 at 00:00, 12:00 and 23:59:59 UTC. */
function sampleDates(): Date[] {
  const dates: Date[] = [];
  for (let time = Date.UTC(2019, 0, 1); time < Date.UTC(2032, 0, 1); time += 86_400_000) {
    dates.push(new Date(time), new Date(time + 43_200_000), new Date(time + 86_399_000));
  }
  return dates;
}

describe('createEnglishUtcDateFormatter', () => {
  for (const options of themeFormats) {
    it(`formats like Intl.DateTimeFormat('en', ${JSON.stringify(options)})`, () => {
      const ours = createEnglishUtcDateFormatter('en', {calendar: 'gregory', ...options});
      const intl = new Intl.DateTimeFormat('en', {calendar: 'gregory', ...options});
      expect(ours).not.toBeNull();
      const dates = sampleDates();
      expect(dates.length).toBeGreaterThan(14_000);
      const mismatches = dates.filter((date) => ours!.format(date) !== intl.format(date));
      expect(mismatches.map((date) => date.toISOString()).slice(0, 5)).toEqual([]);
      // Timestamps, as the theme passes for the last update, work too.
      expect(ours!.format(Date.UTC(2026, 10, 22, 22, 1, 17))).toBe(intl.format(Date.UTC(2026, 10, 22, 22, 1, 17)));
    });
  }

  it('leaves every other request to Intl', () => {
    const others: [string, Intl.DateTimeFormatOptions & {calendar?: string}][] = [
      ['fr', themeFormats[0]!],
      ['en', {...themeFormats[0]!, timeZone: 'Europe/Paris'}],
      ['en', {...themeFormats[0]!, timeZone: undefined}],
      ['en', {...themeFormats[0]!, calendar: 'japanese'}],
      ['en', {...themeFormats[1]!, weekday: 'long'}],
      ['en', {day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC'}],
      ['en', {month: 'numeric', day: 'numeric', timeZone: 'UTC'}],
    ];
    for (const [locale, options] of others) {
      expect(createEnglishUtcDateFormatter(locale, options), `${locale} ${JSON.stringify(options)}`).toBeNull();
    }
  });
});
