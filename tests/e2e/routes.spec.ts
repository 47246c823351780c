import { blockLanguageText, expect, hydrated, test } from './fixtures';

test.describe('404', () => {
  for (const [path, language, title, home] of [
    ['/foo', 'en', 'Oops! Page not found', '/'],
    ['/xx/academics', 'en', 'Oops! Page not found', '/'],
    ['/hi/foo', 'hi', 'माफ़ कीजिए! यह पेज नहीं मिला', '/hi/'],
    ['/mr/foo/bar', 'mr', 'अरेरे! हे पान सापडले नाही', '/mr/'],
  ] as const) {
    test(`${path} is a ${language} 404 page that logs the path`, async ({ page, observed }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const link = page.getByRole('main').getByRole('link');
      await expect(link).toHaveAttribute('href', home);
      await expect
        .poll(() => observed.consoleMessages)
        .toContain(`warning: 404: no page at ${path}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(page.locator('#home')).toBeVisible();
    });
  }
});

test.describe('route error', () => {
  test('a language that fails to load during navigation shows a friendly, translated error page', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    // Blocked from the start: a live page fetches the other languages' text at idle.
    await blockLanguageText(page, 'mr');
    await page.goto('/hi/');
    await hydrated(page);
    // A history navigation (as with the browser's back button) straight into Marathi.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/mr/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('इस पेज पर कुछ गड़बड़ हो गई');
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'पेज दोबारा लोड करें' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/mr/');
    observed.consoleErrors.length = 0; // the error is logged on purpose
  });
});
