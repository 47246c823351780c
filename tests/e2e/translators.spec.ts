// Translators' tools belong to `npm run dev` only (src/i18n/devTools.ts): the production site
// ignores `?keys` and ships none of their code.
import { expect, hydrated, test } from './fixtures';

test('the production site ignores ?keys', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text());
  });
  await page.goto('/hi/?keys');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('⟦');
  await expect(page.locator('body')).not.toContainText('home:hero.title');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((code) => code.includes('showKeys'))).toEqual([]);
});
