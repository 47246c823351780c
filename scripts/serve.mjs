// @ts-check
// Serves dist/ the way a static host should (see README, "Hosting"):
// `/hi/academics` → dist/hi/academics/index.html; an unknown path → the nearest 404.html of its
// language with status 404. Text is sent gzipped, as any real host does (measurements of a
// page's weight should see what a visitor's phone downloads): the build's precompressed
// `.gz` copy where there is one, as nginx's `gzip_static` would. Used by `npm start` and the
// end-to-end tests. With BENCH_ROOT set (only `npm run bench` sets it), that directory is
// served at /__bench/ as well, beside the site.
import { readFile } from 'node:fs/promises';
import { stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const BENCH_PREFIX = '/__bench/';
const benchRoot = process.env.BENCH_ROOT ? join(process.env.BENCH_ROOT, '/') : null;
const LANGUAGE_PREFIXES = ['hi', 'mr'];

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

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file for a URL path, or null. */
async function resolve(/** @type {string} */ pathname) {
  let base = dist;
  if (benchRoot && pathname.startsWith(BENCH_PREFIX)) {
    base = benchRoot;
    pathname = pathname.slice(BENCH_PREFIX.length - 1);
  }
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(base, safe);
  if (!file.startsWith(base.slice(0, -1))) return null;
  if (await isFile(file)) return file;
  if (await isFile(join(file, 'index.html'))) return join(file, 'index.html');
  return null;
}

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  let file = null;
  try {
    file = await resolve(pathname);
  } catch {
    file = null; // a malformed %-escape is just another unknown path
  }
  let status = 200;
  if (!file) {
    status = 404;
    const prefix = pathname.split('/')[1] ?? '';
    file = join(dist, LANGUAGE_PREFIXES.includes(prefix) ? prefix : '', '404.html');
  }
  const type =
    TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream';
  const immutable =
    file.includes(`${join(dist, 'assets')}`) ||
    (benchRoot !== null && file.includes(`${join(benchRoot, 'bare', 'assets')}`));
  let body = await readFile(file);
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type);
  if (compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    // The build's precompressed copy (scripts/compress.mjs), as nginx's gzip_static sends it.
    body = (await isFile(`${file}.gz`)) ? await readFile(`${file}.gz`) : gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  response.writeHead(status, headers);
  response.end(body);
}).listen(port, '127.0.0.1', () => {
  console.log(`Serving dist/ at http://127.0.0.1:${port}/`);
  if (benchRoot) console.log(`Serving ${benchRoot} at http://127.0.0.1:${port}${BENCH_PREFIX}`);
});
