import type { Page } from '@playwright/test';
import { expect, hydrated, LANGUAGES, pathIn, scrollToEnd, test, type Language } from './fixtures';

/**
 * The floating controls (the like button, the cat guide folded or open in its own corner) on
 * the phones parents read the site on: they never lie over anything a parent taps or needs to
 * read off the screen, box against box, however far the page is scrolled.
 */

const PHONE_WIDTHS = [320, 360, 375, 414];
const PHONE_HEIGHT = 740;
const PAGES = ['/', '/academics', '/brochure', '/no-such-page'];
// A scroll step shorter than a floating control plus the smallest target (48 + 20 px), so
// nothing can pass under a control between two steps.
const STEP = 60;

/**
 * Scrolls the page from its top to its end in steps, as a reader does, and lists at each
 * step what lies under a floating control that is showing: a link, button or form field (not
 * the controls' own), or one of the contact details (phone, e-mail, address, hours). A
 * floating control is anything `position: fixed` that holds a button, so a new one is caught
 * too; the cat's card counts in its own corner (bottom right), not where the reader moved it.
 */
const walkThePage = (page: Page) =>
  page.evaluate(async (step) => {
    const frames = (count: number) =>
      new Promise<void>((done) => {
        const tick = () => (count-- <= 0 ? done() : requestAnimationFrame(tick));
        tick();
      });
    // The page's own reaction to a scroll comes a frame or two later: wait for it to settle.
    const settle = async () => {
      await frames(3);
      await new Promise((done) => setTimeout(done, 0));
    };
    const TAPPABLE = 'a[href], button, input, select, textarea, summary, [role="tab"]';
    const onScreen = (box: DOMRect) =>
      box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? (element.textContent.trim() || element.querySelector('img')?.alt) ?? '').trim().slice(0, 30)}"`;
    const showing = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

    const found = new Set<string>();
    let checked = 0;
    const look = () => {
      const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (element) =>
          getComputedStyle(element).position === 'fixed' &&
          (element.matches(TAPPABLE) || element.querySelector(TAPPABLE)) &&
          onScreen(element.getBoundingClientRect()),
      );
      const watched = floating.filter(
        (element) =>
          showing(element) &&
          // The cat's card where the reader moved it (centre, top left) may cover: their choice.
          (!element.matches('section[data-position]:not([data-position="bottom-right"])') ||
            element.querySelector('button[aria-expanded="false"]')),
      );
      checked += watched.length;
      const needed = [
        ...document.querySelectorAll(TAPPABLE),
        ...document.querySelectorAll('#contact dd'),
      ].filter((element) => !floating.some((control) => control.contains(element)));
      for (const target of needed) {
        const box = target.getBoundingClientRect();
        if (!onScreen(box) || getComputedStyle(target).visibility === 'hidden') continue;
        for (const control of watched) {
          if (overlap(box, control.getBoundingClientRect()))
            found.add(
              `at ${Math.round(window.scrollY)} px: ${name(target)} under ${name(control)}`,
            );
        }
      }
    };

    // The reader scrolls (a card they opened shows until they do).
    window.dispatchEvent(new WheelEvent('wheel'));
    window.scrollTo({ top: 0, behavior: 'instant' });
    await settle();
    look();
    // The page grows as its later sections are drawn: read its end at every step.
    for (
      let top = step;
      top < document.documentElement.scrollHeight - window.innerHeight + step;
      top += step
    ) {
      window.scrollTo({ top, behavior: 'instant' });
      await settle();
      look();
    }
    return { found: [...found], checked };
  }, STEP);

/** The home page with the cat in place (it arrives after hydration). */
async function openHome(page: Page, language: Language) {
  await page.goto(pathIn(language, '/'));
  await hydrated(page);
  await expect(page.locator('section[data-position]')).toBeAttached();
}

// Where the layout differs. Below 30rem (480 px) the floating controls have one layout: the
// like button and the folded cat are 48 px boxes 16 px in from the bottom corners at 320, 360,
// 375 and 414 px alike, in every language. Only the open card follows the screen: 100vw - 100 px
// wide, and as tall as its words wrap (en 230, 196, 196 and 175 px at those four widths; hi 229,
// 194, 194, 194; mr 253, 229, 229, 194). So each language is walked at both ends of that range:
// at 320 px (the narrowest and tallest card, the page's words wrapped the most) folded and open,
// at 414 px (the widest card) open. A folded walk at 414 px would add nothing: the like button is
// in the open walk too, and the open card's box holds the folded cat's (both 16 px in from the
// left and the bottom, the card at least 175 px tall), so whatever the page brings under the
// cat's corner there is checked against the card.
const FOLDED_AND_OPEN_WIDTH = 320;
const OPEN_ONLY_WIDTH = 414;

/** Taps the folded cat where the reader stopped (the end of the page, where it is out). */
async function openTheCard(page: Page) {
  const card = page.locator('section[data-position]');
  await card.locator('button[aria-expanded="false"]').click();
  await expect(card.locator('[role="status"]')).toBeAttached();
  await expect(card).toHaveAttribute('data-position', 'bottom-right');
}

test.describe('floating controls cover nothing a parent needs, while scrolling', () => {
  for (const language of LANGUAGES) {
    test(`the home page in ${language} at ${FOLDED_AND_OPEN_WIDTH} px: folded cat, open card, like`, async ({
      page,
    }) => {
      // Two walks down the whole page, a step at a time: minutes on a busy two-core machine.
      test.setTimeout(240_000);
      await page.setViewportSize({ width: FOLDED_AND_OPEN_WIDTH, height: PHONE_HEIGHT });
      await openHome(page, language);

      const folded = await walkThePage(page);
      expect(folded.found, 'with the cat folded').toEqual([]);
      // Not a walk past nothing: the like button and the cat were out somewhere.
      expect(folded.checked).toBeGreaterThan(0);

      // The reader taps the cat (at the end of the page, where they stopped, it is out) and
      // reads on, from the top again.
      await openTheCard(page);
      const open = await walkThePage(page);
      expect(open.found, 'with the card open').toEqual([]);
      expect(open.checked).toBeGreaterThan(0);
    });

    test(`the home page in ${language} at ${OPEN_ONLY_WIDTH} px: open card, like`, async ({
      page,
    }) => {
      // One walk down the whole page, a step at a time.
      test.setTimeout(120_000);
      await page.setViewportSize({ width: OPEN_ONLY_WIDTH, height: PHONE_HEIGHT });
      await openHome(page, language);
      // The reader reads to the end, taps the cat there and reads on, from the top again.
      await scrollToEnd(page);
      await openTheCard(page);
      const open = await walkThePage(page);
      expect(open.found, 'with the card open').toEqual([]);
      // Not a walk past nothing: the like button and the card were out somewhere.
      expect(open.checked).toBeGreaterThan(0);
    });

    // These pages have no floating control today (the like button and the cat are the home
    // page's): the walk is there to catch one that comes. Such a control would have one layout
    // below 480 px too, so one width, the narrowest, where their words wrap the most.
    test(`the other pages in ${language} at ${FOLDED_AND_OPEN_WIDTH} px`, async ({ page }) => {
      await page.setViewportSize({ width: FOLDED_AND_OPEN_WIDTH, height: PHONE_HEIGHT });
      for (const rest of PAGES.slice(1)) {
        await page.goto(pathIn(language, rest));
        await hydrated(page);
        const { found } = await walkThePage(page);
        expect(found, `${pathIn(language, rest)} at ${FOLDED_AND_OPEN_WIDTH} px`).toEqual([]);
      }
    });
  }
});

test.describe('the like button', () => {
  for (const width of PHONE_WIDTHS) {
    for (const height of [640, PHONE_HEIGHT]) {
      test(`appears once, in place, with no flash at ${width} × ${height}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        // From the page's first frame: whether the like button shows, frame by frame, and
        // when its part of the page came live.
        await page.addInitScript(() => {
          const seen: [number, boolean][] = [];
          const record = { seen, liveAt: Number.POSITIVE_INFINITY };
          Object.assign(window, { __like: record });
          const tick = () => {
            const button = document.querySelector('button[aria-label^="Like this school"]');
            let shown = false;
            if (button) {
              const box = button.getBoundingClientRect();
              const hidden = (element: Element | null): boolean =>
                !!element &&
                (getComputedStyle(element).visibility === 'hidden' ||
                  Number(getComputedStyle(element).opacity) === 0 ||
                  hidden(element.parentElement));
              shown =
                box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && !hidden(button);
            }
            if (seen.at(-1)?.[1] !== shown) seen.push([Math.round(performance.now()), shown]);
            if (record.liveAt === Number.POSITIVE_INFINITY && button?.closest('[data-live]'))
              record.liveAt = performance.now();
            requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        });
        await page.goto('/');
        await hydrated(page);
        type LikeRecord = { seen: [number, boolean][]; liveAt: number };
        const record = () =>
          page.evaluate(() => (window as unknown as { __like: LikeRecord }).__like);
        // A second after the button's part came live, as measured by the page's own clock.
        await expect
          .poll(async () => {
            const { liveAt } = await record();
            return page.evaluate((liveAt) => performance.now() - liveAt, liveAt);
          })
          .toBeGreaterThan(1_000);
        const { seen } = await record();
        const timeline = seen.map(([at, shown]) => `${at} ms ${shown ? 'shown' : 'hidden'}`);
        // Hidden until it is in place, then shown once: never shown and then taken away.
        const hiddenAgain = seen.some(([, shown], i) => shown && seen[i + 1]?.[1] === false);
        expect(hiddenAgain, timeline.join(', ')).toBe(false);
      });
    }
  }
});

const CARD_CONTROLS: Record<Language, [spoken: string | RegExp, shown: string][]> = {
  en: [
    ['Mute the cat', 'Mute'],
    ['Close the cat guide', 'Close'],
    ['Minimise the cat guide', 'Minimise'],
    ['Bottom right', 'Bottom right'],
    ['Centre', 'Centre'],
    ['Top left', 'Top left'],
  ],
  hi: [
    ['बिल्ली की आवाज़ बंद करें', 'आवाज़ बंद'],
    ['बिल्ली गाइड बंद करें', 'बंद करें'],
    ['बिल्ली गाइड छोटा करें', 'छोटा करें'],
    ['नीचे दाईं ओर', 'नीचे दाईं ओर'],
    ['बीच में', 'बीच में'],
    ['ऊपर बाईं ओर', 'ऊपर बाईं ओर'],
  ],
  mr: [
    ['मांजरीचा आवाज बंद करा', 'आवाज बंद'],
    ['मार्गदर्शक मांजर बंद करा', 'बंद करा'],
    ['मार्गदर्शक मांजर लहान करा', 'लहान करा'],
    ['खाली उजवीकडे', 'खाली उजवीकडे'],
    ['मध्यभागी', 'मध्यभागी'],
    ['वर डावीकडे', 'वर डावीकडे'],
  ],
};

test.describe('the cat card on a phone', () => {
  for (const language of LANGUAGES) {
    for (const width of [320, 375]) {
      test(`names every control in words a parent can see, in ${language} at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: PHONE_HEIGHT });
        await openHome(page, language);
        const card = page.locator('section[data-position]');
        await card.locator('button[aria-expanded="false"]').dispatchEvent('click');
        await expect(card.locator('[role="status"]')).toBeAttached();
        for (const [spoken, shown] of CARD_CONTROLS[language]) {
          const button = card.getByRole('button', { name: spoken, exact: true });
          await expect(button).toBeVisible();
          await expect(button).toBeInViewport({ ratio: 1 });
          // Seen: its words are drawn in it, whole, at a readable size.
          await expect(button).toHaveText(shown, { useInnerText: true });
          const drawn = await button.evaluate((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const text = range.getBoundingClientRect();
            const box = element.getBoundingClientRect();
            return {
              inside:
                text.width > 0 &&
                text.left >= box.left - 0.5 &&
                text.right <= box.right + 0.5 &&
                text.top >= box.top - 0.5 &&
                text.bottom <= box.bottom + 0.5,
              size: parseFloat(getComputedStyle(element).fontSize),
            };
          });
          expect(drawn.inside, shown).toBe(true);
          expect(drawn.size, shown).toBeGreaterThanOrEqual(12);
          // What it says is part of what a screen reader says (the same words for everyone).
          const name = await button.evaluate(
            (element) => element.getAttribute('aria-label') ?? element.textContent,
          );
          expect(name).toContain(shown);
        }
      });
    }
  }
});
