// @ts-check
// How the site is served: the one source of truth. `npm run deploy:config` writes the nginx
// config (deploy/nginx/site.conf) and the static hosts' files (public/_headers,
// public/_redirects) from it, and scripts/serve/serve.mjs reads it directly, so every end-to-end
// test runs under the production policy. A unit test fails when a written file drifts from
// this source (tests/unit/deploy.test.ts).

import { createHash } from 'node:crypto';
import { TRANSLATED_LANGUAGES } from '../locales/languages.mjs';

/** The languages with a URL prefix (English has none), each with its own 404 page. */
export const PREFIXED_LANGUAGES = TRANSLATED_LANGUAGES;

/**
 * Content-Security-Policy: nothing is allowed unless listed. The site loads only its own
 * scripts, stylesheets, pictures, fonts, manifest and service worker (/sw.js, which saves the
 * site for offline reading). The one inline code it has is the styles each page carries for
 * its first paint (`<style>` elements, scripts/build/prerender.mjs), each allowed by its SHA-256
 * hash and nothing else: no 'unsafe-inline', no style attributes, no inline script (the build
 * fails on one). No frames, no forms posting elsewhere.
 * @param {readonly string[]} styleHashes the `'sha256-…'` sources of the built pages' styles
 */
export function contentSecurityPolicy(styleHashes = []) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self'",
    "font-src 'self'",
    "manifest-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Why the site sends its Content-Security-Policy (the hosts' files say it beside it). */
export const CONTENT_SECURITY_POLICY_WHY = "only our own files, and our pages' own styles";

/** The CSP `'sha256-…'` source that allows a `<style>` element with this text. */
export function styleHash(/** @type {string} */ text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The text of each `<style>` element in a page (the hash covers the text alone, not the
 * attributes). Our pages' styles are minified CSS, never holding a `</style`.
 */
export function styleTexts(/** @type {string} */ html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, text = '']) => text);
}

/** Browser features the site never uses, switched off for it and anything it could embed. */
const UNUSED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Sent with every response (pages, assets, 404s and redirects alike), after the
 * Content-Security-Policy, which the build writes with its pages' style hashes
 * (`securityHeaders`).
 * @type {ReadonlyArray<readonly [name: string, value: string, why: string]>}
 */
export const OTHER_SECURITY_HEADERS = [
  [
    'Strict-Transport-Security',
    'max-age=63072000; includeSubDomains',
    'HTTPS only, for two years, on every subdomain too',
  ],
  ['X-Content-Type-Options', 'nosniff', 'a file is only ever what its Content-Type says'],
  ['X-Frame-Options', 'DENY', "older browsers' frame-ancestors 'none'"],
  [
    'Referrer-Policy',
    'strict-origin-when-cross-origin',
    'other sites learn at most our origin, never the page a parent was reading',
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin', 'no other window keeps a handle on ours'],
  ['Cross-Origin-Resource-Policy', 'same-origin', 'no other site embeds our files'],
  [
    'Permissions-Policy',
    UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'features the site never uses are off',
  ],
];

/**
 * Every security header, the policy first.
 * @param {string} policy the Content-Security-Policy of the build (`contentSecurityPolicy`)
 * @returns {ReadonlyArray<readonly [name: string, value: string, why: string]>}
 */
export function securityHeaders(policy) {
  return [
    ['Content-Security-Policy', policy, CONTENT_SECURITY_POLICY_WHY],
    ...OTHER_SECURITY_HEADERS,
  ];
}

/** `Cache-Control` for files whose names carry a content hash: they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * `Cache-Control` for everything else (pages, pictures, the manifest, PDFs): keep, but ask
 * the server before each use; an `ETag` makes that a 304 without a body when nothing changed.
 */
export const REVALIDATE = 'no-cache';

/** URL prefixes of files named by content hash (Vite's output). */
export const IMMUTABLE_PREFIXES = ['/assets/'];

/** @param {string} pathname a URL path */
export function cacheControl(pathname) {
  return IMMUTABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? IMMUTABLE : REVALIDATE;
}

/**
 * Permanent redirects: a language's home without its slash goes to the page (`/hi` → `/hi/`),
 * where relative links resolve as they should.
 * @type {ReadonlyArray<readonly [from: string, to: string]>}
 */
export const REDIRECTS = PREFIXED_LANGUAGES.map((language) => [`/${language}`, `/${language}/`]);

/**
 * The 404 page for a path: its language's, by URL prefix (`/hi/…` → `/hi/404.html`), else
 * the English one. Served with status 404.
 * @param {string} pathname
 */
export function notFoundPage(pathname) {
  const prefix = pathname.split('/')[1] ?? '';
  const language = PREFIXED_LANGUAGES.find((code) => code === prefix);
  return language ? `/${language}/404.html` : '/404.html';
}

/**
 * Precompressed copies the build writes beside each text file (scripts/build/compress.mjs), best
 * first: a host sends the first one the browser accepts.
 */
export const PRECOMPRESSED = /** @type {const} */ ([
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
]);
