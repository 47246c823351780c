import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startSite } from '../../scripts/lib/site.mjs';
import { hydrated } from '../e2e/fixtures';

// The site with no network, as a parent on a train has it. "No network" is the server
// stopped, not `context.setOffline` (which does not stop a service worker's own fetches, so a
// worker that saved nothing would pass). The server is started and stopped by each test, one
// test at a time; `npm run test:offline` (scripts/test/offline.mjs) builds the second version
// a deploy would bring (OFFLINE_NEXT_DIST) and runs this file.

const PORT = Number(process.env.OFFLINE_PORT ?? 4181);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DIST = join(import.meta.dirname, '..', '..', 'dist');
const NEXT_DIST = process.env.OFFLINE_NEXT_DIST ?? '';
/** The text the second version changes (scripts/test/offline.mjs). */
const NEXT_MARK = process.env.OFFLINE_NEXT_MARK ?? '';

type Texts = Record<string, unknown>;
const texts = async (language: string, namespace: string) =>
  JSON.parse(
    await readFile(
      join(import.meta.dirname, '..', '..', 'locales', language, `${namespace}.json`),
      'utf8',
    ),
  ) as Texts;
const text = (file: Texts, key: string) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], file);
  if (typeof value !== 'string') throw new Error(`No text at ${key}`);
  return value;
};

let server: { stop: () => Promise<unknown> } | null = null;
/** The enquiries service's database for this run: it outlives each stop of the server. */
const DATABASE = join(tmpdir(), `offline-enquiries-${PORT}-${Date.now()}.sqlite`);

async function serve(dir: string) {
  server = await startSite({ port: PORT, dist: dir, env: { ENQUIRIES_DB: DATABASE } });
}

/** The stored enquiries whose message starts with `tag`. */
function storedWith(tag: string) {
  if (!existsSync(DATABASE)) return [];
  const db = new DatabaseSync(DATABASE, { readOnly: true });
  try {
    return db
      .prepare('SELECT id, message, language FROM enquiries WHERE message LIKE ?')
      .all(`${tag}%`) as { id: number; message: string; language: string }[];
  } finally {
    db.close();
  }
}

/** The network goes away: the server stops, and nothing answers at the site's address. */
async function stopServer() {
  const running = server;
  server = null;
  if (!running) return;
  await running.stop();
  await expect(fetch(`${ORIGIN}/`)).rejects.toThrow();
}

const test = base.extend<{ errors: string[] }>({
  baseURL: ORIGIN,
  serviceWorkers: 'allow',
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A page asked for offline that is not saved: the browser logs the failed fetch.
      errors.push(message.text());
    });
    await use(errors);
  },
});
test.describe.configure({ mode: 'serial' });
test.afterEach(stopServer);

/** Loads `path` and waits until the worker has saved `language` (the page says so). */
async function openAndSave(page: Page, path: string, language: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute(
    'data-saved-offline',
    new RegExp(`\\b${language}\\b`),
    {
      timeout: 30_000,
    },
  );
}

/** What axe finds serious or critical on the page as it is now. */
async function seriousProblems(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The registration's workers, for a failure's message. */
const workerStates = (page: Page) =>
  page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    const url = (worker?: ServiceWorker | null) => worker && `${worker.scriptURL} ${worker.state}`;
    return JSON.stringify({
      controller: url(navigator.serviceWorker.controller),
      active: url(found?.active),
      waiting: url(found?.waiting),
      installing: url(found?.installing),
    });
  });

const savedCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('school-')));

test('Hindi, once read, opens and works with no network: every page, the tour, the cat, the tabs, the pictures, the like', async ({
  page,
}) => {
  const [tour, home, mascot, academics] = await Promise.all([
    texts('hi', 'tour'),
    texts('hi', 'home'),
    texts('hi', 'mascot'),
    texts('hi', 'academics'),
  ]);
  await serve(DIST);
  await openAndSave(page, '/hi/', 'hi');
  // Hindi's pages, font and pictures, and nothing of the other languages, nor the PDFs.
  const saved = await page.evaluate(async () => {
    const [name] = (await caches.keys()).filter((key) => key.startsWith('school-'));
    const requests = name ? await (await caches.open(name)).keys() : [];
    return requests.map((request) => new URL(request.url).pathname);
  });
  expect(saved).toEqual(
    expect.arrayContaining([
      '/hi/',
      '/hi/academics',
      '/hi/brochure',
      '/hi/404.html',
      '/hi/offline.html',
    ]),
  );
  expect(saved.filter((path) => path.endsWith('.woff2'))).toHaveLength(2);
  expect(saved.filter((path) => path.startsWith('/art/'))).not.toHaveLength(0);
  expect(
    saved.filter((path) => /^\/(mr\/(?!offline)|academics|brochure|404)|\.pdf$/.test(path)),
  ).toEqual([]);
  expect(saved).not.toContain('/');
  await stopServer();

  // A fresh load of each page, as from the home screen, and moves between them.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(home, 'hero.title'));

  await page.getByRole('button', { name: text(tour, 'launcher.open') }).click();
  const dialog = page.getByRole('dialog', { name: text(tour, 'dialog.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text(tour, 'controls.next') }).click();
  await expect(dialog).toContainText(text(tour, 'scenes.classrooms.title'));
  await dialog.getByRole('button', { name: text(tour, 'dialog.close') }).click();
  await expect(dialog).toBeHidden();

  const like = page.getByRole('button', { name: new RegExp(text(home, 'like.label')) });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.locator('#gallery li').first().getByRole('button').click();
  const lightbox = page.getByRole('dialog', { name: text(home, 'gallery.dialogLabel') });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img')).toHaveJSProperty('complete', true);
  expect(
    await lightbox.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await lightbox.getByRole('button', { name: text(home, 'gallery.close') }).click();
  await expect(lightbox).toBeHidden();

  const cat = page.getByRole('region', { name: text(mascot, 'widget.label') });
  await expect(cat).toBeVisible();
  await cat.getByRole('button', { name: text(mascot, 'controls.minimise') }).click();
  await page.getByRole('button', { name: text(mascot, 'controls.expand') }).click();
  await expect(cat.getByRole('button', { name: text(mascot, 'controls.minimise') })).toBeVisible();

  // To the academics page inside the app, then its tabs.
  await page.locator('main a[href="/hi/academics"]').first().click();
  await expect(page).toHaveURL(/\/hi\/academics$/);
  const secondary = page.getByRole('tab', { name: text(academics, 'levels.secondary.name') });
  await secondary.click();
  await expect(secondary).toHaveAttribute('aria-selected', 'true');

  // Opened afresh with no network: the academics page (with its tab in the address) and the
  // brochure, each from the saved copy.
  await page.goto('/hi/academics?level=secondary');
  await expect(
    page.getByRole('tab', { name: text(academics, 'levels.secondary.name') }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.goto('/hi/brochure');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097F]/);
  // An address that is no page: the saved Hindi 404 page, not the offline page.
  const missing = await page.goto('/hi/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // The like survived all of it (the browser's storage, not the worker's).
  await page.goto('/hi/');
  await expect(
    page.getByRole('button', { name: new RegExp(text(home, 'like.label')) }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('a language not read yet says so offline, in the language being read, and comes back with the network', async ({
  page,
}) => {
  const [commonHi, offlineMr] = await Promise.all([texts('hi', 'common'), texts('mr', 'offline')]);
  // On 2G, a live page does not fetch the other languages' text at idle (on a faster
  // connection Marathi would be here by now, and the switch would work offline).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g' } });
  });
  await serve(DIST);
  await openAndSave(page, '/hi/', 'hi');
  await stopServer();

  // The switcher, on a Hindi page: Marathi cannot come, said in Hindi; the page stays. That
  // answer is the app's: tapped before hydration the link is a plain link, and the worker
  // answers it with the Marathi offline page (as a Marathi address does, below).
  await page.reload();
  await hydrated(page);
  await page.getByRole('link', { name: 'मराठी' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'मराठी' })).toContainText(
    text(commonHi, 'switcher.loadFailed').replace('{{language}}', 'मराठी'),
  );
  await expect(page).toHaveURL(/\/hi\/$/);

  // A Marathi address opened from outside: the offline page, in Marathi, with a button.
  await page.goto('/mr/academics');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(offlineMr, 'page.title'));
  expect(await seriousProblems(page)).toEqual([]);
  const retry = page.getByRole('button', { name: text(offlineMr, 'page.retry') });
  await retry.click(); // still no network: the offline page again, never the browser's error
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(offlineMr, 'page.title'));

  await serve(DIST);
  await page.getByRole('button', { name: text(offlineMr, 'page.retry') }).click();
  await expect(page).toHaveURL(/\/mr\/academics$/);
  await expect(page.getByRole('tab').first()).toBeVisible();
});

test('with Save-Data on, nothing is saved in the background', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
  });
  await serve(DIST);
  // The offline part's code arrives once the page has loaded and is idle; then it decides.
  const offlineCode = page.waitForResponse(/\/assets\/client-[\w-]+\.js$/);
  await page.goto('/hi/');
  await offlineCode;
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  expect(await savedCaches(page)).toEqual([]);
});

test('the worker is never kept in a cache, and the page registers it only after loading', async ({
  page,
}) => {
  await serve(DIST);
  const response = await fetch(`${ORIGIN}/sw.js`);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
  await page.addInitScript(() => {
    addEventListener('load', () => {
      void navigator.serviceWorker.getRegistrations().then((found) => {
        (window as unknown as { registeredAtLoad: number }).registeredAtLoad = found.length;
      });
    });
  });
  await openAndSave(page, '/', 'en');
  const atLoad = await page.evaluate(
    () => (window as unknown as { registeredAtLoad?: number }).registeredAtLoad,
  );
  expect(atLoad).toBe(0);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(1);
});

test.describe('a new deploy', () => {
  test.skip(!NEXT_DIST, 'needs the second build: npm run test:offline');

  test('is taken cleanly: the notice in Hindi, one version at a time, the like and language kept, and offline after', async ({
    page,
    errors,
  }) => {
    const [offlineHi, home] = await Promise.all([texts('hi', 'offline'), texts('hi', 'home')]);
    await serve(DIST);
    await openAndSave(page, '/hi/', 'hi');
    await page.getByRole('button', { name: new RegExp(text(home, 'like.label')) }).click();
    const before = await savedCaches(page);
    expect(before).toHaveLength(1);
    await stopServer();

    await serve(NEXT_DIST);
    // Online, the page comes from the network: the new text at once, all of it from the new
    // build (the old worker answers only with the hashed files both versions share).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(NEXT_MARK);
    const notice = page.getByRole('status').filter({ hasText: text(offlineHi, 'update.ready') });
    await expect(notice.getByText(text(offlineHi, 'update.ready'))).toBeVisible({
      timeout: 30_000,
    });
    expect(await seriousProblems(page)).toEqual([]);
    // Until the parent chooses, the old version stays in charge (no files swapped under the page).
    expect(await savedCaches(page)).toContain(before[0]);

    // Waited for from before the click: on a loaded machine the page has reloaded before the
    // click returns.
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: text(offlineHi, 'update.take') }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toContainText(NEXT_MARK);
    await expect.poll(() => savedCaches(page)).toHaveLength(1);
    const after = await savedCaches(page);
    expect(after[0]).not.toBe(before[0]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(
      page.getByRole('button', { name: new RegExp(text(home, 'like.label')) }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The new version saved Hindi again as it installed: it opens with no network.
    await stopServer();
    await page.goto('/hi/academics');
    await page.goto('/hi/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(NEXT_MARK);
    expect(
      errors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(error)),
    ).toEqual([]);
  });

  test('the next page opened takes the new version, if the parent did not', async ({ page }) => {
    const offlineHi = await texts('hi', 'offline');
    await serve(DIST);
    await openAndSave(page, '/hi/', 'hi');
    const before = await savedCaches(page);
    await stopServer();
    await serve(NEXT_DIST);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: text(offlineHi, 'update.ready') });
    await expect(notice.getByText(text(offlineHi, 'update.ready'))).toBeVisible({
      timeout: 30_000,
    });
    await notice.getByRole('button', { name: text(offlineHi, 'update.later') }).click();
    await expect(notice.getByText(text(offlineHi, 'update.ready'))).toBeHidden();

    // The move itself is the app's (no page load); the new version then loads the page afresh.
    // Without the reload, the failure says where the versions stood.
    const reloaded = page.waitForEvent('load', { timeout: 60_000 }).catch(async () => {
      throw new Error(`No reload within 60 s: ${await workerStates(page)}`);
    });
    await page.locator('main a[href="/hi/academics"]').first().click();
    await reloaded;
    await expect(page).toHaveURL(/\/hi\/academics$/);
    await expect
      .poll(() => savedCaches(page))
      .toEqual([expect.not.stringMatching(before[0] ?? '')]);
    await expect(page.getByRole('tab').first()).toBeVisible();
  });
});

test('a retired worker deletes what it saved and lets the site work online as before', async ({
  page,
  context,
}) => {
  const retired = await mkdtemp(join(tmpdir(), 'site-retired-'));
  try {
    await cp(DIST, retired, { recursive: true });
    await cp(
      join(import.meta.dirname, '..', '..', 'deploy', 'retire-sw.js'),
      join(retired, 'sw.js'),
    );
    await rm(join(retired, 'sw.js.br'), { force: true });
    await rm(join(retired, 'sw.js.gz'), { force: true });
    await serve(DIST);
    await openAndSave(page, '/hi/', 'hi');
    await stopServer();
    await serve(retired);
    // The open page keeps the old worker, online, until the parent closes it.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The browser checks for the new worker on that navigation; on a loaded machine installing
    // it took longer than an assertion's usual 10 s once (the whole offline run, not alone).
    await expect
      .poll(
        () =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state,
          ),
        { timeout: 30_000 },
      )
      .toBe('installed');
    // The next visit is a plain one: nothing saved is left, the pages come from the network,
    // and browsing saves nothing again (the old worker would).
    await page.close();
    const next = await context.newPage();
    // A page that opens while the new worker does its work is reloaded by it once
    // (deploy/retire-sw.js), which cuts short the first load: seen on a loaded machine.
    await expect(async () => {
      await next.goto('/hi/', { timeout: 15_000 });
    }).toPass({ timeout: 45_000 });
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await next.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await next.locator('main a[href="/hi/academics"]').first().click();
    await expect(next.getByRole('tab').first()).toBeVisible();
    await next.goto('/hi/brochure');
    await expect(next.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await savedCaches(next)).toEqual([]);
    // And with no network, nothing answers for the site any more.
    await stopServer();
    await expect(next.goto('/hi/')).rejects.toThrow();
  } finally {
    await rm(retired, { recursive: true, force: true });
  }
});

test.describe('a message sent without a connection', () => {
  /** Opens the contact section of `path` once the worker controls the page and fills the form. */
  async function fillWhileControlled(page: Page, path: string, language: string, tag: string) {
    const home = await texts(language, 'home');
    await openAndSave(page, path, language);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.locator('#contact form');
    const field = (key: string) =>
      form.getByLabel(text(home, `contact.form.${key}`), { exact: true });
    const message = `${tag}\n${language === 'en' ? 'Is there a bus from Pant Nagar?' : 'पंत नगरहून बस मिळते का?'}`;
    await field('firstName').fill('Asha');
    await field('email').fill('asha@example.net');
    await field('message').fill(message);
    return {
      form,
      message,
      field,
      send: () => form.getByRole('button', { name: text(home, 'contact.form.send') }).click(),
      said: (key: string) => text(home, `contact.form.${key}`).split('{{')[0]!.trim(),
    };
  }

  /** What happens to the form's requests, the worker's included, for the note of a failure. */
  function requestLog(page: Page) {
    const log: string[] = [];
    const isEnquiry = (url: string) => new URL(url).pathname === '/enquiries';
    const from = (request: { serviceWorker: () => unknown }) =>
      request.serviceWorker() ? 'worker' : 'page';
    page.context().on('requestfinished', async (request) => {
      if (!isEnquiry(request.url())) return;
      const response = await request.response();
      log.push(`${from(request)} ${request.method()} ${response?.status() ?? '-'}`);
    });
    page.context().on('requestfailed', (request) => {
      if (isEnquiry(request.url()))
        log.push(`${from(request)} ${request.method()} failed: ${request.failure()?.errorText}`);
    });
    return log;
  }

  test('is kept, the parent told in Marathi, and reaches the school once when the connection is back', async ({
    page,
  }, testInfo) => {
    const log = requestLog(page);
    const tag = `offline-kept-${Date.now()}`;
    await serve(DIST);
    const { form, message, field, send, said } = await fillWhileControlled(page, '/mr/', 'mr', tag);
    await stopServer();
    await page.context().setOffline(true);
    await send();
    const status = form.getByRole('status');
    await expect(status).toContainText(said('keptOffline'));
    // Nothing is cleared until the school has it.
    await expect(field('message')).toHaveValue(message);
    expect(storedWith(tag)).toEqual([]);

    await serve(DIST);
    await page.context().setOffline(false); // the browser says it is online again
    // At once, or at the page's next ask (15 s) when the first try went out a moment too soon.
    await expect(status).toContainText(said('sentService'), { timeout: 45_000 });
    await expect(field('message')).toHaveValue('');
    const rows = storedWith(tag);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ message, language: 'mr' });
    // The number the parent is shown is the school's.
    await expect(status).toContainText(
      new Intl.NumberFormat('mr-IN', { useGrouping: false }).format(rows[0]!.id),
    );
    await testInfo.attach('requests', { body: log.join('\n') });
  });

  test('a 502 while the service restarts keeps it in Hindi, and a 502 during the replay keeps it again', async ({
    page,
  }, testInfo) => {
    const log = requestLog(page);
    const tag = `offline-502-${Date.now()}`;
    await serve(DIST);
    const { form, message, send, said } = await fillWhileControlled(page, '/hi/', 'hi', tag);
    // nginx's answer while the service restarts; the worker's own requests are routed too.
    let refused = 0;
    await page.context().route('**/enquiries?*', async (route) => {
      refused += 1;
      await route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<h1>502 Bad Gateway</h1>',
      });
    });
    await send();
    const status = form.getByRole('status');
    await expect(status).toContainText(said('keptService'));
    // Chromium's Background Sync may already have tried it again (and met the 502 again).
    const tried = refused;
    expect(tried).toBeGreaterThanOrEqual(1);

    // The page asks the worker to try again (as when the connection comes back): 502 again.
    const online = () => page.evaluate(() => window.dispatchEvent(new Event('online')));
    await online();
    // At once, or right after a try already under way (the worker sends again when asked
    // during one: src/offline/worker/enquiryQueue.ts).
    await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(tried);
    await expect(status).toContainText(said('keptService'));
    expect(storedWith(tag)).toEqual([]);

    await page.context().unrouteAll();
    await online();
    await expect(status).toContainText(said('sentService'), { timeout: 30_000 });
    const rows = storedWith(tag);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.message).toBe(message);
    await testInfo.attach('requests', { body: log.join('\n') });
  });

  test('kept when the page was closed, it is sent on the next visit', async ({ page, context }) => {
    const tag = `offline-next-visit-${Date.now()}`;
    await serve(DIST);
    const { form, send, said } = await fillWhileControlled(page, '/', 'en', tag);
    await stopServer();
    await send();
    await expect(form.getByRole('status')).toContainText(said('keptOffline'));
    await page.close();

    await serve(DIST);
    const next = await context.newPage();
    await next.goto('/academics');
    await expect.poll(() => storedWith(tag).length, { timeout: 30_000 }).toBe(1);
  });
});
