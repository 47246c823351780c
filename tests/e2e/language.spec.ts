import {
  blockLanguageText,
  expect,
  hydrated,
  preloadsOf,
  markWindow,
  test,
  wasReloaded,
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

  test('keeps the reader in place on the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page);
    // Jump, not glide: CSS smooth scrolling would still be moving when the link is clicked.
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    // What the reader is reading: the element a little below the top of the screen (under the
    // sticky header), marked so it can be found again once its words are in Hindi.
    const section = await page.evaluate(() => {
      const element = document.elementFromPoint(window.innerWidth / 2, 200);
      element?.setAttribute('data-reading', '');
      return element?.closest('section[id]')?.id;
    });
    expect(section).toBeTruthy();
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    // A busy machine may take a while: the switch waits for the island to be live.
    await expect(page).toHaveURL(/\/hi\/$/, { timeout: 30_000 });
    // The browser's scroll anchoring keeps the same text in view while the page reflows in
    // Hindi; look once the Devanagari font has arrived. (Not a scroll position: Hindi sentences
    // are longer or shorter than English ones, so everything above moves by some hundred px,
    // more or less depending on when the font and the island arrive.)
    await page.evaluate(() => document.fonts.ready);
    const reading = page.locator('[data-reading]');
    await expect(reading).toBeInViewport();
    expect(await reading.evaluate((element) => element.closest('section[id]')?.id)).toBe(section);
  });

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

  test('downloads only the active language and loads another on demand', async ({ page }) => {
    const isLocaleChunk = (url: string) =>
      /\/assets\/(common|home|errors|academics|brochure)-/.test(url);
    const localeChunks: string[] = [];
    page.on('request', (request) => {
      if (isLocaleChunk(request.url())) localeChunks.push(request.url());
    });
    await page.goto('/hi/');
    await hydrated(page);
    const hindi = localeChunks.length;
    expect(hindi).toBeGreaterThan(0);
    // The English page's own text chunks: what it preloads that the Hindi page does not.
    const englishPreloads = await preloadsOf(page, '/');
    const hindiPreloads = await preloadsOf(page, '/hi/');
    const englishOnly = englishPreloads.filter((file) => !hindiPreloads.includes(file));
    expect(englishOnly.length).toBeGreaterThan(0);
    expect(localeChunks.some((url) => englishOnly.some((file) => url.endsWith(file)))).toBe(false);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(localeChunks.length).toBeGreaterThan(hindi);
  });

  test('says so, in the current language, when a language cannot be loaded', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    await page.goto('/');
    await hydrated(page);
    await blockLanguageText(page, 'mr');
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
});
