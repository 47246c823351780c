import type { Page } from '@playwright/test';
import {
  DEVANAGARI,
  expect,
  hydrated,
  markWindow,
  preloadsOf,
  test,
  wasReloaded,
} from './fixtures';

// What a parent on patchy mobile data meets: a download that fails, a chunk gone after a
// deploy, a page opened while offline. The page they are reading must stay as it is.

const TOUR_BODY = /\/assets\/TourBody-[\w-]+\.js$/;
const MASCOT = /\/assets\/MascotWidget-[\w-]+\.js$/;
const ACADEMICS = /\/assets\/AcademicsPage-[\w-]+\.js$/;
const LEVELS = /\/assets\/AcademicLevels-[\w-]+\.js$/;
const ROUTE_ERROR = /Something went wrong|कुछ गड़बड़|काहीतरी गडबड/;

const tourButton = (page: Page) => page.locator('#home button[aria-haspopup="dialog"]');

/** The page is still the one the parent was reading, not the route's error page. */
async function expectHomeStill(page: Page, heading: RegExp) {
  await expect(page.locator('#home h1')).toHaveText(heading);
  await expect(page.getByRole('heading', { name: ROUTE_ERROR })).toHaveCount(0);
}

/** Resolves when a download of `url` has failed (a sleep could end before it is even asked for). */
const failedDownload = (page: Page, url: RegExp) =>
  page.waitForEvent('requestfailed', { predicate: (request) => url.test(request.url()) });

/** Downloads of what `matches` are counted, and fail while `blocked`. */
async function failingDownloads(page: Page, matches: (url: URL) => boolean) {
  const state = { blocked: true, attempts: 0 };
  await page.route(matches, (route) => {
    state.attempts += 1;
    return state.blocked ? route.abort() : route.continue();
  });
  return state;
}

/** The chunk of `path`'s hydration (preloaded by its head) whose name matches `pattern`. */
async function hydrationChunk(page: Page, path: string, pattern: RegExp): Promise<string> {
  const chunks = await preloadsOf(page, path);
  const chunk = chunks.find((file) => pattern.test(file));
  expect(chunk, `${path} hydrates with a chunk like ${pattern}`).toBeDefined();
  return chunk ?? '';
}

/**
 * Runs the page's (fake) clock a second at a time until `done`. A second at a time: each
 * attempt is a real download, and the timer of the next one starts only when it has failed.
 */
async function runClockUntil(page: Page, done: () => boolean | Promise<boolean>) {
  await expect
    .poll(async () => (await done()) || (await page.clock.runFor(1000), done()), {
      timeout: 30_000,
    })
    .toBe(true);
}

/**
 * Runs the page's clock until it stops asking for `downloads`, its retries over: until, once
 * it has asked, a minute of it brings no new attempt. Returns how many there were.
 */
async function runClockUntilQuiet(page: Page, downloads: { attempts: number }) {
  // Quiet: no new attempt over three minutes of the page's clock, read three times in a row,
  // so a retry whose failure is still on its way (a busy machine) is not taken for the last.
  let seen = -1;
  let quiet = 0;
  await expect
    .poll(
      async () => {
        const before = seen;
        seen = downloads.attempts;
        await page.clock.runFor(60_000);
        quiet = seen > 0 && before === seen ? quiet + 1 : 0;
        return quiet >= 3;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return seen;
}

test.describe('a download the hydration needs that fails', () => {
  /** The chunk of `path`'s hydration matching `pattern`, failing while `blocked`. */
  const failingChunk = async (page: Page, path: string, pattern: RegExp) => {
    const chunk = await hydrationChunk(page, path, pattern);
    return failingDownloads(page, (url) => url.pathname === chunk);
  };

  const isHydrated = async (page: Page) =>
    (await page.locator('html').getAttribute('data-hydrated')) === 'true';

  /** What the parent reads on the prerendered page (not hydrated: a chunk it needs is blocked). */
  async function prerenderedView(page: Page) {
    const view = {
      heading: (await page.locator('h1').textContent()) ?? '',
      text: await page.locator('body').innerText(),
    };
    // Its own language, not the keys of its text.
    expect(view.heading).toMatch(DEVANAGARI);
    return view;
  }

  /** The page is still exactly as prerendered: same text, no error, not hydrated. */
  async function expectAsPrerendered(page: Page, view: { heading: string; text: string }) {
    await expect(page.locator('h1')).toHaveText(view.heading);
    expect(await page.locator('body').innerText()).toBe(view.text);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  }

  const quietAboutHydration = (messages: string[]) =>
    messages.filter((message) => /#418|#423|hydrat|mismatch/i.test(message));

  const CASES = [
    {
      what: 'the page’s own text',
      path: '/hi/academics',
      chunk: /\/assets\/academics-[\w-]+\.js$/,
    },
    {
      what: 'the page’s own text',
      path: '/mr/academics',
      chunk: /\/assets\/academics-[\w-]+\.js$/,
    },
    { what: 'the tour launcher’s text', path: '/hi/', chunk: /\/assets\/tour-[\w-]+\.js$/ },
    { what: 'the tour launcher’s text', path: '/mr/', chunk: /\/assets\/tour-[\w-]+\.js$/ },
    // Code, too: the page's own module, and the app's (the first chunk the entry imports).
    {
      what: 'the page’s code',
      path: '/hi/academics',
      chunk: /\/assets\/AcademicsPage-[\w-]+\.js$/,
    },
    { what: 'the app’s code', path: '/mr/', chunk: /\/assets\/hydrate-[\w-]+\.js$/ },
  ];

  for (const { what, path, chunk: pattern } of CASES) {
    test(`${what} on ${path}: the page stays as prerendered while it fails, and comes live when it arrives`, async ({
      page,
      observed,
    }) => {
      observed.allowFailedRequests = true;
      const chunk = await failingChunk(page, path, pattern);
      await page.clock.install();
      await page.goto(path);
      const view = await prerenderedView(page);
      // The preload, the app's own attempt and its first retry fail.
      await runClockUntil(page, () => chunk.attempts >= 3);
      await expectAsPrerendered(page, view);
      if (path.endsWith('/')) await expect(tourButton(page)).toBeVisible();

      chunk.blocked = false;
      await runClockUntil(page, () => isHydrated(page));
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(view.heading);
      expect(quietAboutHydration(observed.consoleMessages)).toEqual([]);
      // Live: its buttons work.
      if (path.endsWith('/')) {
        await tourButton(page).click();
        await expect(page.getByRole('dialog').locator('progress')).toBeVisible();
      } else {
        const tab = page.getByRole('tablist').getByRole('tab').nth(2);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      }
    });
  }

  test('a failure that persists leaves the page as prerendered, readable and quiet; it comes live once the browser is back online', async ({
    page,
    context,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    const chunk = await failingChunk(page, '/hi/', /\/assets\/tour-[\w-]+\.js$/);
    await page.clock.install();
    await page.goto('/hi/');
    const view = await prerenderedView(page);
    // The first attempt and four retries (and the preload, if the browser did not share it).
    const attempts = await runClockUntilQuiet(page, chunk);
    expect(attempts).toBeGreaterThanOrEqual(5);
    expect(attempts).toBeLessThanOrEqual(6);
    // Then it waits for the connection: no more downloads, nothing said, however long.
    await page.clock.runFor(10 * 60_000);
    expect(chunk.attempts).toBe(attempts);
    await expectAsPrerendered(page, view);
    await expect(tourButton(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: ROUTE_ERROR })).toHaveCount(0);
    expect(quietAboutHydration(observed.consoleMessages)).toEqual([]);

    chunk.blocked = false;
    await context.setOffline(true);
    await context.setOffline(false); // the browser says "online" again
    await runClockUntil(page, () => isHydrated(page));
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(view.heading);
    await tourButton(page).click();
    await expect(page.getByRole('dialog').locator('progress')).toBeVisible();
    expect(quietAboutHydration(observed.consoleMessages)).toEqual([]);
  });

  test('while it persists, the page’s links still work as plain links', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    const chunk = await failingChunk(page, '/mr/academics', /\/assets\/academics-[\w-]+\.js$/);
    await page.clock.install();
    await page.goto('/mr/academics');
    const view = await prerenderedView(page);
    await runClockUntilQuiet(page, chunk);
    await expectAsPrerendered(page, view);
    // The language switcher, say: without the app, it opens the Hindi page the usual way.
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/academics$/);
    await hydrated(page); // its own text is another chunk, which comes
    await expect(page.locator('h1')).toHaveText('पढ़ाई');
  });
});

test.describe('a lazy part that fails to download', () => {
  test('the tour: a failed prefetch changes nothing; a tap says so and Try again brings it', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    await page.route(TOUR_BODY, (route) => route.abort());
    await page.goto('/');
    await hydrated(page);
    const prefetch = failedDownload(page, TOUR_BODY);
    await tourButton(page).hover(); // the prefetch fails in the background
    await prefetch;
    await expectHomeStill(page, /curious children/);
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);

    await tourButton(page).click();
    const dialog = page.getByRole('dialog');
    const notice = dialog.getByRole('status').filter({ hasText: /the tour could not be loaded/ });
    await expect(notice).toBeVisible();
    await expectHomeStill(page, /curious children/);

    await page.unroute(TOUR_BODY);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Welcome');
    await expect(notice).toHaveCount(0);
  });

  test('the tour in Marathi says so in Marathi, and Try again works from the keyboard', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    await page.route(TOUR_BODY, (route) => route.abort());
    await page.goto('/mr/');
    await hydrated(page);
    await tourButton(page).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('status').filter({ hasText: /सफर उघडता आली नाही/ }),
    ).toBeVisible();
    await page.unroute(TOUR_BODY);
    const retry = dialog.getByRole('button', { name: 'पुन्हा प्रयत्न करा' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.locator('progress')).toBeVisible();
  });

  test('the cat: when its code cannot be downloaded the page stays as it is', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    await page.route(MASCOT, (route) => route.abort());
    const cat = failedDownload(page, MASCOT); // asked for once the page is idle
    await page.goto('/');
    await hydrated(page);
    await cat;
    await expectHomeStill(page, /curious children/);
    await expect(page.locator('section[data-position]')).toHaveCount(0);
    // Nothing the parent asked for failed, so nothing is reported; the tour still works.
    await tourButton(page).click();
    await expect(page.getByRole('dialog').locator('progress')).toBeVisible();
  });

  test('the academics levels: their HTML stays while their code fails, and they come live once the connection is back', async ({
    page,
    context,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    const levels = await failingDownloads(page, (url) => LEVELS.test(url.pathname));
    await page.clock.install();
    await page.goto('/hi/academics');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const part = page.locator('[data-island]');
    const tabs = part.getByRole('tab');
    // The part's HTML, not what is drawn of it: once live, a card's hidden face leaves innerText.
    const text = await part.textContent();
    const attempts = await runClockUntilQuiet(page, levels); // a few attempts, then it waits
    await page.clock.runFor(10 * 60_000);
    expect(levels.attempts).toBe(attempts);
    expect(await part.textContent()).toBe(text);
    await expect(part).not.toHaveAttribute('data-live');

    levels.blocked = false;
    await context.setOffline(true);
    await context.setOffline(false); // the browser says "online" again
    await expect(part).toHaveAttribute('data-live', '');
    expect(await part.textContent()).toBe(text);
    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  });

  test('the cat comes once the connection is back', async ({ page, context, observed }) => {
    observed.allowFailedRequests = true;
    await page.route(MASCOT, (route) => route.abort());
    const cat = failedDownload(page, MASCOT);
    await page.goto('/');
    await hydrated(page);
    await cat;
    await page.unroute(MASCOT);
    // The browser says "online" again. The page starts listening once it has seen the failure,
    // which on a busy machine can be a moment after the request failed: until the cat comes, the
    // connection drops and returns again, as a phone's does.
    await expect(async () => {
      await context.setOffline(true);
      await context.setOffline(false);
      await expect(page.locator('section[data-position]')).toBeVisible({ timeout: 1000 });
    }).toPass();
  });
});

test.describe('going to another page while offline', () => {
  test('keeps the page and says, in its language, that the page needs a connection; Try again opens it', async ({
    page,
    context,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    await context.setOffline(true);
    await page.locator('#home').getByRole('link', { name: 'Explore Subjects' }).click();
    const notice = page.getByRole('banner').getByRole('status');
    await expect(notice).toHaveText(/needs an internet connection/);
    await expect(page).toHaveURL(/\/$/);
    await expectHomeStill(page, /curious children/);
    await context.setOffline(false);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/academics$/);
    await expect(page.locator('h1')).toHaveText('Academics');
    await expect(notice).toHaveText('');
    expect(await wasReloaded(page)).toBe(false);
  });

  test('a page whose code cannot be downloaded: the same, in Hindi', async ({ page, observed }) => {
    observed.allowFailedRequests = true;
    await page.route(ACADEMICS, (route) => route.abort());
    await page.goto('/hi/');
    await hydrated(page);
    await markWindow(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'पढ़ाई' }).click();
    const notice = page.getByRole('banner').getByRole('status');
    await expect(notice).toHaveText(/इंटरनेट/);
    await expect(page).toHaveURL(/\/hi\/$/);
    await expectHomeStill(page, /जिज्ञासु बच्चे/);
    await page.unroute(ACADEMICS);
    await notice.getByRole('button', { name: 'फिर से कोशिश करें' }).click();
    await expect(page).toHaveURL(/\/hi\/academics$/);
    await expect(page.locator('h1')).toHaveText('पढ़ाई');
    expect(await wasReloaded(page)).toBe(false); // a network error is not a deploy
  });
});

test.describe('a chunk missing after a deploy', () => {
  /** Answers for `pattern` as a host does for a file the last deploy removed. */
  async function goneAfterDeploy(page: Page, pattern: RegExp) {
    await page.route(pattern, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  }

  test('reloads the page once, keeping the like, the language and the scroll position', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await hydrated(page);
    const like = page.getByRole('button', { name: /^इस स्कूल को पसंद करें/ });
    await like.click();
    await expect(like).toHaveText('148');
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'पढ़ाई' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // The place is what the reader sees: the link where it was on screen. (Not scrollY: the
    // sections above, not drawn yet after the reload, count as estimated heights.)
    const linkAt = async () => (await footerLink.boundingBox())?.y ?? Number.NaN;
    const placed = await linkAt();
    await markWindow(page);

    await goneAfterDeploy(page, ACADEMICS);
    await footerLink.click();
    await expect.poll(() => wasReloaded(page).catch(() => false)).toBe(true);
    await page.unroute(ACADEMICS);
    await hydrated(page);
    await expect(page).toHaveURL(/\/hi\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(linkAt).toBeGreaterThan(placed - 50);
    expect(await linkAt()).toBeLessThan(placed + 50);
    // The reloaded page has the new chunk: the link works.
    await footerLink.click();
    await expect(page).toHaveURL(/\/hi\/academics$/);
  });

  test('never reloads twice: a second missing chunk is reported instead', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    await goneAfterDeploy(page, ACADEMICS);
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    const link = page.locator('#home').getByRole('link', { name: 'Explore Subjects' });
    await link.click();
    await expect.poll(() => wasReloaded(page).catch(() => false)).toBe(true);
    await hydrated(page);
    await markWindow(page);
    await link.click();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(
      /needs an internet connection/,
    );
    // The notice is the other outcome of the same decision: once it shows, no reload follows.
    expect(await wasReloaded(page)).toBe(false);
    await expect(page).toHaveURL(/\/$/);
  });

  test('never reloads when session storage throws (it could not guard against a loop)', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await goneAfterDeploy(page, ACADEMICS);
    await page.goto('/');
    await hydrated(page);
    await markWindow(page);
    await page.locator('#home').getByRole('link', { name: 'Explore Subjects' }).click();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(
      /needs an internet connection/,
    );
    // The notice is the other outcome of the same decision: once it shows, no reload follows.
    expect(await wasReloaded(page)).toBe(false);
  });
});
