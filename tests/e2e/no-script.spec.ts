// Every page works as HTML first: with script turned off (`scripting: none`), and with script on
// but the bundle lost on the way (every script request aborted), in every language, on a phone
// and on a wide screen. What needs no script works: every academic stage and every card can be
// read, the phone menu opens, the language links go to the same page, and the controls only
// script can work are not drawn without it. (The contact form posted without script:
// enquiries.spec.ts.)
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, LANGUAGES, pathIn, test, text, type Language } from './fixtures';
import { LEVEL_IDS } from '../../src/content/levels';

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;
const PHONE_WIDTH = 360;

type Mode = 'script off' | 'script lost';

const routed = new WeakSet<Page>();

/** The page at `path`, with no script run. */
async function open(page: Page, mode: Mode, path: string) {
  if (mode === 'script lost' && !routed.has(page)) {
    routed.add(page);
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
  }
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

/** Nothing is wider than the screen. */
async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** The controls only script can work (Watch tour, Share, Back, the like, the cat) are not drawn. */
async function scriptOnlyHidden(page: Page) {
  const controls = await page.locator('[data-floating], [data-needs-script]').all();
  for (const control of controls) await expect(control).toBeHidden();
  return controls.length;
}

/** The description of each card of `level` (its text before any placeholder). */
function descriptions(language: Language, level: (typeof LEVEL_IDS)[number]) {
  const file = new URL(`../../locales/${language}/academics.json`, import.meta.url);
  const subjects = (
    JSON.parse(readFileSync(file, 'utf8')) as {
      subjects: Record<string, Record<string, { description: string }>>;
    }
  ).subjects[level]!;
  return Object.values(subjects).map(({ description }) => description.split('{{')[0]!.trim());
}

for (const mode of ['script off', 'script lost'] as const) {
  test.describe(mode, () => {
    if (mode === 'script off') test.use({ javaScriptEnabled: false });

    for (const language of LANGUAGES) {
      for (const size of SIZES) {
        test(`${language} at ${size.width} px: every stage and card reads, the menu opens, the languages link`, async ({
          page,
          observed,
        }) => {
          // The scripts' requests fail: refused without script, aborted when lost.
          observed.allowFailedRequests = true;
          await page.setViewportSize(size);
          const academics = pathIn(language, '/academics');
          await open(page, mode, academics);
          await noSidewaysScroll(page);
          const stage = (level: (typeof LEVEL_IDS)[number]) =>
            page.locator(`#level-panel-${level} h2`);
          const stageName = (level: (typeof LEVEL_IDS)[number]) =>
            text(language, 'academics', `levels.${level}.name`);

          if (mode === 'script off') {
            // Stacked: every stage, every card with its description in view.
            for (const level of LEVEL_IDS) {
              await expect(stage(level)).toBeVisible();
              await expect(stage(level)).toContainText(stageName(level));
              for (const description of descriptions(language, level))
                await expect(
                  page.locator(`#level-panel-${level}`).getByText(description, { exact: false }),
                ).toBeVisible();
            }
            await scriptOnlyHidden(page);
          } else {
            // Each tab, a link, shows its stage in place of the first.
            for (const level of LEVEL_IDS) {
              await page.getByRole('tab', { name: stageName(level) }).click();
              await expect(stage(level)).toBeVisible();
              for (const other of LEVEL_IDS.filter((id) => id !== level))
                await expect(stage(other)).toBeHidden();
            }
            // A card turns over while it has focus, and shows its description.
            const card = page.locator('#level-panel-ibdp button').first();
            await card.focus();
            await expect
              .poll(() =>
                card.evaluate(
                  (button) => getComputedStyle(button.firstElementChild!).transform !== 'none',
                ),
              )
              .toBe(true);
          }

          // A screen reader hears every card's description too, not only its title.
          const [firstDescription] = descriptions(language, 'ibdp');
          await expect(page.locator('#level-panel-ibdp button').first()).toHaveAccessibleName(
            new RegExp(firstDescription!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
          );

          // The menu, on a phone.
          if (size.width === PHONE_WIDTH) {
            const menu = page.getByRole('button', { name: text(language, 'common', 'nav.menu') });
            const list = page.locator('#site-nav-list');
            await expect(list).toBeHidden();
            await menu.click();
            await expect(list).toBeVisible();
            await expect(list.getByRole('link').first()).toBeVisible();
          }

          // The other languages' links go to the same page.
          for (const other of LANGUAGES.filter((code) => code !== language)) {
            await expect(page.locator(`header a[hreflang="${other}"]`).first()).toHaveAttribute(
              'href',
              pathIn(other, '/academics'),
            );
          }

          // The home page and the brochure read, without sideways scrolling.
          for (const rest of ['/', '/brochure']) {
            await open(page, mode, pathIn(language, rest));
            await noSidewaysScroll(page);
            if (mode === 'script off') await scriptOnlyHidden(page);
          }
        });
      }
    }
  });
}
