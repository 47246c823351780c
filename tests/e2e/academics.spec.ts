import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  DEVANAGARI,
  expect,
  hydrated,
  pathIn,
  recordRemovedElements,
  removedElements,
  requestedClientOnly,
  test,
  type Language,
} from './fixtures';

const TABS = [
  { level: 'preschool', name: 'Preschool', cards: 5 },
  { level: 'primary', name: 'Primary Grades 1–5', cards: 5 },
  { level: 'secondary', name: 'Cambridge IGCSE Grades 6–10', cards: 6 },
  { level: 'ibdp', name: 'IB Diploma Grades 11–12', cards: 6 },
] as const;

async function open(page: Page, path = '/academics') {
  await page.goto(path);
  await hydrated(page);
}

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Stages of school' });
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');
const cards = (page: Page) => panel(page).getByRole('button');
const card = (page: Page, title: string) =>
  panel(page).getByRole('button', { name: new RegExp(`^${title}`) });

test.describe('academics tabs', () => {
  test('four tabs, Preschool selected by default, each with its subject cards', async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Academics');
    await expect(tablist(page).getByRole('tab')).toHaveText([
      'Preschool',
      'PrimaryGrades 1–5',
      'Cambridge IGCSEGrades 6–10',
      'IB DiplomaGrades 11–12',
    ]);
    await expect(tab(page, 'Preschool')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page)).toHaveCount(1);
    await expect(panel(page)).toHaveAccessibleName('Preschool');
    for (const { name, cards: count } of TABS) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(tablist(page).locator('[aria-selected="true"]')).toHaveCount(1);
      await expect(panel(page)).toHaveAccessibleName(name);
      await expect(cards(page)).toHaveCount(count);
    }
  });

  test('a chosen tab is kept in the URL without adding history entries', async ({ page }) => {
    await open(page);
    const length = await page.evaluate(() => window.history.length);
    await tab(page, 'Primary Grades 1–5').click();
    await expect(page).toHaveURL(/\/academics\?level=primary$/);
    await tab(page, 'IB Diploma Grades 11–12').click();
    await expect(page).toHaveURL(/\/academics\?level=ibdp$/);
    await tab(page, 'Preschool').click();
    await expect(page).toHaveURL(/\/academics$/);
    expect(await page.evaluate(() => window.history.length)).toBe(length);
  });

  test('arrow keys move between tabs and wrap round; Home and End go to the ends', async ({
    page,
  }) => {
    await open(page);
    await page.keyboard.press('Tab'); // skip link
    await tab(page, 'Preschool').focus();
    const expectSelected = async (name: string) => {
      await expect(tab(page, name)).toBeFocused();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, name)).toHaveAttribute('tabindex', '0');
      await expect(tablist(page).locator('[tabindex="0"]')).toHaveCount(1);
      await expect(panel(page)).toHaveAccessibleName(name);
    };
    await page.keyboard.press('ArrowRight');
    await expectSelected('Primary Grades 1–5');
    await page.keyboard.press('ArrowLeft');
    await expectSelected('Preschool');
    await page.keyboard.press('ArrowLeft');
    await expectSelected('IB Diploma Grades 11–12');
    await page.keyboard.press('ArrowRight');
    await expectSelected('Preschool');
    await page.keyboard.press('End');
    await expectSelected('IB Diploma Grades 11–12');
    await page.keyboard.press('Home');
    await expectSelected('Preschool');
    // Tab leaves the tab list for the panel's first card.
    await page.keyboard.press('Tab');
    await expect(cards(page).first()).toBeFocused();
  });

  test('a shared ?level= link opens that tab, after hydrating without errors', async ({
    page,
    observed,
  }) => {
    await open(page, '/academics?level=secondary');
    await expect(tab(page, 'Cambridge IGCSE Grades 6–10')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(6);
    await expect(card(page, 'Computer Science')).toBeVisible();
    expect(observed.consoleMessages.filter((m) => /hydrat|mismatch/i.test(m))).toEqual([]);
  });

  test('an unknown ?level= value falls back to Preschool', async ({ page }) => {
    await open(page, '/academics?level=kindergarten');
    await expect(tab(page, 'Preschool')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(5);
  });

  test('Back to Home goes to the home page', async ({ page }) => {
    await open(page);
    const back = page.getByRole('main').getByRole('link', { name: 'Back to Home' });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home')).toBeVisible();
  });
});

test.describe('subject flip cards', () => {
  test('clicking a card turns it over; only one at a time; clicking it again turns it back', async ({
    page,
  }) => {
    await open(page);
    const art = card(page, 'Art and Craft');
    const music = card(page, 'Music and Movement');
    await expect(cards(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
    await expect(art).toHaveAttribute('aria-pressed', 'false');

    await art.click();
    await expect(art).toHaveAttribute('aria-pressed', 'true');
    await expect(art).toContainText('Painting, clay and collage');

    await music.click();
    await expect(music).toHaveAttribute('aria-pressed', 'true');
    await expect(art).toHaveAttribute('aria-pressed', 'false');
    await expect(panel(page).locator('[aria-pressed="true"]')).toHaveCount(1);

    await music.click();
    await expect(music).toHaveAttribute('aria-pressed', 'false');
    await expect(panel(page).locator('[aria-pressed="true"]')).toHaveCount(0);
  });

  test('the face out of sight is hidden from screen readers', async ({ page }) => {
    await open(page);
    const art = card(page, 'Art and Craft');
    await expect(art).toHaveAccessibleName('Art and Craft');
    await art.click();
    await expect(art).toHaveAccessibleName(
      'Art and Craft Painting, clay and collage build steady hands and the confidence to make something of their own.',
    );
    await art.click();
    await expect(art).toHaveAccessibleName('Art and Craft');
  });

  test('Enter and Space turn the focused card over and back', async ({ page }) => {
    await open(page);
    const first = cards(page).first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(cards(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
  });

  test('changing tab turns every card back', async ({ page }) => {
    await open(page);
    await card(page, 'Numbers and Patterns').click();
    await tab(page, 'Primary Grades 1–5').click();
    await expect(panel(page).locator('[aria-pressed="true"]')).toHaveCount(0);
    await card(page, 'Coding with Scratch').click();
    await expect(card(page, 'Coding with Scratch')).toContainText(
      '95% of our primary students code in it',
    );
    await tab(page, 'Preschool').click();
    await expect(panel(page).locator('[aria-pressed="true"]')).toHaveCount(0);
    await expect(page.locator('[aria-pressed="true"]')).toHaveCount(0);
  });

  test('the flip is animated, and not for readers who ask for reduced motion', async ({ page }) => {
    const flipSeconds = () =>
      card(page, 'Art and Craft')
        .locator('> span')
        .evaluate((inner) => parseFloat(getComputedStyle(inner).transitionDuration));
    await open(page);
    expect(await flipSeconds()).toBeGreaterThanOrEqual(0.3);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await flipSeconds()).toBeLessThan(0.01);
  });
});

function academicsText(language: Language) {
  return JSON.parse(readFileSync(`locales/${language}/academics.json`, 'utf8')) as {
    title: string;
    tabsLabel: string;
    backHome: string;
    levels: Record<string, { name: string }>;
    subjects: Record<string, Record<string, { title: string; description: string }>>;
  };
}

for (const [language, primaryGrades] of [
  ['hi', 'कक्षा 1–5'],
  ['mr', 'इयत्ता १ ते ५'],
] as const) {
  test(`the ${language} academics page has the same tabs and cards, in Devanagari`, async ({
    page,
  }) => {
    const text = academicsText(language);
    await open(page, pathIn(language, '/academics'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    const list = page.getByRole('tablist', { name: text.tabsLabel });
    await expect(list.getByRole('tab')).toHaveCount(4);
    await expect(list.getByRole('tab').nth(1)).toContainText(text.levels.primary?.name ?? '');
    await expect(list.getByRole('tab').nth(1)).toContainText(primaryGrades);
    await expect(list.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(5);

    await list.getByRole('tab').nth(3).click();
    await expect(cards(page)).toHaveCount(6);
    const core = text.subjects.ibdp?.core;
    const coreCard = panel(page).getByRole('button', { name: core?.title });
    await coreCard.click();
    await expect(coreCard).toHaveAttribute('aria-pressed', 'true');
    await expect(coreCard).toContainText(core?.description ?? 'missing');
    expect(await coreCard.innerText()).toMatch(DEVANAGARI);

    await expect(page.getByRole('main').getByRole('link', { name: text.backHome })).toHaveAttribute(
      'href',
      `/${language}/`,
    );
  });
}

test('Marathi digits: the Scratch figure is formatted for the language', async ({ page }) => {
  await open(page, '/mr/academics?level=primary');
  const coding = panel(page).getByRole('button', { name: /^Scratch मध्ये कोडिंग/ });
  await coding.click();
  await expect(coding).toContainText('९५%');
});

test.describe('the levels (hydrated just after the page)', () => {
  test('come live after the page, their code and most of the text fetched after the hydrated mark', async ({
    page,
    observed,
  }) => {
    await recordRemovedElements(page, '[role="tabpanel"]');
    await open(page, '/mr/academics?level=ibdp');
    await expect(page.locator('[data-island="academics"][data-live]')).toHaveCount(1);
    expect(await removedElements(page)).toEqual([]);
    const order = await requestedClientOnly(page, /\/AcademicLevels-[\w-]+\.js$/);
    expect(order.requested, 'the levels have their own chunk').toBeDefined();
    expect(order.requested).toBeGreaterThan(order.hydrated);
    // The shared link's tab, in Marathi, working.
    await expect(page.getByRole('tab', { selected: true })).toContainText(/IB/);
    const first = cards(page).first();
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(await first.innerText()).toMatch(DEVANAGARI);
    expect(observed.consoleMessages.filter((m) => /hydrat|mismatch/i.test(m))).toEqual([]);
  });

  test('a card tapped twice before its code arrives turns over at once, and stays turned over', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/AcademicLevels-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/academics');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const art = card(page, 'Art and Craft');
    await art.click();
    // Turned over in the tap's frame (src/boot/earlyTaps.ts), before the part is live.
    await expect(art).toHaveAttribute('aria-pressed', 'true');
    // A second tap while it waits is a parent who wants it turned, not turned back.
    await art.click();
    await expect(art).toHaveAttribute('aria-pressed', 'true');
    release();
    await hydrated(page);
    await expect(art).toHaveAttribute('aria-pressed', 'true');
    await expect(panel(page).locator('[aria-pressed="true"]')).toHaveCount(1);
  });

  test('if their code never arrives, the page stays whole and readable, with no error page', async ({
    page,
    observed,
  }) => {
    observed.allowFailedRequests = true;
    await page.route(/\/assets\/AcademicLevels-[\w-]+\.js$/, (route) => route.abort());
    await page.clock.install();
    await page.goto('/academics');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.clock.runFor(10_000); // past every retry
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Academics');
    await expect(tablist(page).getByRole('tab')).toHaveCount(4);
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Preschool');
    await expect(cards(page)).toHaveCount(5);
  });
});
