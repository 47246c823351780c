// @ts-check
// `npm run test:language`: proves that a language is added in one place. Builds a throwaway
// copy of the site with the pseudo-locale en-XA as a fourth language, touching only what the
// guide lists (scripts/new-language.mjs: registry entry, locale folder, glossary forms, record,
// picture, PDF), then checks what the build made of it and walks its pages in a browser
// (tests/pseudo/, playwright.pseudo.config.ts): prerendered, in the switcher and hreflang, its
// text all from locale files, nothing overflowing at 375 px.
import { execFileSync, spawn } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWithNewLanguage } from './new-language.mjs';
import { PSEUDO_LANGUAGE } from './lib/pseudo-locale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = await mkdtemp(join(tmpdir(), 'site-new-language-'));
const code = PSEUDO_LANGUAGE.code;
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
try {
  await buildWithNewLanguage(dir);

  // What the build made of the new language, read from the copy's files.
  const dist = join(dir, 'dist');
  for (const page of ['index.html', 'academics/index.html', 'brochure/index.html', '404.html']) {
    await access(join(dist, code, page));
  }
  await access(join(dist, 'og', `${code}.jpg`));
  await access(join(dist, 'brochure', `ghatkopar-international-school-brochure-${code}.pdf`));
  const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
  if (!sitemap.includes(`/${code}/academics`)) throw new Error(`The sitemap lacks /${code}/`);
  const check = execFileSync('node', ['scripts/i18n-check.mjs'], { cwd: dir, encoding: 'utf8' });
  if (!check.includes('× 4 languages')) throw new Error(`i18n:check did not check ${code}`);
  console.log(`${code}: prerendered, in the sitemap, checked by i18n:check, picture and PDF made`);

  const port = process.env.PSEUDO_PORT ?? '4179';
  server = spawn('node', ['scripts/serve.mjs'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, PORT: port },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      if (attempt > 50) throw new Error(`The copy did not start at ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  execFileSync('npx', ['playwright', 'test', '-c', 'playwright.pseudo.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PSEUDO_ORIGIN: origin },
  });
} finally {
  server?.kill();
  await rm(dir, { recursive: true, force: true });
}
