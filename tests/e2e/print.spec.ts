import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseAdmissionsEmail, parseSchoolPhone } from '../../src/config/schoolContact';
import { LANGUAGE_NAMES } from '../../src/i18n/languages';
import {
  expect,
  hydrated,
  LANGUAGES,
  pathIn,
  test,
  text,
  webFontLoaded,
  type Language,
} from './fixtures';

// Every page prints as a plain document (docs/design.md, "Print"): printed here by Chromium's
// own print engine, as a parent's Print button would, and read back with poppler.

// The school's number and address the site was built with (run the tests with the build's
// SCHOOL_PHONE and ADMISSIONS_EMAIL).
const PHONE = parseSchoolPhone(process.env.SCHOOL_PHONE);
const EMAIL = parseAdmissionsEmail(process.env.ADMISSIONS_EMAIL);

const HOME_MAX_PAGES = 6;
// The brochure prints as it did before the other pages had print styles: two A4 pages.
const BROCHURE_PAGES = 2;

type Json = { [key: string]: string | Json };
const locale = (language: Language, namespace: string) =>
  JSON.parse(readFileSync(`locales/${language}/${namespace}.json`, 'utf8')) as Json;
const leaves = (node: Json | string): string[] =>
  typeof node === 'string' ? [node] : Object.values(node).flatMap(leaves);

/**
 * Text compared without whitespace, read in the order the page drew it (`-raw`, so two cards side
 * by side do not mix their lines): pdftotext breaks lines where the page did, and may split a
 * Devanagari word where a vowel sign is drawn back over its consonant (docs/brochure.md).
 */
const squeeze = (words: string) => words.replace(/\s+/g, '');
/** A locale sentence's pieces around its placeholders, each as the PDF has it. */
const pieces = (sentence: string) =>
  sentence
    .split(/\{\{[^}]*\}\}/)
    .map(squeeze)
    .filter(Boolean);

interface Printed {
  pages: number;
  text: string;
  fonts: string;
}

/** Prints the page as it is now to an A4 PDF; its pages, its text (squeezed) and its fonts. */
async function print(page: Page, file: string): Promise<Printed> {
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => document.fonts.ready);
  writeFileSync(file, await page.pdf({ format: 'A4' }));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    pages: Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]),
    text: squeeze(
      execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
    ),
    fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }),
  };
}

async function open(page: Page, language: Language, path: string) {
  await page.emulateMedia({ media: 'screen' });
  await page.goto(pathIn(language, path));
  await hydrated(page);
  if (language !== 'en') await webFontLoaded(page);
}

/** What every printed page says and leaves out, in the page's language. */
function expectPlainPaper(printed: Printed, language: Language) {
  const { text: printedText } = printed;
  expect(printedText, 'the phone number, whole').toContain(squeeze(PHONE));
  expect(printedText, 'the admissions e-mail, whole').toContain(EMAIL);
  // The banner: one line, that this is not the official site.
  expect(printedText).toContain(squeeze(text(language, 'common', 'banner.notOfficial')));
  for (const key of ['banner.classProject', 'banner.officialLink']) {
    expect(printedText, key).not.toContain(squeeze(text(language, 'common', key)));
  }
  // The language pills, side by side.
  expect(printedText, 'the language pills').not.toContain(
    squeeze(LANGUAGES.map((other) => LANGUAGE_NAMES[other]).join('')),
  );
  expect(printedText, 'the menu').not.toContain(squeeze(text(language, 'common', 'nav.menu')));
  if (language !== 'en') {
    // Devanagari in the site's own face, not a fallback's (nor boxes).
    expect(printed.fonts).toContain('Baloo2');
  }
}

/** What a printed page shows that does nothing on paper (it should be nothing). */
async function controlsOnPaper(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        // A subject card (aria-pressed) and a gallery picture (opens a dialog) are content.
        'button:not([aria-pressed], [aria-haspopup="dialog"]), a[href^="#"], input, textarea, select, [data-floating]',
      ),
    ]
      .filter((element) => element.checkVisibility())
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

/** Visible tel: and mailto: links whose printed text does not say the number or address. */
async function contactLinksNotSpelledOut(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="mailto:"]')]
      .filter((link) => link.checkVisibility())
      .filter((link) => {
        const target = decodeURIComponent(link.href.replace(/^(tel|mailto):/, ''));
        const shown = link.innerText;
        return link.href.startsWith('tel:')
          ? !shown.replace(/[^\d+]/g, '').includes(target)
          : !shown.includes(target);
      })
      .map((link) => link.outerHTML),
  );
}

/** Elements drawn on paper that are mirrored or turned (any transform) or faint (opacity). */
async function turnedOrFaint(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.checkVisibility())
      .flatMap((element) => {
        const style = getComputedStyle(element);
        const what = `${element.tagName.toLowerCase()}.${element.className}`;
        return [
          ...(style.transform !== 'none' ? [`${what} transform ${style.transform}`] : []),
          ...(style.opacity !== '1' ? [`${what} opacity ${style.opacity}`] : []),
        ];
      }),
  );
}

/**
 * Text drawn lighter than body text can be on white paper: a browser prints no backgrounds
 * unless asked, so light text on a dark band comes out white on white.
 */
async function lightInkOnPaper(page: Page) {
  return page.evaluate(() => {
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      // Over white paper.
      const channel = (value: number) => {
        const c = (value * a + 255 * (1 - a)) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    return [...document.querySelectorAll('body *')]
      .filter(
        (element) =>
          element.checkVisibility({ visibilityProperty: true }) &&
          [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          ),
      )
      .map((element) => ({ element, color: getComputedStyle(element).color }))
      .filter(({ color }) => 1.05 / (luminance(color) + 0.05) < 4.5)
      .map(
        ({ element, color }) =>
          `${element.tagName.toLowerCase()} ${color}: ${element.textContent.trim().slice(0, 40)}`,
      );
  });
}

for (const language of LANGUAGES) {
  test.describe(`printed in ${language}`, () => {
    // English pages in a browser that prefers Hindi: the offer to switch comes, and must not print.
    if (language === 'en') test.use({ locale: 'hi-IN' });

    test(`home, academics and brochure print plainly on A4`, async ({ page }, testInfo) => {
      test.slow();

      await test.step(`home: at most ${HOME_MAX_PAGES} pages, no chrome, no cat`, async () => {
        await open(page, language, '/');
        // The floating helpers are on the page, as a parent would have them when printing.
        await expect(
          page.getByRole('region', { name: text(language, 'mascot', 'widget.label') }),
        ).toBeAttached({ timeout: 30_000 });
        await expect(page.locator('[data-floating]').first()).toBeAttached();
        if (language === 'en') {
          await expect(
            page.getByRole('region', { name: text('hi', 'common', 'offer.label') }),
          ).toBeVisible({ timeout: 30_000 });
        }
        const printed = await print(page, testInfo.outputPath(`home-${language}.pdf`));
        expect(printed.pages).toBeLessThanOrEqual(HOME_MAX_PAGES);
        expectPlainPaper(printed, language);
        // The cat's words, and the offer's.
        for (const sentence of leaves(locale(language, 'mascot'))) {
          for (const piece of pieces(sentence).filter((piece) => piece.length >= 12)) {
            expect(printed.text, `the cat: ${sentence}`).not.toContain(piece);
          }
        }
        expect(printed.text, 'the language offer').not.toContain(
          squeeze(text('hi', 'common', 'offer.message')),
        );
        expect(await controlsOnPaper(page), 'controls on paper').toEqual([]);
        expect(await contactLinksNotSpelledOut(page), 'contact links').toEqual([]);
        expect(await lightInkOnPaper(page), 'light text on paper').toEqual([]);
      });

      await test.step('academics: every stage, both faces of every card, flat and in ink', async () => {
        await open(page, language, '/academics');
        // Another stage than the first chosen, and a card turned over, as a parent left them.
        const tabs = page.getByRole('tab');
        await tabs.nth(1).click();
        await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
        await page.getByRole('tabpanel').getByRole('button').first().click();
        await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);

        const printed = await print(page, testInfo.outputPath(`academics-${language}.pdf`));
        expectPlainPaper(printed, language);
        const academics = locale(language, 'academics');
        const levels = academics.levels as Record<string, Json>;
        const subjects = academics.subjects as Record<string, Record<string, Json>>;
        expect(Object.keys(levels)).toHaveLength(4);
        for (const [level, { name, summary }] of Object.entries(levels)) {
          // Its name (also in the page's introduction) and its summary (only in its panel).
          expect(printed.text, `stage ${level}`).toContain(squeeze(name as string));
          expect(printed.text, `stage ${level}: summary`).toContain(squeeze(summary as string));
          for (const [id, { title, description }] of Object.entries(subjects[level] ?? {})) {
            expect(printed.text, `${level} ${id}: front`).toContain(squeeze(title as string));
            for (const piece of pieces(description as string)) {
              expect(printed.text, `${level} ${id}: back`).toContain(piece);
            }
          }
        }
        expect(await turnedOrFaint(page), 'mirrored or faint on paper').toEqual([]);
        expect(await lightInkOnPaper(page), 'light text on paper').toEqual([]);
        expect(await controlsOnPaper(page), 'controls on paper').toEqual([]);

        // The screen is as it was: one stage, its tabs, the card still turned.
        await page.emulateMedia({ media: 'screen' });
        await expect(page.getByRole('tabpanel')).toHaveCount(1);
        await expect(page.getByRole('tablist')).toBeVisible();
        await expect(page.getByRole('navigation').first()).toBeVisible();
      });

      await test.step(`brochure: ${BROCHURE_PAGES} pages, as before`, async () => {
        await open(page, language, '/brochure');
        const printed = await print(page, testInfo.outputPath(`brochure-${language}.pdf`));
        expect(printed.pages).toBe(BROCHURE_PAGES);
        expect(printed.text).toContain(squeeze(PHONE));
        expect(printed.text).toContain(EMAIL);
        // Its own note says what the site is (BrochurePage.tsx).
        expect(printed.text).toContain(squeeze(text(language, 'common', 'banner.notOfficial')));
      });
    });
  });
}
