// @ts-check
// The last step of the build: writes a gzip and a Brotli copy beside every text file of a
// built site (scripts/lib/compress.mjs says how and why).
// Usage: node scripts/build/compress.mjs [dir …]  (default: dist/)
import { fileURLToPath } from 'node:url';
import { compressTree } from '../lib/compress.mjs';

if (process.env.SKIP_COMPRESSION === '1') {
  // A copy built only for tests that never read the compressed files (scripts/test/offline.mjs,
  // scripts/test/new-language.mjs): compression is most of a build's time.
  console.log('Precompression skipped (SKIP_COMPRESSION=1)');
} else {
  const dirs = process.argv.slice(2);
  const roots = dirs.length ? dirs : [fileURLToPath(new URL('../../dist/', import.meta.url))];
  for (const dir of roots) {
    const started = Date.now();
    const written = await compressTree(dir);
    console.log(`Precompressed ${written} files in ${dir} (${Date.now() - started} ms)`);
  }
}
