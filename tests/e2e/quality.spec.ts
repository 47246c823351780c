import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, LANGUAGES, pathIn, test } from './fixtures';

const PAGES = ['/', '/academics', '/brochure', '/missing-page'];

test.describe('every page', () => {
  // axe reads every node of the long home page; on a busy 2-core machine that takes a while.
  test.describe.configure({ timeout: 120_000 });
  for (const language of LANGUAGES) {
    for (const rest of PAGES) {
      const path = pathIn(language, rest);
      test(`${path} hydrates cleanly and axe finds nothing serious`, async ({ page, observed }) => {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // React reports hydration mismatches as console errors; the fixture fails on any.
        expect(observed.consoleMessages.filter((m) => /hydrat/i.test(m))).toEqual([]);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
        expect(
          serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  }

  test('the skip link moves keyboard users to the main content', async ({ page }) => {
    await page.goto('/hi/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'सीधे मुख्य सामग्री पर जाएँ' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('smooth scrolling is switched off for readers who ask for reduced motion', async ({
    page,
  }) => {
    const scrollBehavior = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    // Smooth only once the reader has touched the page (src/boot/smoothScroll.ts).
    await page.locator('main h1').click();
    expect(await scrollBehavior()).toBe('auto');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await scrollBehavior()).toBe('smooth');
  });

  // Opened at its section, a page jumps there: a glide would end where the section was when it
  // began, and Marathi's web font, arriving on the way, re-wraps the banner above Contact.
  for (const language of LANGUAGES) {
    test(`${pathIn(language, '/#contact')} opens at Contact, the web font late, on a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto(pathIn(language, '/#contact'), { waitUntil: 'domcontentloaded' });
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe('auto');
      await page.waitForLoadState('load');
      await hydrated(page);
      const gap = () =>
        page.evaluate(() => {
          const title = document.getElementById('contact-title');
          const header = document.querySelector('header');
          return Math.round(
            (title?.getBoundingClientRect().top ?? NaN) -
              (header?.getBoundingClientRect().bottom ?? NaN),
          );
        });
      // Settled: the same for a second, as the page's parts and the font come in.
      let last = NaN;
      await expect
        .poll(
          async () => {
            const now = await gap();
            const same = now === last;
            last = now;
            return same;
          },
          { intervals: [1000] },
        )
        .toBe(true);
      expect(last).toBeGreaterThanOrEqual(0);
      expect(last).toBeLessThanOrEqual(64);
    });
  }
});
