// @vitest-environment node
// The committed brochure PDFs (npm run brochure:pdf) must match the brochure page's text: a
// PDF left stale after a change of text or facts fails here.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brochurePdf } from '../../src/content/brochure';
import { school } from '../../src/config/school';
import { formatNumber, formatPercent, formatYear } from '../../src/i18n/format';
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
 * pdftotext puts spaces inside a few Devanagari words where a vowel sign hangs over the next
 * letter ("स्कू ल" for "स्कूल", "कै म्ब्रिज"): Chromium tags each cluster with its text
 * (/ActualText), but the cluster ends, for poppler, where the vowel sign is drawn, which mark
 * positioning pulls back about a quarter of an em from where the next letter starts, and
 * poppler reads that gap as a space. It also breaks lines wherever the layout did. So
 * text is compared with all white space removed (and in Unicode NFC), which keeps the check
 * strict about the letters themselves. Every string below was checked to extract cleanly
 * this way from Chromium's PDFs in all three languages, Latin terms (IGCSE, IB, Scratch,
 * HTML) and Devanagari alike.
 */
const squeeze = (text: string) => text.normalize('NFC').replace(/\s+/g, '');

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** Words of the locale files that pdftotext must give whole: conjuncts, vowel signs, nasals. */
const WHOLE_WORDS: Partial<Record<Language, string[]>> = {
  hi: ['घाटकोपर', 'इंटरनेशनल', 'डिप्लोमा', 'ब्रोशर', 'कार्यक्रम', 'मुंबई'],
  mr: ['घाटकोपर', 'इंटरनॅशनल', 'डिप्लोमा', 'माहितीपत्रक', 'दृष्टिक्षेपात', 'अभ्यासक्रम'],
};

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

  it.runIf(language in WHOLE_WORDS)('gives Devanagari words whole to pdftotext', () => {
    const words = new Set(
      pdfText(file)
        .normalize('NFC')
        .split(/[\s,.:;।]+/),
    );
    const localeText = ['common', 'brochure']
      .map((namespace) => JSON.stringify(locale(language, namespace)))
      .join('');
    for (const word of WHOLE_WORDS[language] ?? []) {
      expect(localeText, `${word} is in the locale files`).toContain(word);
      expect(words, word).toContain(word);
    }
  });

  it('has two pages', () => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+2$/m);
  });

  it('holds the brochure page’s headings, facts, programmes, levels and contact', () => {
    const text = squeeze(pdfText(file));
    const expected = [
      get(common, 'school.name'),
      get(common, 'school.tagline'),
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
