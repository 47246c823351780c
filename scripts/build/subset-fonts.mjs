// @ts-check
// Cuts each script's web font (the registry's, locales/languages.mjs: Baloo 2 for Devanagari)
// down to the characters the site uses, as two static weights (scripts/lib/web-fonts.mjs),
// into src/styles/fonts/ (gitignored), where the stylesheet's @font-face rules (written from
// the registry by vite.config.ts) pick them up and Vite hashes them into dist/assets/. Runs
// at the start of `npm run build` and before `npm run dev`, so a changed translation never
// loses a glyph.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fontFileName, webFonts } from '../../locales/languages.mjs';
import { fontCodePoints, maxBytes, OUTPUT_DIR, subsetInstances } from '../lib/web-fonts.mjs';

await mkdir(OUTPUT_DIR, { recursive: true });
for (const webFont of webFonts()) {
  const codePoints = await fontCodePoints(webFont);
  const instances = await subsetInstances(webFont, codePoints);
  const lines = [];
  for (const [weight, data] of instances) {
    const file = join(OUTPUT_DIR, fontFileName(webFont, weight));
    await writeFile(file, data);
    lines.push(`${relative(process.cwd(), file)}: ${(data.length / 1024).toFixed(1)} KB`);
    if (data.length > maxBytes(webFont)) {
      throw new Error(`${fontFileName(webFont, weight)} is over ${maxBytes(webFont) / 1024} KB`);
    }
  }
  console.log(
    `${webFont.font.family} (${webFont.script}), ${codePoints.length} characters:\n  ${lines.join('\n  ')}`,
  );
}
