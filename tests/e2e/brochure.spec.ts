import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { dialString, parseAdmissionsEmail, parseSchoolPhone } from '../../src/config/schoolContact';
import { INTL_LOCALES, LANGUAGE_NAMES } from '../../src/i18n/languages';
import { DEVANAGARI, expect, hydrated, LANGUAGES, pathIn, test, type Language } from './fixtures';

// The school's number and address the site was built with (run the tests with the build's
// SCHOOL_PHONE and ADMISSIONS_EMAIL).
const PHONE = parseSchoolPhone(process.env.SCHOOL_PHONE);
const EMAIL = parseAdmissionsEmail(process.env.ADMISSIONS_EMAIL);

const PDF_NAME = (language: Language) => `ghatkopar-international-school-brochure-${language}.pdf`;

async function open(page: Page, path = '/brochure') {
  await page.goto(path);
  await hydrated(page);
}

const main = (page: Page) => page.getByRole('main');

test.describe('brochure page', () => {
  test('shows the school facts, programmes, levels, contact and office hours', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('School brochure');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'At a glance',
      'Our programmes',
      'From preschool to the IB Diploma',
      'Visit the school',
    ]);
    const facts = main(page).getByRole('list').first().getByRole('listitem');
    await expect(facts).toHaveText([
      '2005Year the school was founded',
      '20+Years of teaching children',
      '#2Ranked among international schools',
      '95%Of primary students code in Scratch',
      '90%Of Grade VII students know HTML',
    ]);
    await expect(main(page).getByRole('heading', { level: 3 })).toHaveText([
      'Cambridge IGCSE',
      'IB Diploma',
      'Preschool',
      'Primary',
      'Secondary',
      'Contact details',
    ]);
    await expect(main(page)).toContainText('Grades 6–10');
    await expect(main(page)).toContainText('Grades 11–12');
    await expect(main(page)).toContainText('Grades 1–5');
    await expect(main(page)).toContainText('Grades 6–12');
    await expect(main(page).getByRole('link', { name: PHONE })).toHaveAttribute(
      'href',
      `tel:${dialString(PHONE)}`,
    );
    await expect(main(page)).toContainText(EMAIL);
    await expect(main(page)).toContainText('Monday to Friday');
    await expect(main(page)).toContainText('Saturday');
    await expect(main(page)).toContainText('Tilak Road, Ghatkopar East, Mumbai 400077');
  });

  test('on a phone, no fact stands beside an empty half row', async ({ page }) => {
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/mr/brochure');
      const list = main(page).locator('[aria-labelledby="brochure-facts"] ul');
      const listWidth = (await list.boundingBox())!.width;
      const rows = new Map<number, number[]>();
      for (const box of await list
        .locator('> li')
        .evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
        )) {
        rows.set(Math.round(box.y), [...(rows.get(Math.round(box.y)) ?? []), box.width]);
      }
      // Every row is full: its cards and gaps span the list.
      for (const widths of rows.values()) {
        const sum = widths.reduce((a, b) => a + b, 0);
        expect(sum, `${width} px: a row of ${widths.length}`).toBeGreaterThan(listWidth * 0.9);
      }
    }
  });

  test('Back goes back in history when the visit has a page before this one', async ({ page }) => {
    await open(page);
    // Client-side navigation to the Hindi brochure adds a history entry.
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/brochure$/);
    await page.getByRole('button', { name: 'वापस जाएँ' }).click();
    await expect(page).toHaveURL(/\/brochure$/);
    await expect(page).not.toHaveURL(/\/hi\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('School brochure');
  });

  test('Back goes home when there is nothing to go back to (opened in a new tab)', async ({
    page,
    context,
  }) => {
    // As from the home page's brochure banner: a link that opens the brochure in a new tab.
    await open(page, '/hi/');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => {
        const link = document.createElement('a');
        link.href = '/hi/brochure';
        link.target = '_blank';
        document.body.append(link);
        link.click();
      }),
    ]);
    await hydrated(tab);
    expect(await tab.evaluate(() => window.history.length)).toBe(1);
    await tab.getByRole('button', { name: 'वापस जाएँ' }).click();
    await expect(tab).toHaveURL(/127\.0\.0\.1:\d+\/hi\/$/);
    await expect(tab.locator('#home')).toBeVisible();
  });

  test('Back goes home, not nowhere, when the only other entry is ahead of this page', async ({
    page,
  }) => {
    await open(page);
    await main(page).getByRole('link', { name: 'Apply for Admission' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/brochure$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  for (const name of ['Apply for Admission', 'Schedule a Visit']) {
    test(`${name} goes to the home page's contact section`, async ({ page }) => {
      await open(page);
      const link = main(page).getByRole('link', { name });
      await expect(link).toHaveAttribute('href', '/#contact');
      await link.click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#contact$/);
      await expect(page.locator('#contact')).toBeInViewport();
    });
  }

  test('prints as a brochure: no banner, header, footer or buttons; crest, name and a note stay', async ({
    page,
  }) => {
    await open(page);
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['header', 'footer', 'aside']) {
      await expect(page.locator(`#root > ${hidden}`).first()).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Back' })).toBeHidden();
    await expect(main(page).getByRole('link', { name: 'Download PDF' })).toBeHidden();
    await expect(main(page).getByRole('link', { name: 'Apply for Admission' })).toBeHidden();
    await expect(main(page).locator('img[src="/favicon.svg"]')).toBeVisible();
    await expect(main(page).getByText('Ghatkopar International School').first()).toBeVisible();
    await expect(main(page).getByText("This is not the school's official website.")).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(main(page).getByText("This is not the school's official website.")).toBeHidden();
  });
});

test.describe('brochure download', () => {
  for (const language of LANGUAGES) {
    test(`Download PDF downloads the ${language} brochure`, async ({ page }) => {
      await open(page, pathIn(language, '/brochure'));
      const link = main(page).getByRole('link', { name: /PDF/ });
      await expect(link).toHaveAttribute('download', PDF_NAME(language));
      const href = await link.getAttribute('href');
      expect(href).toBe(`/brochure/${PDF_NAME(language)}`);

      const response = await page.request.get(href ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const body = await response.body();
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(PDF_NAME(language));
      const saved = await download.path();
      const size = statSync(saved).size;
      expect(size).toBe(body.length);
      expect(size).toBeGreaterThan(10 * 1024);
      expect(size).toBeLessThan(500 * 1024);
      expect(size).toBe(statSync(`public/brochure/${PDF_NAME(language)}`).size);
    });
  }
});

/** What the committed PDF is: its pages as poppler counts them (as the unit tests do), its bytes. */
function pdfFacts(language: Language) {
  const file = `public/brochure/${PDF_NAME(language)}`;
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
  return { pages, bytes: statSync(file).size };
}

/** Latin or Devanagari digits, as a number: "११०" → 110. */
const readNumber = (digits: string) =>
  Number(
    digits
      .split('') // digits only: one code unit each
      .map((digit) => ('०१२३४५६७८९'.includes(digit) ? '०१२३४५६७८९'.indexOf(digit) : digit))
      .join(''),
  );

test.describe('the download link says what it gives', () => {
  for (const language of LANGUAGES) {
    test(`in ${language}: a PDF, its pages, its size and its language, as the file is`, async ({
      page,
    }) => {
      const { pages, bytes } = pdfFacts(language);
      expect(pages).toBeGreaterThan(0);
      await open(page, pathIn(language, '/brochure'));
      const link = main(page).getByRole('link', { name: /PDF/ });
      const texts = brochureText(language);
      const locale = INTL_LOCALES[language];
      const form = new Intl.PluralRules(locale).select(pages) === 'one' ? 'file_one' : 'file_other';
      const size = new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'kilobyte',
        maximumFractionDigits: 0,
      }).format(bytes / 1000);
      const facts = texts[form]
        .replace('{{count, number}}', new Intl.NumberFormat(locale).format(pages))
        .replace('{{size}}', size)
        .replace('{{language}}', LANGUAGE_NAMES[language]);
      await expect(link).toHaveText(`${texts.download} ${facts}`);
      // The same figures read back off the page, in whatever digits it writes them.
      const shown = (await link.innerText()).match(/\p{Nd}+/gu) ?? [];
      expect(shown.map(readNumber)).toEqual([pages, Math.round(bytes / 1000)]);
      // What the link downloads is that file.
      const response = await page.request.get((await link.getAttribute('href')) ?? '');
      expect((await response.body()).length).toBe(bytes);
    });
  }
});

function brochureText(language: Language) {
  return JSON.parse(readFileSync(`locales/${language}/brochure.json`, 'utf8')) as {
    title: string;
    back: string;
    download: string;
    file_one: string;
    file_other: string;
    facts: { title: string };
    programmes: { title: string };
    levels: { title: string };
    visit: { title: string; apply: string; schedule: string };
  };
}

for (const [language, facts] of [
  ['hi', ['2005', '20+', 'नंबर 2', '95%', '90%']],
  ['mr', ['२००५', '२०+', 'क्रमांक २', '९५%', '९०%']],
] as const) {
  test(`the ${language} brochure page has the same structure, in Devanagari`, async ({ page }) => {
    const text = brochureText(language);
    await open(page, pathIn(language, '/brochure'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    const headings = main(page).getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(4);
    await expect(headings.nth(0)).toHaveText(text.facts.title);
    await expect(headings.nth(1)).toHaveText(text.programmes.title);
    await expect(headings.nth(2)).toHaveText(text.levels.title);
    await expect(headings.nth(3)).toHaveText(text.visit.title);
    for (const heading of await headings.allInnerTexts()) expect(heading).toMatch(DEVANAGARI);
    const values = main(page).getByRole('list').first().getByRole('listitem');
    await expect(values).toHaveCount(5);
    for (const [index, value] of facts.entries()) {
      await expect(values.nth(index)).toContainText(value);
    }
    for (const name of [text.visit.apply, text.visit.schedule]) {
      await expect(main(page).getByRole('link', { name })).toHaveAttribute(
        'href',
        `/${language}/#contact`,
      );
    }
    await main(page).getByRole('link', { name: text.visit.schedule }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/#contact$`));
    await expect(page.locator('#contact')).toBeInViewport();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${language}/brochure$`));
    await page.getByRole('button', { name: text.back }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/$`));
  });
}
