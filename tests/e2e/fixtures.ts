import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/i18n/languages';

// The languages come from the registry (locales/languages.mjs), like the site's own.
export { LANGUAGES, type Language };

/** `/academics` in a language: `/academics`, `/hi/academics`, `/mr/academics`. */
export function pathIn(language: Language, rest: string): string {
  if (language === DEFAULT_LANGUAGE) return rest;
  return rest === '/' ? `/${language}/` : `/${language}${rest}`;
}

/** Devanagari letters, to tell a Hindi or Marathi page from an English one. */
export const DEVANAGARI = /[\u0900-\u097F]/;

type Json = Record<string, unknown>;
const LOCALES = join(import.meta.dirname, '..', '..', 'locales');

/** A sentence of a locale file by its key, as the page shows it: `text('hi', 'home', 'contact.form.send')`. */
export function text(language: Language, namespace: string, key: string): string {
  const file = JSON.parse(
    readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8'),
  ) as Json;
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], file);
  if (typeof value !== 'string') throw new Error(`No text at ${language} ${namespace}:${key}`);
  return value;
}

/** A locale sentence up to its first placeholder: what the page shows before any value. */
export const lead = (sentence: string) => sentence.split('{{')[0]!.trim();

/** The home page's sections, top to bottom: the hero, then the sections of its island. */
export const HOME_SECTION_IDS = [
  'home',
  'about',
  'student-life',
  'covid-commitment',
  'clubs',
  'achievements',
  'testimonials',
  'gallery',
  'contact',
];

interface Observed {
  consoleErrors: string[];
  consoleMessages: string[];
  failedRequests: string[];
  foreignRequests: string[];
  /** What the Content-Security-Policy blocked (the server sends the production policy). */
  cspViolations: string[];
  /** Set by a test that makes requests fail on purpose (or expects a 4xx or 5xx answer). */
  allowFailedRequests: boolean;
}

/**
 * Every test watches the page: console errors, failed requests, any request to a host other
 * than ours (the site makes no third-party requests) and anything the Content-Security-Policy
 * blocks fail it. So every state the suite visits is also checked under the policy.
 */
export const test = base.extend<{ observed: Observed }>({
  observed: [
    async ({ page, baseURL }, use) => {
      const observed: Observed = {
        consoleErrors: [],
        consoleMessages: [],
        failedRequests: [],
        foreignRequests: [],
        cspViolations: [],
        allowFailedRequests: false,
      };
      // Injected by the browser, not the page: the policy does not apply to it.
      await page.exposeFunction('__reportCspViolation', (violation: string) => {
        observed.cspViolations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (v: string) => void })
            .__reportCspViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (message) => {
        observed.consoleMessages.push(`${message.type()}: ${message.text()}`);
        // A 404 page's own status shows up as a console error; that one is expected.
        const expected =
          message.text().includes('status of 404') ||
          (observed.allowFailedRequests &&
            /net::ERR_(FAILED|INTERNET_DISCONNECTED)|status of [45]\d\d/.test(message.text()));
        if (message.type() === 'error' && !expected) {
          observed.consoleErrors.push(message.text());
        }
        // Chromium's own report of a blocked script, style, picture or font.
        if (/^Refused to|Content Security Policy/.test(message.text())) {
          observed.cspViolations.push(message.text());
        }
      });
      page.on('pageerror', (error) => observed.consoleErrors.push(error.message));
      page.on('requestfailed', (request) => {
        // ERR_ABORTED is a request the browser cancelled itself, e.g. the favicon of a page
        // the test navigated away from: not a failure of the site.
        const cancelled = request.failure()?.errorText === 'net::ERR_ABORTED';
        if (!observed.allowFailedRequests && !cancelled)
          observed.failedRequests.push(request.url());
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.origin !== origin) {
          observed.foreignRequests.push(request.url());
        }
      });
      await use(observed);
      expect(observed.consoleErrors, 'console errors').toEqual([]);
      expect(observed.failedRequests, 'failed requests').toEqual([]);
      expect(observed.foreignRequests, 'requests to other hosts').toEqual([]);
      expect(observed.cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Marks the window, so a later check can tell whether the page was reloaded. */
export async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __notReloaded?: boolean }).__notReloaded = true;
  });
}

export async function wasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => !(window as unknown as { __notReloaded?: boolean }).__notReloaded);
}

// Home page sections far from the screen are drawn only as they near it (content-visibility),
// each then taking its real height in place of an estimate, so one jump down the page can land
// a little off. These scroll again until a scroll no longer moves the window, as a reader's own
// scrolling settles.

/** Scrolls until the element with this id starts `offset` px below the top of the window. */
export async function scrollToElement(page: Page, id: string, offset = 0) {
  await expect
    .poll(() =>
      page.evaluate(
        ([id, offset]) => {
          const before = window.scrollY;
          const top = document.getElementById(id)?.getBoundingClientRect().top ?? 0;
          window.scrollBy({ top: top - offset, behavior: 'instant' });
          return Math.abs(window.scrollY - before);
        },
        [id, offset] as const,
      ),
    )
    .toBeLessThan(2);
}

/** Scrolls to the end of the page. */
export async function scrollToEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const before = window.scrollY;
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        return Math.abs(window.scrollY - before);
      }),
    )
    .toBeLessThan(2);
}

/**
 * Waits until React has hydrated the prerendered page (the switcher answers clicks), and the
 * parts of it that hydrate just after (src/hydration/Island.tsx).
 */
export async function hydrated(page: Page) {
  // Polled from the test side, so it also works while a test controls the page's clock. On a
  // loaded machine (CI runs several workers on two cores) hydration may take longer than an
  // assertion's usual 10 s: seen for a tab opened from another page, which shares its process.
  const timeout = 30_000;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout });
  await expect(page.locator('[data-island]:not([data-live])')).toHaveCount(0, { timeout });
}

/**
 * Waits until both weights of a web font (Baloo 2, Devanagari's, unless named) have arrived: a
 * Hindi or Marathi page asks for them as it is first laid out and swaps them in as they come.
 * Polled from the test side, as `hydrated` is.
 */
export async function webFontLoaded(page: Page, family = 'Baloo 2', sample = 'क') {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([family, sample]) =>
            ['400', '700'].every((weight) =>
              document.fonts.check(`${weight} 1em "${family}"`, sample),
            ),
          [family, sample] as const,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** The language offer's card, which English pages also preload: for the offer, not hydration. */
const OFFER_CARD = /\/offerCard-[^/]*\.js$/;

/** The chunks a page's HTML preloads for hydration (its code and its language's text). */
export function chunksIn(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((href) => !OFFER_CARD.test(href));
}

/** The chunks the page at `path` preloads for hydration. */
export async function preloadsOf(page: Page, path: string): Promise<string[]> {
  return chunksIn(await (await page.request.get(path)).text());
}

/** Makes a language's text files fail to load, as when the connection drops. */
export async function blockLanguageText(page: Page, language: Exclude<Language, 'en'>) {
  const own = await preloadsOf(page, `/${language}/`);
  const english = await preloadsOf(page, '/');
  const textChunks = own.filter((file) => !english.includes(file));
  await page.route(
    (url) => textChunks.includes(url.pathname),
    (route) => route.abort(),
  );
}

export { expect };

/**
 * Records, from the page's first byte, every element matching `selector` that is taken out of
 * the page (React gives up an island's prerendered HTML if the part is re-rendered before
 * its code arrives). Call before `goto`; read the ids (or tag names) with `removedElements`.
 */
export async function recordRemovedElements(page: Page, selector: string) {
  await page.addInitScript((selector) => {
    const removed: string[] = [];
    Object.assign(window, { __removedElements: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && node.matches(`${selector}, :has(${selector})`)) {
            removed.push(node.id || node.tagName);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

export async function removedElements(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __removedElements: string[] }).__removedElements,
  );
}

/**
 * When the page marked itself hydrated, and when the first script whose path matches
 * `script` was requested (undefined if it never was), in the page's own clock.
 */
export async function requestedClientOnly(page: Page, script: RegExp) {
  const order = await page.evaluate(() => ({
    hydrated: performance.getEntriesByName('hydrated')[0]?.startTime ?? Infinity,
    started: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: new URL(entry.name).pathname, at: entry.startTime })),
  }));
  return {
    hydrated: order.hydrated,
    requested: order.started.find(({ name }) => script.test(name))?.at,
  };
}

/** A layout shift: its score, when (ms), after input or not, and what moved. */
export interface Shift {
  value: number;
  at: number;
  input: boolean;
  sources: string[];
}

/** Records every layout shift of the page from its first byte (call before `goto`). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    const name = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(removed)';
      const id = node.id ? `#${node.id}` : '';
      const className = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
      return `${node.tagName.toLowerCase()}${id}${className ? `.${className}` : ''}`;
    };
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries) {
        const shift = entry as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        shifts.push({
          value: shift.value,
          at: Math.round(entry.startTime),
          input: shift.hadRecentInput,
          sources: (shift.sources ?? []).map((source) => name(source.node)),
        });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, {
      __layoutShifts: () => {
        take(observer.takeRecords());
        return shifts;
      },
    });
  });
}

/** The layout shifts so far (not those right after input, as CLS counts them). */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  const shifts = await page.evaluate(async () => {
    // Two frames: the one that drew the latest change has been measured.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { __layoutShifts: () => Shift[] }).__layoutShifts();
  });
  return shifts.filter((shift) => !shift.input);
}
