// @ts-check
// The three engines a parent's browser is built on, each behind the same small interface (a
// Tab: open a URL, run a function in the page, click, press a key, take a screenshot), so one
// check runs unchanged in all three:
// - Chromium (Debian's), as the control, and Firefox ESR over puppeteer-core (CDP and
//   WebDriver BiDi); a fresh browser context per tab: its own storage and service workers.
// - WebKit, the engine of Safari, as WebKitGTK's MiniBrowser driven over WebDriver classic
//   (./webdriver.mjs) under Xvfb; a fresh session, so a fresh browser, per tab.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromiumLaunchOptions } from '../../scripts/lib/browser.mjs';
import { KEYS, WebDriverSession } from './webdriver.mjs';

/**
 * @typedef {object} Tab
 * @property {(url: string) => Promise<void>} goto
 * @property {<T>(fn: (...args: any[]) => T, ...args: unknown[]) => Promise<Awaited<T>>} evaluate
 * @property {(source: string) => Promise<void>} inject runs a script's source in the page as
 *   the driver runs its own scripts, which the page's Content-Security-Policy does not govern
 *   (it blocks a script element the page did not list): e.g. axe-core
 * @property {(selector: string) => Promise<void>} click a real click; fails when covered
 * @property {(x: number, y: number) => Promise<void>} clickAt a click at a point of the window
 * @property {(key: keyof typeof KEYS) => Promise<void>} press
 * @property {(deltaY: number) => Promise<void>} wheel a mouse wheel turned over the window's middle
 * @property {boolean} canWheel whether `wheel` reaches the page (WebKit's WebDriver: no)
 * @property {(path: string) => Promise<void>} screenshot
 * @property {() => string[]} consoleErrors what the driver saw on the console (WebKit: none)
 * @property {() => Promise<void>} close
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {{ width: number; height: number }} size
 * @returns {Promise<Tab>}
 */
async function puppeteerTab(browser, size) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(size);
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) =>
    errors.push(String(error instanceof Error ? error.message : error)),
  );
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => /** @type {any} */ (page.evaluate(fn, ...args)),
    async inject(source) {
      // A string is evaluated as a script in the page's own world (CDP's Runtime.evaluate,
      // BiDi's script.evaluate).
      await page.evaluate(source);
    },
    async click(selector) {
      await page.click(selector);
    },
    async clickAt(x, y) {
      await page.mouse.click(x, y);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    canWheel: true,
    async wheel(deltaY) {
      await page.mouse.move(size.width / 2, size.height / 2);
      await page.mouse.wheel({ deltaY });
    },
    async screenshot(path) {
      await page.screenshot({ path });
    },
    consoleErrors: () => errors,
    async close() {
      await context.close().catch(() => {});
    },
  };
}

/** @param {'chrome' | 'firefox'} kind */
async function puppeteerEngine(kind) {
  const browser = await puppeteer.launch(
    kind === 'chrome'
      ? { browser: 'chrome', headless: true, ...chromiumLaunchOptions, protocolTimeout: 60_000 }
      : { browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true },
  );
  return {
    version: await browser.version(),
    /** What this engine's driver cannot check directly, and how the suite checks it instead. */
    limits: /** @type {string[]} */ ([]),
    /** @param {{ width: number; height: number }} size */
    newTab: (size) => puppeteerTab(browser, size),
    close: () => browser.close(),
  };
}

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Starts a program in its own process group, so that stopping it stops what it started too
 * (the driver's MiniBrowser).
 * @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env
 */
function start(command, args, env) {
  const child = spawn(command, args, { env, stdio: 'ignore', detached: true });
  child.on('error', () => {});
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  return { stop };
}

/** @param {string} url */
async function waitForHttp(url) {
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (attempt > 100) throw error;
      await sleep(100);
    }
  }
}

/**
 * Starts a virtual display on a free display number, which Xvfb picks itself and writes to the
 * pipe (-displayfd): a fixed number can be taken, or locked by an earlier run that was killed.
 * @returns {Promise<{ display: string; stop: () => void }>}
 */
function startXvfb() {
  const child = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  return new Promise((resolve, reject) => {
    let written = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`Xvfb stopped (exit code ${code})`)));
    child.stdio[3]?.on('data', (/** @type {Buffer} */ chunk) => {
      written += chunk.toString();
      if (written.includes('\n')) resolve({ display: `:${written.trim()}`, stop });
    });
  });
}

async function webkitEngine() {
  // The MiniBrowser has no headless mode: it draws into a virtual display. Its toolbar would
  // keep the window at least 447 px wide; this GTK stylesheet lets it shrink to a phone's.
  const home = join(tmpdir(), `engines-webkit-${process.pid}`);
  mkdirSync(join(home, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    join(home, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; }\nentry, button, toolbar, toolitem { padding: 0; margin: 0; border-width: 0; }\n',
  );
  const { display, stop: stopXvfb } = await startXvfb();
  const port = 4444 + (process.pid % 500);
  const env = { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: home };
  const base = `http://127.0.0.1:${port}`;
  let driver = start('WebKitWebDriver', [`--port=${port}`], env);
  await waitForHttp(`${base}/status`);
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
  };
  // A browser that does not start within this time is stuck; the driver is started afresh
  // (seen once in a long run: a new session that never answered).
  const session = async () => {
    try {
      return await WebDriverSession.start(base, capabilities, 30_000);
    } catch {
      driver.stop();
      driver = start('WebKitWebDriver', [`--port=${port}`], env);
      await waitForHttp(`${base}/status`);
      return WebDriverSession.start(base, capabilities, 30_000);
    }
  };
  const newSession = session;
  const probe = await newSession();
  const version = `WebKitGTK ${probe.capabilities.browserVersion}`;
  await probe.close();
  return {
    version,
    limits: [
      'no console over WebDriver: errors, rejections, console errors and CSP violations come from the probe and the report-uri',
      'no wheel over WebDriver: the lightbox scroll lock is read from the root overflow',
    ],
    /** @param {{ width: number; height: number }} size @returns {Promise<Tab>} */
    async newTab(size) {
      const session = await newSession();
      // The window's size is the viewport's plus the toolbar's: measured, then corrected.
      await session.setWindowSize(size.width, size.height);
      const inner = await session.execute('() => [innerWidth, innerHeight]', []);
      await session.setWindowSize(size.width * 2 - inner[0], size.height * 2 - inner[1]);
      return {
        goto: (url) => session.goto(url),
        evaluate: (fn, ...args) => session.execute(fn.toString(), args),
        // WebDriver runs a script as a function's body: the source becomes one.
        inject: (source) => session.execute(`function () {\n${source}\n}`, []),
        click: (selector) => session.click(selector),
        async clickAt(x, y) {
          await session.send('POST', '/actions', {
            actions: [
              {
                type: 'pointer',
                id: 'mouse',
                parameters: { pointerType: 'mouse' },
                actions: [
                  { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
                  { type: 'pointerDown', button: 0 },
                  { type: 'pointerUp', button: 0 },
                ],
              },
            ],
          });
          await session.send('DELETE', '/actions');
        },
        press: (key) => session.press(KEYS[key]),
        // WebKitGTK's driver accepts wheel actions but scrolls nothing with them.
        canWheel: false,
        async wheel() {
          throw new Error("WebKit's WebDriver turns no wheel");
        },
        async screenshot(path) {
          writeFileSync(path, await session.screenshot());
        },
        consoleErrors: () => [],
        close: () => session.close(),
      };
    },
    async close() {
      driver.stop();
      stopXvfb();
    },
  };
}

/** The engines, by the name the suite prints. */
export const ENGINES = {
  chromium: () => puppeteerEngine('chrome'),
  firefox: () => puppeteerEngine('firefox'),
  webkit: webkitEngine,
};
