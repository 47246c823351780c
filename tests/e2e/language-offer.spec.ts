import type { Page } from '@playwright/test';
import {
  expect,
  hydrated,
  layoutShifts,
  preloadsOf,
  recordLayoutShifts,
  scrollToElement,
  test,
} from './fixtures';

// The offer to read an English page in the browser's language comes with the page: its words
// are in it, and the entry script shows it without waiting for the app (its card is a small
// chunk of its own, which a slow connection may bring a moment after the page is drawn). It
// must move nothing on screen when it comes, and, as it lies over the page, hide nothing a
// parent could tap.

const OFFERS = [
  {
    locale: 'hi-IN',
    language: 'hi',
    label: 'भाषा का सुझाव',
    message: 'यह पेज हिन्दी में भी उपलब्ध है।',
    accept: 'हिन्दी में पढ़ें',
    dismiss: 'नहीं, धन्यवाद',
  },
  {
    locale: 'mr-IN',
    language: 'mr',
    label: 'भाषेविषयी सूचना',
    message: 'हे पान मराठीतही उपलब्ध आहे.',
    accept: 'मराठीत वाचा',
    dismiss: 'नको, धन्यवाद',
  },
] as const;

/**
 * Holds back the offer's card (its own small chunk, fetched once the page's entry script has
 * decided to offer) until `release()`: the offer arrives as late as the test says, as on a slow
 * connection. `asked` resolves once the page has asked for it.
 */
async function holdOfferCard(page: Page) {
  let asked!: () => void;
  let release!: () => void;
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/offerCard-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { asked: wasAsked, release };
}

/**
 * What the offer lies over: every link, button or field of the page outside it that a finger
 * could reach (drawn, not hidden), the sticky header and the floating buttons; and whether
 * each of its own buttons is the first thing under its centre (nothing lies over them).
 */
async function whatTheOfferCovers(page: Page, label: string) {
  return page.evaluate((label) => {
    const offer = document.querySelector(`section[aria-label="${label}"]`);
    if (!offer) throw new Error('no offer');
    const box = offer.getBoundingClientRect();
    const overlap = (other: DOMRect) =>
      box.left < other.right &&
      other.left < box.right &&
      box.top < other.bottom &&
      other.top < box.bottom;
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return (
        rect.width > 0 && rect.height > 0 && element.checkVisibility({ visibilityProperty: true })
      );
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40) || element.getAttribute('aria-label')}"`;
    const targets = [
      ...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]'),
    ].filter(
      (element) =>
        !offer.contains(element) &&
        element.getAttribute('tabindex') !== '-1' &&
        shown(element) &&
        overlap(element.getBoundingClientRect()),
    );
    const header = document.querySelector('header');
    const floating = [...document.querySelectorAll('[data-floating]')].filter(
      (element) => shown(element) && overlap(element.getBoundingClientRect()),
    );
    const buried = [...offer.querySelectorAll('button')].filter((button) => {
      const rect = button.getBoundingClientRect();
      const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return !top || !button.contains(top);
    });
    return {
      tapTargets: targets.map(describe),
      header: header ? overlap(header.getBoundingClientRect()) : false,
      floating: floating.map(describe),
      buried: buried.map(describe),
    };
  }, label);
}

type Place = 'at the top' | 'scrolled';

/** Where a parent may be on the page when the offer comes. */
const PLACES: Record<Place, (page: Page, path: string) => Promise<void>> = {
  'at the top': async () => {},
  scrolled: async (page, path) => {
    // Home: part-way into the clubs; Academics: part-way down the page.
    if (path === '/') await scrollToElement(page, 'clubs', -150);
    else await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  },
};

for (const offer of OFFERS) {
  test.describe(`a browser that prefers ${offer.locale}`, () => {
    test.use({ locale: offer.locale });

    for (const width of [375, 1280]) {
      for (const path of ['/', '/academics']) {
        for (const place of ['at the top', 'scrolled'] as const) {
          test(`the offer arriving late moves nothing on ${path} at ${width}px, ${place}`, async ({
            page,
          }) => {
            await page.setViewportSize({ width, height: width < 1000 ? 667 : 800 });
            await recordLayoutShifts(page);
            const text = await holdOfferCard(page);
            await page.goto(path);
            await hydrated(page);
            await PLACES[place](page, path);
            await text.asked;
            const before = await layoutShifts(page);

            text.release();
            const region = page.getByRole('region', { name: offer.label });
            await expect(region).toBeVisible();
            await expect(region).toContainText(offer.message);

            const after = await layoutShifts(page);
            expect(after.slice(before.length), 'layout shifts once the offer came').toEqual([]);
            // Seen where the parent is, in full, below the sticky header, nothing over it.
            await expect(region).toBeInViewport({ ratio: 1 });
            const covered = await whatTheOfferCovers(page, offer.label);
            expect(covered.header, 'the offer lies over the sticky header').toBe(false);
            expect(covered.buried, 'something lies over the offer').toEqual([]);
            expect(covered.floating, 'floating buttons under the offer').toEqual([]);
          });
        }
      }
    }

    test('the offer arriving with the page moves nothing after it comes', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await recordLayoutShifts(page);
      // The moment it is in the page, from the page's own clock.
      await page.addInitScript((label) => {
        new MutationObserver((_records, observer) => {
          if (document.querySelector(`section[aria-label="${label}"]`)) {
            Object.assign(window, { __offerAt: performance.now() });
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      }, offer.label);
      await page.goto('/academics');
      await hydrated(page);
      await expect(page.getByRole('region', { name: offer.label })).toBeVisible();
      const shifts = await layoutShifts(page);
      const at = await page.evaluate(() => (window as unknown as { __offerAt: number }).__offerAt);
      expect(shifts.filter((shift) => shift.at >= at)).toEqual([]);
    });

    test('comes before the page is live, in its words, and takes the parent there', async ({
      page,
      observed,
    }) => {
      observed.allowFailedRequests = true;
      // The offered language's text files: the offer needs none of them.
      const english = await preloadsOf(page, '/academics');
      const theirs = (await preloadsOf(page, `/${offer.language}/academics`)).filter(
        (file) => !english.includes(file),
      );
      expect(theirs.length).toBeGreaterThan(0);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      // The app never arrives: the offer needs none of it.
      await page.route(/\/assets\/hydrate-[\w-]+\.js$/, (route) => route.abort());
      await page.goto('/academics');
      const region = page.getByRole('region', { name: offer.label });
      await expect(region).toBeVisible();
      await expect(region).toHaveAttribute('lang', offer.language);
      await expect(region).toContainText(offer.message);
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      expect(asked.filter((path) => theirs.includes(path))).toEqual([]);

      await region.getByRole('button', { name: offer.accept }).click();
      await expect(page).toHaveURL(new RegExp(`/${offer.language}/academics$`));
      await expect(page.locator('html')).toHaveAttribute('lang', offer.language);
      await expect(region).toHaveCount(0);
      observed.consoleErrors.length = 0; // the aborted scripts are logged
    });

    test('dismissed before the page is live, it does not come back', async ({ page, observed }) => {
      observed.allowFailedRequests = true;
      await page.route(/\/assets\/hydrate-[\w-]+\.js$/, (route) => route.abort());
      await page.goto('/');
      const region = page.getByRole('region', { name: offer.label });
      await region.getByRole('button', { name: offer.dismiss }).click();
      await expect(region).toHaveCount(0);
      await page.unrouteAll({ behavior: 'wait' });
      observed.consoleErrors.length = 0; // the aborted script is logged
      await page.reload();
      await hydrated(page);
      await expect(page).toHaveURL(/\/$/);
      await expect(region).toHaveCount(0);
    });

    for (const [width, height] of [
      [320, 568],
      [360, 740],
      [375, 667],
      [414, 896],
    ] as const) {
      test(`the offer covers no link, button or field at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        for (const [path, place] of [
          ['/', 'at the top'],
          ['/', 'scrolled'],
          ['/academics', 'at the top'],
        ] as const) {
          const text = await holdOfferCard(page);
          await page.goto(path);
          await hydrated(page);
          await PLACES[place](page, path);
          text.release();
          const region = page.getByRole('region', { name: offer.label });
          await expect(region).toBeVisible();
          await expect(region).toBeInViewport({ ratio: 1 });
          const covered = await whatTheOfferCovers(page, offer.label);
          expect(covered, `${path}, ${place}`).toEqual({
            tapTargets: [],
            header: false,
            floating: [],
            buried: [],
          });
          await page.unrouteAll({ behavior: 'wait' });
        }
      });
    }

    test('a section link lands its title below the offer, not under it', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await hydrated(page);
      const region = page.getByRole('region', { name: offer.label });
      await expect(region).toBeVisible();
      await page.evaluate(() => {
        const landed = new Promise((resolve) =>
          addEventListener('scrollend', resolve, { once: true }),
        );
        Object.assign(window, { landed });
      });
      await page.locator('#site-nav-list a[href="#clubs"]').click();
      await page.evaluate(() => (window as unknown as { landed: Promise<unknown> }).landed);
      // The offer is still there, and the section's title starts below it.
      const box = (await region.boundingBox())!;
      const title = (await page.locator('#clubs-title').boundingBox())!;
      expect(title.y).toBeGreaterThanOrEqual(box.y + box.height);
    });

    test('the offer is announced politely, reached after the switcher, and dismissed', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      const text = await holdOfferCard(page);
      await page.goto('/');
      await hydrated(page);
      // A polite live region is on the page, empty, before the offer comes into it.
      const live = page.locator('[aria-live="polite"]', {
        has: page.getByRole('region', { name: offer.label }),
      });
      await expect(page.locator('header [aria-live="polite"]')).toBeEmpty();
      text.release();
      await expect(live).toBeVisible();
      await expect(live).toContainText(offer.message);

      // From the last language of the switcher, Tab reaches the offer's buttons next.
      const switcher = page.getByRole('navigation', { name: 'Language' });
      await switcher.getByRole('link', { name: 'मराठी' }).focus();
      await page.keyboard.press('Tab');
      const region = page.getByRole('region', { name: offer.label });
      await expect(region.getByRole('button', { name: offer.accept })).toBeFocused();
      await page.keyboard.press('Tab');
      const dismiss = region.getByRole('button', { name: offer.dismiss });
      await expect(dismiss).toBeFocused();

      // Dismissed from the keyboard: gone, with focus on that language in the switcher.
      await page.keyboard.press('Enter');
      await expect(region).toHaveCount(0);
      await expect(switcher.locator(`a[hreflang="${offer.language}"]`)).toBeFocused();
    });
  });
}
