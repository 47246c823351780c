// @ts-check
// `npm run brochure:pdf`: prints each language's brochure page to a two-page A4 PDF with
// Chromium's print engine (so Devanagari is shaped by the same engine as on screen), using the
// page's print styles. Writes public/brochure/<name>-<lng>.pdf (committed). Builds the site
// first when dist/ is missing or older than the sources, and again after: the brochure page's
// download link says each PDF's pages and size, read from the files by the build
// (vite.config.ts), and the new build serves the new files. Devanagari marks get widths that
// keep words whole for text extraction (scripts/lib/pdf-mark-widths.mjs).
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchChromium } from '../lib/browser.mjs';
import { closeMarkGaps } from '../lib/pdf-mark-widths.mjs';
import { buildIfNeeded, LANGUAGES, pathIn, root, startSite } from '../lib/site.mjs';
import { webFonts } from '../../locales/languages.mjs';

const BASENAME = 'ghatkopar-international-school-brochure'; // as in src/content/brochure.ts
const MAX_BYTES = 500 * 1024;

const { origin, stop } = await startSite();
const browser = await launchChromium();

try {
  await mkdir(join(root, 'public', 'brochure'), { recursive: true });
  for (const language of LANGUAGES) {
    const page = await browser.newPage();
    await page.goto(`${origin}${pathIn(language, '/brochure')}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.emulateMedia({ media: 'print' });
    const webFont = webFonts().find((entry) => entry.languages.includes(language));
    if (webFont) {
      // The script's web font (Baloo 2 for Devanagari) swaps in when it arrives: wait for both
      // weights, so the PDF carries our face and not the fallback.
      await page.evaluate(async ({ family, sample }) => {
        await Promise.all(
          ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${family}"`, sample)),
        );
      }, webFont.font);
    }
    await page.evaluate(() => document.fonts.ready);
    const fileName = `${BASENAME}-${language}.pdf`;
    const file = join(root, 'public', 'brochure', fileName);
    const printed = await page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      tagged: true,
    });
    await page.close();
    const { bytes, widened } = await closeMarkGaps(printed);
    await writeFile(file, widened > 0 ? bytes : printed);
    const { size } = await stat(file);
    console.log(`${fileName}: ${(size / 1024).toFixed(0)} KB`);
    if (size > MAX_BYTES) throw new Error(`${fileName} is over ${MAX_BYTES / 1024} KB`);
  }
} finally {
  await browser.close();
  await stop();
}
// The pages say what the files are: built again from the new ones (dist/ is now older).
await buildIfNeeded();
