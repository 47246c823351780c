import { readFileSync } from 'node:fs';
import { DEVANAGARI, expect, LANGUAGES, pathIn, test, type Language } from './fixtures';
import type { Page } from '@playwright/test';

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

function common(language: Language) {
  return JSON.parse(readFileSync(`locales/${language}/common.json`, 'utf8')) as {
    school: { name: string };
    meta: { homeScreenName: string };
  };
}

/** The head's `<link>` of a rel, as the browser resolved its href. */
async function linkHref(page: Page, rel: string): Promise<string> {
  const link = page.locator(`head link[rel="${rel}"]`);
  await expect(link).toHaveCount(1);
  return link.evaluate((element) => (element as HTMLLinkElement).href);
}

/** The manifest the page links, fetched as the browser would. */
async function linkedManifest(page: Page): Promise<{ url: string; manifest: Manifest }> {
  const url = await linkHref(page, 'manifest');
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  return { url, manifest: (await response.json()) as Manifest };
}

/**
 * Decodes an image in the page: its size, whether every pixel is opaque, the colour of its
 * top-left corner, and whether everything outside the central circle of 80% of its width (a
 * maskable icon's safe zone) is that colour.
 */
function decode(page: Page, src: string) {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const { naturalWidth: width, naturalHeight: height } = image;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, width, height);
    const corner = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    let opaque = true;
    let plainOutsideSafeZone = true;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * 4;
        if (data[at + 3] !== 255) opaque = false;
        const outside = Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) > 0.4 * width;
        const differs = corner.some((value, channel) => value !== data[at + channel]);
        if (outside && differs) plainOutsideSafeZone = false;
      }
    }
    const hex = corner.map((value) => value.toString(16).padStart(2, '0')).join('');
    return { size: `${width}x${height}`, opaque, corner: `#${hex}`, plainOutsideSafeZone };
  }, src);
}

test.describe('installing the site', () => {
  for (const language of LANGUAGES) {
    const home = pathIn(language, '/');

    test(`${home} links the crest icons and the ${language} manifest`, async ({ page }) => {
      await page.goto(home);
      const origin = new URL(page.url()).origin;
      await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
        'href',
        '/favicon.svg',
      );
      expect(await linkHref(page, 'apple-touch-icon')).toBe(`${origin}/apple-touch-icon.png`);
      expect(await linkHref(page, 'manifest')).toBe(
        `${origin}${pathIn(language, '/manifest.webmanifest')}`,
      );
    });

    test(`the ${language} manifest names the app in ${language} and opens it at ${home}`, async ({
      page,
    }) => {
      await page.goto(home);
      const { manifest } = await linkedManifest(page);
      const text = common(language);
      expect(manifest.lang).toBe(language);
      expect(manifest.dir).toBe('ltr');
      expect(manifest.start_url).toBe(home);
      expect(manifest.scope).toBe(home);
      expect(manifest.display).toBe('standalone');
      expect(manifest.name).toBe(text.school.name);
      expect(manifest.short_name).toBe(text.meta.homeScreenName);
      // Safari takes its home-screen name from the page, not the manifest.
      await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute(
        'content',
        text.meta.homeScreenName,
      );
      if (language !== 'en') {
        expect(manifest.name).toMatch(DEVANAGARI);
        expect(manifest.short_name).toMatch(DEVANAGARI);
      }
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
        'content',
        manifest.theme_color,
      );
    });

    test(`every icon of the ${language} manifest loads at its stated size`, async ({ page }) => {
      await page.goto(home);
      const { url, manifest } = await linkedManifest(page);
      const purposes = new Set(manifest.icons.map((icon) => icon.purpose ?? 'any'));
      expect([...purposes].sort()).toEqual(['any', 'maskable']);
      for (const icon of manifest.icons) {
        expect(icon.type).toBe('image/png');
        const image = await decode(page, new URL(icon.src, url).href);
        expect(image.size, icon.src).toBe(icon.sizes);
        if (icon.purpose === 'maskable') {
          // A launcher may cut away anything outside the safe zone: there is only background.
          expect(image.opaque, icon.src).toBe(true);
          expect(image.plainOutsideSafeZone, icon.src).toBe(true);
          expect(image.corner, icon.src).toBe(manifest.background_color);
        }
      }
    });
  }

  test('the apple-touch-icon is an opaque 180 px square', async ({ page }) => {
    await page.goto('/');
    const image = await decode(page, await linkHref(page, 'apple-touch-icon'));
    expect(image.size).toBe('180x180');
    expect(image.opaque).toBe(true);
  });

  test('favicon.ico, for browsers and tools that ask for it by name, holds the crest', async ({
    page,
  }) => {
    await page.goto('/');
    const response = await page.request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/x-icon');
    expect((await decode(page, '/favicon.ico')).size).toMatch(/^(16x16|32x32)$/);
  });

  for (const path of ['/nope/deeper', '/hi/nope/deeper', '/mr/academics/nope']) {
    test(`the icons and manifest of the 404 page at ${path} are found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const links = page.locator(
        'head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]',
      );
      const hrefs = await links.evaluateAll((elements) =>
        elements.map((element) => (element as HTMLLinkElement).href),
      );
      expect(hrefs.length).toBe(4);
      for (const href of hrefs) {
        const icon = await page.request.get(href);
        expect(icon.status(), href).toBe(200);
        expect(icon.headers()['content-type'], href).toMatch(/^image\/|^application\/manifest/);
      }
    });
  }
});
