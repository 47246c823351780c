import type { Page } from '@playwright/test';
import {
  DEVANAGARI,
  expect,
  HOME_SECTION_IDS,
  hydrated,
  LANGUAGES,
  pathIn,
  scrollToElement,
  test,
} from './fixtures';

const PAGES = ['/', '/academics', '/brochure', '/missing-page'];
const WIDTHS = [320, 375, 768, 1024, 1280, 1440];

test.describe('the current section in the nav', () => {
  for (const language of LANGUAGES) {
    test(`follows the reader down the home page in ${language}`, async ({ page }) => {
      await page.goto(pathIn(language, '/'));
      await hydrated(page);
      const nav = page.locator('#site-nav-list');
      const current = nav.locator('a[aria-current="location"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', '#home');

      // The link scrolls smoothly; the current link is read once the scroll has ended.
      await page.evaluate(() => {
        const landed = new Promise((resolve) =>
          addEventListener('scrollend', resolve, { once: true }),
        );
        Object.assign(window, { landed });
      });
      await nav.locator('a[href="#achievements"]').click();
      await page.evaluate(() => (window as unknown as { landed: Promise<unknown> }).landed);
      await expect(current).toHaveAttribute('href', '#achievements');
      if (language !== 'en') await expect(current).toHaveText(DEVANAGARI);

      await scrollToElement(page, 'gallery', 100);
      await expect(current).toHaveAttribute('href', '#gallery');
    });
  }

  test('marks nothing on pages that are not the home page', async ({ page }) => {
    await page.goto('/mr/academics');
    await hydrated(page);
    await expect(page.locator('#site-nav-list a[aria-current]')).toHaveCount(0);
  });
});

/** The cards that rise into place, and whether each has a scroll-linked animation. */
const revealing = (page: Page) =>
  page
    .locator('#gallery li figure')
    .evaluateAll((figures) =>
      figures.map((figure) =>
        figure
          .getAnimations()
          .some((animation) => animation.timeline?.constructor.name === 'ViewTimeline'),
      ),
    );

test.describe('section reveal', () => {
  test('cards rise into place as they scroll in, and stand still once there', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/hi/');
    await hydrated(page);
    expect(await revealing(page)).toEqual([true, true, true, true, true, true]);
    // Below the screen, a card waits a little lower than its place…
    const card = page.locator('#gallery li figure').first();
    const offset = () =>
      card.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).f);
    await expect.poll(offset).toBeGreaterThan(0);
    // …and is exactly in place once the reader has scrolled to it.
    await page.evaluate(() => {
      const section = document.getElementById('gallery');
      window.scrollTo({ top: section?.offsetTop ?? 0, behavior: 'instant' });
    });
    await expect.poll(offset).toBe(0);
  });

  test('nothing moves for readers who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/mr/');
    await hydrated(page);
    expect(await revealing(page)).toEqual([false, false, false, false, false, false]);
  });
});

test.describe('home sections drawn as the reader nears them', () => {
  for (const width of [375, 1280]) {
    test(`are not drawn far below the screen, and their estimated heights hold at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const language of LANGUAGES) {
        await page.goto(pathIn(language, '/'));
        await hydrated(page);
        const ids = await page
          .locator('main section[id]')
          .evaluateAll((sections) =>
            sections
              .filter((section) => getComputedStyle(section).contentVisibility === 'auto')
              .map((section) => section.id),
          );
        expect(ids, language).toEqual(HOME_SECTION_IDS.slice(1)); // all but the hero
        // Skipped: the contact section's heading is not drawn while the reader is at the top.
        const drawn = (id: string) =>
          page.evaluate(
            (id) =>
              document
                .getElementById(`${id}-title`)
                ?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
            id,
          );
        expect(await drawn('contact')).toBe(false);
        for (const id of ids) {
          await scrollToElement(page, id);
          await expect.poll(() => drawn(id)).toBe(true);
          const { estimate, height } = await page.evaluate((id) => {
            const section = document.getElementById(id)!;
            return {
              estimate: parseFloat(
                getComputedStyle(section).containIntrinsicBlockSize.split(' ').pop()!,
              ),
              height: section.getBoundingClientRect().height,
            };
          }, id);
          // src/sections/Section.module.scss lists the estimates: measure again if this fails.
          expect(
            Math.abs(estimate - height) / height,
            `${language} #${id}: ${estimate} for ${height} px`,
          ).toBeLessThan(1 / 3);
        }
      }
    });
  }
});

/** Visible controls smaller than 44×44 px, except links inside running text. */
const smallTargets = (page: Page) =>
  page
    .locator('a[href], button, input, select, textarea, summary, [role="tab"]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          if (element.closest('[inert], [aria-hidden="true"]')) return false;
          // WCAG's exception: a link in a sentence takes the sentence's line height.
          if (element.matches('a') && element.parentElement?.closest('p')) return false;
          return box.width < 44 || box.height < 44;
        })
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}" ${Math.round(element.getBoundingClientRect().width)}×${Math.round(element.getBoundingClientRect().height)}`,
        ),
    );

test.describe('phones', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const language of LANGUAGES) {
    test(`every control is at least 44×44 px in ${language}`, async ({ page }) => {
      for (const rest of PAGES) {
        await page.goto(pathIn(language, rest));
        await hydrated(page);
        // The cat guide arrives after hydration, in its own chunk.
        await page.waitForLoadState('networkidle');
        expect(await smallTargets(page), pathIn(language, rest)).toEqual([]);
      }
    });
  }
});

test.describe('the header on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const language of LANGUAGES) {
    test(`folds to a slim bar of languages and menu once the reader scrolls, in ${language}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(pathIn(language, '/'));
      await hydrated(page);
      const header = page.getByRole('banner');
      const brand = header.getByRole('link').first();
      await expect(brand).toBeInViewport();
      const full = (await header.boundingBox())?.height ?? 0;
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
      await expect.poll(async () => (await header.boundingBox())?.height).toBeLessThan(80);
      expect(full).toBeGreaterThan(100);
      await expect(header.getByRole('button', { expanded: false })).toBeInViewport();
      await expect(header.locator('[aria-current="true"]')).toBeInViewport();
      // Back at the top, the school's name is back.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect.poll(async () => (await header.boundingBox())?.height).toBe(full);
    });
  }

  test('keeps its full height for readers who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/mr/');
    const header = page.getByRole('banner');
    const full = (await header.boundingBox())?.height;
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    await expect(header.getByRole('link').first()).toBeInViewport();
    expect((await header.boundingBox())?.height).toBe(full);
  });

  test('on the narrowest phones the menu button keeps its icon and its name', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    const box = await toggle.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });
});

test.describe('every width', () => {
  for (const language of LANGUAGES) {
    test(`no page scrolls sideways from 320 to 1440 px in ${language}`, async ({ page }) => {
      test.slow(); // 24 pages loaded and hydrated: over a minute on a busy two-core machine
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const rest of PAGES) {
          await page.goto(pathIn(language, rest));
          await hydrated(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${pathIn(language, rest)} at ${width} px`).toBeLessThanOrEqual(0);
        }
      }
    });
  }

  test('running text keeps a comfortable line length on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const language of LANGUAGES) {
      for (const rest of PAGES) {
        await page.goto(pathIn(language, rest));
        // The longest line of any paragraph, in ems of its own font: 40 em is about 80
        // characters of English.
        const widest = await page.locator('main p').evaluateAll((paragraphs) =>
          Math.max(
            0,
            ...paragraphs.map((p) => {
              const range = document.createRange();
              range.selectNodeContents(p);
              const lines = [...range.getClientRects()].map((line) => line.width);
              return Math.max(0, ...lines) / parseFloat(getComputedStyle(p).fontSize);
            }),
          ),
        );
        expect(widest, pathIn(language, rest)).toBeLessThanOrEqual(40);
      }
    }
  });
});

test('the 404 page shows the school cat asleep, in a space kept for it', async ({ page }) => {
  await page.goto('/hi/no-such-page');
  const cat = page.locator('main svg[data-asleep="true"]');
  const space = page.locator('main div:has(> svg[data-asleep])');
  await hydrated(page);
  await expect(cat).toBeVisible();
  await expect(cat).toHaveAttribute('aria-hidden', 'true');
  expect((await space.boundingBox())?.height).toBeGreaterThan(90);
});

/**
 * What a finger could hit on the first screen that lies under a floating control (the folded
 * cat, the like button): a floating control is anything `position: fixed` that holds one.
 */
const tapsUnderFloatingControls = (page: Page) =>
  page.evaluate(async () => {
    // The page measures on the next frame after a scroll or resize: let it.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const TAPPABLE = 'a[href], button, input, select, textarea, summary';
    const onScreen = (box: DOMRect) =>
      box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) =>
        getComputedStyle(element).position === 'fixed' &&
        onScreen(element.getBoundingClientRect()) &&
        (element.matches(TAPPABLE) || element.querySelector(TAPPABLE)),
    );
    const controls = floating
      .flatMap((element) =>
        element.matches(TAPPABLE)
          ? [element]
          : [...element.querySelectorAll<HTMLElement>(TAPPABLE)],
      )
      .filter((control) => getComputedStyle(control).visibility !== 'hidden');
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)}"`;
    const found: string[] = [];
    for (const target of document.querySelectorAll<HTMLElement>(TAPPABLE)) {
      if (floating.some((element) => element.contains(target))) continue;
      const box = target.getBoundingClientRect();
      if (!onScreen(box) || getComputedStyle(target).visibility === 'hidden') continue;
      for (const control of controls) {
        const over = control.getBoundingClientRect();
        if (!onScreen(over)) continue;
        const shared =
          Math.min(box.right, over.right) > Math.max(box.left, over.left) &&
          Math.min(box.bottom, over.bottom) > Math.max(box.top, over.top);
        if (shared) found.push(`${name(target)} under ${name(control)}`);
      }
    }
    return { floating: floating.length, shown: controls.length, found };
  });

const LIKE = { en: /Like this school/, hi: /पसंद करें/, mr: /पसंती द्या/ };

test.describe('floating controls', () => {
  for (const language of LANGUAGES) {
    test(`cover nothing a parent must tap on the first screen, 320-414 px, in ${language}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(pathIn(language, '/'));
      await hydrated(page);
      // The cat arrives after hydration: the check is about the screen with it in place.
      await expect(page.locator('section[data-position]')).toBeAttached();
      for (const width of [320, 360, 375, 390, 414]) {
        for (const height of [640, 740, 800, 900]) {
          await page.setViewportSize({ width, height });
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          // A control steps aside when its observer reports what lies under it, which can be
          // a frame or two after the resize: the screen must come right, not be right at once.
          await expect
            .poll(() => tapsUnderFloatingControls(page), { message: `${width} × ${height}` })
            .toMatchObject({ floating: 2, found: [] });
        }
      }
      // Where they had stepped aside, they come back once the hero's buttons are scrolled clear
      // of the bottom corners (however far down the hero puts them).
      await page.setViewportSize({ width: 320, height: 740 });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.evaluate(() => {
        const actions = document.querySelector('#home a[href="#contact"]')?.parentElement;
        const bottom = actions?.getBoundingClientRect().bottom ?? 0;
        window.scrollBy({ top: bottom - (window.innerHeight - 200), behavior: 'instant' });
      });
      await expect(page.getByRole('button', { name: LIKE[language] })).toBeVisible();
      await expect(page.locator('section[data-position] button')).toBeVisible();
      expect((await tapsUnderFloatingControls(page)).shown).toBe(2);
    });
  }
});
