import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, LANGUAGES, pathIn, test } from './fixtures';

/**
 * WCAG 2.2, 2.2.2 Pause, Stop, Hide: nothing moves by itself for more than five seconds unless
 * the parent can pause it, and nothing moves at all for a reader who asks for reduced motion.
 * What moves by itself on these pages is the cat (its tail, its blink, the Zs of its nap; on
 * the home page and asleep on the 404) and the tour once Play is pressed (its scenes and their
 * decorations, which Pause stops). Animations tied to scrolling move only as the reader
 * scrolls and are not counted here.
 *
 * An animation's timing says how long it runs from its start (its delay, its iterations and
 * their length), so the check reads it rather than waiting five seconds: every animation on
 * the document's clock that is playing must end within 5 s. The cat falls asleep on a timer,
 * run on Playwright's clock.
 */

const PAGES = ['/', '/academics', '/brochure', '/no-such-page'];
const LIMIT_MS = 5000;
const SLEEP_MS = 10_000;
// Under reduced motion an animation may last at most the global rule's 0.01 ms (global.scss);
// checked at once, not awaited: nothing may move even for a moment.
const STILL_MS = 1; // src/features/mascot/mascotState.ts, SLEEP_DELAY_MS

/**
 * Animations on the document's clock that play on past `limit` ms from their start (paused
 * ones and scroll-linked ones aside), in the element `scope` picks.
 */
const movingBeyond = (page: Page, limit: number, scope = 'html') =>
  page.evaluate(
    ([limit, scope]) => {
      const name = (animation: Animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const element = target
          ? `${target.tagName.toLowerCase()}.${String(target.getAttribute('class')).split(' ')[0]}`
          : '?';
        return `${(animation as CSSAnimation).animationName || 'animation'} on ${element}`;
      };
      return document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline instanceof DocumentTimeline &&
            document
              .querySelector(scope)
              ?.contains((animation.effect as KeyframeEffect | null)?.target ?? null) === true &&
            animation.playState === 'running' &&
            Number(animation.effect?.getComputedTiming().endTime) > limit,
        )
        .map((animation) => {
          const end = Number(animation.effect?.getComputedTiming().endTime);
          return `${name(animation)} runs ${end === Infinity ? 'forever' : `${Math.round(end)} ms`}`;
        });
    },
    [limit, scope] as const,
  );

/** The home page with the cat on its card (on its fake clock, which runs until then). */
async function homeWithCat(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
  const card = page.locator('section[data-position]');
  await expect(card).toBeAttached();
  return card;
}

async function asleep(page: Page, card: Locator) {
  await page.clock.runFor(SLEEP_MS + 1000);
  await expect(card).toHaveAttribute('data-state', 'asleep');
}

test.describe('what moves by itself stops within five seconds (WCAG 2.2.2)', () => {
  for (const language of LANGUAGES) {
    test(`on every page in ${language}, and the cat awake and asleep`, async ({ page }) => {
      for (const rest of PAGES.filter((rest) => rest !== '/')) {
        await page.goto(pathIn(language, rest));
        await hydrated(page);
        // The 404's cat is lazy: it arrives asleep after hydration.
        if (rest === '/no-such-page')
          await expect(page.locator('main svg[data-asleep="true"]')).toBeVisible();
        expect(await movingBeyond(page, LIMIT_MS), pathIn(language, rest)).toEqual([]);
      }
      const card = await homeWithCat(page, pathIn(language, '/'));
      await expect(card.locator('svg[data-asleep]')).toBeVisible();
      expect(await movingBeyond(page, LIMIT_MS), 'the cat awake').toEqual([]);
      await asleep(page, card);
      expect(await movingBeyond(page, LIMIT_MS), 'the cat asleep').toEqual([]);
    });
  }

  test('the tour plays only after Play, and Pause stops it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/mr/');
    await hydrated(page);
    await page.locator('#home button[aria-haspopup="dialog"]').click();
    const dialog = page.locator('dialog[open]');
    const play = dialog.locator('button[data-playing]');
    await expect(play).toHaveAttribute('data-playing', 'false');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const title = dialog.locator('h3');
    const first = await title.textContent();
    await page.clock.runFor(30_000);
    await expect(title).toHaveText(first ?? '');

    await play.click();
    await page.clock.runFor(5000);
    await expect(title).not.toHaveText(first ?? '');
    const second = await title.textContent();
    await play.click(); // Pause
    await expect(play).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(30_000);
    await expect(title).toHaveText(second ?? '');
    // And the picture stands still: the scene's decorations and the cat are paused.
    await expect.poll(() => movingBeyond(page, 0, 'dialog[open]')).toEqual([]);
  });
});

test.describe('nothing moves for readers who ask for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const language of LANGUAGES) {
    test(`the cat and the 404's cat stand still in ${language}`, async ({ page }) => {
      await page.goto(pathIn(language, '/no-such-page'));
      await hydrated(page);
      await expect(page.locator('main svg[data-asleep="true"]')).toBeVisible();
      expect(await movingBeyond(page, STILL_MS)).toEqual([]);
      const card = await homeWithCat(page, pathIn(language, '/'));
      await expect(card.locator('svg[data-asleep]')).toBeVisible();
      expect(await movingBeyond(page, STILL_MS)).toEqual([]);
      await asleep(page, card);
      expect(await movingBeyond(page, STILL_MS)).toEqual([]);
      // Nor is anything tied to scrolling: the cards do not rise, the header does not fold.
      expect(
        await page.evaluate(
          () =>
            document.getAnimations().filter((a) => !(a.timeline instanceof DocumentTimeline))
              .length,
        ),
      ).toBe(0);
    });
  }

  test('the tour playing moves from scene to scene, its picture still', async ({ page }) => {
    await page.goto('/hi/');
    await hydrated(page);
    await page.locator('#home button[aria-haspopup="dialog"]').click();
    const play = page.locator('dialog[open] button[data-playing]');
    await play.click();
    await expect(play).toHaveAttribute('data-playing', 'true');
    expect(await movingBeyond(page, STILL_MS)).toEqual([]);
  });
});
