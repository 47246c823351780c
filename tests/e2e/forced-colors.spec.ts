import type { Page } from '@playwright/test';
import { expect, hydrated, LANGUAGES, pathIn, test } from './fixtures';

/**
 * Forced colours (Windows' contrast themes): the browser paints every page in the reader's few
 * system colours, drops backgrounds and shadows and keeps borders, outlines and text. Whatever
 * told a control apart by its background alone vanishes. So in forced colours every control
 * still shows its text, a picture, an icon drawn in its own colour (currentColor) or a border;
 * its focus ring is an outline (which the browser keeps); and a chosen tab, a pressed toggle or
 * the current page or scene differs from the others by more than the background.
 */

const PAGES = ['/', '/academics', '/brochure', '/no-such-page'];
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="tab"], [tabindex]:not([tabindex="-1"])';

/** What is wrong with the controls inside `scope` (the page, or an open dialog). */
async function problemsIn(page: Page, scope = 'body') {
  // A key pressed: focus given by script now shows its ring, as after a click it would not.
  await page.keyboard.press('Shift');
  return page.evaluate(
    ([scope, selector]) => {
      const problems: string[] = [];
      const root = document.querySelector(scope) ?? document.body;
      // The home page's sections far below the screen are laid out only as the reader nears
      // them (content-visibility): here every one is, so every control is measured.
      for (const section of document.querySelectorAll<HTMLElement>('main section'))
        section.style.contentVisibility = 'visible';
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(
          element.getAttribute('aria-label') ?? (element as HTMLElement).innerText
        )
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40)}"`;
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 1 &&
          box.height > 1 &&
          !element.closest('[inert], [aria-hidden="true"]') &&
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        );
      };
      // Not the form's trap for robots either, which is hidden (aria-hidden) and out of sight.
      const controls = [...root.querySelectorAll<HTMLElement>(selector)].filter(shown);

      // Seen at all: text, a picture, an icon in the control's own colour, or a border.
      const border = (style: CSSStyleDeclaration) =>
        (['Top', 'Right', 'Bottom', 'Left'] as const).some(
          (side) =>
            !/none|hidden/.test(style.getPropertyValue(`border-${side.toLowerCase()}-style`)) &&
            parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
        );
      for (const control of controls) {
        const style = getComputedStyle(control);
        const text = control.innerText.trim() !== '' && style.color !== 'rgba(0, 0, 0, 0)';
        const picture = [...control.querySelectorAll('img')].some(shown);
        const icon = [...control.querySelectorAll('svg *')].some((shape) => {
          const { fill, stroke } = getComputedStyle(shape);
          return (fill === style.color || stroke === style.color) && shown(shape);
        });
        if (!text && !picture && !icon && !border(style))
          problems.push(`${name(control)}: no text, picture, icon in its colour or border`);
      }

      // The focus ring: an outline, which forced colours keep (a shadow is dropped).
      let ringed = 0;
      for (const control of controls) {
        control.focus({ preventScroll: true });
        if (document.activeElement !== control || !control.matches(':focus-visible')) continue;
        ringed++;
        const { outlineStyle, outlineWidth } = getComputedStyle(control);
        if (outlineStyle === 'none' || parseFloat(outlineWidth) < 2)
          problems.push(`${name(control)}: focus ring ${outlineStyle} ${outlineWidth}`);
      }
      (document.activeElement as HTMLElement | null)?.blur();

      // Chosen, pressed or current: told apart from its peers (same element, same class) by
      // more than the background, which forced colours replace.
      const on = (element: Element) =>
        element.getAttribute('aria-selected') === 'true' ||
        element.getAttribute('aria-pressed') === 'true' ||
        (element.hasAttribute('aria-current') && element.getAttribute('aria-current') !== 'false');
      // A background forced colours have made the page's own (Canvas, or none at all) is the
      // same to the eye, whatever its alpha.
      const canvas = getComputedStyle(document.body).backgroundColor;
      const paint = (color: string) => {
        const [r, g, b, a = '1'] = color.match(/[\d.]+/g) ?? [];
        return Number(a) === 0 ? canvas : `rgb(${r}, ${g}, ${b})`;
      };
      const look = (element: Element) => {
        const s = getComputedStyle(element);
        return [
          s.color,
          paint(s.backgroundColor),
          s.borderTopStyle,
          s.borderTopWidth,
          s.borderTopColor,
          s.borderBottomStyle,
          s.borderBottomWidth,
          s.borderLeftStyle,
          s.borderLeftWidth,
          s.outlineStyle,
          s.textDecorationLine,
          s.textDecorationThickness,
          s.fontWeight,
        ].join(' ');
      };
      for (const chosen of controls.filter(on)) {
        const peer = controls.find(
          (other) =>
            other !== chosen &&
            !on(other) &&
            other.tagName === chosen.tagName &&
            other.className === chosen.className,
        );
        if (peer && look(peer) === look(chosen))
          problems.push(`${name(chosen)} (chosen) looks like ${name(peer)}`);
        // Drawn on a background of its own while still forced: the browser puts a plate of
        // Canvas behind its text, which its forced text colour may not show on.
        const style = getComputedStyle(chosen);
        if (paint(style.backgroundColor) !== canvas && style.forcedColorAdjust !== 'none')
          problems.push(`${name(chosen)} (chosen): its text is drawn on a plate of Canvas`);
      }
      return { problems, controls: controls.length, ringed };
    },
    [scope, CONTROLS] as const,
  );
}

/** Waits until the floating controls (the cat, the like button) have arrived and faded in. */
async function floatingShown(page: Page) {
  await expect(page.locator('section[data-position]')).toBeAttached();
  await expect
    .poll(() =>
      page
        .locator('[data-steps-aside]')
        .evaluateAll((docks) => docks.map((dock) => getComputedStyle(dock).opacity).join()),
    )
    .toBe('1,1');
}

test.describe('forced colours', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  for (const language of LANGUAGES) {
    for (const rest of PAGES) {
      const path = pathIn(language, rest);
      test(`${path}: every control shows, with its focus ring and state`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        // The floating cat and like button arrive after hydration, and fade in.
        if (rest === '/') await floatingShown(page);
        const { problems, controls, ringed } = await problemsIn(page);
        expect(controls).toBeGreaterThan(5);
        expect(ringed).toBeGreaterThan(5);
        expect(problems).toEqual([]);
      });
    }
  }

  test("the tour's controls show, playing and paused", async ({ page }) => {
    await page.goto('/hi/');
    await hydrated(page);
    await page.locator('#home button[aria-haspopup="dialog"]').click();
    const dialog = page.locator('dialog[open]');
    // The tour's scenes and controls arrive in their own chunk.
    await expect(dialog.locator('button[data-playing="false"]')).toBeVisible();
    const paused = await problemsIn(page, 'dialog[open]');
    expect(paused.controls).toBeGreaterThan(5);
    expect(paused.ringed).toBeGreaterThan(5);
    expect(paused.problems).toEqual([]);
    // The dialog stands apart from the page under it (its shadow is gone).
    expect(await dialog.evaluate((element) => getComputedStyle(element).borderTopStyle)).not.toBe(
      'none',
    );
    await dialog.locator('button[data-playing="false"]').click();
    await expect(dialog.locator('button[data-playing="true"]')).toBeVisible();
    expect((await problemsIn(page, 'dialog[open]')).problems).toEqual([]);
  });

  test('on a phone, the menu, the folded cat and the like button show', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/mr/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await floatingShown(page);
    expect((await problemsIn(page)).problems).toEqual([]);
    await page.locator('[aria-controls="site-nav-list"]').click();
    await expect(page.locator('#site-nav-list')).toBeVisible();
    const header = await problemsIn(page, 'header');
    expect(header.ringed).toBeGreaterThan(5);
    expect(header.problems).toEqual([]);
  });
});
