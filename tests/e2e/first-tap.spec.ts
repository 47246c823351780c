import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A parent on a cheap phone taps as soon as the page appears, often before the app has
 * hydrated it. Each control must answer that first tap: the page is loaded with the CPU
 * slowed 4× and the control is pressed the moment the `load` event has fired.
 */
const CONTROLS: {
  name: string;
  path: string;
  control: (page: Page) => Locator;
  answered: (page: Page) => Locator;
}[] = [
  {
    name: 'the Watch tour button opens the tour',
    path: '/',
    control: (page) => page.locator('#home').getByRole('button', { name: 'Watch tour' }),
    answered: (page) => page.getByRole('dialog'),
  },
  {
    name: 'a gallery picture opens the lightbox',
    path: '/',
    control: (page) => page.locator('#gallery li').first().getByRole('button'),
    answered: (page) => page.getByRole('dialog'),
  },
  {
    name: 'the cat guide opens or answers',
    path: '/',
    control: (page) => page.getByRole('region', { name: 'Cat guide' }).getByRole('button').first(),
    answered: (page) => page.getByRole('region', { name: 'Cat guide' }).getByRole('status'),
  },
  {
    name: 'an academics tab is selected',
    path: '/academics',
    control: (page) => page.getByRole('tab').nth(1),
    answered: (page) => page.getByRole('tab', { selected: true }).and(page.getByRole('tab').nth(1)),
  },
  {
    name: 'the language switcher opens the Hindi page',
    path: '/academics',
    control: (page) => page.locator('header').getByRole('link', { name: 'हिन्दी', exact: true }),
    answered: (page) => page.locator('html[lang="hi"]'),
  },
];

test.describe('the first tap right after load, on a 4× slower CPU', () => {
  for (const { name, path, control, answered } of CONTROLS) {
    test(name, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path, { waitUntil: 'load' });
      await control(page).click();
      await expect(answered(page)).toBeVisible();
    });
  }
});
