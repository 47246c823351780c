// @ts-check
// The built site, served the way the production hosts serve it (deploy/policy.mjs): its
// security headers on every response, its cache rules with an ETag to revalidate against, its
// redirects, each language's 404 page with status 404, and the build's precompressed `.br`/`.gz`
// copies where the browser accepts them (as nginx's `brotli_static` and `gzip_static` do). The
// Content-Security-Policy is the build's (dist/, see scripts/build/policy.mjs).
// `/hi/academics` → dist/hi/academics/index.html. server/app.mjs hands it every GET and HEAD
// the enquiries service does not answer itself. With a bench root (only `npm run bench` sets
// one), that directory is served at /__bench/ as well, beside the site.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, relative, resolve as resolvePath, sep } from 'node:path';
import { cacheControl, notFoundPage, PRECOMPRESSED, REDIRECTS } from '../deploy/policy.mjs';

export const BENCH_PREFIX = '/__bench/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
};
export const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** @param {string} file */
async function fileStats(file) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * The file for a URL path, or null: never one outside the served directory (a `..` or an
 * encoded one resolves inside it or nowhere).
 * @param {string} dist the served directory, ending in a separator
 * @param {string | null} benchRoot
 * @param {string} pathname the decoded URL path
 */
async function resolve(dist, benchRoot, pathname) {
  let base = dist;
  if (benchRoot && pathname.startsWith(BENCH_PREFIX)) {
    base = benchRoot;
    pathname = pathname.slice(BENCH_PREFIX.length - 1);
  }
  const file = resolvePath(base, `.${pathname}`);
  if (file !== base.slice(0, -1) && !file.startsWith(base)) return null;
  for (const candidate of [file, join(file, 'index.html')]) {
    if (await fileStats(candidate)) return { file: candidate, base };
  }
  return null;
}

/**
 * The URL path decoded segment by segment, or null where no page can be: a malformed
 * %-escape, a NUL, or a segment that decodes to a slash, a backslash or `..` (an encoded
 * "..%2F" must not climb out of a language's folder; a plain `../` the URL parser has already
 * resolved).
 * @param {string} rawPath
 */
function decodedPath(rawPath) {
  try {
    const segments = rawPath.split('/').map((segment) => decodeURIComponent(segment));
    if (segments.some((segment) => /[/\\\0]/.test(segment) || segment === '..')) return null;
    return segments.join('/');
  } catch {
    return null; // a malformed %-escape is just another unknown path
  }
}

/** @param {import('node:fs').Stats} stats */
const etagOf = (stats) => `"${Math.floor(stats.mtimeMs).toString(16)}-${stats.size.toString(16)}"`;

/**
 * Answers a GET or HEAD from the built site (the caller has set the security headers).
 * @param {{ dist: string; benchRoot?: string | null }} where `dist` ends in a separator
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export async function serveStatic({ dist, benchRoot = null }, request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const pathname = decodedPath(url.pathname);

  const redirect = REDIRECTS.find(([from]) => from === url.pathname);
  if (redirect) {
    response.writeHead(301, {
      Location: redirect[1] + url.search,
      'Cache-Control': cacheControl(url.pathname),
    });
    response.end();
    return;
  }

  const found = pathname === null ? null : await resolve(dist, benchRoot, pathname);
  const status = found ? 200 : 404;
  const { file, base } = found ?? { file: join(dist, notFoundPage(url.pathname)), base: dist };
  const type =
    TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream';
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': type,
    'Cache-Control': cacheControl(`/${relative(base, file).split(sep).join('/')}`),
  };

  let body = file;
  let stats = await fileStats(file);
  if (COMPRESSIBLE_TYPE.test(type)) {
    headers.Vary = 'Accept-Encoding';
    const accepted = String(request.headers['accept-encoding'] ?? '');
    for (const { encoding, extension } of PRECOMPRESSED) {
      if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
      const compressed = await fileStats(file + extension);
      if (!compressed) continue;
      body = file + extension;
      stats = compressed;
      headers['Content-Encoding'] = encoding;
      break;
    }
  }
  if (!stats) throw new Error(`${file} is missing`);
  headers.ETag = etagOf(stats);
  headers['Last-Modified'] = stats.mtime.toUTCString();
  headers['Content-Length'] = String(stats.size);
  if (status === 200 && request.headers['if-none-match'] === headers.ETag) {
    delete headers['Content-Length'];
    response.writeHead(304, headers);
    response.end();
    return;
  }
  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(body).pipe(response);
}
