// @ts-check
// Builds the bare page (bare/) and lays out dist-bench/site/, which scripts/serve.mjs mounts
// at /__bench/ when BENCH_ROOT points at it: bare/ (the bare page in each language) and
// reference.html. Like the site's build (vite build, vite build --ssr, scripts/prerender.mjs,
// scripts/compress.mjs), but minimal.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { compressTree } from '../compress.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const configFile = join(here, 'bare', 'vite.config.ts');
export const benchRoot = join(here, '..', '..', 'dist-bench', 'site');
const out = join(benchRoot, 'bare');
const ssrOut = join(here, '..', '..', 'dist-bench', 'ssr');

/** Builds everything served below /__bench/; returns the directory to mount there. */
export async function buildBench() {
  await build({ configFile });
  await build({
    configFile,
    build: { ssr: 'entry-server.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
  });

  /** @type {typeof import('./bare/entry-server')} */
  const server = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);
  const template = await readFile(join(out, 'index.html'), 'utf8');
  /** @type {Record<string, { file: string }>} */
  const manifest = JSON.parse(await readFile(join(out, '.vite', 'manifest.json'), 'utf8'));
  for (const language of server.LANGUAGES) {
    const { html, title } = await server.render(language);
    // The language's text chunk is preloaded, as the site's pages preload theirs.
    const chunk = manifest[`locales/${language}/page.json`];
    if (!chunk) throw new Error(`No chunk for locales/${language}/page.json`);
    const head = [
      `<title>${title}</title>`,
      `<link rel="modulepreload" href="${server.BASENAME}/${chunk.file}">`,
    ].join('\n    ');
    const file = join(out, server.pathOf(language), 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(
      file,
      template
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace('<!--app-head-->', head)
        .replace('<!--app-html-->', html),
    );
  }
  await rm(join(out, '.vite'), { recursive: true, force: true });
  await copyFile(join(here, 'reference.html'), join(benchRoot, 'reference.html'));
  // Served like the site: precompressed, so the comparison is of pages, not of compressors.
  await compressTree(benchRoot);
  return benchRoot;
}
