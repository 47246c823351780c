// @ts-check
// What the engines suite checks in every engine, as a parent would meet it: each check opens
// fresh tabs (fresh storage, no service worker), does what a parent does with real clicks and
// keys, and reads the page. Positions are asserted, not the mechanism that produces them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DatabaseSync } from 'node:sqlite';
import { LANGUAGE_CODES } from '../../locales/languages.mjs';

/** @typedef {import('./engines.mjs').Tab} Tab */
/**
 * @typedef {object} Context
 * @property {(size: { width: number; height: number }) => Promise<Tab>} newTab
 * @property {string} origin
 * @property {string} database the enquiries service's database (a file of the run's own)
 * @property {(tab: Tab) => Promise<string[]>} problems errors, CSP violations, failed requests
 * @property {(tab: Tab, name: string) => Promise<void>} screenshot
 */

export const PHONE = { width: 375, height: 800 };
export const DESKTOP = { width: 1280, height: 800 };
const SIZES = [PHONE, DESKTOP];

/** The text of a key in a language's locale file, e.g. text('hi', 'tour:controls.next'). */
export function text(/** @type {string} */ language, /** @type {string} */ key) {
  const [namespace, path] = key.split(':');
  const file = new URL(`../../locales/${language}/${namespace}.json`, import.meta.url);
  /** @type {any} */
  let value = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of (path ?? '').split('.')) value = value?.[part];
  if (typeof value !== 'string') throw new Error(`no text for ${language} ${key}`);
  return value;
}

/** `/academics` in a language. */
const pathIn = (/** @type {string} */ language, /** @type {string} */ rest) =>
  language === 'en' ? rest : rest === '/' ? `/${language}/` : `/${language}${rest}`;

export class CheckFailed extends Error {}

/** @param {unknown} condition @param {string} message */
function check(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

/**
 * Polls `fn` in the page until it returns something truthy; returns that.
 * @template T
 * @param {Tab} tab
 * @param {string} what what is awaited, for the failure message
 * @param {(...args: any[]) => T} fn
 * @param {unknown[]} [args]
 * @param {number} [timeout]
 */
async function waitFor(tab, what, fn, args = [], timeout = 20_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await tab.evaluate(fn, ...args);
    if (value) return value;
    if (Date.now() > end) throw new CheckFailed(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens `path` and waits until the page and its islands have hydrated. */
async function open(
  /** @type {Tab} */ tab,
  /** @type {Context} */ context,
  /** @type {string} */ path,
) {
  await tab.goto(context.origin + path);
  await waitFor(
    tab,
    `${path} to hydrate`,
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      !document.querySelector('[data-island]:not([data-live])'),
    [],
    30_000,
  );
}

/** Fails with whatever went wrong in the page: errors, CSP violations, failed requests. */
async function noProblems(/** @type {Tab} */ tab, /** @type {Context} */ context) {
  const problems = await context.problems(tab);
  check(problems.length === 0, problems.join('\n'));
}

/**
 * Where a section's title sits once the page has stopped moving: its top minus the sticky
 * header's bottom edge. Stable means the same for 6 readings in a row, 4 frames apart (a
 * smooth scroll, the sections drawn on the way and any correction have all ended).
 */
async function landing(/** @type {Tab} */ tab, /** @type {string} */ id) {
  /** @type {number[]} */
  const seen = [];
  const end = Date.now() + 15_000;
  for (;;) {
    // Each reading four frames after the last, not after a time: on a busy machine a smooth
    // scroll that gets no frames stands still for a while, and readings by the clock alone
    // could take it for landed.
    const gap = await tab.evaluate(async (id) => {
      for (let frame = 0; frame < 4; frame++)
        await new Promise((done) => requestAnimationFrame(done));
      const title = document.getElementById(`${id}-title`) ?? document.getElementById(id);
      const header = document.querySelector('header');
      if (!title || !header) return null;
      return Math.round(title.getBoundingClientRect().top - header.getBoundingClientRect().bottom);
    }, id);
    // Null until the page that holds the section is on screen (a navigation from another page).
    if (gap !== null) seen.push(gap);
    const last = seen.slice(-6);
    if (last.length === 6 && last.every((value) => value === last[0]))
      return /** @type {number} */ (last[0]);
    if (Date.now() > end) throw new CheckFailed(`#${id} never settled: ${seen.slice(-10)}`);
  }
}

const LANDS_WELL = (/** @type {number} */ gap) => gap >= 0 && gap <= 64;

/** Opens the phone menu when the header's links are behind it. */
async function showSectionLinks(/** @type {Tab} */ tab) {
  const folded = await tab.evaluate(() => {
    const toggle = document.querySelector('[aria-controls="site-nav-list"]');
    return !!toggle && toggle.getBoundingClientRect().width > 0;
  });
  if (folded) {
    await tab.click('[aria-controls="site-nav-list"]');
    await waitFor(tab, 'the menu to open', () => {
      const list = document.getElementById('site-nav-list');
      return !!list && list.getBoundingClientRect().height > 0;
    });
  }
}

const PAGES = ['/', '/academics', '/brochure'];
const sizeName = (/** @type {{ width: number }} */ size) => `${size.width}px`;

/**
 * Each case: a feature (a row of the printed table), a name, and what it does.
 * `known`: a defect found in an engine and not fixed yet, by engine: its failure there is
 * reported as known (and counted as skipped), not hidden and not failing the run.
 * @typedef {{ feature: string; name: string; size: { width: number; height: number };
 *   run: (tab: Tab, context: Context) => Promise<void>; known?: Record<string, string> }} Case
 * @type {Case[]}
 */
export const CASES = [];

// The home page's part below the hero links its own styles just before its HTML
// (src/hydration/partStyles.ts): the first screen must not wait for them in any engine.
for (const language of ['en', 'mr']) {
  const path = pathIn(language, '/');
  CASES.push({
    feature: 'first paint',
    name: `${path} paints its first screen before the styles of the part below the hero at ${sizeName(PHONE)}`,
    size: PHONE,
    async run(tab, context) {
      const held = 3000;
      await fetch(`${context.origin}/__engines/hold?pattern=/assets/HomeRest-&ms=${held}`);
      await open(tab, context, path);
      const seen = await tab.evaluate(() => {
        const link = document.querySelector('[data-island="home"] > link[href*="/HomeRest-"]');
        const timing =
          link && performance.getEntriesByName(/** @type {HTMLLinkElement} */ (link).href)[0];
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const about = document.getElementById('about');
        return {
          paint: paint ? paint.startTime : null,
          styles: timing
            ? {
                start: timing.startTime,
                end: /** @type {PerformanceResourceTiming} */ (timing).responseEnd,
              }
            : null,
          padding: about ? getComputedStyle(about).paddingTop : null,
        };
      });
      check(seen.paint !== null, 'the engine reported no first-contentful-paint');
      check(seen.styles !== null, "the part's stylesheet was not loaded (or not timed)");
      const { start, end } = /** @type {{ start: number; end: number }} */ (seen.styles);
      check(
        end - start >= held - 200,
        `the stylesheet was not held (${Math.round(end - start)} ms)`,
      );
      check(
        /** @type {number} */ (seen.paint) < end - held / 2,
        `the first paint (${Math.round(/** @type {number} */ (seen.paint))} ms) waited for the part's styles (${Math.round(end)} ms)`,
      );
      check(
        seen.padding === '48px',
        `the part below the hero is not styled (padding ${seen.padding})`,
      );
      await noProblems(tab, context);
    },
  });
}

// Every page in every language, and a 404.
for (const size of SIZES) {
  for (const language of ['en', 'hi', 'mr']) {
    for (const page of [...PAGES, '/no-such-page']) {
      const path = pathIn(language, page);
      CASES.push({
        feature: 'pages load, hydrate, keep their text',
        name: `${path} at ${sizeName(size)}`,
        size,
        async run(tab, context) {
          const html = await (await fetch(context.origin + path)).text();
          const prerendered = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
          check(prerendered, `${path} has no prerendered h1`);
          await open(tab, context, path);
          const seen = await tab.evaluate(async () => {
            const h1 = document.querySelector('h1');
            await document.fonts.ready;
            const root = document.documentElement;
            return {
              lang: root.lang,
              h1: h1?.textContent ?? '',
              overflow: root.scrollWidth - root.clientWidth,
              weight: h1 ? getComputedStyle(h1).fontWeight : '400',
            };
          });
          check(seen.lang === language, `lang is ${seen.lang}`);
          const squeeze = (/** @type {string} */ s) =>
            s
              .replace(/&amp;/g, '&')
              .replace(/&#x27;|&#39;/g, "'")
              .replace(/\s+/g, ' ')
              .trim();
          check(
            squeeze(seen.h1) === squeeze(prerendered ?? ''),
            `h1 "${seen.h1}" is not the prerendered "${prerendered}"`,
          );
          check(seen.overflow <= 0, `the page is ${seen.overflow}px wider than the window`);
          // The page's stylesheets came inside it; the disabled link that names each file for
          // the app's loader must not fetch it, nor may the loader, once the page is live.
          const styles = await tab.evaluate(() => {
            const inlined = [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map(
              (link) => /** @type {HTMLLinkElement} */ (link).href,
            );
            const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
            return {
              inlined: inlined.length,
              refetched: fetched.filter((url) => inlined.includes(url)),
            };
          });
          check(styles.inlined >= 2, `only ${styles.inlined} stylesheets are in the page`);
          check(styles.refetched.length === 0, `fetched again: ${styles.refetched.join(', ')}`);
          if (language !== 'en') {
            // Devanagari drawn in the site's own font: its face loaded, covering the heading.
            const drawn = await waitFor(
              tab,
              'the Devanagari font',
              (weight, sample) =>
                document.fonts.check(`${weight} 32px "Baloo 2"`, sample) &&
                [...document.fonts].some(
                  (face) => face.status === 'loaded' && face.family.replace(/"/g, '') === 'Baloo 2',
                ),
              [seen.weight, seen.h1],
              15_000,
            );
            check(drawn, 'the Devanagari font did not load');
          }
          await noProblems(tab, context);
          await context.screenshot(
            tab,
            `${language}${page === '/' ? '-home' : page.replace(/\//g, '-')}-${size.width}`,
          );
        },
      });
    }
  }
}

// axe-core in each engine, as the end-to-end suite runs it in Chromium (tests/e2e/quality.spec.ts):
// every page in every language, failing on a serious or critical violation. Its source is run
// in the page the way the driver runs its own scripts (the page's policy would block a script
// element). One case a page; each language in a tab of its own, as every check here opens
// fresh tabs (a page left for the next one mid-way through loading its later chunks would
// report them as failed loads).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical violations axe finds on the page in `tab`. */
async function axeViolations(/** @type {Tab} */ tab) {
  // Nothing mid-fade while axe reads the colours: a floating control (the like button, the cat)
  // fades in once it has been measured clear of what lies under it, a moment after the page is
  // live. Settled: each one wholly shown or wholly hidden, and no transition running, for half
  // a second.
  /** @type {string[]} */
  const seen = [];
  const end = Date.now() + 15_000;
  for (;;) {
    seen.push(
      await tab.evaluate(() =>
        document.getAnimations().some((animation) => animation instanceof CSSTransition)
          ? 'fading'
          : [...document.querySelectorAll('[data-steps-aside]')]
              .map((element) => getComputedStyle(element).opacity)
              .join(),
      ),
    );
    const last = seen.slice(-5);
    if (last.length === 5 && last.every((state) => state === last[0] && /^[01,]*$/.test(state)))
      break;
    if (Date.now() > end) throw new CheckFailed(`the page never stopped fading: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await tab.inject(AXE);
  /** @type {string[]} */
  const serious = await tab.evaluate(async () => {
    const { violations } = await /** @type {any} */ (window).axe.run(document, {
      resultTypes: ['violations'],
    });
    return violations
      .filter((/** @type {any} */ v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (/** @type {any} */ v) =>
          `${v.id}: ${v.nodes.map((/** @type {any} */ n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`,
      );
  });
  return serious;
}

for (const page of [...PAGES, '/no-such-page']) {
  CASES.push({
    feature: 'axe finds nothing serious',
    name: `axe on ${page} in ${LANGUAGE_CODES.join(', ')} at ${sizeName(DESKTOP)}`,
    size: DESKTOP,
    async run(first, context) {
      /** @type {string[]} */
      const found = [];
      // One tab, each language in turn: a second WebDriver session started while the first is
      // open sometimes never came up in WebKit ("fetch failed" after the driver's restart).
      const tab = first;
      for (const language of LANGUAGE_CODES) {
        const path = pathIn(language, page);
        await open(tab, context, path);
        // The cat guide arrives after hydration, in its own chunk.
        if (page === '/')
          await waitFor(tab, 'the cat guide', () => !!document.querySelector('[data-position]'));
        found.push(...(await axeViolations(tab)).map((violation) => `${path} ${violation}`));
        await noProblems(tab, context);
      }
      check(found.length === 0, found.join('\n'));
    },
  });
}

// Links to sections land each title 0-64 px below the sticky header.
for (const size of SIZES) {
  for (const language of ['en', 'hi']) {
    CASES.push({
      feature: 'section links land below the header',
      name: `${pathIn(language, '/')} header links at ${sizeName(size)}`,
      size,
      async run(tab, context) {
        await open(tab, context, pathIn(language, '/'));
        /** @type {string[]} */
        const wrong = [];
        // Every section link the header has, down the page and back up to the first.
        const ids = await tab.evaluate(() =>
          [...document.querySelectorAll('#site-nav-list a')]
            .map((link) => /** @type {HTMLAnchorElement} */ (link).hash.slice(1))
            .filter((id) => id !== 'home'),
        );
        check(ids.length === 8, `the header links to ${ids.length} sections below the hero`);
        for (const id of [...ids, ids[0] ?? '']) {
          await showSectionLinks(tab);
          await tab.click(`#site-nav-list a[href$="#${id}"]`);
          const gap = await landing(tab, id);
          if (!LANDS_WELL(gap)) wrong.push(`#${id} at ${gap}px`);
        }
        check(wrong.length === 0, `landed outside 0-64px: ${wrong.join(', ')}`);
        await noProblems(tab, context);
      },
    });
    CASES.push({
      feature: 'section links land below the header',
      name: `${pathIn(language, '/academics')} → Contact at ${sizeName(size)}`,
      size,
      async run(tab, context) {
        await open(tab, context, pathIn(language, '/academics'));
        await showSectionLinks(tab);
        await tab.click('#site-nav-list a[href$="#contact"]');
        const gap = await landing(tab, 'contact');
        check(LANDS_WELL(gap), `#contact landed at ${gap}px`);
        await noProblems(tab, context);
      },
    });
  }
  for (const [path, id] of /** @type {const} */ ([
    ['/#contact', 'contact'],
    ['/#gallery', 'gallery'],
    ['/hi/#testimonials', 'testimonials'],
    ['/mr/#achievements', 'achievements'],
  ])) {
    CASES.push({
      feature: 'section links land below the header',
      name: `opening ${path} at ${sizeName(size)}`,
      size,
      async run(tab, context) {
        await open(tab, context, path);
        const gap = await landing(tab, id);
        check(LANDS_WELL(gap), `#${id} landed at ${gap}px`);
        await noProblems(tab, context);
      },
    });
  }
}

/**
 * Marks the first element matching `selector` whose text or accessible label is `name` (any,
 * when no name is given), once it is on screen and not covered, so that a real click can aim
 * at it by selector.
 * @returns {Promise<string>} the selector of the marked element
 */
async function target(
  /** @type {Tab} */ tab,
  /** @type {string} */ selector,
  /** @type {string} */ name = '',
) {
  const found = await waitFor(
    tab,
    `${selector} ${name}`.trim(),
    async (selector, name) => {
      document
        .querySelectorAll('[data-engine-target]')
        .forEach((e) => e.removeAttribute('data-engine-target'));
      const element = [...document.querySelectorAll(selector)].find(
        (e) =>
          e.getBoundingClientRect().width > 0 &&
          (!name ||
            e.getAttribute('aria-label') === name ||
            !!e.textContent?.trim().endsWith(name)),
      );
      if (!element) return false;
      // As a parent would: on screen, still, and what a tap at its middle reaches. Still,
      // because a scroll folds the phone header (a scroll-linked animation) and WebKit applies
      // that a frame later: a tap aimed before it lands 50 px off. Scrolled to, too, when
      // something scrolls over it (a tour thumbnail below the part of the dialog in view).
      const box = element.getBoundingClientRect();
      const atMiddle = document.elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      );
      if (box.top < 0 || box.bottom > innerHeight || !atMiddle || !element.contains(atMiddle))
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const frame = () =>
        new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 200);
        });
      await frame();
      const seen = element.getBoundingClientRect();
      await frame();
      await frame();
      const middle = element.getBoundingClientRect();
      if (middle.top !== seen.top || middle.left !== seen.left) return false;
      const hit = document.elementFromPoint(
        middle.left + middle.width / 2,
        middle.top + middle.height / 2,
      );
      if (!hit || !element.contains(hit)) return false;
      element.setAttribute('data-engine-target', '');
      return true;
    },
    [selector, name],
  );
  check(found, `no ${selector} ${name}`);
  return '[data-engine-target]';
}

/** Clicks the element `target` finds. */
async function press(
  /** @type {Tab} */ tab,
  /** @type {string} */ selector,
  /** @type {string} */ name = '',
) {
  await tab.click(await target(tab, selector, name));
}

/** Whether the element that has focus matches `selector`. */
const focused = (/** @type {Tab} */ tab, /** @type {string} */ selector) =>
  tab.evaluate((selector) => !!document.activeElement?.matches(selector), selector);

/** Fails when the "new version is ready" notice is on the page. */
async function noUpdateNotice(/** @type {Tab} */ tab, /** @type {string} */ language) {
  const notice = await tab.evaluate(
    (ready) => document.body.textContent?.includes(ready),
    text(language, 'offline:update.ready'),
  );
  check(!notice, 'the "new version" notice is showing');
}

CASES.push({
  feature: 'mobile menu',
  name: '/hi/ menu opens, Escape closes it, focus back on the toggle at 375px',
  size: PHONE,
  async run(tab, context) {
    await open(tab, context, '/hi/');
    const toggle = '[aria-controls="site-nav-list"]';
    await tab.click(toggle);
    await waitFor(
      tab,
      'the menu to open',
      (toggle) =>
        document.querySelector(toggle)?.getAttribute('aria-expanded') === 'true' &&
        (document.getElementById('site-nav-list')?.getBoundingClientRect().height ?? 0) > 0,
      [toggle],
    );
    await tab.press('Escape');
    await waitFor(
      tab,
      'the menu to close',
      (toggle) =>
        document.querySelector(toggle)?.getAttribute('aria-expanded') === 'false' &&
        document.getElementById('site-nav-list')?.getBoundingClientRect().height === 0,
      [toggle],
    );
    check(await focused(tab, toggle), 'focus is not back on the menu toggle');
    await noProblems(tab, context);
  },
});

for (const [language, size] of /** @type {const} */ ([
  ['en', DESKTOP],
  ['hi', PHONE],
])) {
  CASES.push({
    feature: 'tour',
    name: `${pathIn(language, '/')} tour: every control, Escape, focus back at ${sizeName(size)}`,
    size,
    async run(tab, context) {
      await open(tab, context, pathIn(language, '/'));
      const launcher = '#home button[aria-haspopup="dialog"]';
      // On a phone the hero (with its call link) is taller than the screen: as a parent would,
      // the button is brought on screen and tapped where nothing covers it.
      await press(tab, launcher);
      const title = () => document.querySelector('dialog[open] h3')?.textContent ?? '';
      await waitFor(tab, 'the tour to open', () => {
        const dialog = document.querySelector('dialog[open]');
        return !!dialog && dialog.matches(':modal') && !!dialog.querySelector('h3');
      });
      const scene = (/** @type {string} */ key) => text(language, `tour:scenes.${key}.title`);
      const t = (/** @type {string} */ key) => text(language, `tour:controls.${key}`);
      const controls = 'dialog[open] [role="group"] button';
      check((await tab.evaluate(title)) === scene('welcome'), 'the tour does not open on Welcome');
      // Where Next is: it must not move when the scene's words change (within a pixel: the
      // button gives a pixel under the finger and springs back).
      const nextAt = async () =>
        /** @type {number[]} */ (
          await tab.evaluate((name) => {
            const next = [...document.querySelectorAll('dialog[open] [role="group"] button')].find(
              (b) => b.textContent?.trim() === name,
            );
            const box = next?.getBoundingClientRect();
            return box ? [box.left, box.top, box.width, box.height] : [];
          }, t('next'))
        );
      const nextBefore = await nextAt();
      await press(tab, controls, t('next'));
      await waitFor(
        tab,
        'the second scene',
        (s) => document.querySelector('dialog[open] h3')?.textContent === s,
        [scene('classrooms')],
      );
      const nextAfter = await nextAt();
      check(
        nextBefore.length === 4 &&
          nextAfter.length === 4 &&
          nextAfter.every((value, index) => Math.abs(value - (nextBefore[index] ?? 0)) <= 1),
        `Next moved: ${nextBefore.join(',')} → ${nextAfter.join(',')}`,
      );
      await press(tab, controls, t('previous'));
      await press(tab, controls, t('previous'));
      await waitFor(
        tab,
        'the last scene',
        (s) => document.querySelector('dialog[open] h3')?.textContent === s,
        [scene('cafeteria')],
      );
      // Play on the last scene plays the tour again from the first; the toggle says Pause.
      await press(tab, controls, t('play'));
      await waitFor(
        tab,
        'Play to start the tour again',
        (pause, first) =>
          document.querySelector('dialog[open] h3')?.textContent === first &&
          [...document.querySelectorAll('dialog[open] button')].some(
            (b) => b.textContent?.trim() === pause,
          ),
        [t('pause'), scene('welcome')],
      );
      await press(tab, controls, t('pause'));
      await press(tab, controls, t('captions'));
      await press(tab, controls, t('reset'));
      await waitFor(
        tab,
        'Start again',
        (s) => document.querySelector('dialog[open] h3')?.textContent === s,
        [scene('welcome')],
      );
      await press(tab, 'dialog[open] ol button', scene('library'));
      await waitFor(
        tab,
        'the Library scene',
        (s) => document.querySelector('dialog[open] h3')?.textContent === s,
        [scene('library')],
      );
      await tab.press('Escape');
      await waitFor(tab, 'the tour to close', () => !document.querySelector('dialog[open]'));
      check(await focused(tab, launcher), 'focus is not back on Watch tour');
      await noUpdateNotice(tab, language);
      await noProblems(tab, context);
    },
  });
}

for (const [language, size] of /** @type {const} */ ([
  ['en', DESKTOP],
  ['mr', PHONE],
])) {
  CASES.push({
    feature: 'cat guide',
    name: `${pathIn(language, '/')} cat: fun fact, mute, close${size === PHONE ? ', folded' : ''} at ${sizeName(size)}`,
    size,
    async run(tab, context) {
      await open(tab, context, pathIn(language, '/'));
      const card = 'section[data-position]';
      const t = (/** @type {string} */ key) => text(language, `mascot:${key}`);
      // Beside the hero's buttons the cat steps aside (it would cover one); below, it is there.
      await tab.evaluate(() =>
        document.getElementById('about')?.scrollIntoView({ behavior: 'instant' }),
      );
      if (size === PHONE) {
        // A phone's screen is small: the cat starts folded into a corner.
        const fold = `${card} button[aria-expanded="false"]`;
        await target(tab, fold);
        await press(tab, fold);
      }
      // After a while the cat falls asleep: the first tap wakes it.
      const asleep = await tab.evaluate(
        (card, wake) =>
          [...document.querySelectorAll(`${card} button`)].some(
            (b) => b.getAttribute('aria-label') === wake,
          ),
        card,
        t('cat.wake'),
      );
      if (asleep) await press(tab, `${card} button`, t('cat.wake'));
      await press(tab, `${card} button`, t('cat.pat'));
      await waitFor(
        tab,
        'a fun fact',
        (card, title) =>
          document.querySelector(`${card} [role="status"]`)?.textContent?.includes(title),
        [card, t('funFacts.title')],
      );
      await press(tab, `${card} button`, t('controls.mute'));
      await waitFor(
        tab,
        'mute to press',
        (card, mute) =>
          [...document.querySelectorAll(`${card} button[aria-pressed="true"]`)].some(
            (b) => b.getAttribute('aria-label') === mute,
          ),
        [card, t('controls.mute')],
      );
      await press(tab, `${card} button`, t('controls.close'));
      await waitFor(tab, 'the cat to leave', (card) => !document.querySelector(card), [card]);
      await noProblems(tab, context);
    },
  });
}

for (const [language, size] of /** @type {const} */ ([
  ['en', DESKTOP],
  ['hi', PHONE],
])) {
  CASES.push({
    feature: 'gallery lightbox',
    name: `${pathIn(language, '/')} lightbox: scroll locked, close button, backdrop at ${sizeName(size)}`,
    size,
    async run(tab, context) {
      await open(tab, context, pathIn(language, '/'));
      const lightbox = 'dialog[open]';
      // Where the driver can turn a wheel, the wheel scrolls the page while the lightbox is shut
      // (so its stillness below means something in this engine). WebKit's WebDriver turns none:
      // there the lock is read from what makes it, the page's overflow.
      const wheel = tab.canWheel;
      if (wheel) {
        await tab.evaluate(() =>
          document.getElementById('about')?.scrollIntoView({ behavior: 'instant' }),
        );
        const top = await tab.evaluate(() => scrollY);
        await tab.wheel(400);
        await waitFor(tab, 'the wheel to scroll the page', (top) => scrollY > top, [top]);
      }
      const rootOverflow = () => getComputedStyle(document.documentElement).overflowY;
      for (const closeBy of ['button', 'backdrop']) {
        await tab.evaluate(() =>
          document.getElementById('gallery')?.scrollIntoView({ behavior: 'instant' }),
        );
        await press(tab, '#gallery button[aria-haspopup="dialog"]');
        await waitFor(
          tab,
          'the lightbox',
          (lightbox) => !!document.querySelector(lightbox)?.querySelector('img'),
          [lightbox],
        );
        if (wheel) {
          const before = await tab.evaluate(() => {
            // A positive signal first: the wheel reached the page. Two frames after it, a
            // scroll it caused would have begun.
            /** @type {any} */ (window).__wheel = new Promise((done) =>
              addEventListener(
                'wheel',
                () => requestAnimationFrame(() => requestAnimationFrame(() => done(scrollY))),
                { once: true },
              ),
            );
            return scrollY;
          });
          await tab.wheel(400);
          const moved = (await tab.evaluate(() => /** @type {any} */ (window).__wheel)) - before;
          check(moved === 0, `the page behind the lightbox scrolled ${moved}px`);
        } else {
          const overflow = await tab.evaluate(rootOverflow);
          check(
            overflow === 'hidden',
            `the page behind the lightbox can scroll (overflow ${overflow})`,
          );
        }
        if (closeBy === 'button') {
          await press(tab, `${lightbox} button`, text(language, 'home:gallery.close'));
        } else {
          // The window's bottom-left corner is backdrop, clear of the picture.
          await tab.clickAt(5, size.height - 5);
        }
        await waitFor(
          tab,
          `the lightbox to close by its ${closeBy}`,
          (lightbox) => !document.querySelector(lightbox),
          [lightbox],
        );
        const overflow = await tab.evaluate(rootOverflow);
        check(overflow !== 'hidden', 'the page stays locked after the lightbox closed');
      }
      await noProblems(tab, context);
    },
  });
}

for (const [language, size] of /** @type {const} */ ([
  ['en', PHONE],
  ['mr', DESKTOP],
])) {
  CASES.push({
    feature: 'like',
    name: `${pathIn(language, '/')} like: once, remembered, disabled after a reload at ${sizeName(size)}`,
    size,
    async run(tab, context) {
      await open(tab, context, pathIn(language, '/'));
      const like = `button[aria-pressed][aria-label^="${text(language, 'home:like.label')}"]`;
      // Beside the hero's buttons it steps aside (it would cover one); below, it is there.
      await tab.evaluate(() =>
        document.getElementById('about')?.scrollIntoView({ behavior: 'instant' }),
      );
      await target(tab, like);
      const before = await tab.evaluate(
        (like) => document.querySelector(like)?.getAttribute('aria-label'),
        like,
      );
      await tab.click(like);
      await waitFor(
        tab,
        'the like to count',
        (like) => document.querySelector(like)?.getAttribute('aria-pressed') === 'true',
        [like],
      );
      const after = await tab.evaluate(
        (like) => document.querySelector(like)?.getAttribute('aria-label'),
        like,
      );
      check(after !== before, 'the count did not change');
      await open(tab, context, pathIn(language, '/'));
      await waitFor(
        tab,
        'the like to be remembered',
        (like) => {
          const button = document.querySelector(like);
          return (
            button?.getAttribute('aria-pressed') === 'true' &&
            button.getAttribute('aria-disabled') === 'true'
          );
        },
        [like],
      );
      await noProblems(tab, context);
    },
  });
}

/** A small phone: the first screen a parent in Mumbai most often has. */
const SMALL_PHONE = { width: 360, height: 740 };

for (const [language, size] of /** @type {const} */ ([
  ['mr', SMALL_PHONE],
  ['hi', DESKTOP],
])) {
  CASES.push({
    feature: 'reaching the school',
    name: `${pathIn(language, '/')} call link on the first screen, the number where Contact lands, at ${sizeName(size)}`,
    size,
    async run(tab, context) {
      await open(tab, context, pathIn(language, '/'));
      // On the first screen, below the header, not covered: a tap at its middle reaches it.
      const call = await tab.evaluate(() => {
        const link = document.querySelector('#home a[href^="tel:"]');
        if (!link) return 'no call link in the hero';
        const box = link.getBoundingClientRect();
        const below = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        if (box.top < below || box.bottom > innerHeight)
          return `the call link is off the first screen (${Math.round(box.top)} to ${Math.round(box.bottom)} px of ${innerHeight})`;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit && link.contains(hit)
          ? ''
          : `the call link is covered by ${hit?.outerHTML.slice(0, 80)}`;
      });
      check(call === '', call);
      // Contact lands on a way to call: the phone number on screen where the section's title
      // lands, and on a phone (one column) above the form.
      await open(tab, context, `${pathIn(language, '/')}#contact`);
      await landing(tab, 'contact');
      const order = await tab.evaluate(() => {
        const phone = document.querySelector('#contact a[href^="tel:"]');
        const field = document.querySelector(
          '#contact form input:not([type="hidden"]), #contact form textarea',
        );
        if (!phone || !field) return 'no phone link or no form in #contact';
        const box = phone.getBoundingClientRect();
        const below = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        if (box.top < below || box.bottom > innerHeight) return 'the phone number is off screen';
        const oneColumn = innerWidth < 768;
        if (oneColumn && box.bottom > field.getBoundingClientRect().top)
          return 'the phone number is not above the form';
        return '';
      });
      check(order === '', order);
      await noProblems(tab, context);
    },
  });
}

/** A parent's question, a line or two in their language, long enough to wrap many lines. */
/**
 * Fills the contact form as typing leaves it (each field with its input event) with a question
 * from Asha, and presses Send for real.
 */
async function sendQuestion(/** @type {Tab} */ tab, /** @type {string} */ message) {
  await tab.evaluate(
    (values) => {
      const form = /** @type {HTMLFormElement} */ (document.querySelector('#contact form'));
      for (const [name, value] of Object.entries(values)) {
        const field = /** @type {HTMLInputElement} */ (form.elements.namedItem(name));
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    { firstName: 'आशा', email: 'asha@example.net', message },
  );
  await press(tab, '#contact form button[type="submit"]');
}

const QUESTION = {
  mr: 'आम्ही शनिवारी शाळा पाहायला येऊ शकतो का, आणि पंत नगरहून बस मिळते का? ',
  hi: 'क्या हम शनिवार को स्कूल देखने आ सकते हैं, और क्या पंत नगर से बस मिलती है? ',
};

for (const [language, size] of /** @type {const} */ ([
  ['mr', SMALL_PHONE],
  ['hi', DESKTOP],
])) {
  CASES.push({
    feature: 'sending a message',
    name: `${pathIn(language, '/')} a question in ${language} is sent, stored whole, acknowledged at ${sizeName(size)}`,
    size,
    async run(tab, context) {
      await open(tab, context, `${pathIn(language, '/')}#contact`);
      await landing(tab, 'contact');
      const tag = `engines-${language}-${Date.now()}`;
      const message = `${tag}\n${QUESTION[language].repeat(20).trim()}`;
      await sendQuestion(tab, message);
      await waitFor(
        tab,
        'the acknowledgement with what was written',
        (message) =>
          document.querySelector('#contact form [role="status"] blockquote')?.textContent ===
          message,
        [message],
      );
      const [row] = storedWith(context, tag);
      check(row?.message === message, `stored: ${JSON.stringify(row?.message?.slice(0, 60))}`);
      check(row?.language === language, `stored in ${row?.language}`);
      await noProblems(tab, context);
    },
  });
}

/** The enquiries stored whose message starts with `tag`. */
function storedWith(/** @type {Context} */ context, /** @type {string} */ tag) {
  const db = new DatabaseSync(context.database, { readOnly: true });
  try {
    return /** @type {{ message: string; language: string }[]} */ (
      db.prepare('SELECT message, language FROM enquiries WHERE message LIKE ?').all(`${tag}%`)
    );
  } finally {
    db.close();
  }
}

CASES.push({
  feature: 'sending a message',
  name: '/hi/ a question sent out of reach is kept, the parent told, and sent once on the next visit at 360px',
  size: SMALL_PHONE,
  async run(tab, context) {
    await open(tab, context, '/hi/#contact');
    // The offline worker keeps what cannot be sent: it must control the page first.
    await waitFor(
      tab,
      'the worker to take control',
      () => !!navigator.serviceWorker.controller,
      [],
      30_000,
    );
    const tag = `engines-kept-${Date.now()}`;
    const message = `${tag}\n${QUESTION.hi.trim()}`;
    await fetch(`${context.origin}/__engines/cut?pattern=/enquiries`);
    try {
      await sendQuestion(tab, message);
      const told = text('hi', 'home:contact.form.keptOffline').split('{{')[0]?.trim() ?? '';
      await waitFor(
        tab,
        'the parent told it will go when back online',
        (told) =>
          document.querySelector('#contact form [role="status"]')?.textContent?.startsWith(told),
        [told],
      );
      check(storedWith(context, tag).length === 0, 'stored while out of reach');
    } finally {
      await fetch(`${context.origin}/__engines/cut?pattern=`);
    }
    // The next visit: the page asks the worker to send what it kept.
    await open(tab, context, '/hi/');
    const end = Date.now() + 20_000;
    while (storedWith(context, tag).length === 0 && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = storedWith(context, tag);
    check(rows.length === 1, `stored ${rows.length} times`);
    check(rows[0]?.message === message, `stored: ${JSON.stringify(rows[0]?.message.slice(0, 60))}`);
    await noProblems(tab, context);
  },
});

CASES.push({
  feature: 'language switcher',
  name: '/academics → मराठी: same page, same tab, no reload at 1280px',
  size: DESKTOP,
  async run(tab, context) {
    await open(tab, context, '/academics');
    await tab.click('[role="tablist"] [role="tab"]:nth-child(3)');
    await waitFor(
      tab,
      'the third tab',
      () =>
        document
          .querySelector('[role="tablist"] [role="tab"]:nth-child(3)')
          ?.getAttribute('aria-selected') === 'true',
    );
    await tab.evaluate(() => {
      /** @type {any} */ (window).__sameDocument = true;
    });
    await tab.click('header a[hreflang="mr"]');
    await waitFor(
      tab,
      'the Marathi page',
      (title) =>
        document.documentElement.lang === 'mr' &&
        document.querySelector('h1')?.textContent === title,
      [text('mr', 'academics:title')],
    );
    const kept = await tab.evaluate(() => ({
      path: location.pathname,
      sameDocument: !!(/** @type {any} */ (window).__sameDocument),
      tab: document
        .querySelector('[role="tablist"] [role="tab"]:nth-child(3)')
        ?.getAttribute('aria-selected'),
    }));
    check(kept.path === '/mr/academics', `went to ${kept.path}`);
    check(kept.sameDocument, 'the page reloaded');
    check(kept.tab === 'true', 'the chosen tab was lost');
    await noProblems(tab, context);
  },
});

CASES.push({
  feature: 'language switcher',
  name: '/ at Clubs → हिन्दी: same section, no reload at 375px',
  size: PHONE,
  known: {
    // Seen once in four runs: Clubs 126 px above the header after the switch. Chromium and
    // Firefox keep the reader's text in place as it reflows in Hindi (scroll anchoring);
    // WebKit has none, and Baloo 2 arriving after the switch moves the page again.
    webkit: 'no scroll anchoring: the page can move as it reflows in Hindi',
  },
  async run(tab, context) {
    await open(tab, context, '/');
    await tab.evaluate(() => {
      document.getElementById('clubs-title')?.scrollIntoView({ behavior: 'instant' });
      /** @type {any} */ (window).__sameDocument = true;
    });
    const title = 'clubs-title';
    await landing(tab, 'clubs');
    await press(tab, 'header a[hreflang="hi"]');
    await waitFor(
      tab,
      'the Hindi page',
      () => document.documentElement.lang === 'hi' && location.pathname === '/hi/',
    );
    const gap = await landing(tab, 'clubs');
    const sameDocument = await tab.evaluate(() => !!(/** @type {any} */ (window).__sameDocument));
    check(sameDocument, 'the page reloaded');
    const inView = await tab.evaluate((id) => {
      const box = document.getElementById(id)?.getBoundingClientRect();
      return !!box && box.bottom > 0 && box.top < innerHeight;
    }, title);
    check(inView, `Clubs is no longer on screen (${gap}px below the header)`);
    await noProblems(tab, context);
  },
});

for (const [language, size] of /** @type {const} */ ([
  ['en', PHONE],
  ['hi', DESKTOP],
])) {
  CASES.push({
    feature: 'academics tabs and flip cards',
    name: `${pathIn(language, '/academics')} tabs by click and arrow key, one card flipped at ${sizeName(size)}`,
    size,
    async run(tab, context) {
      await open(tab, context, pathIn(language, '/academics'));
      const tabAt = (/** @type {number} */ n) => `[role="tablist"] [role="tab"]:nth-child(${n})`;
      await tab.click(tabAt(2));
      await waitFor(
        tab,
        'the second tab',
        (s) => document.querySelector(s)?.getAttribute('aria-selected') === 'true',
        [tabAt(2)],
      );
      await tab.press('ArrowRight');
      await waitFor(
        tab,
        'the arrow key to move to the third tab',
        (s) => {
          const third = document.querySelector(s);
          return (
            third?.getAttribute('aria-selected') === 'true' && document.activeElement === third
          );
        },
        [tabAt(3)],
      );
      const card = (/** @type {number} */ n) =>
        `[role="tabpanel"]:not([hidden]) li:nth-child(${n}) button[aria-pressed]`;
      const pressed = () =>
        tab.evaluate(() =>
          [...document.querySelectorAll('[role="tabpanel"] button[aria-pressed]')].map(
            (b) => b.getAttribute('aria-pressed') === 'true',
          ),
        );
      await tab.evaluate(
        (s) => document.querySelector(s)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
        card(1),
      );
      await tab.click(card(1));
      await waitFor(
        tab,
        'the first card to turn',
        (s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true',
        [card(1)],
      );
      await tab.evaluate(
        (s) => document.querySelector(s)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
        card(2),
      );
      await tab.click(card(2));
      await waitFor(
        tab,
        'the second card to turn',
        (s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true',
        [card(2)],
      );
      const flipped = (await pressed()).filter(Boolean).length;
      check(flipped === 1, `${flipped} cards are turned over`);
      await noProblems(tab, context);
    },
  });
}

for (const language of ['en', 'hi']) {
  CASES.push({
    feature: 'brochure PDF',
    name: `${pathIn(language, '/brochure')} Download PDF is a PDF at 1280px`,
    size: DESKTOP,
    async run(tab, context) {
      await open(tab, context, pathIn(language, '/brochure'));
      const pdf = await tab.evaluate(async () => {
        const link = /** @type {HTMLAnchorElement | null} */ (
          document.querySelector('main a[href$=".pdf"]')
        );
        if (!link || link.getBoundingClientRect().width === 0) return null;
        const response = await fetch(link.href);
        const body = await response.arrayBuffer();
        const head = new TextDecoder().decode(body.slice(0, 5));
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          head,
          bytes: body.byteLength,
          text: link.textContent,
        };
      });
      check(pdf, 'no visible link to a PDF');
      check(
        pdf?.status === 200 && pdf.type === 'application/pdf' && pdf.head === '%PDF-',
        `the link gives ${JSON.stringify(pdf)}`,
      );
      // It says what it gives: its size in kB, as the file is (English and Hindi: Latin digits).
      const kB = `${Math.round((pdf?.bytes ?? 0) / 1000)} kB`;
      check(pdf?.text?.replace(/\s+/g, ' ').includes(kB), `the link says ${pdf?.text}, not ${kB}`);
      await noProblems(tab, context);
    },
  });
}

for (const [path, language] of /** @type {const} */ ([
  ['/hi/brochure', 'hi'],
  ['/mr/', 'mr'],
])) {
  CASES.push({
    feature: 'share link',
    name: `${path} Share link hands the page's address to the share sheet, else copies it at 375px`,
    size: PHONE,
    async run(tab, context) {
      await open(tab, context, path);
      const url = context.origin + path;
      // The engine's own share sheet would open outside the page: one that records instead.
      await tab.evaluate(() => {
        /** @type {unknown[]} */
        const handed = [];
        Object.assign(window, { handed });
        for (const [name, value] of /** @type {const} */ ([
          ['share', (/** @type {unknown} */ data) => Promise.resolve(void handed.push(data))],
          ['canShare', () => true],
        ])) {
          Object.defineProperty(navigator, name, { configurable: true, value });
        }
      });
      await press(tab, 'button', text(language, 'share:button'));
      const handed = await waitFor(
        tab,
        'the share sheet to be handed the page',
        () => /** @type {any} */ (window).handed?.[0],
      );
      const title = await tab.evaluate(() => document.title);
      check(
        handed.url === url && handed.title === title,
        `the share sheet got ${JSON.stringify(handed)}`,
      );
      // Without a share sheet: copied, or, where the engine will not copy, shown to copy.
      // A block, not an expression: defineProperty returns the navigator, which WebDriver
      // cannot send back (a cyclic structure).
      await tab.evaluate(() => {
        Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      });
      await press(tab, 'button', text(language, 'share:button'));
      await waitFor(
        tab,
        'the link copied, or shown to copy',
        (copied, url) =>
          [...document.querySelectorAll('[role="status"]')].some((status) =>
            status.textContent?.includes(copied),
          ) ||
          [...document.querySelectorAll('input')].some(
            (input) => input.value === url && document.activeElement === input,
          ),
        [text(language, 'share:copied'), url],
      );
      await noProblems(tab, context);
    },
  });
}

for (const [path, language, size] of /** @type {const} */ ([
  ['/', 'en', PHONE],
  ['/hi/academics', 'hi', DESKTOP],
])) {
  CASES.push({
    feature: 'offline worker, no update notice on a first visit',
    name: `${path} first visit: the worker takes control, no notice at ${sizeName(size)}`,
    size,
    async run(tab, context) {
      await open(tab, context, path);
      // Settled: a worker controls the page and none is installing or waiting, so every state
      // change the page could read as an update has been delivered.
      await waitFor(
        tab,
        'the worker to take control and settle',
        async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (
            !!navigator.serviceWorker.controller &&
            !!registration &&
            !registration.installing &&
            !registration.waiting &&
            registration.active?.state === 'activated'
          );
        },
        [],
        30_000,
      );
      await tab.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
      );
      await noUpdateNotice(tab, language);
      await noProblems(tab, context);
    },
  });
}
