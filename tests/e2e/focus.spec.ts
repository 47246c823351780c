import type { Page } from '@playwright/test';
import { expect, hydrated, pathIn, scrollToEnd, test, type Language } from './fixtures';

/**
 * Keyboard focus is never hidden (WCAG 2.2, 2.4.11 Focus Not Obscured): a parent who tabs
 * through a page sees each thing they land on whole, never under the sticky header, the
 * language offer hanging below it, or a floating control (the like button, the cat).
 *
 * Each page is walked with real Tab presses from its top to the end of its tab order. After
 * each press, once the page has stopped scrolling, one check in the page: the focused
 * element's box lies inside the window, and at its corners, the middles of its sides and its
 * centre nothing fixed or sticky is drawn above it (`document.elementsFromPoint`), nor does the
 * box of any fixed or sticky element that is showing overlap it (one a pointer passes through,
 * `pointer-events: none`, is not found by the first check).
 */

const PAGES = ['/', '/academics', '/brochure', '/no-such-page'];
const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 720 },
];
// Devanagari text is taller and wraps differently: every page in English and Marathi, the
// home page (the longest, with the form and the floating controls) in Hindi too.
const WALKS: [Language, string][] = [
  ...PAGES.flatMap((path) => (['en', 'mr'] as const).map((l): [Language, string] => [l, path])),
  ['hi', '/'],
];
// More than any page has: a walk that never ends is a failure, not a hang.
const MOST_STOPS = 400;

interface Stop {
  /** The end of the tab order: focus left the page or came back to where it began. */
  done: boolean;
  name: string;
  problems: string[];
}

/** Waits until the page has stopped scrolling (focus may glide) and has reacted to it. */
const checkFocus = (page: Page) =>
  page.evaluate(async (): Promise<Stop> => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    let still = 0;
    let last = `${window.scrollX},${window.scrollY}`;
    // Still for three frames (a floating control steps aside a frame after a scroll), at
    // most two seconds.
    for (let i = 0; i < 120 && still < 3; i++) {
      await frame();
      const now = `${window.scrollX},${window.scrollY}`;
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const focused = document.activeElement;
    const seen = ((window as unknown as { __focusSeen?: WeakSet<Element> }).__focusSeen ??=
      new WeakSet());
    if (!focused || focused === document.body || focused === document.documentElement)
      return { done: true, name: '', problems: [] };
    if (seen.has(focused)) return { done: true, name: '', problems: [] };
    seen.add(focused);

    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
          ? (element.labels?.[0]?.textContent ?? element.name)
          : element.textContent || element.querySelector('img')?.alt) ??
        '';
      const id = element.id ? `#${element.id}` : '';
      return `${element.tagName.toLowerCase()}${id} "${label.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    };
    const name = describe(focused);
    const problems: string[] = [];

    const box = focused.getBoundingClientRect();
    const { clientWidth: width, clientHeight: height } = document.documentElement;
    const at = (rect: DOMRect) =>
      `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    if (box.width === 0 && box.height === 0) return { done: false, name, problems };
    if (box.left < -0.5 || box.top < -0.5 || box.right > width + 0.5 || box.bottom > height + 0.5)
      problems.push(`not wholly in the ${width}×${height} window: ${at(box)}`);

    /** The fixed or sticky element this element is part of, if any. */
    const pinned = (element: Element | null): Element | null => {
      for (let e = element; e; e = e.parentElement) {
        const { position } = getComputedStyle(e);
        if (position === 'fixed' || position === 'sticky') return e;
      }
      return null;
    };
    const covers = new Set<Element>();

    // Drawn above it at nine points (1 px inside its box, on the screen).
    const xs = [box.left + 1, (box.left + box.right) / 2, box.right - 1];
    const ys = [box.top + 1, (box.top + box.bottom) / 2, box.bottom - 1];
    for (const x of xs) {
      for (const y of ys) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        for (const hit of document.elementsFromPoint(x, y)) {
          if (hit === focused || focused.contains(hit)) break;
          if (hit.contains(focused)) continue;
          const layer = pinned(hit);
          if (layer && !layer.contains(focused)) covers.add(layer);
        }
      }
    }

    // Overlapped by the box of a fixed or sticky element that shows.
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5;
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (element.contains(focused) || style.visibility === 'hidden' || style.display === 'none')
        continue;
      if (Number(style.opacity) === 0 || !element.checkVisibility({ opacityProperty: true }))
        continue;
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0 && overlap(box, rect)) covers.add(element);
    }

    for (const layer of covers) {
      const rect = layer.getBoundingClientRect();
      problems.push(`under ${describe(layer).slice(0, 50)} at ${at(rect)} (itself at ${at(box)})`);
    }
    return { done: false, name, problems };
  });

/**
 * Tabs from the top of the page to the end of its tab order (or, `backwards`, with Shift+Tab
 * from its end to its start: then the browser brings each element down from above the window,
 * under the header); what was hidden, and where.
 */
async function walk(page: Page, backwards = false) {
  const hidden: string[] = [];
  await page.evaluate(() => {
    delete (window as unknown as { __focusSeen?: WeakSet<Element> }).__focusSeen;
  });
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  let stops = 0;
  for (; stops < MOST_STOPS; stops++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await checkFocus(page);
    if (stop.done) break;
    for (const problem of stop.problems)
      hidden.push(`${stop.name} at scroll ${await scrollY()}: ${problem}`);
  }
  return { hidden, stops };
}

for (const english of [true, false]) {
  test.describe(`keyboard focus is never hidden${english ? ', with the language offer' : ''}`, () => {
    // An English page in a Marathi browser: the language offer hangs below the header while
    // the parent tabs, as it does for them.
    if (english) test.use({ locale: 'mr-IN' });
    for (const [language, path] of WALKS.filter(([l]) => (l === 'en') === english)) {
      for (const { width, height } of SIZES) {
        const url = pathIn(language, path);
        test(`tabbing through ${url} at ${width} px`, async ({ page }) => {
          await page.setViewportSize({ width, height });
          await page.goto(url);
          await hydrated(page);
          if (path === '/') await expect(page.locator('section[data-position]')).toBeAttached();
          if (english) await expect(page.locator('[data-below-header] section')).toBeVisible();
          const { hidden, stops } = await walk(page);
          // Not a walk past nothing: the page's links, buttons and fields were reached.
          expect(stops).toBeGreaterThan(5);
          expect(stops).toBeLessThan(MOST_STOPS);
          expect(hidden).toEqual([]);
        });
      }
    }
  });
}

// With less motion the phone header never folds away (SiteHeader.module.scss): it stays its
// full height, and what the browser scrolls into view must land below that.
test.describe('keyboard focus is never hidden, with less motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test(`tabbing through /mr/ at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(pathIn('mr', '/'));
    await hydrated(page);
    await expect(page.locator('section[data-position]')).toBeAttached();
    const { hidden, stops } = await walk(page);
    expect(stops).toBeGreaterThan(5);
    expect(stops).toBeLessThan(MOST_STOPS);
    expect(hidden).toEqual([]);
  });
});

// Backwards from the end of the home page (the longest, with the form, the gallery and the
// floating controls): each element comes down from above the window, so the browser must put
// it below the sticky header, not under it.
test.describe('keyboard focus is never hidden, tabbing backwards', () => {
  for (const language of ['en', 'mr'] as const) {
    for (const { width, height } of SIZES) {
      test(`shift-tabbing through ${pathIn(language, '/')} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(pathIn(language, '/'));
        await hydrated(page);
        await expect(page.locator('section[data-position]')).toBeAttached();
        await scrollToEnd(page);
        const { hidden, stops } = await walk(page, true);
        expect(stops).toBeGreaterThan(5);
        expect(stops).toBeLessThan(MOST_STOPS);
        expect(hidden).toEqual([]);
      });
    }
  }
});
