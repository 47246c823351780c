// @ts-check
// `npm run brochure:pdf`: prints each language's brochure page to a two-page A4 PDF with
// Chromium's print engine (so Devanagari is shaped by the same engine as on screen), using the
// page's print styles. Writes public/brochure/<name>-<lng>.pdf (committed) and copies them
// into dist/ so the served site has them at once. Builds the site first when dist/ is missing
// or older than the sources.
import { spawn, spawnSync } from 'node:child_process';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGES = ['en', 'hi', 'mr'];
const BASENAME = 'ghatkopar-international-school-brochure'; // as in src/content/brochure.ts
const MAX_BYTES = 500 * 1024;

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

async function buildIfNeeded() {
  const built = join(root, 'dist', 'brochure', 'index.html');
  if (existsSync(built)) {
    const sources = Math.max(
      await newest(join(root, 'src')),
      await newest(join(root, 'locales')),
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

await buildIfNeeded();
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const browser = await chromium.launch(
  existsSync(SYSTEM_CHROMIUM)
    ? { executablePath: SYSTEM_CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] }
    : {},
);

try {
  await waitForServer(`${origin}/`);
  await mkdir(join(root, 'public', 'brochure'), { recursive: true });
  await mkdir(join(root, 'dist', 'brochure'), { recursive: true });
  for (const language of LANGUAGES) {
    const page = await browser.newPage();
    const path = language === 'en' ? '/brochure' : `/${language}/brochure`;
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => document.fonts.ready);
    const fileName = `${BASENAME}-${language}.pdf`;
    const file = join(root, 'public', 'brochure', fileName);
    await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true, tagged: true });
    await page.close();
    await copyFile(file, join(root, 'dist', 'brochure', fileName));
    const { size } = await stat(file);
    console.log(`${fileName}: ${(size / 1024).toFixed(0)} KB`);
    if (size > MAX_BYTES) throw new Error(`${fileName} is over ${MAX_BYTES / 1024} KB`);
  }
} finally {
  await browser.close();
  server.kill();
}
