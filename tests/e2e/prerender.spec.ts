import { parseSiteOrigin } from '../../src/config/siteOrigin';
import { firstLoadOf } from '../../scripts/lib/budget.mjs';
import {
  DEVANAGARI,
  expect,
  hydrated,
  LANGUAGES,
  pathIn,
  scrollToEnd,
  test,
  webFontLoaded,
} from './fixtures';

// The origin the site was built for (run the tests with the build's SITE_ORIGIN).
const ORIGIN = parseSiteOrigin(process.env.SITE_ORIGIN);
const PAGES = ['/', '/academics', '/brochure'];
const HEADINGS = {
  '/': { en: 'curious children', hi: 'जिज्ञासु बच्चे', mr: 'जिज्ञासू मुले' },
  '/academics': { en: 'Academics', hi: 'पढ़ाई', mr: 'अभ्यासक्रम' },
  '/brochure': { en: 'School brochure', hi: 'स्कूल ब्रोशर', mr: 'शाळेचे माहितीपत्रक' },
} as const;

// Fetched as a search engine or a link preview would: plain HTTP, no JavaScript.
test.describe('prerendered HTML', () => {
  for (const language of LANGUAGES) {
    for (const rest of PAGES) {
      const path = pathIn(language, rest);
      test(`${path} carries its text, language and head tags`, async ({ request }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).toContain(HEADINGS[rest as keyof typeof HEADINGS][language]);
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
        const description = /<meta name="description" content="([^"]+)">/.exec(html)?.[1] ?? '';
        expect(title.length).toBeGreaterThan(10);
        expect(description.length).toBeGreaterThan(50);
        if (language !== 'en') {
          expect(title).toMatch(DEVANAGARI);
          expect(description).toMatch(DEVANAGARI);
        }
        expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
        for (const alternate of LANGUAGES) {
          expect(html).toContain(
            `<link rel="alternate" hreflang="${alternate}" href="${ORIGIN}${pathIn(alternate, rest)}">`,
          );
        }
        expect(html).toContain(
          `<link rel="alternate" hreflang="x-default" href="${ORIGIN}${rest}">`,
        );
        expect(html).toContain(`<meta property="og:locale" content="${language}_IN">`);
        expect(html).toContain(`<meta property="og:title" content="${title}">`);
        expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og/${language}.jpg">`);
        // The disclaimer, header and footer are in the HTML too, before any script runs.
        expect(html).toContain('<header');
        expect(html).toContain('<footer');
        // The page's styles are in it, whole files named by `data-href` (no stylesheet link in
        // its head holds the first paint back); the home page's part below the hero links its
        // own, just before its HTML. The code hydration needs is preloaded by the head, and
        // only there (an island's code comes once the page is live).
        const headHtml = html.slice(0, html.indexOf('<body'));
        expect(headHtml).not.toMatch(/<link rel="stylesheet"/);
        const linked = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const partLinks =
          /data-island="home">((?:<link rel="stylesheet"[^>]*>)+)/.exec(html)?.[1] ?? '';
        expect(linked.join('')).toBe(rest === '/' ? partLinks : '');
        if (rest === '/') expect(partLinks).toMatch(/href="\/assets\/HomeRest-[\w-]+\.css"/);
        expect(html).toMatch(/<style data-href="\/assets\/hydrate-[\w-]+\.css">@font-face/);
        expect(html.match(/<style/g)?.length).toBe(html.match(/<style data-href=/g)?.length);
        const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
        expect(preloads.length).toBeGreaterThan(3);
        expect(headHtml.match(/<link rel="modulepreload"[^>]*>/g)).toEqual(preloads);
      });
    }
  }

  test('before it is live, a page asks for no script but its entry and the chunks its head preloads (what `npm run budget` counts)', async ({
    page,
  }) => {
    for (const path of ['/', '/hi/academics', '/mr/brochure', '/hi/no-such-page']) {
      await page.goto(path);
      await hydrated(page);
      // What the served HTML says (the loader adds links of its own once the page is live).
      const listed = firstLoadOf(await (await page.request.get(path)).text());
      const requested = await page.evaluate(() => {
        const live = performance.getEntriesByName('hydrated')[0]?.startTime ?? 0;
        return performance
          .getEntriesByType('resource')
          .filter((request) => request.name.endsWith('.js') && request.startTime < live)
          .map((request) => new URL(request.name).pathname);
      });
      expect(requested.length, path).toBeGreaterThan(3);
      expect(new Set(requested), path).toEqual(new Set(listed));
    }
  });

  test('the home page paints its first screen before the styles of the part below the hero arrive', async ({
    page,
  }) => {
    // That part links its own stylesheets just before its HTML (src/hydration/partStyles.ts):
    // the browser paints what comes before them at once, and the rest once they are here.
    for (const path of ['/', '/mr/']) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/HomeRest-[\w-]+\.css$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await expect
        .poll(() =>
          page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
        )
        .toBe(1);
      await expect(page.locator('h1')).toBeVisible();
      const partSheet = () =>
        page.evaluate(
          () =>
            document.querySelector<HTMLLinkElement>(
              '[data-island="home"] > link[href*="HomeRest-"]',
            )?.sheet ?? null,
        );
      expect(await partSheet(), `${path}: the part's styles were held`).toBeNull();
      release();
      await hydrated(page);
      await expect(page.locator('[data-island="home"][data-live]')).toBeAttached();
      expect(
        await page.evaluate(() =>
          [...document.styleSheets].some((sheet) => sheet.href?.includes('/HomeRest-')),
        ),
      ).toBe(true);
      await expect(page.locator('#about')).toHaveCSS('content-visibility', 'auto');
      await page.unrouteAll();
    }
  });

  test('a page reached from the home page keeps the styles it shares with the part below the hero', async ({
    page,
  }) => {
    // The part links files that style the brochure page too (its contact details); a
    // navigation takes the part away, and its links with it.
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('[data-island="home"][data-live]')).toBeAttached();
    const details = page.locator('dl[data-keep-clear]').first();
    const styled = await details.evaluate((element) => getComputedStyle(element).display);
    expect(styled).toBe('grid');
    await page.locator('a[href="/brochure"]').last().click();
    await expect(page.locator('h1')).toHaveText(HEADINGS['/brochure'].en);
    await expect(page.locator('dl[data-keep-clear]').first()).toHaveCSS('display', 'grid');
    await expect(page.getByRole('button', { name: 'Share link' })).toHaveCSS('display', /flex/);
  });

  test('no page preloads a font: the first paint does not wait for the Devanagari face', async ({
    request,
  }) => {
    for (const path of ['/', '/hi/', '/mr/academics', '/hi/brochure']) {
      expect(await (await request.get(path)).text()).not.toContain('as="font"');
    }
  });

  test('unknown paths get a 404 status and a 404 page in the prefix language', async ({
    request,
  }) => {
    const english = await request.get('/nope');
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain('Oops! Page not found');
    const hindi = await request.get('/hi/nope');
    expect(hindi.status()).toBe(404);
    const html = await hindi.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  test('sitemap.xml lists every page in every language with alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const language of LANGUAGES) {
      for (const rest of PAGES)
        expect(xml).toContain(`<loc>${ORIGIN}${pathIn(language, rest)}</loc>`);
    }
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(9);
  });

  test('robots.txt points at the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test('the first paint is already in the page language (no flash of English)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/mr/');
    await expect(page.locator('h1')).toContainText('जिज्ञासू मुले');
    await expect(page.getByRole('banner')).toContainText('घाटकोपर इंटरनॅशनल स्कूल');
    await context.close();
  });
});

test('each language has its share image, served by the site', async ({ request }) => {
  for (const language of ['en', 'hi', 'mr']) {
    const response = await request.get(`/og/${language}.jpg`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    expect((await response.body()).length).toBeLessThan(300 * 1024);
  }
});

test.describe('the Devanagari font', () => {
  for (const [path, wanted] of [
    ['/', false],
    ['/academics', false],
    ['/brochure', false],
    ['/hi/', true],
    ['/mr/academics', true],
  ] as const) {
    test(`${path} ${wanted ? 'loads' : 'does not load'} it`, async ({ page }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.woff2')) fonts.push(request.url());
      });
      await page.goto(path);
      await hydrated(page);
      if (wanted) {
        await webFontLoaded(page);
        expect(fonts.some((url) => url.includes('/baloo-2-deva-'))).toBe(true);
      } else {
        // Every section drawn (those far down are laid out only as they near the screen), the
        // switcher's हिन्दी and मराठी too: none of it asks for a font file.
        await scrollToEnd(page);
        await page.waitForLoadState('networkidle');
        expect(fonts).toEqual([]);
      }
    });
  }

  test('draws the Devanagari text, headings and paragraphs, swapped in as it arrives', async ({
    page,
  }) => {
    await page.goto('/mr/');
    await hydrated(page);
    await webFontLoaded(page);
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/["']/g, '') === 'Baloo 2')
        .map((face) => `${face.display} ${face.status}`),
    );
    expect(faces).toEqual(['swap loaded', 'swap loaded']);
    // The faces the browser drew each element's text in (a space is the system face's: the
    // font's unicode-range is Devanagari's).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    for (const selector of ['h1', 'main p']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const drawnIn = fonts.filter((font) => font.isCustomFont).map((font) => font.familyName);
      expect(drawnIn, selector).toEqual(['Baloo 2']);
    }
  });
});

test.describe('structured data for search engines', () => {
  for (const language of LANGUAGES) {
    for (const rest of ['/', '/academics', '/brochure']) {
      const path = pathIn(language, rest);
      test(`${path} says in JSON-LD what the page shows`, async ({ page }) => {
        await page.goto(path);
        const blocks = await page
          .locator('head script[type="application/ld+json"]')
          .allTextContents();
        expect(blocks).toHaveLength(1);
        const nodes = (JSON.parse(blocks[0] ?? '') as { '@graph': Record<string, unknown>[] })[
          '@graph'
        ];
        const node = (type: string) => nodes.find((entry) => entry['@type'] === type);
        // One source with the visible text: the tab's title, the header's name, the page's URL.
        expect(node('WebPage')?.name).toBe(await page.title());
        expect(node('WebPage')?.inLanguage).toBe(language);
        expect(node('WebPage')?.url).toBe(`${ORIGIN}${path}`);
        const brand = page.getByRole('banner').getByRole('link').first();
        expect(await brand.textContent()).toContain(node('School')?.name);
        // Inner pages: a breadcrumb back to the home page, named as the header's link names it.
        const crumbs = node('BreadcrumbList')?.itemListElement as { name: string }[] | undefined;
        if (rest === '/') expect(crumbs).toBeUndefined();
        else expect(crumbs?.map((crumb) => crumb.name)).toHaveLength(2);
      });
    }
  }

  test('a 404 page carries none (it asks not to be indexed)', async ({ request }) => {
    const html = await (await request.get('/hi/not-a-page')).text();
    expect(html).not.toContain('application/ld+json');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
