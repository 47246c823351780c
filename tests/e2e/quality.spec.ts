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
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('smooth');
  });
});
