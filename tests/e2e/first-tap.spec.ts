import { expect, test } from './fixtures';
import { FIRST_TAP_CONTROLS } from '../../scripts/lib/first-tap.mjs';

/**
 * A parent on a cheap phone taps as soon as the page appears, often before the app has
 * hydrated it. Each control must answer that first tap: the page is loaded with the CPU
 * slowed 4× and the control is pressed the moment the `load` event has fired (the controls
 * are listed in scripts/lib/first-tap.mjs, which `npm run bench` times too).
 *
 * This checks that the tap is answered, not how fast (the benchmark's job): a tap on a part
 * that hydrates later is answered once that part's code has arrived and hydrated, which on a
 * loaded CI machine with the CPU slowed 4× took longer than an assertion's 10 s (the like
 * button failed so once), so the answer gets 30 s, as `hydrated()` does.
 */
test.describe('the first tap right after load, on a 4× slower CPU', () => {
  for (const { name, path, control, answered } of FIRST_TAP_CONTROLS) {
    test(name, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path, { waitUntil: 'load' });
      await control(page).click();
      await expect(answered(page)).toBeVisible({ timeout: 30_000 });
    });
  }
});
