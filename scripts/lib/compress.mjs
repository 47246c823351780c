// @ts-check
// The last step of the build: writes a gzip copy (`file.gz`, Zopfli: gzip-compatible, ~3.5 %
// smaller than `gzip -9`) and a Brotli copy (`file.br`, quality 11) beside every text file of
// a built site, so a host that serves precompressed files (nginx `gzip_static` and
// `brotli_static`, `scripts/serve/serve.mjs`) sends a parent's phone the fewest bytes without
// compressing on every request.
// The CLI is scripts/build/compress.mjs (`node scripts/build/compress.mjs [dir …]`, default dist/).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const brotli = promisify(brotliCompress);

/** What is worth compressing: text, not pictures, fonts or PDFs (already compressed). */
export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
/** Below this, gzip's own header outweighs what it saves (nginx's `gzip_min_length` too). */
export const MIN_BYTES = 256;

/** Writes `file.gz` and `file.br` for every compressible file under `dir`; returns how many. */
export async function compressTree(/** @type {string} */ dir) {
  let written = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    // Brotli runs on libuv's thread pool while Zopfli (WebAssembly) holds this thread: started
    // first, it is done by the time Zopfli is.
    const br = brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    await writeFile(`${file}.gz`, await gzipAsync(data, { numiterations: 15 }));
    await writeFile(`${file}.br`, await br);
    written += 1;
  }
  return written;
}
