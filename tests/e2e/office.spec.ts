// The admissions office's inbox in a browser: sign in, find a parent's Marathi question, mark
// it answered, in Marathi at a phone's width and in English on a laptop; axe finds nothing
// serious. The rules (sessions, CSRF, CSV bytes) are tested in server/office/inbox.test.mjs.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// playwright.config.ts gives this run's server the password.
const PASSWORD = 'e2e office password';

for (const [language, width] of [
  ['mr', 375],
  ['en', 1280],
] as const) {
  test(`the office finds a Marathi question, marks it answered, in ${language} at ${width} px`, async ({
    page,
    request,
    observed,
  }) => {
    // The sign-in page is answered 401 after a wrong password; nothing else fails.
    observed.allowFailedRequests = true;
    await page.setViewportSize({ width, height: 800 });
    const tag = `office-${language}-${Date.now()}`;
    const sent = await request.post('/enquiries', {
      data: {
        language: 'mr',
        firstName: 'आशा',
        email: 'asha@example.net',
        message: `${tag} प्रवेशाबद्दल प्रश्न <b>धन्यवाद</b>`,
      },
    });
    expect(sent.status()).toBe(201);

    await page.goto(`/office/?lang=${language}`);
    await page.getByLabel(language === 'mr' ? 'पासवर्ड' : 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: language === 'mr' ? 'साइन इन करा' : 'Sign in' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByRole('searchbox').fill(tag);
    await page.getByRole('searchbox').press('Enter');
    const enquiry = page.locator('li.enquiry').filter({ hasText: tag });
    await expect(enquiry).toHaveCount(1);
    // What the parent typed, as text.
    await expect(enquiry.locator('.message')).toHaveText(`${tag} प्रवेशाबद्दल प्रश्न <b>धन्यवाद</b>`);
    await expect(
      enquiry.locator('a[href^="mailto:asha@example.net?subject="]').first(),
    ).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    // Nothing spills out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    await enquiry
      .getByRole('button', { name: language === 'mr' ? 'उत्तर दिले अशी खूण करा' : 'Mark as answered' })
      .click();
    await expect(page.locator('li.enquiry.answered').filter({ hasText: tag })).toHaveCount(1);
  });
}
