import type { Page } from '@playwright/test';
import { DEVANAGARI, expect, hydrated, LANGUAGES, pathIn, test } from './fixtures';

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

test.describe('tour dialog', () => {
  test('opens from Watch tour as a labelled modal dialog on the first scene', async ({ page }) => {
    const { dialog, launcher } = await openTour(page);
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
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test("shows the cat's action between stars, which a screen reader does not read", async ({
    page,
  }) => {
    const { dialog } = await openTour(page);
    const action = dialog.getByText('The cat waves a paw at the gate.');
    const before = await action.evaluate(
      (element) => getComputedStyle(element, '::before').content,
    );
    expect(before).toContain('*');
    // What the accessibility tree gives a screen reader for that line.
    await expect(action).toMatchAriaSnapshot('- paragraph: The cat waves a paw at the gate.');
  });

  test('next and previous go through the eight scenes and wrap both ways', async ({ page }) => {
    const { dialog } = await openTour(page);
    const next = dialog.getByRole('button', { name: 'Next scene' });
    const previous = dialog.getByRole('button', { name: 'Previous scene' });
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

  test('play and pause only change the button, never the scene', async ({ page }) => {
    await page.clock.install();
    const { dialog } = await openTour(page);
    const play = dialog.getByRole('button', { name: 'Play' });
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await play.click();
    const pause = dialog.getByRole('button', { name: 'Pause' });
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(60_000);
    await expect(sceneTitle(page)).toHaveText('Welcome');
    await pause.click();
    await expect(dialog.getByRole('button', { name: 'Play' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(sceneTitle(page)).toHaveText('Welcome');
  });

  test('the caption toggle hides and shows what the cat says', async ({ page }) => {
    const { dialog } = await openTour(page);
    const captions = dialog.getByRole('button', { name: 'Captions' });
    const words = dialog.getByText(/welcome to Ghatkopar International School/);
    await expect(captions).toHaveAttribute('aria-pressed', 'true');
    await captions.click();
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    await expect(words).toHaveCount(0);
    // The setting holds on other scenes.
    await dialog.getByRole('button', { name: 'Next scene' }).click();
    await expect(dialog.getByText(/smart classrooms\. Teachers/)).toHaveCount(0);
    await captions.click();
    await expect(dialog.getByText(/smart classrooms\. Teachers/)).toBeVisible();
  });

  test('reset goes back to the first scene', async ({ page }) => {
    const { dialog } = await openTour(page);
    await dialog.getByRole('button', { name: 'Next scene' }).click();
    await dialog.getByRole('button', { name: 'Next scene' }).click();
    await dialog.getByRole('button', { name: 'Next scene' }).click();
    await expect(counter(page)).toHaveText('Scene 4 of 8');
    await dialog.getByRole('button', { name: 'Start again' }).click();
    await expect(counter(page)).toHaveText('Scene 1 of 8');
    await expect(sceneTitle(page)).toHaveText('Welcome');
  });

  test('eight thumbnails name their scenes, mark the current one and jump to theirs', async ({
    page,
  }) => {
    const { dialog } = await openTour(page);
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

  test('arrow keys move between scenes, wrapping', async ({ page }) => {
    await openTour(page);
    await page.keyboard.press('ArrowLeft');
    await expect(sceneTitle(page)).toHaveText('Cafeteria');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(sceneTitle(page)).toHaveText('Science labs');
  });

  test('Escape closes it and focus returns to Watch tour', async ({ page }) => {
    const { dialog, launcher } = await openTour(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('the close button closes it, focus returns, and it reopens where it was', async ({
    page,
  }) => {
    const { dialog, launcher } = await openTour(page);
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('button', { name: 'Close the tour' }).click();
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(sceneTitle(page)).toHaveText('Smart classrooms');
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    const { dialog } = await openTour(page);
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
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });
});

test.describe('tour across a language switch', () => {
  test('stays open on the same scene with the same settings, now in Hindi', async ({ page }) => {
    const { dialog } = await openTour(page);
    for (let i = 0; i < 4; i++) await dialog.getByRole('button', { name: 'Next scene' }).click();
    await dialog.getByRole('button', { name: 'Captions' }).click();
    await dialog.getByRole('button', { name: 'Play' }).click();
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
    await expect(dialog.getByRole('button', { name: 'रोकें' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('stays open when browser history changes the language', async ({ page }) => {
    await page.goto('/mr/');
    await hydrated(page);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Watch tour' }).click();
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

test('opening the tour puts focus on its close button', async ({ page }) => {
  const { dialog } = await openTour(page);
  await expect(dialog.getByRole('button', { name: 'Close the tour' })).toBeFocused();
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

test.describe('tour on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const language of LANGUAGES) {
    test(`the words sit below the picture, not on it, in ${language}`, async ({ page }) => {
      const { dialog } = await openTour(page, pathIn(language, '/'));
      for (let scene = 0; scene < 8; scene++) {
        const art = await dialog.locator('[data-scene] > svg').boundingBox();
        const words = await sceneTitle(page).boundingBox();
        expect(art && words && words.y >= art.y + art.height - 1, `scene ${scene + 1}`).toBe(true);
        await page.keyboard.press('ArrowRight');
      }
      // The whole dialog fits the phone's screen.
      const box = await dialog.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 740).toBe(true);
    });
  }
});
