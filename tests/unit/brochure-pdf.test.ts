// The committed brochure PDFs (npm run brochure:pdf) must match the brochure page's text: a
// PDF left stale after a change of text or facts fails here.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brochurePdf } from '../../src/content/brochure';
import { school } from '../../src/config/school';
import { formatNumber, formatPercent, formatWeekday, formatYear } from '../../src/i18n/format';
import { LANGUAGES, type Language } from '../../src/i18n/languages';

const root = join(import.meta.dirname, '..', '..');
const MAX_BYTES = 500 * 1024;

type Json = Record<string, unknown>;
const locale = (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(root, 'locales', language, `${namespace}.json`), 'utf8')) as Json;

/** `get(json, 'facts.title')`: a nested string of a locale file. */
function get(json: Json, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Json)[part], json);
  if (typeof value !== 'string') throw new Error(`No text at ${key}`);
  return value;
}

/**
 * White space as one space and text in Unicode NFC: pdftotext breaks lines wherever the layout
 * did. Devanagari words come out whole (scripts/lib/pdf-mark-widths.mjs closes the gaps that
 * vowel signs drawn back over their consonant would leave), so phrases compare word by word.
 */
const squeeze = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** The words of a text: letters with their signs, or digits. */
const wordsOf = (text: string) =>
  text
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
const DEVANAGARI = /[\u0900-\u097F]/;
const DIGITS = /^\p{N}+$/u;

describe.each(LANGUAGES)('the %s brochure PDF', (language) => {
  const file = join(root, 'public', brochurePdf(language).href);
  const brochure = locale(language, 'brochure');
  const common = locale(language, 'common');

  it('exists, is a PDF and is under 500 KB', () => {
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(statSync(file).size).toBeLessThan(MAX_BYTES);
  });

  it('is at most twice the size of the English one (its fonts are embedded as fonts)', () => {
    const english = statSync(join(root, 'public', brochurePdf('en').href)).size;
    expect(statSync(file).size).toBeLessThanOrEqual(2 * english);
  });

  it.runIf(language !== 'en')('gives every Devanagari word whole to pdftotext', () => {
    // Every word of the page's text: its locale files and what Intl writes (day names).
    const known = new Set([
      ...wordsOf(JSON.stringify([common, brochure])),
      ...([1, 2, 3, 4, 5, 6, 7] as const).flatMap((day) =>
        wordsOf(`${formatWeekday(language, day, 'long')} ${formatWeekday(language, day, 'short')}`),
      ),
    ]);
    const words = wordsOf(pdfText(file)).filter((word) => DEVANAGARI.test(word));
    expect(words.length).toBeGreaterThan(150);
    const broken = words.filter((word) => !known.has(word) && !DIGITS.test(word));
    expect(broken).toEqual([]);
  });

  it('has two pages', () => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+2$/m);
  });

  it('is what the page’s download link says: the build reads its pages and size from it', () => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(brochurePdf(language).file).toEqual({
      pages: Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]),
      bytes: statSync(file).size,
    });
  });

  it('holds the brochure page’s headings, facts, programmes, levels and contact', () => {
    const text = squeeze(pdfText(file));
    const expected = [
      get(common, 'school.name'),
      get(common, 'school.tagline'),
      // The printed note of what this site is (the page's print-only line).
      ...['classProject', 'notOfficial', 'factsTrue'].map((key) => get(common, `banner.${key}`)),
      get(brochure, 'title'),
      ...['facts.title', 'programmes.title', 'levels.title', 'visit.title'].map((key) =>
        get(brochure, key),
      ),
      ...['established', 'years', 'rank', 'scratch', 'html'].map((id) =>
        get(brochure, `facts.${id}`),
      ),
      formatYear(language, school.established),
      formatPercent(language, school.primaryScratchPercent),
      formatPercent(language, school.gradeSevenHtmlPercent),
      get(brochure, 'facts.rankValue').replace('{{rank}}', formatNumber(language, school.ranking)),
      get(brochure, 'facts.yearsValue').replace(
        '{{years}}',
        formatNumber(language, school.yearsOfTeaching),
      ),
      ...['igcse', 'ibdp'].map((id) => get(brochure, `programmes.${id}.name`)),
      ...['preschool', 'primary', 'secondary'].map((id) => get(brochure, `levels.${id}.name`)),
      get(brochure, 'visit.body'),
      get(common, 'contact.title'),
      get(common, 'contact.hours'),
      get(common, 'school.address'),
      school.phone,
      school.admissionsEmail,
    ];
    const missing = expected.filter((phrase) => !text.includes(squeeze(phrase)));
    expect(missing).toEqual([]);
  });
});
