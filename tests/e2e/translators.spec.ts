// Translators' tools belong to `npm run dev` only (src/i18n/devTools.ts): the production site
// ignores `?keys` and ships none of their code.
import { expect, hydrated, test } from './fixtures';

test('the production site ignores ?keys', async ({ page }) => {
  // Only the URLs are taken from the page's responses; their text is fetched afterwards, so no
  // body is read from a response that a later navigation or the end of the test discards.
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) urls.add(response.url());
  });
  await page.goto('/hi/?keys');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('⟦');
  await expect(page.locator('body')).not.toContainText('home:hero.title');
  expect(urls.size).toBeGreaterThan(0);
  const scripts = await Promise.all(
    [...urls].map(async (url) => (await page.request.get(url)).text()),
  );
  expect(scripts.filter((code) => code.includes('showKeys'))).toEqual([]);
});
