// Odd input a parent's browser, an old bookmark or a crawler may bring: the page still reads, in
// the right language, with the right status, and nothing the input holds ever runs.
import { LIKED_STORAGE_KEY } from '../../src/features/like/likeState';
import { LANGUAGE_STORAGE_KEY } from '../../src/features/language-switcher/rememberedLanguage';
import { expect, hydrated, test } from './fixtures';

test.describe('stored values the site did not write', () => {
  test('junk where the like is kept: the button still counts one like, once', async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, '{"liked":"yes"}'),
      LIKED_STORAGE_KEY,
    );
    await page.goto('/');
    await hydrated(page);
    const like = page.getByRole('button', { name: /Like this school/ });
    await expect(like).toBeEnabled();
    await expect(like).toContainText('147');
    await like.click();
    await expect(like).toContainText('148');
    await expect(like).toBeDisabled();
  });

  for (const junk of ['fr', 'HI', '<b>hi</b>', '{"language":"mr"}']) {
    test(`a stored language of ${JSON.stringify(junk)} is ignored`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        LANGUAGE_STORAGE_KEY,
        junk,
      ] as const);
      await page.goto('/academics');
      await hydrated(page);
      await expect(page).toHaveURL(/\/academics$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }
});

test('a failed entry script leaves the prerendered page readable', async ({ page, observed }) => {
  observed.allowFailedRequests = true;
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/hi/academics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('main')).toContainText('IGCSE');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  observed.consoleErrors.length = 0; // the aborted script is logged
});

test.describe('odd addresses', () => {
  for (const [path, language] of [
    ['/%E0%A4', 'en'], // a %-escape cut in half
    ['/hi/%ZZ', 'hi'], // not a %-escape at all
    ['/hi/..%2Facademics', 'hi'], // an encoded "../" trying to leave the Hindi pages
    ['/HI/', 'en'], // language prefixes are lower-case
    ['/Mr/academics', 'en'],
    ['/fr/', 'en'], // a language the site does not have
    [`/${'a'.repeat(8 * 1024)}`, 'en'], // an 8 KB path
  ] as const) {
    test(`${path.length > 40 ? `${path.slice(0, 12)}… (${path.length} characters)` : path} is a 404 in ${language}`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('main').getByRole('link')).toHaveAttribute(
        'href',
        language === 'en' ? '/' : `/${language}/`,
      );
    });
  }

  test('a plain "../" is resolved by the browser to the page it names', async ({ page }) => {
    const response = await page.goto('/hi/%2e%2e/academics');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/academics$/);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('markup in the query string or the hash is never run or shown', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(
      '/hi/?q=<script>alert(1)</script>&x="><img src=x onerror=alert(2)>#<img src=x onerror=alert(3)>',
    );
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      // The page's own data blocks (JSON-LD, its formatted numbers) are not scripts.
      page.locator(
        'img[src="x"], script:not([src]):not([type="application/ld+json"]):not([type="application/json"])',
      ),
    ).toHaveCount(0);
    expect(dialogs).toBe(0);
    // The fixture also fails the test on any CSP violation or console error.
  });
});
