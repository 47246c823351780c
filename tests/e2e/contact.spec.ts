// A parent reaches the school: a tap-to-call link on the home page's first screen, and the
// contact details before the form. What Send Message does: tests/e2e/enquiries.spec.ts (the
// enquiries service) and tests/pseudo/mail-form.spec.ts (a static-only host's mail app).
import type { Locator, Page } from '@playwright/test';
import { dialString, parseAdmissionsEmail, parseSchoolPhone } from '../../src/config/schoolContact';
import { formatYear } from '../../src/i18n/format';
import { DEVANAGARI, expect, hydrated, LANGUAGES, pathIn, test, text } from './fixtures';

// The number and address the site was built with (run the tests with the build's settings).
const PHONE = parseSchoolPhone(process.env.SCHOOL_PHONE);
const EMAIL = parseAdmissionsEmail(process.env.ADMISSIONS_EMAIL);
const TEL = `tel:${dialString(PHONE)}`;

/**
 * How many floating controls are on screen (the cat, the like button: `data-floating`; left
 * out while they have stepped aside, hidden), and how many of them overlap `target`'s box:
 * measured in one frame, as sections far off screen take their real height while the page
 * settles (content-visibility) and move it between two separate measurements.
 */
const floatingOver = (target: Locator) =>
  target.evaluate(async (element) => {
    // The page re-measures on the next frame after a change: let it.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const box = element.getBoundingClientRect();
    const shown = [...document.querySelectorAll('[data-floating]')]
      .filter((control) => getComputedStyle(control).visibility !== 'hidden')
      .map((control) => control.getBoundingClientRect())
      .filter((over) => over.width > 0 && over.bottom > 0 && over.top < window.innerHeight);
    const over = shown.filter(
      (control) =>
        control.left < box.right &&
        box.left < control.right &&
        control.top < box.bottom &&
        box.top < control.bottom,
    );
    return { shown: shown.length, over: over.length };
  });

/** The boxes of the elements `selectors` name inside `scope`, measured in one frame. */
const boxesIn = (scope: Locator, selectors: string[]) =>
  scope.evaluate(
    (element, selectors) =>
      selectors.map(
        (selector) => element.querySelector(selector)?.getBoundingClientRect().toJSON() as DOMRect,
      ),
    selectors,
  );

/** Whether the point at the middle of `target` hits it (nothing is drawn over it). */
const hitsItself = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/** Waits for the page, the island and the cat (it arrives after hydration). */
async function openHome(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('section[data-position]')).toBeAttached();
}

const FIRST_SCREENS = [
  { width: 360, height: 740 },
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
];

test.describe('call in one tap from the first screen', () => {
  for (const language of LANGUAGES) {
    for (const viewport of FIRST_SCREENS) {
      test(`${language} at ${viewport.width}×${viewport.height}: the school's number, uncovered, with the facts above it`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openHome(page, pathIn(language, '/'));
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        const call = page.locator(`#home a[href="${TEL}"]`);
        await expect(call).toBeInViewport({ ratio: 1 });
        await expect(call).toContainText(PHONE);
        await expect(call).toContainText(text(language, 'home', 'hero.call'));
        expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        expect(await hitsItself(call)).toBe(true);

        // The floating cat and like button are on screen, and neither lies over the link.
        expect(await floatingOver(call)).toEqual({ shown: 2, over: 0 });

        // Since 2005; preschool to Grade 12; Cambridge IGCSE and the IB Diploma: on the same screen.
        const hero = page.locator('#home');
        const since = hero.getByText(formatYear(language, 2005));
        await expect(since).toBeInViewport({ ratio: 1 });
        const facts = hero.getByText(text(language, 'common', 'school.tagline'), { exact: true });
        await expect(facts).toBeInViewport({ ratio: 1 });
        if (language !== 'en') await expect(facts).toHaveText(DEVANAGARI);
      });
    }

    test(`${language} at 320 px: the call link fits the screen and is a full tap target`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openHome(page, pathIn(language, '/'));
      const call = page.locator(`#home a[href="${TEL}"]`);
      await expect(call).toBeVisible();
      await call.scrollIntoViewIfNeeded();
      const box = (await call.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await hitsItself(call)).toBe(true);
    });
  }
});

test.describe('contact details before the form', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const language of LANGUAGES) {
    test(`on a phone, Contact Us lands on the number, above the form, in ${language}`, async ({
      page,
    }) => {
      await openHome(page, pathIn(language, '/'));
      await page
        .locator('#home')
        .getByRole('link', { name: text(language, 'home', 'hero.cta.contact') })
        .click();
      const contact = page.locator('#contact');
      const call = contact.locator(`a[href="${TEL}"]`);
      await expect(call).toBeInViewport({ ratio: 1 });
      await expect(contact.locator(`dl a[href="mailto:${EMAIL}"]`)).toBeVisible();
      await expect(contact).toContainText(text(language, 'common', 'school.address'));
      await expect(contact).toContainText(text(language, 'common', 'contact.hours'));
      expect((await floatingOver(call)).over).toBe(0);

      // Phone, e-mail, address and office hours, then the form.
      await expect(
        contact.getByRole('heading', {
          name: text(language, 'common', 'contact.title'),
          exact: true,
        }),
      ).toBeVisible();
      const [details, form] = await boxesIn(contact, ['dl', 'form']);
      expect(details!.y + details!.height).toBeLessThan(form!.y);
      const order = await contact.evaluate((section) =>
        [...section.querySelectorAll('dt, form')].map((element) => element.tagName.toLowerCase()),
      );
      expect(order.indexOf('form')).toBe(order.length - 1);
      await expect(contact.locator('dt')).toHaveText(
        ['phone', 'email', 'address', 'hours'].map((key) =>
          text(language, 'common', `contact.${key}`),
        ),
      );
    });
  }

  test('Apply for Admission on the brochure lands on the school’s number', async ({ page }) => {
    await page.goto('/hi/brochure');
    await hydrated(page);
    await page.getByRole('link', { name: text('hi', 'brochure', 'visit.apply') }).click();
    await expect(page).toHaveURL(/\/hi\/#contact$/);
    await expect(page.locator(`#contact a[href="${TEL}"]`)).toBeInViewport({ ratio: 1 });
  });

  test('on a wide screen the details and the form stand side by side', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const [details, form] = await boxesIn(page.locator('#contact'), ['dl', 'form']);
    expect(details!.x + details!.width).toBeLessThan(form!.x);
    expect(Math.abs(details!.y - form!.y)).toBeLessThan(120);
  });
});
