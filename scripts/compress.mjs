// @ts-check
// The last step of the build: writes a gzip copy (`file.gz`) beside every text file of a built
// site, compressed once with Zopfli (gzip-compatible, ~3.5 % smaller than `gzip -9`), so a
// host that serves precompressed files (nginx `gzip_static`, `scripts/serve.mjs`) sends a
// parent's phone the fewest bytes without compressing on every request.
// Usage: node scripts/compress.mjs [dir …]  (default: dist/)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipAsync } from '@gfx/zopfli';

/** What is worth compressing: text, not pictures, fonts or PDFs (already compressed). */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
/** Below this, gzip's own header outweighs what it saves (nginx's `gzip_min_length` too). */
export const MIN_BYTES = 256;

/** @returns {AsyncGenerator<string>} */
async function* filesUnder(/** @type {string} */ dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes `file.gz` for every compressible file under `dir`; returns how many it wrote. */
export async function compressTree(/** @type {string} */ dir) {
  let written = 0;
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const gzip = await gzipAsync(await readFile(file), { numiterations: 15 });
    await writeFile(`${file}.gz`, gzip);
    written += 1;
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  const roots = dirs.length ? dirs : [fileURLToPath(new URL('../dist/', import.meta.url))];
  for (const dir of roots) {
    const started = Date.now();
    const written = await compressTree(dir);
    console.log(`Precompressed ${written} files in ${dir} (${Date.now() - started} ms)`);
  }
}
