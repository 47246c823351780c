// @ts-check
// `npm run screenshots`: every page × language at 375 and 1280 px wide (full page), from the
// built site, into screenshots/ (not committed), for review. Builds first if there is no dist/.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 4573;
const PAGES = ['/', '/academics', '/brochure', '/not-a-page'];
const LANGUAGES = ['en', 'hi', 'mr'];
const WIDTHS = [375, 1280];

if (!existsSync(`${root}dist/index.html`)) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
const server = spawn('node', ['scripts/serve.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT) },
});
await new Promise((resolve) => setTimeout(resolve, 500));

const browser = await chromium.launch(
  existsSync('/usr/bin/chromium')
    ? { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] }
    : {},
);
await mkdir(`${root}screenshots`, { recursive: true });
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const language of LANGUAGES) {
      for (const rest of PAGES) {
        const path = language === 'en' ? rest : `/${language}${rest === '/' ? '/' : rest}`;
        await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'networkidle' });
        // Scroll through once so lazy pictures load, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 700) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
          window.scrollTo(0, 0);
        });
        const name = `${language}${rest === '/' ? '-home' : rest.replace(/\//g, '-')}-${width}.png`;
        await page.screenshot({ path: `${root}screenshots/${name}`, fullPage: true });
        console.log(`screenshots/${name}`);
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
