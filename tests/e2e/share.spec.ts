import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DEVANAGARI, expect, hydrated, LANGUAGES, pathIn, test, type Language } from './fixtures';

// The Share link button of the home page (in its contact section) and of the brochure page
// (beside the download link): the phone's share sheet where the browser has one (stubbed
// here: desktop Chromium on Linux has none), else the clipboard, else a field to copy from.

type Json = Record<string, unknown>;
function text(language: Language, namespace: string, key: string): string {
  const json = JSON.parse(readFileSync(`locales/${language}/${namespace}.json`, 'utf8')) as Json;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Json)[part], json);
  if (typeof value !== 'string') throw new Error(`No text at ${namespace}:${key}`);
  return value;
}

const PAGES = {
  home: {
    path: '/',
    title: (language: Language) => text(language, 'common', 'meta.home.title'),
    area: '#contact',
  },
  brochure: {
    path: '/brochure',
    title: (language: Language) =>
      `${text(language, 'common', 'meta.brochure.title')} — ${text(language, 'common', 'meta.titleSuffix')}`,
    area: 'main',
  },
} as const;

/** What the stubbed share sheet was handed. */
interface Handed {
  title: string;
  text: string;
  url: string;
}

/** A share sheet that takes what it is handed (or, `cancel`, that the parent closes). */
async function stubShareSheet(page: Page, cancel = false) {
  await page.addInitScript((cancel) => {
    const handed: unknown[] = [];
    (window as unknown as { __handed: unknown[] }).__handed = handed;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: unknown) => {
        handed.push(data);
        return cancel
          ? Promise.reject(new DOMException('Share canceled', 'AbortError'))
          : Promise.resolve();
      },
    });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  }, cancel);
}

const handed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __handed: Handed[] }).__handed);

/** No share sheet, and a clipboard that refuses (the copy command too). */
async function refuseClipboard(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    document.execCommand = () => false;
  });
}

async function open(page: Page, language: Language, name: keyof typeof PAGES) {
  await page.goto(pathIn(language, PAGES[name].path));
  await hydrated(page);
  return page.locator(PAGES[name].area);
}

const shareButton = (area: Locator, language: Language) =>
  area.getByRole('button', { name: text(language, 'share', 'button') });

/** The button with what it says after a tap (its live region, the field to copy from). */
const shareBlock = (area: Locator, language: Language) =>
  shareButton(area, language).locator('xpath=..');

for (const language of LANGUAGES) {
  for (const name of ['home', 'brochure'] as const) {
    const path = pathIn(language, PAGES[name].path);

    test.describe(`Share on ${path}`, () => {
      // axe reads the long home page's contact section; on a busy 2-core machine that takes a while.
      test.describe.configure({ timeout: 120_000 });
      test('hands the page’s address and title, in its language, to the share sheet', async ({
        page,
        baseURL,
      }) => {
        await stubShareSheet(page);
        const area = await open(page, language, name);
        const block = shareBlock(area, language);
        await shareButton(area, language).click();
        await expect.poll(() => handed(page)).toHaveLength(1);
        const [shared] = await handed(page);
        expect(shared?.url).toBe(new URL(path, baseURL).href);
        expect(shared?.title).toBe(PAGES[name].title(language));
        expect(shared?.text).toBe(
          await page.locator('meta[name="description"]').getAttribute('content'),
        );
        if (language !== 'en') expect(shared?.text).toMatch(DEVANAGARI);
        // The share sheet said all there was to say.
        await expect(block.getByRole('status')).toHaveText('');
        await expect(block.getByRole('textbox')).toHaveCount(0);
      });

      test('says nothing when the parent closes the share sheet', async ({ page }) => {
        await stubShareSheet(page, true);
        const area = await open(page, language, name);
        const block = shareBlock(area, language);
        await shareButton(area, language).click();
        await expect.poll(() => handed(page)).toHaveLength(1);
        await expect(block.getByRole('status')).toHaveText('');
        await expect(block.getByRole('textbox')).toHaveCount(0);
        await expect(page.getByRole('alert')).toHaveCount(0);
      });

      test('without a share sheet, copies the address and says so, from the keyboard too', async ({
        page,
        context,
        baseURL,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const area = await open(page, language, name);
        expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
        const button = shareButton(area, language);
        await button.focus();
        await page.keyboard.press('Enter');
        const status = shareBlock(area, language).getByRole('status');
        await expect(status).toHaveText(text(language, 'share', 'copied'));
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          new URL(path, baseURL).href,
        );
        await expect(button).toBeFocused();
        // A second copy is announced again: its words are a new node in the live region.
        const first = await status.locator('span').elementHandle();
        await button.click();
        await expect.poll(() => first.evaluate((node) => node.isConnected)).toBe(false);
        await expect(status).toHaveText(text(language, 'share', 'copied'));
        expect(
          (await new AxeBuilder({ page }).include(PAGES[name].area).analyze()).violations.filter(
            (v) => v.impact === 'serious' || v.impact === 'critical',
          ),
        ).toEqual([]);
      });

      test('when the link cannot be copied either, shows it to copy by hand', async ({
        page,
        baseURL,
      }) => {
        await refuseClipboard(page);
        const area = await open(page, language, name);
        const block = shareBlock(area, language);
        await shareButton(area, language).click();
        const field = block.getByRole('textbox', { name: text(language, 'share', 'manualHint') });
        await expect(field).toHaveValue(new URL(path, baseURL).href);
        await expect(field).toBeFocused();
        await expect(field).toHaveAttribute('readonly', '');
        expect(
          await field.evaluate(
            (input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!,
          ),
        ).toBe(new URL(path, baseURL).href.length);
        await expect(block.getByRole('status')).toHaveText('');
        expect(
          (await new AxeBuilder({ page }).include(PAGES[name].area).analyze()).violations.filter(
            (v) => v.impact === 'serious' || v.impact === 'critical',
          ),
        ).toEqual([]);
      });
    });
  }
}

test.describe('the Share link button on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const language of LANGUAGES) {
    for (const name of ['home', 'brochure'] as const) {
      test(`${pathIn(language, PAGES[name].path)}: labelled, a full tap target, nothing overflows`, async ({
        page,
      }) => {
        const area = await open(page, language, name);
        const button = shareButton(area, language);
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeVisible();
        await expect(button).toHaveText(text(language, 'share', 'button'));
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
      });
    }
  }
});
