import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, pathIn, scrollToElement, scrollToEnd, test } from './fixtures';

interface BeepLog {
  contexts: number;
  events: [string, number, number][];
}

/** Wraps the page's AudioContext so the test can read what the beep scheduled. */
// Times are recorded as scheduled (absolute audio-clock seconds) and compared with each other,
// so a busy machine's clock moving between calls cannot skew them.
async function recordAudio(page: Page) {
  await page.addInitScript(() => {
    const log = { contexts: 0, events: [] as [string, number, number][] };
    (window as unknown as { __audio: typeof log }).__audio = log;
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        log.contexts += 1;
      }
      override createOscillator() {
        const oscillator = super.createOscillator();
        const frequency = oscillator.frequency;
        const setValue = frequency.setValueAtTime.bind(frequency);
        frequency.setValueAtTime = (value, time) => {
          log.events.push(['frequency', value, time]);
          return setValue(value, time);
        };
        const start = oscillator.start.bind(oscillator);
        const stop = oscillator.stop.bind(oscillator);
        oscillator.start = (time = 0) => {
          log.events.push(['start', 0, time]);
          start(time);
        };
        oscillator.stop = (time = 0) => {
          log.events.push(['stop', 0, time]);
          stop(time);
        };
        return oscillator;
      }
      override createGain() {
        const gain = super.createGain();
        const setValue = gain.gain.setValueAtTime.bind(gain.gain);
        gain.gain.setValueAtTime = (value, time) => {
          log.events.push(['gain', value, time]);
          return setValue(value, time);
        };
        return gain;
      }
    };
  });
}

const audioLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __audio: BeepLog }).__audio);

/**
 * Opens the home page and stops its fake clock. (The clock has to run while the page loads,
 * hydrates and brings the cat.)
 */
async function loadHome(page: Page, path = '/') {
  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
  // On a phone the hero's buttons can sit in the folded cat's corner of the first screen; the
  // cat steps aside until they are scrolled clear (look.spec.ts tests that): scroll them clear.
  await page.evaluate(() => {
    const actions = document.querySelector('#home a[href="#contact"]')?.parentElement;
    const bottom = actions?.getBoundingClientRect().bottom ?? 0;
    if (window.innerWidth < 500 && bottom > window.innerHeight - 120)
      window.scrollBy({ top: bottom - 200, behavior: 'instant' });
  });
  // The cat's code and text arrive after hydration, and React reveals it on a timer: let the
  // clock run until it is there.
  const card = page.locator('section[data-position]');
  await expect(card).toBeVisible();
  const pageNow = () => page.evaluate(() => Date.now());
  // Pausing needs a time still ahead of the page's running clock; a busy machine may need more.
  await page.clock
    .pauseAt((await pageNow()) + 2_000)
    .catch(async () => page.clock.pauseAt((await pageNow()) + 20_000));
  return card;
}

/** The folded cat's button (phones), whatever its name says. */
const foldedCat = (card: Locator) => card.locator('button[aria-expanded="false"]');

/**
 * Opens the home page with its clock stopped and touches the card once, so the sleep timer
 * starts at a known instant. On a phone that touch opens the folded card.
 */
async function openHome(page: Page, path = '/') {
  const card = await loadHome(page, path);
  if ((await card.getAttribute('data-layout')) === 'compact') {
    await foldedCat(card).click(); // opened (and woken): the timer starts again
  } else if ((await card.getAttribute('data-state')) === 'asleep') {
    await card.getByRole('button').first().click(); // woken: the timer starts again
  } else {
    await card.getByRole('group').getByRole('button').first().click(); // already chosen: no move
  }
  await expect(card).toHaveAttribute('data-state', 'awake');
  return card;
}

const cat = (card: Locator) => card.getByRole('button').first();

/** Scrolls the page back to its top, where the card's tip is the first section's. */
async function backToTop(page: Page, card: Locator) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(card).toContainText('You are at: Home');
}

/**
 * The reader scrolls with their own wheel: a card they opened or folded follows the rule again
 * (src/ui/floatingClearance.ts), as on a page they have not touched.
 */
const readerScrolls = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new WheelEvent('wheel')));

/** Starts with the card open in its own corner (bottom right), awake, the page at its top. */
async function movesWhereTheVisitorChooses(page: Page, card: Locator, width: number) {
  const positions = card.getByRole('group', { name: 'Where the card sits' });
  const header = page.getByRole('banner');
  const rem = 16;

  // Bottom right by default, beside the like button's corner (1rem in, 3.5rem across).
  const bottomRight = positions.getByRole('button', { name: 'Bottom right' });
  await expect(bottomRight).toHaveAttribute('aria-pressed', 'true');
  let box = (await card.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width - rem - 3.5 * rem);
  expect(box.y + box.height).toBeLessThanOrEqual((width < 500 ? 740 : 800) - rem + 1);
  expect(box.x).toBeGreaterThanOrEqual(0);
  if (width === 375) expect(box.height).toBeLessThan(200); // compact on a phone

  const centre = positions.getByRole('button', { name: 'Centre' });
  await centre.click();
  await expect(centre).toHaveAttribute('aria-pressed', 'true');
  await expect(bottomRight).toHaveAttribute('aria-pressed', 'false');
  await expect(card).toHaveAttribute('data-position', 'centre');
  await expect
    .poll(async () => {
      const b = (await card.boundingBox())!;
      return Math.abs(b.x + b.width / 2 - width / 2);
    })
    .toBeLessThan(2);

  const topLeft = positions.getByRole('button', { name: 'Top left' });
  await topLeft.click();
  await expect(card).toHaveAttribute('data-position', 'top-left');
  for (const scroll of [0, 1500]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    await page.clock.runFor(100); // the position follows the header on the next frame
    await expect
      .poll(async () => {
        const headerBox = (await header.boundingBox())!;
        return (await card.boundingBox())!.y - (headerBox.y + headerBox.height);
      })
      .toBeGreaterThanOrEqual(rem - 1);
    box = (await card.boundingBox())!;
    expect(box.x).toBeCloseTo(rem, 0);
  }
}

// Tests that loaded the same page at the same size the same way (the home page, its clock
// stopped, the card touched once) and then checked one thing are one test each here, their
// checks one after the other on that page, each a step under the test's old name. Each step
// starts as that test started, or says what differs and why it does not matter; where a step
// before left the cat asleep, muted, moved or folded, the step puts it back first. Sound is
// recorded for the whole test (the wrapper around AudioContext only logs), and the steps that
// must hear no sound come before the first beep.

test.describe('mascot', () => {
  test('on a wide screen: sleep, waking, beeps, mute, folding, closing', async ({ page }) => {
    test.setTimeout(180_000);
    await recordAudio(page);
    const card = await openHome(page);
    const status = card.getByRole('status');
    const mute = card.getByRole('button', { name: 'Mute the cat' });

    await test.step('falls asleep after exactly 10 seconds without interaction', async () => {
      await expect(cat(card)).toHaveAccessibleName('Pat the cat for a fun fact');
      await page.clock.runFor(9_999);
      await expect(card).toHaveAttribute('data-state', 'awake');
      await page.clock.runFor(1);
      await expect(card).toHaveAttribute('data-state', 'asleep');
      await expect(status).toHaveText('The cat is asleep. Tap it to wake it up.');
      await expect(cat(card)).toHaveAccessibleName('Wake the cat up');
      await expect(card.locator('svg[data-asleep="true"]')).toBeVisible();
    });

    // Asleep after 10 seconds without interaction, as the step above left it.
    await test.step('a click on the sleeping cat wakes it, without a beep or a fun fact', async () => {
      await cat(card).click();
      await expect(card).toHaveAttribute('data-state', 'awake');
      await expect(status).toHaveText('');
      expect((await audioLog(page)).contexts).toBe(0);
    });

    await test.step('muted, it stays silent and makes no audio context at all', async () => {
      await expect(mute).toHaveAttribute('aria-pressed', 'false');
      await mute.click();
      await expect(mute).toHaveAttribute('aria-pressed', 'true');
      await cat(card).click();
      await expect(status).toContainText('Fun fact');
      expect(await audioLog(page)).toEqual({ contexts: 0, events: [] });
      await mute.click();
      await page.clock.runFor(4_000);
      // Unmuted, the next pat beeps: it is the first pat of the step below, which checks that
      // it made the one audio context, and its notes.
    });

    await test.step('patting the awake cat beeps and shows a fun fact for 4 seconds', async () => {
      await expect(mute).toHaveAttribute('aria-pressed', 'false');
      await expect(status).toHaveText(''); // the muted pat's fact is over
      expect((await audioLog(page)).contexts).toBe(0); // nothing before the first click
      await cat(card).click();
      await expect(status).toContainText('Fun fact');
      const first = await status.innerText();
      // The beep comes just after the frame that shows the fact (its audio context is slow to
      // make): a frame and a task later.
      expect((await audioLog(page)).contexts).toBe(0);
      await page.clock.runFor(50);

      const log = await audioLog(page);
      expect(log.contexts).toBe(1);
      const at = (kind: string) => log.events.filter(([name]) => name === kind);
      const frequencies = at('frequency');
      expect(frequencies.map(([, value]) => value)).toEqual([400, 600]);
      const base = frequencies[0]![2];
      expect(frequencies[1]![2] - base).toBeCloseTo(0.1, 2);
      expect(at('start')[0]![2] - base).toBeCloseTo(0, 2);
      expect(at('stop')[0]![2] - base).toBeCloseTo(0.3, 2);
      expect(Math.max(...at('gain').map(([, value]) => value))).toBeLessThanOrEqual(0.1);

      await page.clock.runFor(3_949); // 4 s less 1 ms since the pat, with the 50 above
      await expect(status).toContainText('Fun fact');
      await page.clock.runFor(1);
      await expect(status).toHaveText('');

      await cat(card).click();
      await expect(status).toContainText('Fun fact');
      expect(await status.innerText()).not.toBe(first);
      expect((await audioLog(page)).contexts).toBe(1); // one context, reused
    });

    // The sleep timer started again with that last pat.
    await test.step('each interaction restarts the sleep timer', async () => {
      await page.clock.runFor(9_000);
      await mute.click();
      await page.clock.runFor(9_000);
      await expect(card).toHaveAttribute('data-state', 'awake');
      await page.clock.runFor(1_000);
      await expect(card).toHaveAttribute('data-state', 'asleep');
    });

    await test.step('on a wide screen starts open, and folds into the corner when the reader wants', async () => {
      // Woken (a sleeping cat shows no tip), and unmuted, as the page started.
      await cat(card).click();
      await expect(card).toHaveAttribute('data-state', 'awake');
      await mute.click();
      await expect(mute).toHaveAttribute('aria-pressed', 'false');

      await expect(card).toHaveAttribute('data-layout', 'full');
      await expect(card).toContainText('Press Watch tour');
      await card.getByRole('button', { name: 'Minimise the cat guide' }).click();
      const fold = card.getByRole('button', { name: 'Show the cat guide' });
      await expect(fold).toBeFocused();
      await expect(card.getByText('Press Watch tour')).toHaveCount(0);
      // Folded, it keeps to the bottom-left corner, clear of the text column's start.
      const box = await fold.boundingBox();
      expect(box?.x).toBeLessThan(40);
      await fold.click();
      const minimise = card.getByRole('button', { name: 'Minimise the cat guide' });
      await expect(minimise).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(fold).toBeFocused();
    });

    await test.step('closes for the visit', async () => {
      // Open again, as the page started (the step above folded it).
      await card.getByRole('button', { name: 'Show the cat guide' }).click();
      await card.getByRole('button', { name: 'Close the cat guide' }).click();
      await expect(card).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Cat guide' })).toHaveCount(0);
      await page.clock.runFor(20_000);
      await expect(card).toHaveCount(0);
    });

    // Closed, as the step above left it.
    await test.step('closed stays closed after a switch', async () => {
      await page.getByRole('link', { name: 'मराठी' }).click();
      await expect(page).toHaveURL(/\/mr\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
      await expect(page.locator('section[data-position]')).toHaveCount(0);
    });
  });

  test('at 1280 × 800: the tip for the section in view, moving, a language switch', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const card = await openHome(page);

    await test.step('shows the cat, the section in view and a tip for it', async () => {
      await expect(page.getByRole('region', { name: 'Cat guide' })).toBeVisible();
      await expect(card.locator('svg').first()).toBeVisible();
      await expect(card).toContainText('You are at: Home');
      await expect(card).toContainText('Press Watch tour');
      await scrollToElement(page, 'clubs', 200);
      await expect(card).toContainText('You are at: Clubs & Events');
      await expect(card).toContainText('there is a club for every curious child');
    });

    await test.step('moves where the visitor chooses, clear of the header and the like button at 1280 px', async () => {
      await backToTop(page, card);
      await movesWhereTheVisitorChooses(page, card, 1280);
    });

    await test.step('keeps asleep, muted and position, in the new language', async () => {
      // Back in its own corner at the top of the page, as the page started.
      await card.getByRole('button', { name: 'Bottom right' }).click();
      await expect(card).toHaveAttribute('data-position', 'bottom-right');
      await backToTop(page, card);

      await card.getByRole('button', { name: 'Mute the cat' }).click();
      await card.getByRole('button', { name: 'Top left' }).click();
      await page.clock.runFor(10_000);
      await expect(card).toHaveAttribute('data-state', 'asleep');

      await page.getByRole('link', { name: 'हिन्दी' }).click();
      await expect(page).toHaveURL(/\/hi\/$/);
      const hindi = page.getByRole('region', { name: 'बिल्ली गाइड' });
      await expect(hindi).toHaveAttribute('data-state', 'asleep');
      await expect(hindi).toHaveAttribute('data-position', 'top-left');
      await expect(hindi.getByRole('status')).toHaveText('बिल्ली सो रही है। जगाने के लिए उस पर टैप करें।');
      await expect(hindi.getByRole('button', { name: 'बिल्ली की आवाज़ बंद करें' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(hindi.getByRole('button', { name: 'ऊपर बाईं ओर' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });

  test('a browser without Web Audio simply stays silent', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'AudioContext');
      Reflect.deleteProperty(window, 'webkitAudioContext');
    });
    const card = await openHome(page);
    await cat(card).click();
    await expect(card.getByRole('status')).toContainText('Fun fact');
  });
});

test.describe('mascot across a language switch', () => {
  test('a fun fact in Marathi carries Marathi digits', async ({ page }) => {
    const card = await openHome(page, pathIn('mr', '/'));
    await expect(card).toContainText('तुम्ही इथे आहात: मुख्य पान');
    const status = card.getByRole('status');
    for (let i = 0; i < 4; i++) {
      await cat(card).click();
      await expect(status).toContainText('गमतीदार माहिती');
      expect(await status.innerText()).not.toMatch(/[0-9]/);
    }
  });
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** True when two boxes share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the clubs section to the middle band the guide watches. */
const scrollToClubs = (page: Page) => scrollToElement(page, 'clubs', 200);

test.describe('mascot on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // The page as it loads (loadHome): the cat folded, untouched.
  test('folded: its corner, opening and folding by tap and key, the new-tip dot, the page end', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const card = await loadHome(page);
    const fold = card.getByRole('button', { name: 'Show the cat guide', exact: true });
    const minimise = card.getByRole('button', { name: 'Minimise the cat guide' });

    await test.step('starts folded into a small cat, clear of the like button', async () => {
      await expect(card).toHaveAttribute('data-layout', 'compact');
      await expect(fold).toHaveAttribute('aria-expanded', 'false');
      await expect(card.getByRole('button')).toHaveCount(1);
      await expect(card.getByRole('status')).toHaveCount(0);

      const like = page.getByRole('button', { name: /Like this school/ });
      const foldBox = (await fold.boundingBox())!;
      const likeBox = (await like.boundingBox())!;
      for (const box of [foldBox, likeBox]) {
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        expect(box.y + box.height).toBeLessThanOrEqual(740);
      }
      expect(overlap(foldBox, likeBox)).toBe(false);
      // The bottom-left corner, 1rem in: the like button's twin.
      expect(foldBox.x).toBeCloseTo(16, 0);
      expect(foldBox.y + foldBox.height).toBeCloseTo(740 - 16, 0);
    });

    await test.step('opens and folds with a tap, focus following the control', async () => {
      await card.getByRole('button', { name: 'Show the cat guide' }).click();
      await expect(minimise).toBeFocused();
      await expect(minimise).toHaveAttribute('aria-expanded', 'true');
      await expect(card).toContainText('You are at: Home');
      await expect(card).toContainText('Press Watch tour');

      await minimise.click();
      await expect(fold).toBeFocused();
      await expect(fold).toHaveAttribute('aria-expanded', 'false');
      await expect(card.getByRole('status')).toHaveCount(0);
    });

    // Folded again, as the page started.
    await test.step('opens from the keyboard and folds on Escape', async () => {
      await fold.focus();
      await page.keyboard.press('Enter');
      await expect(minimise).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(card.getByRole('button', { name: 'Bottom right' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(fold).toBeFocused();
      await expect(minimise).toHaveCount(0);

      await page.keyboard.press('Space');
      await expect(minimise).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(fold).toBeFocused();
    });

    await test.step('a dot on the folded cat says a new tip is waiting; the card stays folded', async () => {
      // Folded by the reader at the top of the page, where its tip was seen; their own scroll
      // ends the hold on what they folded, as on the untouched page this test started from.
      await readerScrolls(page);
      const folded = foldedCat(card);
      const dot = folded.locator('span');
      await expect(folded).toHaveAccessibleName('Show the cat guide');
      await expect(dot).toHaveCount(0);

      await scrollToClubs(page);
      await expect(folded).toHaveAccessibleName('Show the cat guide: there is a new tip');
      await expect(dot).toBeVisible();
      await expect(card.getByRole('status')).toHaveCount(0); // not popped open

      await folded.click();
      await expect(card).toContainText('You are at: Clubs & Events');
      await expect(card).toContainText('there is a club for every curious child');
      await card.getByRole('button', { name: 'Minimise the cat guide' }).click();
      await expect(folded).toHaveAccessibleName('Show the cat guide');
      await expect(dot).toHaveCount(0);
    });

    // Folded, as the page started.
    await test.step('the page ends with room for the floating buttons', async () => {
      await scrollToEnd(page);
      const lastLine = page.getByRole('contentinfo').locator('p').last();
      const text = (await lastLine.boundingBox())!;
      const like = (await page.getByRole('button', { name: /Like this school/ }).boundingBox())!;
      const folded = (await foldedCat(card).boundingBox())!;
      expect(text.y + text.height).toBeLessThanOrEqual(Math.min(like.y, folded.y));
    });
  });

  // The page after one tap on the folded cat (openHome): the card open, awake.
  test('open: its controls, sleep and waking, a beep, moving, a language switch', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await recordAudio(page);
    const card = await openHome(page);

    await test.step('the open card keeps every control at least 44 px, on the screen', async () => {
      const buttons = card.getByRole('button');
      // The cat, mute, minimise, three positions and close.
      await expect(buttons).toHaveCount(7);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        const name = (await button.getAttribute('aria-label')) ?? '';
        expect(box.width, name).toBeGreaterThanOrEqual(44);
        expect(box.height, name).toBeGreaterThanOrEqual(44);
      }
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      const like = (await page.getByRole('button', { name: /Like this school/ }).boundingBox())!;
      expect(overlap(box, like)).toBe(false);
    });

    await test.step('the folded cat falls asleep after 10 seconds too, and a tap wakes it', async () => {
      await card.getByRole('button', { name: 'Minimise the cat guide' }).click(); // timer restarts
      await page.clock.runFor(9_999);
      await expect(card).toHaveAttribute('data-state', 'awake');
      await page.clock.runFor(1);
      await expect(card).toHaveAttribute('data-state', 'asleep');
      await expect(foldedCat(card).locator('svg[data-asleep="true"]')).toBeVisible();

      await foldedCat(card).click();
      await expect(card).toHaveAttribute('data-state', 'awake');
      await expect(card).toContainText('Press Watch tour');
      expect((await audioLog(page)).contexts).toBe(0); // opening is not a pat: no beep
    });

    // Open and awake after that tap, as the page started.
    await test.step('the cat on the open card still beeps and tells a fun fact', async () => {
      await cat(card).click();
      await expect(card.getByRole('status')).toContainText('Fun fact');
      await page.clock.runFor(50); // the beep comes just after the fact's frame
      expect((await audioLog(page)).contexts).toBe(1);
      await page.clock.runFor(3_950);
      await expect(card.getByRole('status')).toHaveText('');
    });

    // The fun fact over, the tip back, as the page started.
    await test.step('moves where the visitor chooses, clear of the header and the like button at 375 px', () =>
      movesWhereTheVisitorChooses(page, card, 375));

    await test.step('stays open, or folded, across a language switch', async () => {
      // Back in its own corner at the top of the page, as the page started.
      await card.getByRole('button', { name: 'Bottom right' }).click();
      await expect(card).toHaveAttribute('data-position', 'bottom-right');
      await backToTop(page, card);

      await page.getByRole('link', { name: 'हिन्दी' }).click();
      await expect(page).toHaveURL(/\/hi\/$/);
      const hindi = page.getByRole('region', { name: 'बिल्ली गाइड' });
      await expect(hindi.getByRole('button', { name: 'बिल्ली गाइड छोटा करें' })).toBeVisible();
      await hindi.getByRole('button', { name: 'बिल्ली गाइड छोटा करें' }).click();

      await page.getByRole('link', { name: 'मराठी' }).click();
      await expect(page).toHaveURL(/\/mr\/$/);
      await expect(card).toHaveAttribute('data-layout', 'compact');
      await expect(foldedCat(card)).toHaveAccessibleName('मार्गदर्शक मांजर दाखवा');
    });
  });

  for (const [language, names] of [
    [
      'hi',
      {
        region: 'बिल्ली गाइड',
        show: 'बिल्ली गाइड दिखाएँ',
        newTip: 'बिल्ली गाइड दिखाएँ: आपके लिए एक नई सलाह है',
        minimise: 'बिल्ली गाइड छोटा करें',
        mute: 'बिल्ली की आवाज़ बंद करें',
      },
    ],
    [
      'mr',
      {
        region: 'मार्गदर्शक मांजर',
        show: 'मार्गदर्शक मांजर दाखवा',
        newTip: 'मार्गदर्शक मांजर दाखवा: तुमच्यासाठी एक नवी टीप आहे',
        minimise: 'मार्गदर्शक मांजर लहान करा',
        mute: 'मांजरीचा आवाज बंद करा',
      },
    ],
  ] as const) {
    test(`names its buttons in ${language}`, async ({ page }) => {
      await loadHome(page, pathIn(language, '/'));
      const card = page.getByRole('region', { name: names.region });
      await expect(card.getByRole('button', { name: names.show, exact: true })).toBeVisible();
      await scrollToClubs(page);
      await expect(foldedCat(card)).toHaveAccessibleName(names.newTip);
      await foldedCat(card).click();
      await expect(card.getByRole('button', { name: names.minimise })).toBeFocused();
      await expect(card.getByRole('button', { name: names.mute })).toBeVisible();
    });
  }

  test('axe finds nothing serious in the folded cat or the open card', async ({ page }) => {
    // Real timers: axe waits on its own.
    await page.goto(pathIn('hi', '/'));
    await hydrated(page);
    const card = page.locator('section[data-position]');
    const serious = async () =>
      (await new AxeBuilder({ page }).include('section[data-position]').analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    await scrollToClubs(page);
    await expect(foldedCat(card).locator('span')).toBeVisible();
    expect(await serious()).toEqual([]);
    await foldedCat(card).click();
    await expect(card.getByRole('status')).toBeAttached();
    expect(await serious()).toEqual([]);
  });

  test('on a phone on its side the open card stays between the header and the bottom', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 740, height: 360 });
    const card = await loadHome(page, pathIn('mr', '/'));
    await expect(card).toHaveAttribute('data-layout', 'compact');
    await foldedCat(card).click();
    await page.clock.runFor(100); // the header's edge is measured on the next frame
    const header = page.getByRole('banner');
    await expect
      .poll(async () => {
        const headerBox = (await header.boundingBox())!;
        return (await card.boundingBox())!.y - (headerBox.y + headerBox.height);
      })
      .toBeGreaterThanOrEqual(0);
    const box = (await card.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(360);
  });
});
