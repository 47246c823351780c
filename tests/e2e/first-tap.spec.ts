import type { Locator, Page } from '@playwright/test';
import { expect, test, text } from './fixtures';
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

/** Holds the app's code back until `release()`: until then the page is as prerendered, not live. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Before the page is live a tap cannot be answered yet, but it must be seen to be taken: the
 * control looks pressed from the finger's first frame (CSS :active), and stays pressed, ringed,
 * until the tap is answered (src/boot/earlyTaps.ts). The app's code is held back here, so the
 * page never comes live during the test.
 */
test.describe('a tap before the page is live', () => {
  for (const { name, path, control, width } of [
    { name: 'Watch tour', path: '/', width: 1280, control: FIRST_TAP_CONTROLS[0]!.control },
    { name: 'a gallery picture', path: '/', width: 1280, control: FIRST_TAP_CONTROLS[1]!.control },
    {
      name: 'the Menu',
      path: '/hi/',
      width: 360,
      control: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'मेन्यू' }),
    },
  ]) {
    test(`${name} looks pressed at once and stays so until the page is live`, async ({
      page,
      observed,
    }) => {
      observed.allowFailedRequests = true;
      const release = await openHeld(page, path, width);
      const button = control(page);
      await button.scrollIntoViewIfNeeded();
      const look = () =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.scale, style.filter, style.outlineStyle].join(' ');
        });
      const resting = await look();
      const box = await button.boundingBox();
      if (!box) throw new Error(`${name} is not on screen`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      expect(await look()).not.toBe(resting);
      await page.mouse.up();
      await expect(button).toHaveAttribute('data-tap-held', '');
      expect(await look()).not.toBe(resting);
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      release();
      await expect(button).not.toHaveAttribute('data-tap-held', { timeout: 30_000 });
    });
  }
});

/** The page at `path`, `width` px wide, with the app's code held back; returns what lets it come. */
async function openHeld(page: Page, path: string, width = 375, height = 800) {
  await page.setViewportSize({ width, height });
  const release = await holdTheApp(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/**
 * A finger on the middle of `control`, where it is (a locator's click may scroll first), once
 * it stands still: sections above it drawn for the first time as it scrolls in
 * (`content-visibility: auto`) may move it in the next frames.
 */
async function tapMiddle(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const at = async () => {
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    return control.boundingBox();
  };
  let box = await at();
  for (let next = await at(); JSON.stringify(next) !== JSON.stringify(box); next = await at()) {
    box = next;
  }
  if (!box) throw new Error('the control is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * A stage of school is a tab: tapped before the page is live it is chosen at once, in the page
 * (src/boot/earlyTaps.ts), and the app, once live, keeps it chosen and writes its address.
 */
test.describe('a stage of school tapped before the page is live', () => {
  for (const [language, path] of [
    ['en', '/academics'],
    ['hi', '/hi/academics'],
    ['mr', '/mr/academics'],
  ] as const) {
    test(`shows at once, without a jump, and stays chosen once live, in ${language}`, async ({
      page,
      observed,
    }) => {
      observed.allowFailedRequests = true;
      const release = await openHeld(page, path);
      const tabs = page.getByRole('tab');
      const [first, second] = [tabs.first(), tabs.nth(1)];
      const panel = page.locator(`#${await second.getAttribute('aria-controls')}`);
      const firstPanel = page.locator(`#${await first.getAttribute('aria-controls')}`);
      await second.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await tapMiddle(page, second);

      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(first).toHaveAttribute('aria-selected', 'false');
      await expect(panel).toBeVisible();
      await expect(firstPanel).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

      release();
      await expect(second).not.toHaveAttribute('data-tap-held', { timeout: 30_000 });
      await expect(page).toHaveURL(/\?level=primary$/);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(second).toHaveAttribute('tabindex', '0');
      await expect(panel).toBeVisible();
      await expect(firstPanel).toBeHidden();
      // A key moves on from the chosen stage, as the app knows it.
      await second.focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    });
  }
});

test('a subject card tapped before the page is live turns over at once, and stays so once live', async ({
  page,
  observed,
}) => {
  observed.allowFailedRequests = true;
  const release = await openHeld(page, '/mr/academics');
  const card = page.locator('button[data-flipped]').first();
  await tapMiddle(page, card);
  await expect(card).toHaveAttribute('data-flipped', 'true');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  release();
  await expect(card).not.toHaveAttribute('data-tap-held', { timeout: 30_000 });
  await expect(card).toHaveAttribute('data-flipped', 'true');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  // The app knows it is turned over: a second tap turns it back.
  await card.click();
  await expect(card).toHaveAttribute('data-flipped', 'false');
});

/**
 * A gallery picture tapped before the page is live opens at once, from the page itself: the
 * dialog holds every picture, and the early-tap holder shows the one tapped
 * (src/boot/earlyTaps.ts). Once live, the app finds it open and closes it; closed before, it
 * stays closed.
 */
test.describe('a gallery picture tapped before the page is live', () => {
  for (const [language, path, close] of [
    ['en', '/', 'Close'],
    ['hi', '/hi/', text('hi', 'home', 'gallery.close')],
    ['mr', '/mr/', text('mr', 'home', 'gallery.close')],
  ] as const) {
    test(`opens at once, and the app closes it once live, in ${language}`, async ({
      page,
      observed,
    }) => {
      observed.allowFailedRequests = true;
      const release = await openHeld(page, path, 375, 800);
      const third = page.locator('#gallery li').nth(2).getByRole('button');
      await tapMiddle(page, third);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img')).toHaveAttribute('src', '/art/gallery-group-work.svg');
      await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
      await expect(dialog).toContainText(text(language, 'home', 'gallery.category.collaboration'));
      await expect(dialog.getByRole('button', { name: close })).toBeFocused();
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

      release();
      await expect(third).not.toHaveAttribute('data-tap-held', { timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
      await expect(dialog.getByRole('img')).toHaveAttribute('src', '/art/gallery-group-work.svg');
      await dialog.getByRole('button', { name: close }).click();
      await expect(dialog).toBeHidden();
      await expect(third).toBeFocused();
      // The app knows what is open: the next picture opens alone.
      await page.locator('#gallery li').first().getByRole('button').click();
      await expect(dialog.getByRole('img')).toHaveAttribute('src', '/art/gallery-classroom.svg');
    });
  }

  test('closed before the page is live, it is not opened again once live', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    const release = await openHeld(page, '/', 1280);
    const first = page.locator('#gallery li').first().getByRole('button');
    await tapMiddle(page, first);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
    await expect(first).not.toHaveAttribute('data-tap-held');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/, { timeout: 30_000 });
    // Another picture opens, alone, and closes for good.
    await page.locator('#gallery li').nth(1).getByRole('button').click();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', '/art/gallery-computer-lab.svg');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(dialog.locator('figure:not([hidden])')).toHaveCount(0);
  });
});

/**
 * Watch tour tapped before the page is live opens the tour at once, getting ready: the dialog,
 * its title bar and its "getting ready" line are in the page. The scenes follow once the page
 * is live and their code has come.
 */
test.describe('Watch tour tapped before the page is live', () => {
  for (const [language, path] of [
    ['en', '/'],
    ['hi', '/hi/'],
    ['mr', '/mr/'],
  ] as const) {
    test(`opens at once, and the scenes follow once live, in ${language}`, async ({
      page,
      observed,
    }) => {
      observed.allowFailedRequests = true;
      const release = await openHeld(page, path, 375, 800);
      const launcher = page
        .locator('#home')
        .getByRole('button', { name: text(language, 'tour', 'launcher.open') });
      await tapMiddle(page, launcher);
      const dialog = page.getByRole('dialog', { name: text(language, 'tour', 'dialog.title') });
      await expect(dialog).toBeVisible();
      const gettingReady = dialog.getByText(text(language, 'tour', 'dialog.loading'));
      await expect(gettingReady).toBeVisible();
      await expect(gettingReady).toHaveRole('status');
      const close = dialog.getByRole('button', { name: text(language, 'tour', 'dialog.close') });
      await expect(close).toBeFocused();
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

      release();
      await expect(dialog.locator('[data-scene]')).toBeVisible({ timeout: 30_000 });
      await expect(gettingReady).toHaveCount(0);
      await close.click();
      await expect(dialog).toBeHidden();
      await expect(launcher).toBeFocused();
    });
  }

  test('closed before the page is live, it is not opened again once live', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    const release = await openHeld(page, '/', 1280);
    const launcher = page.locator('#home').getByRole('button', { name: 'Watch tour' });
    await tapMiddle(page, launcher);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the tour' }).click();
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/, { timeout: 30_000 });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(dialog).toBeHidden();
    // The app opens it on the next tap, with its scenes.
    await launcher.click();
    await expect(dialog.locator('[data-scene]')).toBeVisible();
  });
});

/**
 * Before the page is live a language link is a plain link: the browser loads the page in that
 * language, which on a slow phone takes seconds. The link stays pressed until that page shows
 * (src/boot/earlyTaps.ts), as the app's switch keeps it once live.
 */
test.describe('a language link tapped before the page is live', () => {
  for (const [from, path, to] of [
    ['en', '/', 'hi'],
    ['hi', '/hi/', 'mr'],
    ['mr', '/mr/', 'en'],
  ] as const) {
    test(`stays pressed until the page shows in that language, from ${from}`, async ({
      page,
      observed,
    }) => {
      observed.allowFailedRequests = true;
      await openHeld(page, path, 1280);
      // The other language's page is held too, as on a slow connection.
      let letItCome = () => {};
      const arrived = new Promise<void>((resolve) => (letItCome = resolve));
      await page.route(to === 'en' ? /\/$/ : new RegExp(`/${to}/$`), async (route) => {
        await arrived;
        await route.continue();
      });
      const link = page.getByRole('banner').locator(`a[hreflang="${to}"]`);
      const resting = await link.evaluate((element) => getComputedStyle(element).boxShadow);
      // The page says how the link looks two frames after the tap: once a navigation is under
      // way, Playwright waits for it before it reads the page.
      const seen = new Promise<string>((resolve) =>
        page.on('console', (message) => {
          if (message.text().startsWith('link:')) resolve(message.text());
        }),
      );
      await link.evaluate((element) =>
        window.addEventListener('click', () =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const look = [
                element.hasAttribute('data-pending'),
                getComputedStyle(element).boxShadow,
              ];
              console.log(`link:${JSON.stringify(look)}`);
            }),
          ),
        ),
      );
      await tapMiddle(page, link);
      const [pending, pressed] = JSON.parse((await seen).slice('link:'.length)) as [
        boolean,
        string,
      ];
      expect(pending).toBe(true);
      expect(pressed).not.toBe(resting);
      letItCome();
      await expect(page.locator('html')).toHaveAttribute('lang', to);
      await expect(page).toHaveURL(to === 'en' ? /\/$/ : new RegExp(`/${to}/$`));
    });
  }
});

/**
 * The phone's Menu tapped before the page is live opens at once (src/boot/earlyTaps.ts opens
 * it as the app would: its list shows by the toggle's aria-expanded), and the app, once live,
 * knows it is open: the next tap closes it.
 */
test.describe('the Menu tapped before the page is live', () => {
  for (const [language, path, name] of [
    ['en', '/', 'Menu'],
    ['hi', '/hi/', 'मेन्यू'],
    ['mr', '/mr/', 'मेनू'],
  ] as const) {
    test(`opens at once, and closes with the next tap once live, in ${language}`, async ({
      page,
      observed,
    }) => {
      observed.allowFailedRequests = true;
      const release = await openHeld(page, path, 360, 740);
      const menu = page.getByRole('banner').getByRole('button', { name });
      const list = page.locator('#site-nav-list');
      await expect(list).toBeHidden();
      await tapMiddle(page, menu);
      await expect(list).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      release();
      await expect(menu).not.toHaveAttribute('data-tap-held', { timeout: 30_000 });
      await expect(list).toBeVisible();
      await tapMiddle(page, menu);
      await expect(list).toBeHidden();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });
  }
});
