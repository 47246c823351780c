// The browser makes no Intl number or date formatter for what the site knows when it is built
// (src/i18n/format.ts): the prerenderer lists every number a page shows, and every number a
// tap on it will show, so neither hydration, nor the idle time after it, nor the first like,
// tour scene, fun fact or academics tab waits for the browser's ICU data (one long task on a
// cheap phone). The numbers still come in the page's own digits.
import type { Page } from '@playwright/test';
import { expect, hydrated, LANGUAGES, pathIn, test } from './fixtures';

const LIKES = { en: ['147', '148'], hi: ['147', '148'], mr: ['१४७', '१४८'] } as const;
const SCENE_TWO = { en: '2', hi: '2', mr: '२' } as const;

/** Records each Intl formatter made; idle callbacks wait until the test runs them. */
async function recordFormatters(page: Page) {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    const idle: (() => void)[] = [];
    (window as unknown as { runIdle: () => number }).runIdle = () => {
      const tasks = idle.splice(0);
      for (const task of tasks) task();
      return tasks.length;
    };
    window.requestIdleCallback = (task) => idle.push(() => task({} as IdleDeadline));
    // The slow ones (they load the browser's number and date data); i18next's PluralRules is cheap.
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const Real = Intl[name];
      Intl[name] = new Proxy(Real, {
        construct(target, args: unknown[]) {
          made.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args) as object;
        },
      }) as never;
    }
  });
  return {
    made: () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade),
    /** Runs the page's idle callbacks until it asks for no more (the offline part included). */
    settle: () =>
      expect
        .poll(() => page.evaluate(() => (window as unknown as { runIdle: () => number }).runIdle()))
        .toBe(0),
  };
}

for (const language of LANGUAGES) {
  test(`${pathIn(language, '/')} makes no Intl formatter to hydrate, when idle, or for a like, the tour or a fun fact`, async ({
    page,
  }) => {
    const { made, settle } = await recordFormatters(page);
    await page.goto(pathIn(language, '/'));
    await hydrated(page);
    await expect(page.locator('[data-island="home"][data-live]')).toHaveCount(1);
    await settle();
    expect(await made()).toEqual([]);

    const [before, after] = LIKES[language];
    await page.getByRole('button', { name: new RegExp(before), pressed: false }).click();
    const liked = page.getByRole('button', { name: new RegExp(after), pressed: true });
    await expect(liked).toContainText(after);

    await page.locator('#home button[aria-haspopup="dialog"]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('[data-scene]')).toHaveAttribute('data-scene', /./);
    await expect(dialog).toContainText(SCENE_TWO[language]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Every fun fact in turn (they quote a percentage, a year and hours). Facts come at random,
    // never the same twice in a row: pat until all four have shown. A pat on a cat that fell
    // asleep meanwhile only wakes it: that pat is tried again.
    const card = page.locator('section[data-position]');
    const status = card.getByRole('status');
    const facts = new Set<string>();
    for (let pat = 0, shown = ''; pat < 40 && facts.size < 4; pat++) {
      await expect(async () => {
        await card.getByRole('button').first().click();
        await expect(status).not.toHaveText(shown, { timeout: 2000 });
        await expect(status).not.toHaveText('', { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      shown = await status.innerText();
      facts.add(shown);
    }
    expect(facts.size).toBe(4);
    await settle();
    expect(await made()).toEqual([]);
  });

  test(`${pathIn(language, '/academics')} makes no Intl formatter for another stage's tab`, async ({
    page,
  }) => {
    const { made, settle } = await recordFormatters(page);
    await page.goto(pathIn(language, '/academics'));
    await hydrated(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(language === 'mr' ? '६' : '6');
    await settle();
    expect(await made()).toEqual([]);
  });
}

/**
 * A switch of language draws the page in the new one in one render; the page lists its numbers
 * in every language (scripts/build/prerender.mjs), so that render makes no formatter either.
 */
for (const [from, to] of [
  ['en', 'hi'],
  ['hi', 'mr'],
  ['mr', 'en'],
] as const) {
  for (const path of ['/', '/academics']) {
    test(`${pathIn(from, path)} makes no Intl formatter for a switch to ${to}`, async ({
      page,
    }) => {
      const { made, settle } = await recordFormatters(page);
      await page.goto(pathIn(from, path));
      await hydrated(page);
      await settle();
      await page.getByRole('banner').locator(`a[hreflang="${to}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(to, path)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      if (path === '/') {
        const like = page.getByRole('button', { name: new RegExp(LIKES[to][0]), pressed: false });
        await expect(like).toContainText(LIKES[to][0]);
      } else {
        await expect(page.getByRole('main')).toContainText(to === 'mr' ? '९५%' : '95%');
      }
      await settle();
      expect(await made()).toEqual([]);
    });
  }
}
