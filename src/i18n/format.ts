import { INTL_LOCALES, type Language } from './languages';

/**
 * Numbers go through Intl so each language gets CLDR's own digits:
 * Marathi writes Devanagari digits, Hindi and English Latin ones.
 *
 * The first formatter a page makes is slow: the browser loads its ICU data for it (50-120 ms
 * on the benchmark's machine, four times that on Lighthouse's phone), and hydration would wait
 * for it while the parent's first tap waits too. So:
 * - a formatter is made once per language and options, and reused;
 * - what the prerendered page shows was formatted by Intl when the page was built, and the
 *   prerenderer lists those results in the page (`<script type="application/json"
 *   id="formatted">`, see `recordFormatted`); hydration takes them from there (`seedFormatted`)
 *   and makes no formatter at all;
 * - once the page is live and the browser idle, the formatters the page used are made
 *   (`prepareFormatters`), so a tap that changes a number (the like) finds them ready.
 */

type Kind = 'number' | 'date';
type Options = Intl.NumberFormatOptions & Intl.DateTimeFormatOptions;

/** The id of the page's list of what it formatted (a JSON data block in its head). */
export const FORMATTED_BLOCK_ID = 'formatted';

/** What a page formatted: per formatter, each value's text (a Date by its ISO string). */
export interface FormattedEntry {
  kind: Kind;
  language: Language;
  options: Options;
  texts: Record<string, string>;
}

const formatters = new Map<string, { format(value: number | Date): string }>();
const seeded = new Map<string, Record<string, string>>();
let recording: Map<string, FormattedEntry> | null = null;

const formatterKey = (kind: Kind, language: Language, options: Options) =>
  `${kind} ${language} ${JSON.stringify(options)}`;

function formatter(kind: Kind, language: Language, options: Options) {
  const key = formatterKey(kind, language, options);
  let made = formatters.get(key);
  if (!made) {
    const locale = INTL_LOCALES[language];
    made =
      kind === 'number'
        ? new Intl.NumberFormat(locale, options)
        : new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

function format(kind: Kind, language: Language, options: Options, value: number | Date): string {
  const key = formatterKey(kind, language, options);
  const valueKey = value instanceof Date ? value.toISOString() : String(value);
  const text = seeded.get(key)?.[valueKey] ?? formatter(kind, language, options).format(value);
  if (recording) {
    let entry = recording.get(key);
    if (!entry) recording.set(key, (entry = { kind, language, options, texts: {} }));
    entry.texts[valueKey] = text;
  }
  return text;
}

/** Runs `render` and returns, beside its result, everything it formatted (for the prerenderer). */
export async function recordFormatted<T>(
  render: () => Promise<T>,
): Promise<{ result: T; formatted: FormattedEntry[] }> {
  if (recording) throw new Error('recordFormatted: one page at a time');
  recording = new Map();
  try {
    const result = await render();
    return { result, formatted: [...recording.values()] };
  } finally {
    recording = null;
  }
}

/** Takes what the prerendered page was built with, so hydration need not format it again. */
export function seedFormatted(entries: readonly FormattedEntry[]) {
  for (const { kind, language, options, texts } of entries) {
    const key = formatterKey(kind, language, options);
    seeded.set(key, { ...seeded.get(key), ...texts });
  }
}

/** Makes the formatters the page used, in `language`, ahead of a tap that needs one. */
export function prepareFormatters(language: Language, entries: readonly FormattedEntry[]) {
  for (const entry of entries) {
    if (entry.language === language) formatter(entry.kind, entry.language, entry.options);
  }
}

export function formatNumber(
  language: Language,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  return format('number', language, options, value);
}

/** A year is a number without grouping ("2026", "२०२६", never "2,026"). */
export function formatYear(language: Language, year: number): string {
  return formatNumber(language, year, { useGrouping: false });
}

/** A whole percentage: 95 → "95%", "९५%" in Marathi. */
export function formatPercent(language: Language, percent: number): string {
  return formatNumber(language, percent / 100, { style: 'percent', maximumFractionDigits: 0 });
}

/** Days of the week, ISO numbering: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

// 1 January 2024 was a Monday; the date is built and formatted in UTC so the result does not
// depend on the reader's time zone.
const dayInUtc = (weekday: Weekday) => new Date(Date.UTC(2024, 0, weekday));

export function formatWeekday(language: Language, weekday: Weekday, width: 'short' | 'long') {
  return format('date', language, { weekday: width, timeZone: 'UTC' }, dayInUtc(weekday));
}
