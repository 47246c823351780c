// @ts-check
// Cuts the Devanagari face (Baloo 2) down to the characters the site uses, as two static
// weights (scripts/lib/devanagari-font.mjs), into src/styles/fonts/ (gitignored), where
// src/styles/global.scss picks them up and Vite hashes them into dist/assets/. Runs at the
// start of `npm run build` and before `npm run dev`, so a changed translation never loses a
// glyph.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  devanagariCodePoints,
  fileName,
  MAX_BYTES,
  OUTPUT_DIR,
  subsetInstances,
} from './lib/devanagari-font.mjs';

const codePoints = await devanagariCodePoints();
const instances = await subsetInstances(codePoints);
await mkdir(OUTPUT_DIR, { recursive: true });
const lines = [];
for (const [weight, data] of instances) {
  const file = join(OUTPUT_DIR, fileName(weight));
  await writeFile(file, data);
  lines.push(`${relative(process.cwd(), file)}: ${(data.length / 1024).toFixed(1)} KB`);
  if (data.length > MAX_BYTES) {
    throw new Error(`${fileName(weight)} is over ${MAX_BYTES / 1024} KB`);
  }
}
console.log(`Devanagari font, ${codePoints.length} characters:\n  ${lines.join('\n  ')}`);
