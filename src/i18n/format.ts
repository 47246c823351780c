import { INTL_LOCALES, type Language } from './languages';

/**
 * Numbers go through Intl so each language gets CLDR's own digits:
 * Marathi writes Devanagari digits, Hindi and English Latin ones.
 */
export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[language]).format(value);
}

/** A year is a number without grouping ("2026", "२०२६", never "2,026"). */
export function formatYear(language: Language, year: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], { useGrouping: false }).format(year);
}

/** A whole percentage: 95 → "95%", "९५%" in Marathi. */
export function formatPercent(language: Language, percent: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(percent / 100);
}

/** Days of the week, ISO numbering: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

// 1 January 2024 was a Monday; the date is built and formatted in UTC so the result does not
// depend on the reader's time zone.
const dayInUtc = (weekday: Weekday) => new Date(Date.UTC(2024, 0, weekday));

export function formatWeekday(language: Language, weekday: Weekday, width: 'short' | 'long') {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    weekday: width,
    timeZone: 'UTC',
  }).format(dayInUtc(weekday));
}
