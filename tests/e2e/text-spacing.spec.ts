import type { Page } from '@playwright/test';
import { expect, hydrated, LANGUAGES, pathIn, test, webFontLoaded } from './fixtures';

/**
 * WCAG 2.2, 1.4.12 Text Spacing: a reader who sets their own spacing (a browser extension,
 * a reading stylesheet) loses no text. The overrides the criterion names, with !important as
 * such a stylesheet has them, at a phone's width and a wide screen's, on every page in every
 * language (Devanagari's marks above and below the line make its lines the tallest). Then no
 * text is cut off by a box that hides what overflows it, no line of text is drawn over another
 * and the page does not scroll sideways.
 */

const PAGES = ['/', '/academics', '/brochure', '/no-such-page'];
const WIDTHS = [360, 1280];

// The overrides of 1.4.12. The home page's sections far below the screen are laid out only as
// the reader nears them (content-visibility); here every one is, so every one is measured.
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
  main section { content-visibility: visible !important; }
`;

// The stylesheet is the reader's, not the page's: the page's policy must not block it (it
// would for a reader's extension neither).
test.use({ bypassCSP: true });

/**
 * What text the page loses with the overrides in place: clipped, overlapped, sideways. Only
 * the text inside `scope` (an open dialog: the page under it is out of reach).
 */
const lostText = (page: Page, scope = 'body') =>
  page.evaluate(async (scope) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const problems: string[] = [];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const className =
        typeof element.className === 'string' && element.className
          ? `.${element.className.split(' ')[0]}`
          : '';
      return `${element.tagName.toLowerCase()}${id}${className}`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // Text hidden on purpose from sight (for screen readers only: 1 px, clipped away).
    const forScreenReaders = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const box = e.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1) return true;
        if (getComputedStyle(e).clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    };

    /** Every line of visible text: its box and the element that holds it. */
    const lines: { box: DOMRect; holder: Element; text: string }[] = [];
    const root = document.querySelector(scope) ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement;
      if (!holder || !node.textContent?.trim()) continue;
      if (holder.closest('svg, script, style, noscript, template, select')) continue;
      if (!shown(holder) || forScreenReaders(holder)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        if (box.width > 0 && box.height > 0)
          lines.push({ box, holder, text: node.textContent.trim().slice(0, 30) });
      }
    }

    // Cut off: a line reaching out of a box that hides what overflows it.
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      const hidesX = /hidden|clip/.test(style.overflowX);
      const hidesY = /hidden|clip/.test(style.overflowY);
      if (!hidesX && !hidesY) continue;
      if (!shown(element) || forScreenReaders(element)) continue;
      const box = element.getBoundingClientRect();
      // The padding box, which is where the overflow is cut.
      const left = box.left + element.clientLeft;
      const top = box.top + element.clientTop;
      const right = left + element.clientWidth;
      const bottom = top + element.clientHeight;
      for (const line of lines) {
        if (!element.contains(line.holder)) continue;
        // Inside a box that scrolls, within this one: scrolled out of sight, not lost.
        let scrolls = false;
        for (let e = line.holder.parentElement; e && e !== element; e = e.parentElement)
          if (/auto|scroll/.test(getComputedStyle(e).overflowY + getComputedStyle(e).overflowX))
            scrolls = true;
        if (scrolls) continue;
        const outX = hidesX && (line.box.left < left - 1 || line.box.right > right + 1);
        const outY = hidesY && (line.box.top < top - 1 || line.box.bottom > bottom + 1);
        if (outX || outY) {
          problems.push(`"${line.text}" cut off by ${describe(element)}`);
          break;
        }
      }
    }

    // Drawn over another: two lines of different elements sharing more than a sliver (the
    // glyphs' boxes of neighbouring lines may touch). Floating controls (fixed) lie over the
    // page by design and step aside; they are left out.
    const floating = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement)
        if (getComputedStyle(e).position === 'fixed') return true;
      return false;
    };
    const placed = lines
      .filter((line) => !floating(line.holder))
      .sort((a, b) => a.box.top - b.box.top);
    for (let i = 0; i < placed.length; i++) {
      const a = placed[i]!;
      for (let j = i + 1; j < placed.length; j++) {
        const b = placed[j]!;
        if (b.box.top >= a.box.bottom) break;
        if (a.holder === b.holder) continue;
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > 2 && height > Math.min(a.box.height, b.box.height) / 3)
          problems.push(
            `"${a.text}" (${describe(a.holder)}) and "${b.text}" (${describe(b.holder)}) overlap`,
          );
      }
    }

    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth)
      problems.push(`the page scrolls sideways by ${page.scrollWidth - page.clientWidth} px`);
    return problems;
  }, scope);

test.describe('text spacing (WCAG 1.4.12)', () => {
  for (const language of LANGUAGES) {
    for (const rest of PAGES) {
      const path = pathIn(language, rest);
      test(`${path} loses no text with the reader's spacing at ${WIDTHS.join(' and ')} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await page.goto(path);
        await hydrated(page);
        if (language !== 'en') await webFontLoaded(page);
        await page.addStyleTag({ content: TEXT_SPACING });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          expect(await lostText(page), `${path} at ${width} px`).toEqual([]);
        }
      });
    }
  }

  // The tour's dialog: its scene, its controls of fixed place and its thumbnails.
  for (const language of LANGUAGES) {
    test(`the tour loses no text with the reader's spacing in ${language}`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 740 });
      await page.goto(pathIn(language, '/'));
      await hydrated(page);
      if (language !== 'en') await webFontLoaded(page);
      await page.addStyleTag({ content: TEXT_SPACING });
      await page.locator('#home button[aria-haspopup="dialog"]').click();
      await expect(page.locator('dialog[open] button[data-playing]')).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        expect(await lostText(page, 'dialog[open]'), `at ${width} px`).toEqual([]);
      }
    });
  }
});
