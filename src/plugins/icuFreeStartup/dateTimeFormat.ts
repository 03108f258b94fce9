/**
 * Stands in for theme-common's utils/IntlUtils (see ./index.ts). The theme
 * builds an Intl.DateTimeFormat in every component that shows a date (last
 * updated, blog post, blog archive); the first one makes the browser load its
 * ICU date data, 15 to 20 ms of blocking work on a desktop, several times that
 * on a phone, during hydration. The formats the theme asks for in English, in
 * UTC, are formatted here by hand; any other request still goes to Intl.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createEnglishUtcDateFormatter, type DateFormatter} from '@site/src/lib/englishUtcDateFormat';

export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale].calendar;
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  return (
    createEnglishUtcDateFormatter(currentLocale, {calendar, ...options}) ??
    new Intl.DateTimeFormat(currentLocale, {calendar, ...options})
  );
}
