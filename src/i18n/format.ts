import { INTL_LOCALES, type Language } from './languages';

/**
 * Numbers go through Intl so each language gets CLDR's own digits:
 * Marathi writes Devanagari digits, Hindi and English Latin ones.
 *
 * The first formatter a page makes is slow: the browser loads its ICU data for it (50-120 ms
 * on the benchmark's machine, four times that on Lighthouse's phone), one long task that holds
 * the main thread and any tap that waits for it. So the browser makes none for what the site
 * knows when it is built:
 * - what the prerendered page shows was formatted by Intl when the page was built, and the
 *   prerenderer lists those results in the page (`<script type="application/json"
 *   id="formatted">`, see formatRecording.ts); hydration takes them from there (`seedFormatted`,
 *   src/boot/hydrate.tsx);
 * - so are the same page's numbers in the other languages (scripts/build/prerender.mjs adds
 *   them to the list), so a switch of language, drawn in one render, makes no formatter;
 * - so are the numbers a tap shows later (the like's next count, the tour's scene numbers, the
 *   cat's fun facts): the part that offers the tap formats them ahead (`formatAhead`) while
 *   the prerenderer records, and they are listed with the rest;
 * - anything else (a number no page was built with) is formatted by a formatter made then,
 *   once per language and options, and reused.
 */

type Kind = 'number' | 'date';
type Options = Intl.NumberFormatOptions & Intl.DateTimeFormatOptions;

/** The id of the page's list of what it formatted (a JSON data block in its head). */
export const FORMATTED_BLOCK_ID = 'formatted';

/** What a page formatted: per formatter, each value's text (a Date by its time in ms). */
export interface FormattedEntry {
  kind: Kind;
  language: Language;
  options: Options;
  texts: Record<string, string>;
}

export type Formatter = Omit<FormattedEntry, 'texts'>;
const formatters = new Map<string, { format(value: number | Date): string }>();
const seeded = new Map<string, FormattedEntry>();
type Observer = (key: string, spec: Formatter, valueKey: string, text: string) => void;
let observer: Observer | null = null;

/** Tells `next` of every text formatted (formatRecording.ts); returns the observer it replaced. */
export function observeFormatting(next: Observer | null) {
  const previous = observer;
  observer = next;
  return previous;
}

const keyOf = ({ kind, language, options }: Formatter) =>
  `${kind} ${language} ${JSON.stringify(options)}`;

function formatter(spec: Formatter, key = keyOf(spec)) {
  let made = formatters.get(key);
  if (!made) {
    const { kind, language, options } = spec;
    const locale = INTL_LOCALES[language];
    made =
      kind === 'number'
        ? new Intl.NumberFormat(locale, options)
        : new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

function format(spec: Formatter, value: number | Date): string {
  const key = keyOf(spec);
  const valueKey = String(+value);
  const text = seeded.get(key)?.texts[valueKey] ?? formatter(spec, key).format(value);
  observer?.(key, spec, valueKey, text);
  return text;
}

/**
 * Takes what the prerendered page was built with (its data block, read as JSON), so hydration
 * need not format it again; anything but a list of entries is ignored.
 */
export function seedFormatted(entries: unknown) {
  if (!Array.isArray(entries)) return;
  for (const entry of entries as (FormattedEntry | null)[]) {
    if (entry?.texts) seeded.set(keyOf(entry), entry);
  }
}

/**
 * While the prerenderer records a page (formatRecording.ts), runs `formats`, so the texts it
 * formats are listed in the page beside those it shows: call it, while rendering, with the
 * numbers a tap on that part will show, and the tap makes no formatter. In the browser it does
 * nothing.
 */
export function formatAhead(formats: () => void) {
  if (observer) formats();
}

export function formatNumber(
  language: Language,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  return format({ kind: 'number', language, options }, value);
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
  return format(
    { kind: 'date', language, options: { weekday: width, timeZone: 'UTC' } },
    dayInUtc(weekday),
  );
}

/** Months, numbered as people do: 1 is January, 12 is December. */
export type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** A month's name on its own ("December", "दिसंबर", "डिसेंबर"), the same in every time zone. */
export function formatMonth(language: Language, month: Month) {
  return format(
    { kind: 'date', language, options: { month: 'long', timeZone: 'UTC' } },
    new Date(Date.UTC(2024, month - 1, 1)),
  );
}
