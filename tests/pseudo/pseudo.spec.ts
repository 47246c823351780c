import type { Page } from '@playwright/test';
import { PSEUDO_LANGUAGE, PSEUDO_SCRIPT_LANGUAGE } from '../../scripts/lib/pseudo-locale.mjs';
import { expect, hydrated, test, webFontLoaded } from '../e2e/fixtures';

// Runs against a copy of the site built with the pseudo-locale as a fourth language
// (scripts/test/new-language.mjs): every page in it at 375 px, looking for text that did not
// come from a locale file and for layouts that break when every text is longer.

const CODE = PSEUDO_LANGUAGE.code;
const PAGES = ['/', '/academics', '/brochure', '/not-a-page'];

/**
 * Words of three or more plain ASCII letters on screen: text the pseudo-locale did not turn
 * (it accents every letter), so typed into the code instead of a locale file. The names of the
 * other languages in the switcher and the school's e-mail address are meant to stay as they are.
 */
const untranslated = (page: Page) =>
  page.evaluate(() => {
    // Weekday and month names come from Intl, in the language's `intl` locale (English for
    // en-XA).
    const weekdays = Array.from({ length: 7 }, (_, day) =>
      new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2024, 0, day + 1),
      ),
    );
    const months = Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2024, month, 1),
      ),
    );
    const allowed = new RegExp(
      `^\\[?(English|${[...weekdays, ...months].join('|')}|admissions@\\S+|\\S+\\.(edu|in|org|com)\\S*)\\]?$`,
    );
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      for (const word of node.textContent?.split(/\s+/) ?? []) {
        if (/[A-Za-z]{3,}/.test(word) && !allowed.test(word)) found.add(word);
      }
    }
    return [...found];
  });

/** What sticks out: the page scrolling sideways, a control past the screen's edge or cut off. */
const brokenLayout = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page is ${root.scrollWidth - root.clientWidth} px wider than the screen`);
    }
    for (const control of document.querySelectorAll<HTMLElement>('a[href], button, summary')) {
      const style = getComputedStyle(control);
      const box = control.getBoundingClientRect();
      if (box.width === 0 || style.visibility === 'hidden' || control.closest('[hidden]')) continue;
      // The skip link waits off-screen until it is focused.
      if (box.right <= 0 || box.bottom <= 0) continue;
      const name = `${control.tagName.toLowerCase()} "${control.textContent.trim().slice(0, 30)}"`;
      if (box.left < -1 || box.right > root.clientWidth + 1) {
        problems.push(`${name} runs past the screen's edge`);
      }
      const clips = /hidden|clip/.test(style.overflowX + style.overflowY);
      if (clips && control.scrollWidth > control.clientWidth + 1) {
        problems.push(`${name} cuts its text off`);
      }
    }
    return problems;
  });

test.describe(`the pseudo-locale ${CODE}`, () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('is a language of the site: its pages prerendered, in the switcher, in hreflang', async ({
    page,
  }) => {
    const response = await page.request.get(`/${CODE}/academics`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${CODE}"`);
    expect(html).toContain(`hreflang="${CODE}"`);
    await page.goto('/');
    await hydrated(page);
    const entry = page.getByRole('banner').getByRole('link', { name: PSEUDO_LANGUAGE.name });
    await expect(entry).toHaveAttribute('href', `/${CODE}/`);
    await entry.click();
    await expect(page.locator('html')).toHaveAttribute('lang', CODE);
    await expect(page.locator('h1')).toContainText('ŵĥéŕé');
  });

  for (const rest of PAGES) {
    test(`${rest}: every text from a locale file, nothing sticking out at 375 px`, async ({
      page,
    }) => {
      await page.goto(`/${CODE}${rest === '/' ? '/' : rest}`);
      await hydrated(page);
      expect(await untranslated(page)).toEqual([]);
      expect(await brokenLayout(page)).toEqual([]);
    });
  }

  test('the tour and the cat guide fit too', async ({ page }) => {
    await page.goto(`/${CODE}/`);
    await hydrated(page);
    await page.getByRole('button', { name: /Ŵáţçĥ ţöûŕ/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    expect(await untranslated(page)).toEqual([]);
    expect(await brokenLayout(page)).toEqual([]);
  });
});

// The second throwaway language, in a script the site did not draw (Gujarati letters): its
// registry entry alone brings its web font, cut, declared and loaded as Devanagari's is.
test.describe(`${PSEUDO_SCRIPT_LANGUAGE.code}, in a script of its own`, () => {
  const code = PSEUDO_SCRIPT_LANGUAGE.code;
  const isGujaratiFont = (url: string) =>
    /\/assets\/baloo-bhai-2-gujr-\d+-[\w-]+\.woff2$/.test(url);

  test('is drawn in its own web font, and other pages never fetch it', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/hi/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(fonts.filter(isGujaratiFont)).toEqual([]);

    await page.goto(`/${code}/`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await webFontLoaded(page, 'Baloo Bhai 2', 'ક');
    const drawn = await page.evaluate(async () => {
      await document.fonts.ready;
      const h1 = document.querySelector('h1');
      return {
        family: h1 ? getComputedStyle(h1).fontFamily : '',
        loaded: [...document.fonts]
          .filter((face) => face.family.replace(/["']/g, '') === 'Baloo Bhai 2')
          .map((face) => face.status),
      };
    });
    expect(drawn.family).toMatch(/^"Baloo Bhai 2"/);
    expect(drawn.loaded).toContain('loaded');
    expect(fonts.filter(isGujaratiFont).length).toBeGreaterThan(0);
    // The switcher names it as the language being read.
    await expect(
      page.getByRole('banner').getByRole('link', { name: PSEUDO_SCRIPT_LANGUAGE.name }),
    ).toHaveAttribute('aria-current', /.+/);
  });
});
