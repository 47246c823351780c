// How the site is served, under the production policy (deploy/policy.mjs): run by the end-to-end
// suite against scripts/serve/serve.mjs, and by `npm run test:deploy` against a real nginx with the
// shipped config (deploy/nginx/site.conf) over HTTPS.
import { fileURLToPath } from 'node:url';
import type { APIResponse } from '@playwright/test';
import {
  IMMUTABLE,
  PREFIXED_LANGUAGES,
  REVALIDATE,
  securityHeaders,
} from '../../deploy/policy.mjs';
import { builtStyleHashes, readBuiltPolicy } from '../../scripts/lib/built-policy.mjs';
import { DEVANAGARI, expect, hydrated, LANGUAGES, pathIn, test } from './fixtures';

const PAGES = ['/', '/academics', '/brochure'];
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
/** The headers as the build wrote them: its Content-Security-Policy lists its pages' styles. */
const SECURITY_HEADERS = securityHeaders(await readBuiltPolicy(DIST));

function expectSecurityHeaders(response: APIResponse | null | undefined, what: string) {
  const headers = response?.headers() ?? {};
  for (const [name, value] of SECURITY_HEADERS) {
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
}

/** The first response for a path, without following a redirect. */
const fetchOnce = (
  request: import('@playwright/test').APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) => request.get(path, { maxRedirects: 0, headers });

test.describe('every page in every language', () => {
  for (const language of LANGUAGES) {
    for (const rest of PAGES) {
      const path = pathIn(language, rest);
      test(`${path} is served whole, compressed, revalidated, with the security headers`, async ({
        page,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        const headers = (await response?.allHeaders()) ?? {};
        for (const [name, value] of SECURITY_HEADERS) {
          expect(headers[name.toLowerCase()], name).toBe(value);
        }
        expect(headers['cache-control']).toBe(REVALIDATE);
        expect(headers['content-encoding']).toBe('br');
        expect(headers.etag).toBeTruthy();
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The fixture fails the test on any CSP violation, console error or failed request.
      });
    }
  }
});

test.describe('the Content-Security-Policy', () => {
  test('allows the style of every built page by its hash, and lists no other hash', async ({
    request,
  }) => {
    const served = (await fetchOnce(request, '/')).headers()['content-security-policy'] ?? '';
    const styleSources = /(?:^|;\s*)style-src ([^;]*)/.exec(served)?.[1]?.split(' ') ?? [];
    expect(styleSources[0]).toBe("'self'");
    const hashes = styleSources.slice(1);
    expect(hashes.every((source) => /^'sha256-[\w+/]{43}='$/.test(source))).toBe(true);
    // Every page's, the 404s' and the offline pages' <style> elements, and nothing more.
    expect([...hashes].sort()).toEqual(await builtStyleHashes(DIST));
    expect(served).not.toMatch(/unsafe-/);
  });

  test('a page paints from its own styles and never fetches them again', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheets.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/hi/academics', '/mr/brochure']) {
      stylesheets.length = 0;
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // The page's own stylesheets are in it (each followed by a disabled link naming its
      // file); an island's, say the cat's, may still come as a file.
      const inlined = await page
        .locator('head link[rel="stylesheet"][disabled]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
      expect(inlined.length, path).toBeGreaterThanOrEqual(4);
      expect(await page.locator('head style').count(), path).toBe(inlined.length);
      expect(
        stylesheets.filter((file) => inlined.includes(file)),
        path,
      ).toEqual([]);
    }
  });

  test('another page opened from this one brings its styles as a file', async ({ page }) => {
    await page.goto('/hi/');
    await hydrated(page);
    const academicsStyles = page.waitForRequest(
      (request) => request.resourceType() === 'stylesheet' && /AcademicsPage/.test(request.url()),
    );
    await page.getByRole('link', { name: 'विषय देखें' }).click();
    await academicsStyles;
    await expect(page).toHaveURL(/\/hi\/academics$/);
    // Styled: the page's tabs are laid out as a row of buttons, not a bare list.
    await expect(page.getByRole('tablist')).toHaveCSS('display', /flex|grid/);
  });
});

test.describe('unknown paths', () => {
  for (const [path, language] of [
    ['/no-such-page', 'en'],
    ...PREFIXED_LANGUAGES.map((code) => [`/${code}/no-such-page`, code]),
  ] as const) {
    test(`${path} is a 404 in ${language}, with the security headers`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const headers = (await response?.allHeaders()) ?? {};
      for (const [name, value] of SECURITY_HEADERS) expect(headers[name.toLowerCase()]).toBe(value);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      expect(DEVANAGARI.test(title ?? '')).toBe(language !== 'en');
    });
  }

  test('a missing asset is a 404 with the security headers, never cached for a year', async ({
    request,
  }) => {
    const response = await fetchOnce(request, '/assets/no-such-chunk.js');
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response, 'a missing asset');
    expect(response.headers()['cache-control']).not.toContain('immutable');
  });

  test('paths that try to leave the site get nothing from outside it', async ({ request }) => {
    for (const path of [
      '/..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2fpackage.json',
      '/hi/..%2Facademics',
    ]) {
      const response = await fetchOnce(request, path);
      expect([400, 404], path).toContain(response.status());
      expect(await response.text(), path).not.toMatch(/root:|"devDependencies"/);
    }
  });
});

test.describe('redirects', () => {
  for (const language of PREFIXED_LANGUAGES) {
    test(`/${language} goes to /${language}/ with the security headers`, async ({
      request,
      page,
    }) => {
      const response = await fetchOnce(request, `/${language}?from=search`);
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location ?? '', 'https://x').pathname).toBe(
        `/${language}/`,
      );
      expect(response.headers().location).toContain('?from=search');
      expectSecurityHeaders(response, 'a redirect');
      await page.goto(`/${language}`);
      await expect(page).toHaveURL(new RegExp(`/${language}/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  }

  test('plain HTTP goes to the same URL on HTTPS', async ({ request, baseURL }) => {
    test.skip(!baseURL?.startsWith('https:'), 'only where the site is served over HTTPS');
    const http = new URL('/hi/academics?x=1', baseURL).href.replace(/^https:/, 'http:');
    const response = await request.get(http, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(http.replace(/^http:/, 'https:'));
    expectSecurityHeaders(response, 'the HTTP redirect');
  });
});

test.describe('caching and compression', () => {
  test('hashed assets are cached for a year; pages revalidate with a 304', async ({ request }) => {
    const html = await (await fetchOnce(request, '/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetchOnce(request, script ?? '');
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe(IMMUTABLE);
    expectSecurityHeaders(asset, 'an asset');

    const first = await fetchOnce(request, '/academics', { 'Accept-Encoding': 'br' });
    const etag = first.headers().etag ?? '';
    expect(etag).toBeTruthy();
    const again = await fetchOnce(request, '/academics', {
      'Accept-Encoding': 'br',
      'If-None-Match': etag,
    });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
  });

  test('text goes out as Brotli or gzip, whichever the browser accepts', async ({ request }) => {
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await fetchOnce(request, '/hi/', { 'Accept-Encoding': accept });
      expect(response.headers()['content-encoding'], accept).toBe(expected);
      expect(response.headers().vary ?? '', accept).toMatch(/Accept-Encoding/i);
      expect(await response.text(), accept).toContain('<html lang="hi"');
    }
  });
});

test.describe('the enquiries service, behind the same policy', () => {
  test('a posted form is stored and answered with a 303 to the confirmation, headers once', async ({
    request,
  }) => {
    const answer = await request.post('/enquiries?lang=mr', {
      form: { language: 'mr', email: 'asha@example.net', message: 'नमस्कार, प्रवेशाबद्दल प्रश्न' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/mr/enquiry/sent/');
    expect(answer.headers()['cache-control']).toBe('no-store');
    // Each security header once, with the policy's value (a proxy that added its own to the
    // service's would send two).
    expectSecurityHeaders(answer, 'POST /enquiries');
    const confirmation = await request.get('/mr/enquiry/sent/');
    expect(confirmation.status()).toBe(200);
    expect(await confirmation.text()).toMatch(DEVANAGARI);
  });

  test('a body over 128 KiB gets the Marathi "too long" page, status 413', async ({ request }) => {
    const answer = await request.post('/enquiries?lang=mr', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: `language=mr&email=a%40b.in&message=${'%E0%A4%95'.repeat(20_000)}`,
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(413);
    const html = await answer.text();
    expect(html).toContain('<html lang="mr"');
    expect(html).toMatch(/<h1[^>]*>[^<]*\p{Script=Devanagari}/u);
    expectSecurityHeaders(answer, 'the 413 page');
  });
});

test('the office inbox is sent with its own policy and every other header once, never cached', async ({
  request,
}) => {
  // Signed out (and, behind nginx in test:deploy, with no password set: 503).
  const answer = await request.get('/office/', { maxRedirects: 0 });
  expect([200, 503]).toContain(answer.status());
  const headers = answer.headers();
  expect(headers['content-security-policy']).toBe(
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  );
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  for (const [name, value] of SECURITY_HEADERS.filter(([n]) => n !== 'Content-Security-Policy'))
    expect(headers[name.toLowerCase()], name).toBe(value);
  const css = await request.get('/office/office.css');
  expect(css.status()).toBe(200);
  expect(css.headers()['content-type']).toBe('text/css; charset=utf-8');
});
