import {
  DEVANAGARI,
  expect,
  hydrated,
  LANGUAGES,
  markWindow,
  pathIn,
  test,
  wasReloaded,
} from './fixtures';

const NAV = {
  en: [
    'Home',
    'About',
    'Student Life',
    'COVID Response',
    'Clubs & Events',
    'Achievements',
    'Testimonials',
    'Gallery',
    'Contact',
  ],
  anchors: [
    '#home',
    '#about',
    '#student-life',
    '#covid-commitment',
    '#clubs',
    '#achievements',
    '#testimonials',
    '#gallery',
    '#contact',
  ],
};

test.describe('disclaimer banner', () => {
  for (const language of LANGUAGES) {
    test(`states what the site is, in ${language}, on every page`, async ({ page }) => {
      for (const rest of ['/', '/academics', '/brochure', '/no-such-page']) {
        await page.goto(pathIn(language, rest));
        const banner = page.locator('aside').first();
        await expect(banner).toBeVisible();
        await expect(banner).toHaveCSS('background-color', 'rgb(179, 38, 30)');
        const link = banner.getByRole('link');
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        if (language !== 'en') await expect(banner).toContainText(DEVANAGARI);
      }
    });
  }

  test('makes all four statements in English', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'About this website' });
    await expect(banner).toContainText(
      "a student's class project from a summer AI camp for students run by a newspaper publisher",
    );
    await expect(banner).toContainText("not the school's official website");
    await expect(banner).toContainText('AI-generated');
    await expect(banner).toContainText('The information about the school is true');
    await expect(banner.getByRole('link')).toHaveAccessibleName(/official school website.*new tab/);
  });
});

test.describe('header', () => {
  test('stays at the top while the page scrolls, with crest, name and locality', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const crest = header.getByRole('link').first().locator('img[src="/crest.svg"]');
    await expect(crest).toBeVisible();
    // Decorative (the link says where it goes), and drawn: the file arrived.
    await expect(crest).toHaveAttribute('alt', '');
    expect(await crest.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
    await expect(header).toContainText('Ghatkopar International School');
    await expect(header).toContainText('Ghatkopar East, Mumbai');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect((await header.boundingBox())?.y).toBe(0);
  });

  test('lists the nine sections in the spec order on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const links = page
      .getByRole('navigation', { name: 'Sections of the home page' })
      .getByRole('link');
    await expect(links).toHaveText(NAV.en);
    for (const [index, anchor] of NAV.anchors.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', anchor);
    }
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  for (const language of ['hi', 'mr'] as const) {
    test(`names the sections in ${language}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(pathIn(language, '/'));
      const links = page.locator('#site-nav-list a');
      await expect(links).toHaveCount(9);
      for (const text of await links.allTextContents()) expect(text).toMatch(DEVANAGARI);
    });
  }

  test('scrolls to a section and lands its title below the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Student Life' }).click();
    await expect(page).toHaveURL(/#student-life$/);
    const title = page.getByRole('heading', { name: 'Student life' });
    await expect
      .poll(async () => {
        const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
        const top = (await title.boundingBox())?.y ?? -1;
        return top >= headerBottom && top < headerBottom + 120;
      })
      .toBe(true);
  });

  test('from another page, a section link opens the home page at that section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/hi/academics');
    await hydrated(page);
    await page.locator('#site-nav-list a[href="/hi/#contact"]').click();
    await expect(page).toHaveURL(/\/hi\/#contact$/);
    await expect(page.locator('#contact h2')).toBeInViewport();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens a vertical list and closes when a section is chosen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-nav-list');
    await expect(page.locator('#site-nav-list')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = page.locator('#site-nav-list a');
    await expect(links).toHaveText(NAV.en);
    const [first, second] = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox()];
    expect(second?.y).toBeGreaterThan((first?.y ?? 0) + 20); // stacked, not side by side
    await page.getByRole('link', { name: 'Achievements' }).click();
    await expect(page.locator('#site-nav-list')).toBeHidden();
    await expect(page.locator('#achievements h2')).toBeInViewport();
  });

  test('closes on Escape and returns focus to the toggle', async ({ page }) => {
    await page.goto('/mr/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'मेनू' });
    await toggle.click();
    await expect(page.locator('#site-nav-list')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-nav-list')).toBeHidden();
    await expect(page.getByRole('button', { name: 'मेनू' })).toBeFocused();
  });

  test('closes on a click outside', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#site-nav-list')).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(page.locator('#site-nav-list')).toBeHidden();
  });
});

test.describe('footer', () => {
  test('shows the current year, in Devanagari digits in Marathi', async ({ page }) => {
    const year = new Date().getFullYear();
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year}`);
    await page.goto('/mr/');
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Intl.NumberFormat('mr', { useGrouping: false }).format(year)}`,
    );
    await page.goto('/hi/');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year}`);
  });

  for (const language of LANGUAGES) {
    test(`leads to every page and to the school, in ${language}`, async ({ page }) => {
      await page.goto(pathIn(language, '/academics'));
      await hydrated(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('a[href^="tel:+9122"]')).toBeVisible();
      await expect(footer.locator('a[href^="mailto:admissions@"]')).toBeVisible();
      const pages = footer.getByRole('navigation').getByRole('link');
      await expect(pages).toHaveCount(3);
      if (language !== 'en') {
        for (const text of await pages.allTextContents()) expect(text).toMatch(DEVANAGARI);
      }
      const current = footer.locator('a[aria-current="page"]');
      await expect(current).toHaveAttribute('href', pathIn(language, '/academics'));

      await markWindow(page);
      await pages.nth(2).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, '/brochure')}$`));
      await expect(current).toHaveAttribute('href', pathIn(language, '/brochure'));
      expect(await wasReloaded(page)).toBe(false);
    });
  }

  test('keeps the year current after the build year has passed', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T10:00:00+05:30'));
    await page.goto('/mr/');
    await hydrated(page);
    await expect(page.getByRole('contentinfo')).toContainText('© २०३१');
  });
});
