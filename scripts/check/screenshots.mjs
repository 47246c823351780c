// @ts-check
// `npm run screenshots`: every page × language at 375 and 1280 px wide (full page), from the
// built site, into screenshots/ (not committed), for review. Builds first if dist/ is stale.
// It also writes the README's gallery, the first screen of a few of them as small JPEGs, into
// .github/readme/ (committed; rerun after a visible change).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium } from '../lib/browser.mjs';
import { LANGUAGES, pathIn, root, startSite } from '../lib/site.mjs';

const PAGES = ['/', '/academics', '/brochure', '/not-a-page'];
const WIDTHS = [375, 1280];
// The README's gallery: one of each page, both widths, all three languages.
const GALLERY = ['en-home-1280', 'hi-home-375', 'mr-academics-375', 'mr-brochure-1280'];

const { origin, stop } = await startSite();
const browser = await launchChromium();
const folder = join(root, 'screenshots');
const gallery = join(root, '.github', 'readme');
await mkdir(folder, { recursive: true });
await mkdir(gallery, { recursive: true });
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const language of LANGUAGES) {
      for (const rest of PAGES) {
        await page.goto(`${origin}${pathIn(language, rest)}`, { waitUntil: 'networkidle' });
        // Scroll through once so lazy pictures load (instantly: the page scrolls smoothly
        // otherwise, and a screenshot taken mid-glide shows the sticky header out of place),
        // wait until every picture is decoded and the fonts are in, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo({ top: y, behavior: 'instant' });
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          await Promise.all(
            [...document.images].map((image) => image.decode().catch(() => undefined)),
          );
          await document.fonts.ready;
          window.scrollTo({ top: 0, behavior: 'instant' });
        });
        const name = `${language}${rest === '/' ? '-home' : rest.replace(/\//g, '-')}-${width}`;
        await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
        console.log(`screenshots/${name}.png`);
        if (GALLERY.includes(name)) {
          const file = join(gallery, `${name}.jpg`);
          await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
          console.log(`.github/readme/${name}.jpg`);
        }
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  stop();
}
