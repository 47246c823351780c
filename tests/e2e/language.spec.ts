import { LANGUAGE_NAMES } from '../../src/i18n/languages';
import {
  blockLanguageText,
  expect,
  hydrated,
  preloadsOf,
  markWindow,
  test,
  wasReloaded,
  webFontLoaded,
} from './fixtures';

const STORAGE_KEY = 'school-site.language';

test.describe('language switcher', () => {
  test('shows each language in its own script, the current one marked', async ({ page }) => {
    await page.goto('/hi/academics');
    const switcher = page.getByRole('navigation', { name: 'भाषा' });
    await expect(switcher.getByRole('link')).toHaveText(['English', 'हिन्दी', 'मराठी']);
    await expect(switcher.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/academics',
    );
    await expect(switcher.getByRole('link', { name: 'मराठी' })).toHaveAttribute(
      'href',
      '/mr/academics',
    );
  });

  test('opens the same page in the chosen language, keeping the section, without a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/#clubs');
    await hydrated(page);
    await markWindow(page);
    await page.getByRole('link', { name: 'मराठी' }).click();
    await expect(page).toHaveURL(/\/mr\/#clubs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.locator('#clubs h2')).toHaveText('क्लब आणि उपक्रम');
    await expect(page).toHaveTitle(/घाटकोपर इंटरनॅशनल स्कूल/);
    expect(await wasReloaded(page)).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('mr');

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/#clubs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#clubs h2')).toHaveText('Clubs and events');
    expect(await wasReloaded(page)).toBe(false);
  });

  // WebKit has no scroll anchoring, and Chromium's gives up when the text under its anchor is
  // replaced: the site keeps the place itself. Chromium's anchoring is turned off in three of the
  // cases (as WebKit is), so they fail if the site does not.
  for (const { from, to, width, anchoring } of [
    { from: '/', to: 'hi', width: 1280, anchoring: false },
    { from: '/', to: 'mr', width: 375, anchoring: false },
    { from: '/hi/', to: 'en', width: 375, anchoring: true },
    { from: '/mr/academics', to: 'hi', width: 1280, anchoring: false },
  ] as const) {
    test(`keeps the line being read where it was: ${from} to ${to} at ${width} px${anchoring ? '' : ', no scroll anchoring'}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(from);
      await hydrated(page);
      // Live and idle: the switch's helpers (their chunk) and the other languages' text have come.
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((entry) => /\/assets\/ahead-/.test(entry.name)),
          ),
        )
        .toBe(true);
      await page.waitForLoadState('networkidle');
      if (from !== '/') await webFontLoaded(page);
      if (!anchoring) {
        await page.evaluate(() =>
          document.documentElement.style.setProperty('overflow-anchor', 'none'),
        );
      }
      // Jump, not glide: CSS smooth scrolling would still be moving when the link is tapped.
      const top = from.includes('academics') ? 700 : 1500;
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), top);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top / 2);
      // On a phone the header folds with the scroll (a scroll-driven animation, applied at the
      // next frame), moving the page under it by 44 px: measured before that, the line would
      // seem to move with the switch. Wait until the header's height holds from frame to frame.
      const headerHeight = () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  resolve(document.querySelector('header')?.getBoundingClientRect().height ?? 0),
                ),
              ),
            ),
        );
      let height = await headerHeight();
      await expect
        .poll(async () => {
          const [was, now] = [height, await headerHeight()];
          height = now;
          return now === was;
        })
        .toBe(true);
      // What the reader is reading: the smallest element on the line under the sticky header.
      const before = await page.evaluate(() => {
        const line = (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + 8;
        const element = document
          .elementsFromPoint(window.innerWidth / 2, line)
          .find((hit) => hit.closest('main') && hit.tagName !== 'MAIN');
        element?.setAttribute('data-reading', '');
        const style = element ? getComputedStyle(element) : null;
        return {
          top: element?.getBoundingClientRect().top ?? NaN,
          line: parseFloat(style?.lineHeight ?? '') || 24,
        };
      });
      expect(before.top).not.toBeNaN();
      // A finger's tap where the link is (a locator's click would first scroll the link
      // "into view", past the scroll padding that keeps content clear of the sticky header).
      const link = page
        .getByRole('banner')
        .getByRole('link', { name: LANGUAGE_NAMES[to], exact: true });
      const box = await link.boundingBox();
      if (!box) throw new Error('the language link is not on screen');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      // Once the new language's font has arrived and the place is no longer held.
      if (to !== 'en') await webFontLoaded(page);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(1600);
      const after = await page
        .locator('[data-reading]')
        .evaluate((element) => element.getBoundingClientRect().top);
      expect(Math.abs(after - before.top)).toBeLessThanOrEqual(before.line);
    });
  }

  test('browser back returns to the previous language', async ({ page }) => {
    await page.goto('/academics');
    await hydrated(page);
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page.locator('h1')).toHaveText('पढ़ाई');
    await page.goBack();
    await expect(page).toHaveURL(/\/academics$/);
    await expect(page.locator('h1')).toHaveText('Academics');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a page downloads only its own language until it is live; the others come at idle', async ({
    page,
  }) => {
    const localeChunks: string[] = [];
    page.on('request', (request) => localeChunks.push(new URL(request.url()).pathname));
    // The English page's own text chunks: what it preloads that the Hindi page does not.
    const englishPreloads = await preloadsOf(page, '/');
    const hindiPreloads = await preloadsOf(page, '/hi/');
    const englishOnly = englishPreloads.filter((file) => !hindiPreloads.includes(file));
    expect(englishOnly.length).toBeGreaterThan(0);
    await page.goto('/hi/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const beforeLive = [...localeChunks];
    expect(beforeLive.length).toBeGreaterThan(0);
    expect(beforeLive.some((file) => englishOnly.includes(file))).toBe(false);
    // Live and idle: this page's English text is here before any tap.
    await expect
      .poll(() => englishOnly.every((file) => localeChunks.includes(file)), { timeout: 15_000 })
      .toBe(true);
    const beforeTap = localeChunks.length;
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('h1')).toHaveText(/curious children/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(localeChunks.slice(beforeTap).filter((file) => englishOnly.includes(file))).toEqual([]);
  });

  test('with Save-Data on, another language comes only when it is chosen', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    const hindiPreloads = await preloadsOf(page, '/hi/');
    const englishOnly = (await preloadsOf(page, '/')).filter(
      (file) => !hindiPreloads.includes(file),
    );
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/hi/');
    await hydrated(page);
    await page.waitForTimeout(3000); // long enough for the idle callbacks to have run
    expect(requested.filter((file) => englishOnly.includes(file))).toEqual([]);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('h1')).toHaveText(/curious children/);
    expect(requested.some((file) => englishOnly.includes(file))).toBe(true);
  });

  test('the tapped language looks pressed at once, until its page shows', async ({ page }) => {
    // No prefetch (Save-Data), and Hindi's text held back, as on a slow connection.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    const englishPreloads = await preloadsOf(page, '/');
    const hindiOnly = (await preloadsOf(page, '/hi/')).filter(
      (file) => !englishPreloads.includes(file),
    );
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => hindiOnly.includes(url.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/');
    await hydrated(page);
    const link = page.getByRole('banner').getByRole('link', { name: 'हिन्दी', exact: true });
    const look = () =>
      link.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} ${style.boxShadow}`;
      });
    const resting = await look();
    await link.click();
    await expect(link).toHaveAttribute('data-pending', '');
    expect(await look()).not.toBe(resting);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(link).not.toHaveAttribute('data-pending');
  });

  test('says so, in the current language, when a language cannot be loaded', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    // Blocked from the start: a live page fetches the other languages' text at idle.
    await blockLanguageText(page, 'mr');
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'मराठी' }).click();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(
      /the मराठी version of this page could not be loaded/,
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText(/curious children/);
  });
});

test.describe('remembered choice', () => {
  test('an English URL opens the remembered Hindi page, replacing the history entry', async ({
    page,
  }) => {
    await page.goto('/brochure');
    await page.evaluate((key) => localStorage.setItem(key, 'hi'), STORAGE_KEY);
    await page.goto('/academics#top');
    await expect(page).toHaveURL(/\/hi\/academics#top$/);
    await expect(page.locator('h1')).toHaveText('पढ़ाई');
    await page.goBack();
    await expect(page).toHaveURL(/\/brochure$/); // the English /academics entry was replaced
  });

  test('the URL language wins over the remembered one', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'hi'), STORAGE_KEY);
    await page.goto('/mr/academics');
    await hydrated(page);
    await expect(page).toHaveURL(/\/mr\/academics$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  });

  test('a remembered English choice stays on English pages', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, 'en'), STORAGE_KEY);
    await page.goto('/academics');
    await hydrated(page);
    await expect(page).toHaveURL(/\/academics$/);
  });

  test('a stored value we did not write is ignored', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, '"><script>x</script>'), STORAGE_KEY);
    await page.goto('/');
    await hydrated(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('storage that throws is not fatal: the switch still works for the visit', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });
});

test.describe('browser language offer', () => {
  test.use({ locale: 'mr-IN' });

  test('offers the page in Marathi, in Marathi, without redirecting', async ({ page }) => {
    await page.goto('/academics');
    await hydrated(page);
    const offer = page.getByRole('region', { name: 'भाषेविषयी सूचना' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'mr');
    await expect(page).toHaveURL(/\/academics$/);
    await offer.getByRole('button', { name: 'मराठीत वाचा' }).click();
    await expect(page).toHaveURL(/\/mr\/academics$/);
    await expect(page.locator('h1')).toHaveText('अभ्यासक्रम');
    await expect(offer).toBeHidden();
  });

  test('can be dismissed, and stays dismissed', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const offer = page.getByRole('region', { name: 'भाषेविषयी सूचना' });
    await offer.getByRole('button', { name: 'नको, धन्यवाद' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(offer).toBeHidden();
  });

  test('is not shown on a Marathi page', async ({ page }) => {
    await page.goto('/mr/');
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'भाषेविषयी सूचना' })).toHaveCount(0);
  });
});

test.describe('a crawler or English browser', () => {
  test.use({ locale: 'en-US' });

  test('sees English with no offer and no redirect', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('section[lang]')).toHaveCount(0);
  });

  test('does not download the Devanagari font', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/deva/.test(request.url())) fonts.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(3000); // long enough for the idle callbacks to have run
    expect(fonts).toEqual([]);
  });
});

test.describe('the font of the language the browser prefers', () => {
  test.use({ locale: 'hi-IN' });

  test('is loaded at idle once an English page is live, so the switch draws in it at once', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    // English was chosen before: no offer, whose card would bring the font itself.
    await page.addInitScript((key) => localStorage.setItem(key, 'en'), STORAGE_KEY);
    await page.goto('/');
    const devanagari = () => fonts.filter((file) => /deva/.test(file));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(devanagari()).toEqual([]);
    await hydrated(page);
    await webFontLoaded(page);
    expect(devanagari()).toHaveLength(2);
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(devanagari()).toHaveLength(2); // the same two files, not asked for again
  });
});
