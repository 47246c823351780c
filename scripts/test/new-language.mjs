// @ts-check
// `npm run test:language`: proves that a language is added in one place. Builds a throwaway
// copy of the site with two more languages, touching only what the guide lists
// (scripts/serve/pseudo.mjs: registry entry, locale folder, glossary forms, record, picture,
// PDF): the pseudo-locale en-XA, and gu-XA, in Gujarati letters, a script the site did not
// draw, whose registry entry brings its web font. Then checks what the build made of them and
// walks their pages in a browser (tests/pseudo/, playwright.pseudo.config.ts): prerendered, in
// the switcher and hreflang, en-XA's text all from locale files and nothing overflowing at
// 375 px, gu-XA drawn in its own font.
import { execFileSync, spawn } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWithNewLanguage, NEW_LANGUAGES } from '../lib/new-language.mjs';
import { LANGUAGE_CODES } from '../../locales/languages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = await mkdtemp(join(tmpdir(), 'site-new-language-'));
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
try {
  // The copy is built for a static-only host (ENQUIRIES=mail, src/config/enquiries.mjs): the
  // contact form's mail-app hand-off is walked here (tests/pseudo/mail-form.spec.ts) without a
  // build of its own, while the main build sends to the enquiries service.
  process.env.ENQUIRIES = 'mail';
  // Nothing here reads the compressed copies; compression is most of a build's time.
  process.env.SKIP_COMPRESSION = '1';
  await buildWithNewLanguage(dir);

  // What the build made of the new languages, read from the copy's files.
  const dist = join(dir, 'dist');
  const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
  for (const { entry } of NEW_LANGUAGES) {
    const { code } = entry;
    for (const page of ['index.html', 'academics/index.html', 'brochure/index.html', '404.html']) {
      await access(join(dist, code, page));
    }
    await access(join(dist, 'og', `${code}.jpg`));
    await access(join(dist, 'brochure', `ghatkopar-international-school-brochure-${code}.pdf`));
    if (!sitemap.includes(`/${code}/academics`)) throw new Error(`The sitemap lacks /${code}/`);
  }
  const check = execFileSync('node', ['scripts/check/i18n-check.mjs'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (!check.includes(`× ${LANGUAGE_CODES.length + NEW_LANGUAGES.length} languages`)) {
    throw new Error('i18n:check did not check the new languages');
  }
  // The new script's PDF carries its own face, and no system face stands in for a glyph.
  const pdf = join(dist, 'brochure', 'ghatkopar-international-school-brochure-gu-XA.pdf');
  const pdfFonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' });
  if (!pdfFonts.includes('BalooBhai2') || /Gujarati/.test(pdfFonts)) {
    throw new Error(`The gu-XA brochure is not drawn in Baloo Bhai 2 alone:\n${pdfFonts}`);
  }
  console.log(
    `${NEW_LANGUAGES.map(({ entry }) => entry.code).join(', ')}: prerendered, in the sitemap, checked by i18n:check, pictures and PDFs made; gu-XA's PDF in Baloo Bhai 2`,
  );

  const port = process.env.PSEUDO_PORT ?? '4179';
  server = spawn('node', ['scripts/serve/serve.mjs'], {
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
