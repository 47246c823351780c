import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, pathIn, test } from './fixtures';

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
 * Opens the home page, stops its fake clock and touches the card once, so the sleep timer
 * starts at a known instant. (The clock has to run while the page loads and hydrates.)
 */
async function openHome(page: Page, path = '/') {
  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
  const pageNow = () => page.evaluate(() => Date.now());
  // Pausing needs a time still ahead of the page's running clock; a busy machine may need more.
  await page.clock
    .pauseAt((await pageNow()) + 2_000)
    .catch(async () => page.clock.pauseAt((await pageNow()) + 20_000));
  const card = page.locator('section[data-position]');
  await expect(card).toBeVisible();
  if ((await card.getAttribute('data-state')) === 'asleep') {
    await card.getByRole('button').first().click(); // woken: the timer starts again
  } else {
    await card.getByRole('group').getByRole('button').first().click(); // already chosen: no move
  }
  await expect(card).toHaveAttribute('data-state', 'awake');
  return card;
}

const cat = (card: Locator) => card.getByRole('button').first();

test.describe('mascot', () => {
  test('shows the cat, the section in view and a tip for it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const card = await openHome(page);
    await expect(page.getByRole('region', { name: 'Cat guide' })).toBeVisible();
    await expect(card.locator('svg').first()).toBeVisible();
    await expect(card).toContainText('You are at: Home');
    await expect(card).toContainText('Press Watch tour');
    await page.locator('#clubs').scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const top = document.getElementById('clubs')?.getBoundingClientRect().top ?? 0;
      window.scrollBy(0, top - 200);
    });
    await expect(card).toContainText('You are at: Clubs & Events');
    await expect(card).toContainText('there is a club for every curious child');
  });

  test('falls asleep after exactly 10 seconds without interaction', async ({ page }) => {
    const card = await openHome(page);
    await expect(cat(card)).toHaveAccessibleName('Pat the cat for a fun fact');
    await page.clock.runFor(9_999);
    await expect(card).toHaveAttribute('data-state', 'awake');
    await page.clock.runFor(1);
    await expect(card).toHaveAttribute('data-state', 'asleep');
    await expect(card.getByRole('status')).toHaveText('The cat is asleep. Tap it to wake it up.');
    await expect(cat(card)).toHaveAccessibleName('Wake the cat up');
    await expect(card.locator('svg[data-asleep="true"]')).toBeVisible();
  });

  test('each interaction restarts the sleep timer', async ({ page }) => {
    const card = await openHome(page);
    await page.clock.runFor(9_000);
    await card.getByRole('button', { name: 'Mute the cat' }).click();
    await page.clock.runFor(9_000);
    await expect(card).toHaveAttribute('data-state', 'awake');
    await page.clock.runFor(1_000);
    await expect(card).toHaveAttribute('data-state', 'asleep');
  });

  test('a click on the sleeping cat wakes it, without a beep or a fun fact', async ({ page }) => {
    await recordAudio(page);
    const card = await openHome(page);
    await page.clock.runFor(10_000);
    await cat(card).click();
    await expect(card).toHaveAttribute('data-state', 'awake');
    await expect(card.getByRole('status')).toHaveText('');
    expect((await audioLog(page)).contexts).toBe(0);
  });

  test('patting the awake cat beeps and shows a fun fact for 4 seconds', async ({ page }) => {
    await recordAudio(page);
    const card = await openHome(page);
    expect((await audioLog(page)).contexts).toBe(0); // nothing before the first click
    await cat(card).click();
    const status = card.getByRole('status');
    await expect(status).toContainText('Fun fact');
    const first = await status.innerText();

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

    await page.clock.runFor(3_999);
    await expect(status).toContainText('Fun fact');
    await page.clock.runFor(1);
    await expect(status).toHaveText('');

    await cat(card).click();
    await expect(status).toContainText('Fun fact');
    expect(await status.innerText()).not.toBe(first);
    expect((await audioLog(page)).contexts).toBe(1); // one context, reused
  });

  test('muted, it stays silent and makes no audio context at all', async ({ page }) => {
    await recordAudio(page);
    const card = await openHome(page);
    const mute = card.getByRole('button', { name: 'Mute the cat' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await cat(card).click();
    await expect(card.getByRole('status')).toContainText('Fun fact');
    expect(await audioLog(page)).toEqual({ contexts: 0, events: [] });
    await mute.click();
    await page.clock.runFor(4_000);
    await cat(card).click();
    expect((await audioLog(page)).contexts).toBe(1);
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

  test('closes for the visit', async ({ page }) => {
    const card = await openHome(page);
    await card.getByRole('button', { name: 'Close the cat guide' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Cat guide' })).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expect(card).toHaveCount(0);
  });
});

test.describe('mascot position', () => {
  for (const width of [375, 1280]) {
    test(`moves where the visitor chooses, clear of the header and the like button at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
      const card = await openHome(page);
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
    });
  }
});

test.describe('mascot across a language switch', () => {
  test('keeps asleep, muted and position, in the new language', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const card = await openHome(page);
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

  test('closed stays closed after a switch', async ({ page }) => {
    const card = await openHome(page);
    await card.getByRole('button', { name: 'Close the cat guide' }).click();
    await page.getByRole('link', { name: 'मराठी' }).click();
    await expect(page).toHaveURL(/\/mr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.locator('section[data-position]')).toHaveCount(0);
  });
});
