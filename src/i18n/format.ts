import type { Language } from './languages';

/**
 * Numbers go through Intl so each language gets CLDR's own digits:
 * Marathi writes Devanagari digits, Hindi and English Latin ones.
 */
export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A year is a number without grouping ("2026", "२०२६", never "2,026"). */
export function formatYear(language: Language, year: number): string {
  return new Intl.NumberFormat(language, { useGrouping: false }).format(year);
}
