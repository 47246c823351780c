import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  DEVANAGARI,
  expect,
  hydrated,
  LANGUAGES,
  pathIn,
  test,
  webFontLoaded,
  type Language,
} from './fixtures';

const SCENES = [
  'Welcome',
  'Smart classrooms',
  'Science labs',
  'Sports complex',
  'Arts and drama studio',
  'Library',
  'Robotics club',
  'Cafeteria',
];

async function openTour(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
  const launcher = page.locator('#home button[aria-haspopup="dialog"]');
  await launcher.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('progress')).toBeVisible();
  return { dialog, launcher };
}

const sceneTitle = (page: Page) => page.getByRole('dialog').getByRole('heading', { level: 3 });
const counter = (page: Page) =>
  page.getByRole('dialog').getByText(/^(Scene \S+ of \S+|\S+ (में से|पैकी) दृश्य \S+)$/);

/** Back to the first scene with Start again, as a step that needs it starts from there. */
async function startAgain(page: Page, label = 'Start again', first = 'Welcome') {
  await page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
  await expect(sceneTitle(page)).toHaveText(first);
}

test.describe('tour dialog', () => {
  // What the tests of the English tour on a wide screen each did once, after loading the page,
  // waiting for hydration and opening the tour, is done one after the other in one opened
  // tour: each step is one of those tests, under its name, and starts where that test started
  // (the first scene, captions on, not playing; Start again brings it back where a step before
  // moved it). The language switch changes the page, so it comes last.
  test('on a wide screen in English: open, scenes, focus, closing, a language switch', async ({
    page,
  }) => {
    // Eleven tests' worth of clicks and checks: each of them had the usual minute.
    test.setTimeout(240_000);
    // The page's clock runs as usual until the last step stops it: Play moves the tour on.
    await page.clock.install();
    const { dialog, launcher } = await openTour(page);
    const next = dialog.getByRole('button', { name: 'Next scene' });
    const previous = dialog.getByRole('button', { name: 'Previous scene' });

    await test.step('opens from Watch tour as a labelled modal dialog on the first scene', async () => {
      await expect(launcher).toHaveText('Watch tour');
      await expect(
        page.getByRole('dialog', { name: 'A campus tour with our cat guide' }),
      ).toBeVisible();
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      await expect(sceneTitle(page)).toHaveText('Welcome');
      await expect(counter(page)).toHaveText('Scene 1 of 8');
      await expect(dialog.locator('progress')).toHaveAttribute('value', '1');
      await expect(dialog.locator('progress')).toHaveAttribute('max', '8');
      await expect(dialog).toContainText('welcome to Ghatkopar International School');
      await expect(dialog).toContainText('The cat waves a paw at the gate.');
      // Focus moved into the dialog.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    });

    await test.step('opening the tour puts focus on its close button', async () => {
      await expect(dialog.getByRole('button', { name: 'Close the tour' })).toBeFocused();
    });

    await test.step("shows the cat's action between stars, which a screen reader does not read", async () => {
      const action = dialog.getByText('The cat waves a paw at the gate.');
      const before = await action.evaluate(
        (element) => getComputedStyle(element, '::before').content,
      );
      expect(before).toContain('*');
      // What the accessibility tree gives a screen reader for that line.
      await expect(action).toMatchAriaSnapshot('- paragraph: The cat waves a paw at the gate.');
    });

    // From the close button, where opening put focus.
    await test.step('keeps keyboard focus inside while open', async () => {
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab');
        const inside = await dialog.evaluate(
          (element) =>
            element.contains(document.activeElement) || document.activeElement === document.body,
        );
        expect(inside, `focus after ${i + 1} tabs`).toBe(true);
      }
      // The page behind cannot be reached with the keyboard either way.
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    });

    await test.step('reset goes back to the first scene', async () => {
      await expect(counter(page)).toHaveText('Scene 1 of 8');
      await next.click();
      await next.click();
      await next.click();
      await expect(counter(page)).toHaveText('Scene 4 of 8');
      await dialog.getByRole('button', { name: 'Start again' }).click();
      await expect(counter(page)).toHaveText('Scene 1 of 8');
      await expect(sceneTitle(page)).toHaveText('Welcome');
    });

    await test.step('next and previous go through the eight scenes and wrap both ways', async () => {
      await previous.click();
      await expect(sceneTitle(page)).toHaveText('Cafeteria');
      await expect(counter(page)).toHaveText('Scene 8 of 8');
      await next.click();
      await expect(sceneTitle(page)).toHaveText('Welcome');
      for (const [index, title] of SCENES.entries()) {
        await expect(sceneTitle(page)).toHaveText(title);
        await expect(counter(page)).toHaveText(`Scene ${index + 1} of 8`);
        await expect(dialog.locator('progress')).toHaveAttribute('value', String(index + 1));
        await next.click();
      }
      await expect(sceneTitle(page)).toHaveText('Welcome');
    });

    // Focus is on Next, inside the dialog, as it was on the close button after opening.
    await test.step('arrow keys move between scenes, wrapping', async () => {
      await page.keyboard.press('ArrowLeft');
      await expect(sceneTitle(page)).toHaveText('Cafeteria');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(sceneTitle(page)).toHaveText('Science labs');
    });

    await test.step('the caption toggle hides and shows what the cat says', async () => {
      await startAgain(page);
      const captions = dialog.getByRole('button', { name: 'Captions' });
      const words = dialog.getByText(/welcome to Ghatkopar International School/);
      await expect(captions).toHaveAttribute('aria-pressed', 'true');
      await captions.click();
      await expect(captions).toHaveAttribute('aria-pressed', 'false');
      await expect(words).toHaveCount(0);
      // The setting holds on other scenes.
      await next.click();
      await expect(dialog.getByText(/smart classrooms\. Teachers/)).toHaveCount(0);
      await captions.click();
      await expect(dialog.getByText(/smart classrooms\. Teachers/)).toBeVisible();
    });

    await test.step('eight thumbnails name their scenes, mark the current one and jump to theirs', async () => {
      await startAgain(page);
      const thumbs = dialog.getByRole('list', { name: 'All scenes' }).getByRole('button');
      await expect(thumbs).toHaveText(SCENES.map((title) => new RegExp(title)));
      await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'step');
      await thumbs.nth(5).click();
      await expect(sceneTitle(page)).toHaveText('Library');
      await expect(counter(page)).toHaveText('Scene 6 of 8');
      await expect(thumbs.nth(5)).toHaveAttribute('aria-current', 'step');
      await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current', /.*/);
      await expect(
        dialog.getByRole('list', { name: 'All scenes' }).locator('[aria-current]'),
      ).toHaveCount(1);
    });

    await test.step('the close button closes it, focus returns, and it reopens where it was', async () => {
      await startAgain(page);
      await page.keyboard.press('ArrowRight');
      await dialog.getByRole('button', { name: 'Close the tour' }).click();
      await expect(dialog).toBeHidden();
      await expect(launcher).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(sceneTitle(page)).toHaveText('Smart classrooms');
    });

    await test.step('Escape closes it and focus returns to Watch tour', async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(launcher).toBeFocused();
    });

    await test.step('stays open on the same scene with the same settings, now in Hindi', async () => {
      await launcher.click();
      await expect(dialog).toBeVisible();
      await startAgain(page);
      // Where a freshly opened tour starts: captions on, not playing.
      await expect(dialog.getByRole('button', { name: 'Captions' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(dialog.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      for (let i = 0; i < 4; i++) await next.click();
      await dialog.getByRole('button', { name: 'Captions' }).click();
      // Playing from here on, on a clock that moves only when told to.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await dialog.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(sceneTitle(page)).toHaveText('Arts and drama studio');

      // The modal dialog makes the header inert, so the tour carries its own switcher.
      await dialog.getByRole('link', { name: 'हिन्दी' }).click();
      await expect(page).toHaveURL(/\/hi\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      await expect(page.getByRole('dialog', { name: 'हमारी बिल्ली के साथ कैंपस की सैर' })).toBeVisible();
      await expect(sceneTitle(page)).toHaveText('कला और नाट्य स्टूडियो');
      await expect(counter(page)).toHaveText('8 में से दृश्य 5');
      await expect(dialog.getByRole('button', { name: 'कैप्शन' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(dialog.getByText(/झिझकती आवाज़ें/)).toHaveCount(0);
      // Still playing: the toggle says Pause, and the tour moves on, in Hindi.
      await expect(dialog.getByRole('button', { name: 'रोकें', exact: true })).toBeVisible();
      await page.clock.runFor(5000);
      await expect(sceneTitle(page)).toHaveText('पुस्तकालय');
      await expect(counter(page)).toHaveText('8 में से दृश्य 6');
    });
  });
});

// Beyond the spec, Play plays the tour: a scene every five seconds, stopping on the last.
// Each test runs the page on Playwright's clock from the first byte, and stops that clock once
// the tour is open, so that the tour moves only when the test says time has passed.

const SCENE_MS = 5000;

/** The tour opened in a language, with the page's clock stopped. */
async function openOnClock(page: Page, language: Language) {
  await page.clock.install();
  const opened = await openTour(page, pathIn(language, '/'));
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  return opened;
}

/** The live region that reads out each scene the parent moves to. */
const announcer = (dialog: Dialog) => dialog.locator('p[aria-live]');

/** Animations running in the scene's picture (the drifting sun, the cat's tail). */
const moving = (page: Page) =>
  page
    .locator('dialog [data-scene]')
    .evaluate(
      (stage) =>
        stage.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
    );

/** Polls `moving` until the picture has settled (an animation cut short ends a frame later). */
const pictureMoves = (page: Page) => expect.poll(() => moving(page));

test.describe('the tour plays', () => {
  for (const language of ['en', 'mr'] as const) {
    test(`scene by scene, one every five seconds, and stops on the last, in ${language}`, async ({
      page,
    }) => {
      const words = tourWords(language);
      const { dialog } = await openOnClock(page, language);
      const play = dialog.getByRole('button', { name: words.controls.play, exact: true });
      const pause = dialog.getByRole('button', { name: words.controls.pause, exact: true });

      // Nothing moves before Play.
      await page.clock.runFor(60_000);
      await expect(sceneTitle(page)).toHaveText(words.scenes.welcome.title);
      await expect(announcer(dialog)).toHaveAttribute('aria-live', 'polite');
      await pictureMoves(page).toBe(0);
      await expect(play).toHaveAccessibleDescription(words.controls.playHint);

      await play.click();
      // The button's name says it plays (no "pressed" besides), the picture moves, and the
      // live region is quiet: scenes changing on their own are not read out.
      await expect(pause).toBeVisible();
      await expect(pause).not.toHaveAttribute('aria-pressed');
      await expect(pause).toHaveAccessibleDescription(words.controls.playHint);
      await expect(announcer(dialog)).toHaveAttribute('aria-live', 'off');
      await pictureMoves(page).toBeGreaterThan(0);

      for (const [index, key] of SCENE_KEYS.entries()) {
        if (index === 0) continue;
        const before = SCENE_KEYS[index - 1] ?? 'welcome';
        await page.clock.runFor(SCENE_MS - 100);
        await expect(sceneTitle(page)).toHaveText(words.scenes[before].title);
        await page.clock.runFor(100);
        await expect(sceneTitle(page), `scene ${index + 1}`).toHaveText(words.scenes[key].title);
        await expect(counter(page)).toHaveText(sceneOf(words, language, index + 1));
        // The captions come with each scene.
        await expect(dialog.getByText(words.scenes[key].dialogue)).toBeVisible();
        await expect(pause).toBeVisible();
        await expect(announcer(dialog)).toHaveAttribute('aria-live', 'off');
      }

      // The last scene has its five seconds, then the tour stops there: no wrapping round.
      await page.clock.runFor(SCENE_MS);
      await expect(play).toBeVisible();
      await expect(announcer(dialog)).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(60_000);
      await expect(sceneTitle(page)).toHaveText(words.scenes.cafeteria.title);
      await pictureMoves(page).toBe(0);

      // Play on the last scene plays the tour again from the first.
      await play.click();
      await expect(sceneTitle(page)).toHaveText(words.scenes.welcome.title);
      await expect(pause).toBeVisible();
      await page.clock.runFor(SCENE_MS);
      await expect(sceneTitle(page)).toHaveText(words.scenes.classrooms.title);
    });
  }

  test('a step the parent takes pauses it, and is read out as before', async ({ page }) => {
    const { dialog } = await openOnClock(page, 'en');
    const play = dialog.getByRole('button', { name: 'Play', exact: true });
    const pause = dialog.getByRole('button', { name: 'Pause', exact: true });
    const button = (name: string) => () => dialog.getByRole('button', { name }).click();
    // Each from the second scene, where the tour has played to: the step, where it lands.
    const steps: [string, () => Promise<void>, number, string][] = [
      ['Next', button('Next scene'), 3, 'Science labs'],
      ['Previous', button('Previous scene'), 1, 'Welcome'],
      ['a thumbnail', button('Library'), 6, 'Library'],
      ['the right arrow key', () => page.keyboard.press('ArrowRight'), 3, 'Science labs'],
      ['Start again', button('Start again'), 1, 'Welcome'],
    ];
    for (const [name, take, scene, title] of steps) {
      await test.step(name, async () => {
        await button('Start again')();
        await play.click();
        await page.clock.runFor(SCENE_MS);
        await expect(sceneTitle(page)).toHaveText('Smart classrooms');
        await expect(pause).toBeVisible();
        await take();
        await expect(sceneTitle(page)).toHaveText(title);
        await expect(play).toBeVisible();
        // The step's scene is read out, as it is when the tour is not playing.
        await expect(announcer(dialog)).toHaveAttribute('aria-live', 'polite');
        await expect(announcer(dialog)).toHaveText(`Scene ${scene} of 8: ${title}`);
        await page.clock.runFor(SCENE_MS * 3);
        await expect(sceneTitle(page)).toHaveText(title);
      });
    }
  });

  test('the window losing focus or the page being hidden pauses it', async ({ page }) => {
    const { dialog } = await openOnClock(page, 'en');
    const play = dialog.getByRole('button', { name: 'Play', exact: true });
    const leave = {
      // The window's own blur: the parent went to another window.
      'the window loses focus': () =>
        page.evaluate(() => window.dispatchEvent(new FocusEvent('blur'))),
      // Another tab, or the phone locked.
      'the page is hidden': () =>
        page.evaluate(() => {
          Object.defineProperty(document, 'visibilityState', {
            configurable: true,
            get: () => 'hidden',
          });
          document.dispatchEvent(new Event('visibilitychange'));
        }),
    };
    let scene = 1;
    for (const [name, away] of Object.entries(leave)) {
      await test.step(name, async () => {
        await play.click();
        await page.clock.runFor(SCENE_MS);
        scene++;
        await expect(counter(page)).toHaveText(`Scene ${scene} of 8`);
        await away();
        await expect(play).toBeVisible();
        await page.clock.runFor(SCENE_MS * 3);
        // Where the parent left it.
        await expect(counter(page)).toHaveText(`Scene ${scene} of 8`);
      });
    }
  });

  test('focus moving inside the dialog does not pause it', async ({ page }) => {
    const { dialog } = await openOnClock(page, 'en');
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.clock.runFor(SCENE_MS);
    await expect(counter(page)).toHaveText('Scene 2 of 8');
    await expect(dialog.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  });

  // For a reader who asks for reduced motion: nothing starts by itself, and Play moves from
  // scene to scene with the picture standing still.
  for (const language of LANGUAGES) {
    test(`stays still under reduced motion until Play, then the picture does, in ${language}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const words = tourWords(language);
      const { dialog } = await openOnClock(page, language);
      await page.clock.runFor(60_000);
      await expect(sceneTitle(page)).toHaveText(words.scenes.welcome.title);
      await expect(counter(page)).toHaveText(sceneOf(words, language, 1));
      await pictureMoves(page).toBe(0);

      await dialog.getByRole('button', { name: words.controls.play, exact: true }).click();
      await expect(
        dialog.getByRole('button', { name: words.controls.pause, exact: true }),
      ).toBeVisible();
      await pictureMoves(page).toBe(0);
      await page.clock.runFor(SCENE_MS);
      await expect(sceneTitle(page)).toHaveText(words.scenes.classrooms.title);
      await expect(counter(page)).toHaveText(sceneOf(words, language, 2));
      await expect(dialog.getByText(words.scenes.classrooms.dialogue)).toBeVisible();
      await pictureMoves(page).toBe(0);
    });
  }
});

test.describe('tour across a language switch', () => {
  test('stays open when browser history changes the language', async ({ page }) => {
    await page.goto('/mr/');
    await hydrated(page);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Watch tour' }).click();
    // At once, while the scenes may still be loading: the step is held until they come.
    await page.keyboard.press('ArrowLeft');
    await expect(sceneTitle(page)).toHaveText('Cafeteria');
    await page.goBack();
    await expect(page).toHaveURL(/\/mr\/$/);
    await expect(dialog).toBeVisible();
    await expect(sceneTitle(page)).toHaveText('कॅफेटेरिया');
    await expect(counter(page)).toHaveText('८ पैकी दृश्य ८');
  });
});

test.describe('tour in Hindi and Marathi', () => {
  test('speaks Hindi on the Hindi page', async ({ page }) => {
    const { dialog, launcher } = await openTour(page, pathIn('hi', '/'));
    await expect(launcher).toHaveText('टूर देखें');
    await expect(page.getByRole('dialog', { name: 'हमारी बिल्ली के साथ कैंपस की सैर' })).toBeVisible();
    await expect(sceneTitle(page)).toHaveText('स्वागत');
    await expect(counter(page)).toHaveText('8 में से दृश्य 1');
    await expect(dialog).toContainText('घाटकोपर इंटरनेशनल स्कूल में आपका स्वागत है');
    for (const name of ['पिछला दृश्य', 'अगला दृश्य', 'चलाएँ', 'कैप्शन', 'शुरू से देखें', 'टूर बंद करें'])
      await expect(dialog.getByRole('button', { name })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'सभी दृश्य' }).getByRole('button')).toHaveCount(8);
    // Programme names stay as parents know them; the switcher names each language in its own script.
    const text = (await dialog.innerText()).replace(/IGCSE|IB|Scratch|HTML|English/g, '');
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
    expect(text).toMatch(DEVANAGARI);
  });

  test('speaks Marathi on the Marathi page, with Marathi digits', async ({ page }) => {
    const { dialog, launcher } = await openTour(page, pathIn('mr', '/'));
    await expect(launcher).toHaveText('सफर सुरू करा');
    await expect(page.getByRole('dialog', { name: 'आमच्या मांजरीसोबत शाळेची सफर' })).toBeVisible();
    await expect(counter(page)).toHaveText('८ पैकी दृश्य १');
    await page.keyboard.press('ArrowRight');
    await expect(sceneTitle(page)).toHaveText('स्मार्ट वर्गखोल्या');
    await expect(counter(page)).toHaveText('८ पैकी दृश्य २');
    await expect(dialog.locator('progress')).toHaveAttribute('aria-valuetext', '८ पैकी दृश्य २');
    for (const name of ['मागील दृश्य', 'पुढील दृश्य', 'चालू करा', 'कॅप्शन', 'पुन्हा सुरुवातीपासून'])
      await expect(dialog.getByRole('button', { name })).toBeVisible();
    // Programme names stay as parents know them; the switcher names each language in its own script.
    const text = (await dialog.innerText()).replace(/IGCSE|IB|Scratch|HTML|English/g, '');
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
  });
});

test('after arriving from another page, opening the tour also focuses its close button', async ({
  page,
}) => {
  await page.goto('/academics');
  await hydrated(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.getByRole('button', { name: 'Watch tour' }).click();
  await expect(page.getByRole('button', { name: 'Close the tour' })).toBeFocused();
});

// The tour on a phone, as a parent meets it: every thumbnail and control shows its name,
// Previous and Next stay where the thumb left them, and nothing spills out of the screen.

/** The tour's words in a language, from its locale file. */
function tourWords(language: Language) {
  return JSON.parse(readFileSync(`locales/${language}/tour.json`, 'utf8')) as {
    controls: Record<
      'previous' | 'next' | 'play' | 'pause' | 'playHint' | 'captions' | 'reset' | 'scenes',
      string
    >;
    progress: Record<'sceneOf', string>;
    scenes: Record<(typeof SCENE_KEYS)[number], { title: string; dialogue: string }>;
  };
}

/** "Scene 2 of 8" in a language, its numbers in that language's digits. */
function sceneOf(words: ReturnType<typeof tourWords>, language: Language, n: number) {
  const format = (value: number) => new Intl.NumberFormat(language).format(value);
  return words.progress.sceneOf
    .replace('{{n}}', format(n))
    .replace('{{total}}', format(SCENE_KEYS.length));
}

const SCENE_KEYS = [
  'welcome',
  'classrooms',
  'scienceLabs',
  'sports',
  'arts',
  'library',
  'robotics',
  'cafeteria',
] as const;

const PHONES = [
  { width: 360, height: 740 },
  { width: 375, height: 740 },
];
const WIDE = { width: 1280, height: 800 };
const sizeName = (size: { width: number; height: number }) => `${size.width}×${size.height}`;

/** Opens the tour and waits until the page's own font is in (Devanagari), so nothing moves after. */
async function openSettled(page: Page, language: Language) {
  const opened = await openTour(page, pathIn(language, '/'));
  if (language !== 'en') await webFontLoaded(page);
  await page.evaluate(() => document.fonts.ready);
  return opened;
}

interface Drawn {
  /** The words drawn on screen, in order (aria-hidden decoration and visually hidden text left out). */
  text: string;
  /** The smallest font size those words are drawn in, in CSS px. */
  fontSize: number;
  /** Words split across two lines. */
  brokenWords: string[];
  /** Words drawn outside the element itself or outside the window. */
  outside: string[];
}

/**
 * What each element shows a reader: the text drawn on screen. Text that is there for screen
 * readers only (clipped away, hidden) or decoration hidden from them (aria-hidden) is not
 * counted.
 */
function drawnText(elements: Element[]): Drawn[] {
  return elements.map((element) => {
    const box = element.getBoundingClientRect();
    const parts: string[] = [];
    const brokenWords: string[] = [];
    const outside: string[] = [];
    let fontSize = Infinity;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!text.trim() || !parent || parent.closest('[aria-hidden="true"]')) continue;
      let hidden = false;
      for (let e: Element | null = parent; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.clipPath !== 'none' || style.visibility !== 'visible' || style.opacity === '0')
          hidden = true;
        if (e === element) break;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
      if (hidden || rects.length === 0) continue;
      parts.push(text.trim());
      fontSize = Math.min(fontSize, parseFloat(getComputedStyle(parent).fontSize));
      for (const r of rects) {
        if (
          r.left < box.left - 1 ||
          r.right > box.right + 1 ||
          r.top < box.top - 1 ||
          r.bottom > box.bottom + 1 ||
          r.left < 0 ||
          r.right > innerWidth
        )
          outside.push(text.trim());
      }
      // Each word on one line: a word broken in two is drawn on two lines.
      for (const match of text.matchAll(/\S+/g)) {
        const word = document.createRange();
        word.setStart(node, match.index);
        word.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...word.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) brokenWords.push(match[0]);
      }
    }
    return { text: parts.join(' '), fontSize, brokenWords, outside };
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Size = { width: number; height: number };
type Words = ReturnType<typeof tourWords>;
type Dialog = Awaited<ReturnType<typeof openTour>>['dialog'];

// What each test of the tour at one size in one language checked after the same set-up
// (the page loaded and hydrated, the tour opened, the font in), in the order the merged test
// below takes them. Each starts where that test started: the first scene, captions on, not
// playing.

async function thumbnailsShowTheirNames(dialog: Dialog, words: Words) {
  const thumbs = dialog.getByRole('list', { name: words.controls.scenes }).getByRole('button');
  await expect(thumbs).toHaveCount(SCENE_KEYS.length);
  const drawn = await thumbs.evaluateAll(drawnText);
  for (const [index, key] of SCENE_KEYS.entries()) {
    const thumb = drawn[index];
    const what = `thumbnail ${index + 1}`;
    expect(thumb?.text, what).toBe(words.scenes[key].title);
    // Legible on a phone: no smaller than the site's small text (14 px).
    expect(thumb?.fontSize, what).toBeGreaterThanOrEqual(14);
    expect(thumb?.brokenWords, `${what}: words broken across lines`).toEqual([]);
    expect(thumb?.outside, `${what}: words outside it`).toEqual([]);
  }
}

/** Ends playing (on whichever scene the tour has reached). */
async function everyButtonShowsItsName(dialog: Dialog, words: Words, language: Language) {
  const check = async () => {
    const buttons = dialog.getByRole('button');
    const drawn = await buttons.evaluateAll(drawnText);
    const classes = await buttons.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('class')),
    );
    // The close button, five controls, eight thumbnails.
    expect(drawn).toHaveLength(14);
    for (const [index, shown] of drawn.entries()) {
      const button = buttons.nth(index);
      const what = `button ${index + 1} (${classes[index]})`;
      expect(shown.text, `${what} shows no words`).toMatch(/\p{L}\p{M}*\p{L}/u);
      if (language !== 'en') expect(shown.text, what).toMatch(DEVANAGARI);
      expect(shown.outside, `${what}: words outside it`).toEqual([]);
      expect(shown.brokenWords, `${what}: words broken across lines`).toEqual([]);
      // What is written on it is what a voice-control user says to press it.
      await expect(button, what).toHaveAccessibleName(new RegExp(escapeRegExp(shown.text), 'i'));
    }
  };
  await check();
  for (const key of ['previous', 'next', 'play', 'captions', 'reset'] as const) {
    const button = dialog.getByRole('button', { name: words.controls[key], exact: true });
    const [shown] = await button.evaluateAll(drawnText);
    expect(shown?.text, key).toBe(words.controls[key]);
  }
  // Playing, the toggle says Pause.
  await dialog.getByRole('button', { name: words.controls.play, exact: true }).click();
  const pause = dialog.getByRole('button', { name: words.controls.pause, exact: true });
  const [shown] = await pause.evaluateAll(drawnText);
  expect(shown?.text).toBe(words.controls.pause);
  await check();
}

/** Ends on the first scene, with captions off, paused (Previous pauses it). */
async function previousAndNextStayPut(page: Page, dialog: Dialog, words: Words) {
  const previous = dialog.getByRole('button', { name: words.controls.previous, exact: true });
  const next = dialog.getByRole('button', { name: words.controls.next, exact: true });
  const boxes = async (state: string) => {
    const [previousBox, nextBox] = await Promise.all([previous.boundingBox(), next.boundingBox()]);
    return { state, previous: previousBox, next: nextBox };
  };
  const seen = [await boxes('scene 1')];
  // Through every scene with Next, back round to the first, as a thumb taps it.
  for (const [index, key] of [...SCENE_KEYS.slice(1), SCENE_KEYS[0]].entries()) {
    await next.click();
    await expect(sceneTitle(page)).toHaveText(words.scenes[key].title);
    seen.push(await boxes(`after Next ${index + 1}`));
  }
  // The words change with captions off and while playing; the buttons do not move.
  await dialog.getByRole('button', { name: words.controls.captions, exact: true }).click();
  seen.push(await boxes('captions off'));
  await dialog.getByRole('button', { name: words.controls.play, exact: true }).click();
  seen.push(await boxes('playing'));
  for (const [index, key] of [...SCENE_KEYS].reverse().entries()) {
    await previous.click();
    await expect(sceneTitle(page)).toHaveText(words.scenes[key].title);
    seen.push(await boxes(`after Previous ${index + 1}`));
  }
  const [first] = seen;
  for (const state of seen) {
    for (const which of ['previous', 'next'] as const) {
      const box = state[which];
      const start = first?.[which];
      expect(box, `${which} ${state.state}`).not.toBeNull();
      expect(start).not.toBeNull();
      if (!box || !start) continue;
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(
          Math.abs(box[side] - start[side]),
          `${which}'s ${side} ${state.state}: ${box[side]} against ${start[side]}`,
        ).toBeLessThanOrEqual(1);
    }
  }
}

/** Ends playing, from the first scene (eight times Next). */
async function nothingSpillsOutSideways(page: Page, dialog: Dialog, words: Words) {
  const next = dialog.getByRole('button', { name: words.controls.next, exact: true });
  const spills = () =>
    page.evaluate(() => {
      const found: string[] = [];
      const name = (e: Element) =>
        `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} "${e.textContent.trim().slice(0, 30)}"`;
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        found.push(`the page is ${root.scrollWidth} px wide in ${root.clientWidth}`);
      const dialog = document.querySelector('dialog[open]');
      if (!dialog) return ['no open dialog'];
      const box = dialog.getBoundingClientRect();
      if (box.left < 0 || box.right > innerWidth) found.push('the dialog is wider than the window');
      for (const e of [dialog, ...dialog.querySelectorAll('*')]) {
        if (e instanceof SVGElement && e.ownerSVGElement) continue;
        const style = getComputedStyle(e);
        if (style.clipPath !== 'none') continue; // visually hidden, for screen readers
        const r = e.getBoundingClientRect();
        if (r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5))
          found.push(`${name(e)} sticks out of the dialog`);
        if (style.overflowX !== 'visible' && e.scrollWidth > e.clientWidth + 1)
          found.push(`${name(e)} scrolls or clips sideways`);
      }
      // Every line of text inside the element that holds it.
      const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent) continue;
        let hidden = false;
        for (let e: Element | null = parent; e && e !== dialog; e = e.parentElement)
          if (getComputedStyle(e).clipPath !== 'none') hidden = true;
        if (hidden) continue;
        const holder = parent.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects())
          if (r.width > 0 && (r.left < holder.left - 1 || r.right > holder.right + 1))
            found.push(`"${node.textContent.trim().slice(0, 30)}" runs out of its box`);
      }
      return found;
    });
  for (const [index] of SCENE_KEYS.entries()) {
    expect(await spills(), `scene ${index + 1}`).toEqual([]);
    await next.click();
  }
  await dialog.getByRole('button', { name: words.controls.play, exact: true }).click();
  expect(await spills(), 'playing').toEqual([]);
}

/** Ends on the sixth scene (Library). */
async function fitsAndScrollsInside(page: Page, dialog: Dialog, words: Words, size: Size) {
  const pageAt = await page.evaluate(() => window.scrollY);
  const box = await dialog.boundingBox();
  expect(
    box && box.y >= 0 && box.y + box.height <= size.height,
    'the dialog is on the screen',
  ).toBe(true);
  const next = dialog.getByRole('button', { name: words.controls.next, exact: true });
  const nextAt = await next.boundingBox();
  // Reading on: the scene and the thumbnails scroll, the controls and the page do not.
  const thumbs = dialog.getByRole('list', { name: words.controls.scenes }).getByRole('button');
  await page.mouse.move(180, 300);
  await page.mouse.wheel(0, 1500);
  await expect(thumbs.last()).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(pageAt);
  expect(await next.boundingBox()).toEqual(nextAt);
  // A scene chosen from a thumbnail is shown from its top.
  await thumbs.nth(5).click();
  await expect(sceneTitle(page)).toHaveText(words.scenes.library.title);
  await expect(sceneTitle(page)).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(pageAt);
}

/** Ends on the first scene (eight times ArrowRight). */
async function wordsSitBelowThePicture(page: Page, dialog: Dialog, size: Size) {
  for (let scene = 0; scene < 8; scene++) {
    const art = await dialog.locator('[data-scene] > svg').boundingBox();
    const words = await sceneTitle(page).boundingBox();
    expect(art && words && words.y >= art.y + art.height - 1, `scene ${scene + 1}`).toBe(true);
    await page.keyboard.press('ArrowRight');
  }
  // The whole dialog fits the phone's screen.
  const box = await dialog.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= size.height).toBe(true);
}

/** Stops the tour playing (a step before left it playing): the toggle says Play again. */
async function pause(dialog: Dialog, words: Words) {
  await dialog.getByRole('button', { name: words.controls.pause, exact: true }).click();
  await expect(
    dialog.getByRole('button', { name: words.controls.play, exact: true }),
  ).toBeVisible();
}

test.describe('tour on a phone: names, steady buttons, nothing spilling over', () => {
  // One test per size and language: the checks of that size, one after the other in one opened
  // tour, each a step under the name of the test it was. 375x740 also checks where the words
  // sit (what was "tour on a phone"), 360x740 that the tour fits, scrolls inside and passes axe.
  for (const size of [...PHONES, WIDE]) {
    const phone = size !== WIDE;
    for (const language of LANGUAGES) {
      test(`at ${sizeName(size)} in ${language}`, async ({ page }) => {
        // Up to six tests' worth of clicks and checks: each of them had the usual minute.
        test.setTimeout(180_000);
        await page.setViewportSize(size);
        const words = tourWords(language);
        const { dialog } = await openSettled(page, language);
        const at = `at ${sizeName(size)} in ${language}`;

        await test.step(`each thumbnail shows its scene's name ${at}`, () =>
          thumbnailsShowTheirNames(dialog, words));
        if (size.width === 375)
          await test.step(`the words sit below the picture, not on it, in ${language}`, () =>
            wordsSitBelowThePicture(page, dialog, size));
        if (size.width === 360) {
          await test.step(`fits a 360×740 phone, scrolls inside, the page behind stays put, in ${language}`, () =>
            fitsAndScrollsInside(page, dialog, words, size));
          await startAgain(page, words.controls.reset, words.scenes.welcome.title);
        }
        await test.step(`every button shows its name ${at}`, () =>
          everyButtonShowsItsName(dialog, words, language));
        if (size.width === 360)
          // Playing, as the button check left it (and as this test had it).
          await test.step(`axe finds nothing serious in the open tour on a 360 px phone in ${language}`, async () => {
            await expect(
              dialog.getByRole('button', { name: words.controls.pause, exact: true }),
            ).toBeVisible();
            const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
            const serious = results.violations.filter(
              (v) => v.impact === 'serious' || v.impact === 'critical',
            );
            expect(
              serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
            ).toEqual([]);
          });
        if (!phone) return;
        await pause(dialog, words);
        await test.step(`nothing spills out sideways ${at}, on any scene`, () =>
          nothingSpillsOutSideways(page, dialog, words));
        await pause(dialog, words);
        // Playing moved on a scene if the check above took its 5 s (a busy machine): back to the first.
        await startAgain(page, words.controls.reset, words.scenes.welcome.title);
        await test.step(`Previous and Next stay put from scene to scene ${at}`, () =>
          previousAndNextStayPut(page, dialog, words));
      });
    }
  }

  // A small phone: this check only.
  const small = { width: 320, height: 568 };
  for (const language of LANGUAGES) {
    test(`nothing spills out sideways at ${sizeName(small)} in ${language}, on any scene`, async ({
      page,
    }) => {
      await page.setViewportSize(small);
      const words = tourWords(language);
      const { dialog } = await openSettled(page, language);
      await nothingSpillsOutSideways(page, dialog, words);
    });
  }
});
