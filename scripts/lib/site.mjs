// @ts-check
// Serves the built site for the scripts that look at it in a browser (the brochure PDFs,
// the screenshots): builds it first when dist/ is missing or older than the sources (the
// brochure PDFs among them), then
// starts scripts/serve/serve.mjs on a free port and waits until it answers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from '../../locales/languages.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The newest modification time of any file below `dir`. */
async function newest(/** @type {string} */ dir) {
  let latest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      latest = Math.max(latest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
    }
  }
  return latest;
}

/** Builds the site (npm run build) when dist/ is missing or older than the sources. */
export async function buildIfNeeded() {
  const built = join(root, 'dist', 'index.html');
  if (existsSync(built)) {
    const sources = Math.max(
      await newest(join(root, 'src')),
      await newest(join(root, 'locales')),
      // The brochure page says each PDF's pages and size, read from the files when it is built.
      await newest(join(root, 'public', 'brochure')),
      (await stat(join(root, 'index.html'))).mtimeMs,
    );
    if ((await stat(built)).mtimeMs > sources) return;
  }
  console.log('Building the site first (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** A port nobody is listening on (PORT if given). */
async function freePort() {
  if (process.env.PORT) return Number(process.env.PORT);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(/** @type {string} */ url) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site did not start at ${url}`);
}

/** The site's languages, from the registry (locales/languages.mjs); English has no prefix. */
export const LANGUAGES = LANGUAGE_CODES;

/** A page's path in a language: `/academics`, `/hi/academics`; the home page `/`, `/hi/`. */
export function pathIn(/** @type {string} */ language, /** @type {string} */ rest) {
  if (language === SOURCE_LANGUAGE) return rest;
  return rest === '/' ? `/${language}/` : `/${language}${rest}`;
}

/**
 * Builds if needed and serves dist/ (or `dist`, another build, served as it is); `stop()` ends
 * the server and resolves once it has exited. `port` is where to serve (else PORT, else a free
 * one); `env` is added to the server's environment.
 * @param {{ port?: number; env?: Record<string, string>; dist?: string }} [options]
 */
export async function startSite(options = {}) {
  if (!options.dist) await buildIfNeeded();
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(root, 'scripts', 'serve', 'serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...options.env,
      ...(options.dist ? { SITE_DIST: options.dist } : {}),
      PORT: String(port),
    },
    stdio: 'ignore',
  });
  await waitForServer(`${origin}/`);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return {
    origin,
    stop: () => {
      server.kill();
      return exited;
    },
  };
}
