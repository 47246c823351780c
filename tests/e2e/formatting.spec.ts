// Hydration reuses the numbers the prerenderer formatted (src/i18n/format.ts): the page's
// first Intl formatter, slow to make, is made when the page is idle, never while it hydrates,
// and a like still counts in the page's own digits.
import { expect, hydrated, LANGUAGES, pathIn, test } from './fixtures';

const LIKES = { en: ['147', '148'], hi: ['147', '148'], mr: ['१४७', '१४८'] } as const;

for (const language of LANGUAGES) {
  test(`${pathIn(language, '/')} hydrates without making an Intl formatter, and counts a like in its digits`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      // Idle callbacks wait until the test lets them run, so what hydration makes is told
      // apart from what the page makes when idle.
      const idle: (() => void)[] = [];
      (window as unknown as { runIdle: () => void }).runIdle = () => {
        for (const task of idle.splice(0)) task();
      };
      window.requestIdleCallback = (task) => idle.push(() => task({} as IdleDeadline));
      // The slow ones (they load the browser's number and date data); i18next's PluralRules is cheap.
      for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
        const Real = Intl[name];
        Intl[name] = new Proxy(Real, {
          construct(target, args: unknown[]) {
            made.push(name);
            return Reflect.construct(target, args) as object;
          },
        }) as never;
      }
    });
    await page.goto(pathIn(language, '/'));
    await hydrated(page);
    await expect(page.locator('[data-later-part="home"][data-live]')).toHaveCount(1);
    const made = () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
    expect(await made()).toEqual([]);
    // Made once the page is idle, ahead of a tap that needs them.
    const runIdle = () =>
      page.evaluate(() => (window as unknown as { runIdle: () => void }).runIdle());
    await expect
      .poll(async () => {
        await runIdle();
        return (await made()).includes('NumberFormat');
      })
      .toBe(true);
    const [before, after] = LIKES[language];
    await page.getByRole('button', { name: new RegExp(before), pressed: false }).click();
    const liked = page.getByRole('button', { name: new RegExp(after), pressed: true });
    await expect(liked).toContainText(after);
  });
}
