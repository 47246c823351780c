// @ts-check
// The controls a parent may tap the moment a page appears, often before the app has hydrated
// it: where each is, how to find it, and what shows that the tap worked. The end-to-end test
// (tests/e2e/first-tap.spec.ts) checks that each answers; `npm run bench` times each.

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {import('@playwright/test').Locator} Locator
 * @typedef {{ name: string; path: string; control: (page: Page) => Locator; answered: (page: Page) => Locator }} FirstTapControl
 */

/** @type {FirstTapControl[]} */
export const FIRST_TAP_CONTROLS = [
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
    name: 'the like button counts the like',
    path: '/',
    control: (page) => page.getByRole('button', { name: /Like this school/ }),
    answered: (page) => page.getByRole('button', { name: /Like this school/, pressed: true }),
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
