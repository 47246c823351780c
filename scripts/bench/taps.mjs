// @ts-check
// `npm run bench:taps`: how fast each tap is answered, in each language, as a parent on a phone
// meets it. A benchmark, never a test: nothing fails on a timing; a target not met is printed.
//
// Profiles (each page load its own, in Chromium driven over the DevTools protocol):
// - applied: Lighthouse's applied mobile profile, 150 ms round trip, 1.6 Mbps down, 750 kbps up,
//   and the CPU slowed by a factor calibrated at the start of each run from Lighthouse's
//   `benchmarkIndex` (its own page function), so that this machine behaves as a phone of index
//   250 (about Lighthouse's 4× on a desktop of 1000): a slow moment of a shared machine makes
//   the factor smaller rather than the site slower;
// - slow: 400 ms, 400 kbps, CPU 4×.
// Each control (CONTROLS below: where it is, how to find it in each language, and the element
// whose change is its answer) is tapped on a fresh load of its page, once at the `load` event
// and once at the first contentful paint, `--runs` times (default 7) per language; languages
// interleave (en, hi, mr, then hi, mr, en, …) so a slow minute of the machine falls on all
// three. A tap's time is from the trusted `pointerdown` to the frame after its answer appeared
// (a requestAnimationFrame, then a task: the paint's stand-in), read in the page; Event Timing's
// duration for the interaction is recorded beside it (column "event"). "Live" is
// navigation start to the page's `hydrated` mark (src/hydration/hydrated.ts). The offer to read
// in Hindi is timed on the slow profile from the first contentful paint to its appearance, with
// the layout shift it caused. `--moments live` taps once the page and its islands are live and
// three seconds have passed (what comes at idle has come); `--dist <dir>` serves another build
// (an older commit's, to compare).
//
// The server is the project's (scripts/serve/serve.mjs: HTTP/1.1, the production headers and
// compression). Writes reports/bench-taps.json. Flags: --runs N, --profiles applied,slow,
// --only <regex of control names>, --moments load,paint, --locale en-US (the browser's language).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../lib/browser.mjs';
import { median } from '../lib/median.mjs';
import { buildIfNeeded, root, startSite } from '../lib/site.mjs';
import {
  TAP_PROFILES as PROFILES,
  cpuRateFor,
  measureBenchmarkIndex,
  throttle,
} from '../lib/tap-profiles.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    profiles: { type: 'string', default: 'applied,slow' },
    moments: { type: 'string', default: 'load,paint' },
    only: { type: 'string' },
    dist: { type: 'string' },
    // The browser's language for the taps (the offer is always timed for hi-IN).
    locale: { type: 'string', default: 'en-US' },
  },
});
const runs = Number(values.runs);
const GOAL_MS = 200;
const LANGUAGES = /** @type {const} */ (['en', 'hi', 'mr']);
/** @typedef {(typeof LANGUAGES)[number]} Language */

/** @param {Language} language @param {string} namespace */
async function texts(language, namespace) {
  return JSON.parse(await readFile(join(root, 'locales', language, `${namespace}.json`), 'utf8'));
}
/** @param {any} tree @param {string} key */
const at = (tree, key) => key.split('.').reduce((node, part) => node?.[part], tree);
const words = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (language) => [
      language,
      {
        tour: at(await texts(language, 'tour'), 'launcher.open'),
        cat: at(await texts(language, 'mascot'), 'widget.label'),
        sending: at(await texts(language, 'home'), 'contact.form.sending'),
        offer: at(await texts(language, 'common'), 'offer.label'),
      },
    ]),
  ),
);

const prefix = (/** @type {Language} */ language) => (language === 'en' ? '' : `/${language}`);
/** The language each one's link leads to in the switcher. */
const OTHER = /** @type {Record<Language, Language>} */ ({ en: 'hi', hi: 'mr', mr: 'en' });

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {{
 *   name: string; path: string; width?: number;
 *   prepare?: (page: Page, language: Language) => Promise<void>;
 *   control: (page: Page, language: Language) => import('@playwright/test').Locator;
 *   answer: string;
 * }} Control
 * `answer` is a script run in the page after the tap, returning true once the answer is on
 * screen (it is polled every frame in the page, from the tap on).
 */
/** @type {Control[]} */
const CONTROLS = [
  {
    name: 'language link',
    path: '/',
    control: (page, language) => page.locator(`header a[hreflang="${OTHER[language]}"]`),
    answer: `(() => {
      const to = window.__tap.to;
      const h1 = document.querySelector('h1');
      return document.documentElement.lang === to && h1 && h1.textContent !== window.__tap.h1;
    })()`,
  },
  {
    name: 'Menu (360 px)',
    path: '/',
    width: 360,
    control: (page) => page.locator('header a[aria-controls="site-nav-list"]'),
    answer: `(() => {
      const list = document.getElementById('site-nav-list');
      return !!list && list.checkVisibility() && list.getBoundingClientRect().height > 0;
    })()`,
  },
  {
    name: 'gallery picture',
    path: '/',
    control: (page) => page.locator('#gallery li button').first(),
    answer: `(() => {
      const dialog = document.querySelector('dialog[open]');
      const img = dialog && dialog.querySelector('figure:not([hidden]) img');
      return !!img && img.complete && img.naturalWidth > 0;
    })()`,
  },
  {
    name: 'Watch tour',
    path: '/',
    control: (page, language) =>
      page.locator('#home').getByRole('button', { name: words[language].tour }),
    answer: `!!document.querySelector('dialog[open]')`,
  },
  {
    name: 'academics stage',
    path: '/academics',
    control: (page) => page.locator('[role="tab"]').nth(1),
    answer: `(() => {
      const tab = document.querySelectorAll('[role="tab"]')[1];
      const panel = tab && document.getElementById(tab.getAttribute('aria-controls'));
      return tab?.getAttribute('aria-selected') === 'true' && !!panel && panel.checkVisibility();
    })()`,
  },
  {
    name: 'subject card',
    path: '/academics',
    control: (page) => page.locator('button[data-flipped]').first(),
    answer: `document.querySelector('button[data-flipped]')?.getAttribute('data-flipped') === 'true'`,
  },
  {
    name: 'cat',
    path: '/',
    // Floating, it steps aside where it would cover a control: at a phone's width on the home
    // page's first screen it waits for the reader to scroll.
    width: 1280,
    control: (page, language) =>
      page.getByRole('region', { name: words[language].cat }).getByRole('button').first(),
    answer: `(() => {
      const region = [...document.querySelectorAll('[role="region"], section[aria-label]')]
        .find((r) => r.getAttribute('aria-label') === window.__tap.cat);
      const status = region?.querySelector('[role="status"]');
      return !!status && status.textContent.trim().length > 0;
    })()`,
  },
  {
    name: 'Like',
    path: '/',
    width: 1280,
    control: (page) => page.locator('button[aria-pressed][aria-label]').last(),
    answer: `[...document.querySelectorAll('button[aria-pressed="true"][aria-label]')].length > 0`,
  },
  {
    name: 'Send',
    path: '/',
    prepare: async (page) => {
      // The service is not reached: the request is held open, so "sending" stays on screen.
      await page.route(/\/enquiries/, () => {});
      await page.locator('input[name="firstName"]').fill('Asha');
      await page.locator('input[name="email"]').fill('asha@example.com');
      await page.locator('textarea[name="message"]').fill('Admission for grade 3, please.');
    },
    control: (page) => page.locator('form button[type="submit"]'),
    answer: `(() => {
      const form = document.querySelector('form[action^="/enquiries"]');
      return !!form && form.textContent.includes(window.__tap.sending);
    })()`,
  },
];

/**
 * A fresh page in its own context, throttled as `settings` says (network and CPU).
 * @param {import('@playwright/test').Browser} browser
 * @param {{ latency: number; down: number; up: number; cpu: number | null }} settings
 * @param {import('@playwright/test').BrowserContextOptions} options
 */
async function throttledPage(browser, settings, options) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  await throttle(context, page, settings);
  return { context, page };
}

/** In the page before anything of it runs: the tap's moment and its answering frame. */
const TAP_PROBE = `
  window.__tap = { down: null, answered: null, fcp: null, event: 0, cls: 0, navigated: false };
  // A tap before hydration can load a new document (the language link is a plain link then):
  // the tap's moment, on the wall clock, is carried over in sessionStorage.
  const __carried = JSON.parse(sessionStorage.getItem('__tap') || 'null');
  sessionStorage.removeItem('__tap');
  const __check = () => {
    let done = false;
    try { done = !!window.__tapAnswer(); } catch {}
    if (done) {
      requestAnimationFrame(() => setTimeout(() => { window.__tap.answered = performance.now(); }));
    } else {
      requestAnimationFrame(__check);
    }
  };
  if (__carried) {
    Object.assign(window.__tap, __carried, { navigated: true, down: __carried.wall - performance.timeOrigin });
    requestAnimationFrame(__check);
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__tap.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  // Event Timing: the longest duration among the tap's events (pointerdown … click), those
  // with an interactionId (the hover events of the pointer's arrival have none).
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId > 0) window.__tap.event = Math.max(window.__tap.event, e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__tap.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  addEventListener('pointerdown', (e) => {
    if (!e.isTrusted || window.__tap.down !== null) return;
    window.__tap.down = e.timeStamp;
    const { to, h1, cat, sending } = window.__tap;
    sessionStorage.setItem('__tap', JSON.stringify({ wall: performance.timeOrigin + e.timeStamp, to, h1, cat, sending }));
    if (window.__tap.answered === null) requestAnimationFrame(__check);
  }, true);
`;

await buildIfNeeded();
const site = await startSite(values.dist ? { dist: values.dist } : {});
const browser = await launchChromium();
/** @type {any[]} */
const results = [];
/** @type {Record<string, Record<string, number[]>>} */
const live = {};
try {
  const index = await measureBenchmarkIndex(browser);
  const appliedCpu = cpuRateFor(index);
  PROFILES.applied.cpu = appliedCpu;
  console.log(
    `Lighthouse benchmarkIndex ${Math.round(index)}: the applied profile slows the CPU ${appliedCpu.toFixed(2)}×`,
  );
  const only = values.only ? new RegExp(values.only, 'i') : null;
  const profiles = /** @type {(keyof typeof PROFILES)[]} */ (values.profiles.split(','));
  const moments = values.moments.split(',');

  /**
   * One fresh load of `path` in `language`, throttled by `profile`; taps `control` at `moment`.
   * @param {Control} control @param {Language} language @param {keyof typeof PROFILES} profile @param {string} moment
   */
  async function tapOnce(control, language, profile, moment) {
    const { context, page } = await throttledPage(browser, PROFILES[profile], {
      viewport: { width: control.width ?? 412, height: 823 },
      hasTouch: false,
      locale: values.locale,
    });
    try {
      // The answer's check goes in with the probe: the site's policy forbids eval in the page.
      await page.addInitScript({
        content: `${TAP_PROBE}\nwindow.__tapAnswer = () => ${control.answer};`,
      });
      const url = `${site.origin}${prefix(language)}${control.path}`;
      await page.goto(url, { waitUntil: moment === 'load' ? 'load' : 'commit' });
      if (moment === 'live') {
        // The page and its islands live, and a few idle seconds for what comes after.
        await page.waitForFunction(
          () =>
            document.documentElement.dataset.hydrated === 'true' &&
            !document.querySelector('[data-island]:not([data-live])'),
          null,
          { polling: 100, timeout: 60_000 },
        );
        await page.waitForTimeout(3000);
      }
      if (moment === 'paint') {
        await page.waitForFunction(() => /** @type {any} */ (window).__tap?.fcp != null, null, {
          polling: 16,
          timeout: 60_000,
        });
      }
      await page.evaluate(
        ([to, cat, sending]) => {
          const tap = /** @type {any} */ (window).__tap;
          Object.assign(tap, { to, cat, sending, h1: document.querySelector('h1')?.textContent });
        },
        [OTHER[language], words[language].cat, words[language].sending],
      );
      await control.prepare?.(page, language);
      const target = control.control(page, language);
      await target.waitFor({ state: 'visible', timeout: 60_000 });
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      if (!box) throw new Error(`${control.name} (${language}) is not on screen`);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      // Across a new document too (a tap before hydration may load one).
      const until = Date.now() + 60_000;
      for (;;) {
        try {
          await page.waitForFunction(
            () => /** @type {any} */ (window).__tap?.answered != null,
            null,
            {
              timeout: Math.max(1, until - Date.now()),
            },
          );
          break;
        } catch (error) {
          if (Date.now() >= until)
            throw new Error(`${control.name} (${language}) never answered`, { cause: error });
        }
      }
      // Event Timing reports an interaction once its frame is presented: one more frame.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))),
      );
      /** @type {{ down: number; answered: number; fcp: number; event: number; live: number | null }} */
      const got = await page.evaluate(() => {
        const tap = /** @type {any} */ (window).__tap;
        const mark = performance.getEntriesByName('hydrated')[0];
        return {
          down: tap.down,
          answered: tap.answered,
          fcp: tap.fcp,
          event: tap.event,
          live: mark && !tap.navigated ? mark.startTime : null,
        };
      });
      return { ms: got.answered - got.down, event: got.event, live: got.live };
    } finally {
      await context.close();
    }
  }

  for (const profile of profiles) {
    for (const control of CONTROLS.filter((c) => !only || only.test(c.name))) {
      for (const moment of moments) {
        /** @type {Record<Language, number[]>} */
        const times = { en: [], hi: [], mr: [] };
        /** @type {Record<Language, number[]>} */
        const events = { en: [], hi: [], mr: [] };
        for (let run = 0; run < runs; run++) {
          const order = [...LANGUAGES.slice(run % 3), ...LANGUAGES.slice(0, run % 3)];
          for (const language of order) {
            const { ms, event, live: liveAt } = await tapOnce(control, language, profile, moment);
            times[language].push(ms);
            events[language].push(event);
            if (liveAt !== null && moment === 'load') {
              ((live[profile] ??= {})[`${control.path} ${language}`] ??= []).push(liveAt);
            }
          }
        }
        const row = {
          profile,
          control: control.name,
          moment,
          medians: {},
          within: {},
          eventMedians: {},
        };
        for (const language of LANGUAGES) {
          /** @type {any} */ (row.medians)[language] = Math.round(median(times[language]));
          /** @type {any} */ (row.eventMedians)[language] = Math.round(median(events[language]));
          /** @type {any} */ (row.within)[language] = times[language].filter(
            (t) => t <= GOAL_MS,
          ).length;
        }
        results.push({ ...row, times, events });
        console.log(
          `${profile.padEnd(8)} ${control.name.padEnd(16)} at ${moment.padEnd(6)} ` +
            LANGUAGES.map(
              (l) =>
                `${l} ${String(/** @type {any} */ (row.medians)[l]).padStart(5)} ms (${/** @type {any} */ (row.within)[l]}/${runs} ≤ ${GOAL_MS})`,
            ).join('  '),
        );
      }
    }
  }

  // The offer to read in Hindi, to a browser that prefers it, on the slow profile.
  const offerLabel = words.hi.offer;
  const offers = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await throttledPage(browser, PROFILES.slow, {
      viewport: { width: 412, height: 823 },
      locale: 'hi-IN',
    });
    try {
      await page.addInitScript({
        content: `
          window.__offer = { fcp: null, shown: null, cls: 0 };
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__offer.fcp = e.startTime;
          }).observe({ type: 'paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) if (!e.hadRecentInput) window.__offer.cls += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          const look = () => {
            const offer = document.querySelector('section[aria-label="${offerLabel}"]');
            if (offer && offer.getBoundingClientRect().height > 0) {
              requestAnimationFrame(() => setTimeout(() => { window.__offer.shown = performance.now(); }));
            } else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        `,
      });
      await page.goto(`${site.origin}/`, { waitUntil: 'commit' });
      await page.waitForFunction(() => /** @type {any} */ (window).__offer.shown !== null, null, {
        timeout: 60_000,
      });
      await page.waitForTimeout(1000);
      offers.push(await page.evaluate(() => /** @type {any} */ (window).__offer));
    } finally {
      await context.close();
    }
  }
  const offerAfterPaint = median(offers.map((o) => o.shown - o.fcp));
  console.log(
    `\nThe offer in Hindi, slow profile: ${Math.round(offerAfterPaint)} ms after the first paint ` +
      `(median of ${runs}; goal 1000), layout shift ${Math.max(...offers.map((o) => o.cls)).toFixed(3)} at most`,
  );

  console.log('\nNavigation start to `hydrated` (median ms; Devanagari ÷ English per page):');
  for (const [profile, pages] of Object.entries(live)) {
    for (const path of new Set(Object.keys(pages).map((key) => key.split(' ')[0]))) {
      const of = (/** @type {Language} */ l) => median(pages[`${path} ${l}`] ?? [NaN]);
      console.log(
        `  ${profile.padEnd(8)} ${String(path).padEnd(11)} en ${Math.round(of('en'))}  hi ${Math.round(of('hi'))} (${(of('hi') / of('en')).toFixed(2)}×)  mr ${Math.round(of('mr'))} (${(of('mr') / of('en')).toFixed(2)}×)`,
      );
    }
  }
  // The table: control × language × profile × moment, median and how many within the goal.
  console.log(
    `\n${'profile'.padEnd(8)} ${'moment'.padEnd(6)} ${'control'.padEnd(16)} ${'lang'.padEnd(4)} ${'median'.padStart(7)} ${'event'.padStart(6)} within  holds`,
  );
  /** @type {string[]} */
  const holding = [];
  for (const r of results) {
    for (const l of LANGUAGES) {
      const holds = r.medians[l] <= GOAL_MS;
      if (holds) holding.push(`${r.profile} ${r.moment} ${r.control} ${l}`);
      console.log(
        `${r.profile.padEnd(8)} ${r.moment.padEnd(6)} ${r.control.padEnd(16)} ${l.padEnd(4)} ${`${r.medians[l]} ms`.padStart(7)} ${`${r.eventMedians[l]}`.padStart(6)} ${`${r.within[l]}/${runs}`.padStart(6)}  ${holds ? 'holds' : '-'}`,
      );
    }
  }
  console.log(
    `\n${holding.length} of ${results.length * LANGUAGES.length} targets hold (median ≤ ${GOAL_MS} ms):`,
  );
  for (const line of holding) console.log(`  ${line}`);
  const held = results.filter((r) => LANGUAGES.every((l) => r.medians[l] <= GOAL_MS)).length;
  console.log(`${held} of ${results.length} rows hold in every language.`);
  await mkdir(join(root, 'reports'), { recursive: true });
  await writeFile(
    join(root, 'reports', 'bench-taps.json'),
    `${JSON.stringify({ benchmarkIndex: index, appliedCpu, runs, results, live, offers }, null, 2)}\n`,
  );
} finally {
  await browser.close();
  await site.stop();
}
