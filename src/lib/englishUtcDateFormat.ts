/**
 * The date formats the theme asks Intl for, in English and UTC, written out by
 * hand so that showing a date does not load ICU's date data in the browser
 * (see src/plugins/icuFreeStartup). tests/unit/englishUtcDateFormat.test.ts
 * compares them with Intl.
 */
export interface DateFormatter {
  format(date: Date | number): string;
}

/** Month names in English, January first (index = Date#getUTCMonth()). */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The options the theme uses, formatted as Intl's `en` locale does; null for anything else. */
export function createEnglishUtcDateFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions & {calendar?: string},
): DateFormatter | null {
  const {day, month, year, timeZone, calendar, ...rest} = options;
  const known =
    /^en(-US)?$/.test(locale) &&
    timeZone === 'UTC' &&
    (calendar === undefined || calendar === 'gregory') &&
    Object.keys(rest).length === 0 &&
    day === 'numeric' &&
    (month === 'short' || month === 'long') &&
    (year === undefined || year === 'numeric');
  if (!known) {
    return null;
  }
  return {
    format(date) {
      const value = new Date(date);
      const monthName = ENGLISH_MONTHS[value.getUTCMonth()];
      const monthDay = `${month === 'short' ? monthName.slice(0, 3) : monthName} ${value.getUTCDate()}`;
      return year === undefined ? monthDay : `${monthDay}, ${value.getUTCFullYear()}`;
    },
  };
}
