// @ts-check
// Lays out dist-bench/site/, which the bench serves at /__bench/ (scripts/serve/serve.mjs mounts it
// when BENCH_ROOT points at it; scripts/lib/nginx.mjs copies it in as an `extra` directory):
// reference.html, static/ (each measured page's static copy: ./static-copies.mjs) and, when
// asked for, bare/ (the bare page in each language, built like the site: vite build, vite build
// --ssr, prerendered, but minimal).
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { compressTree } from '../lib/compress.mjs';
import { writeStaticCopies } from './static-copies.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const configFile = join(here, 'bare', 'vite.config.ts');
const projectRoot = join(here, '..', '..');
export const benchRoot = join(projectRoot, 'dist-bench', 'site');
const out = join(benchRoot, 'bare');
const ssrOut = join(projectRoot, 'dist-bench', 'ssr');

/**
 * Builds everything served below /__bench/: the reference page, the static copies of the built
 * site's pages `staticPages` (URL paths; dist/ must be built) and, with `bare`, the bare page.
 * Returns the directory to mount there and the CSP hashes of the copies' `<style>` elements.
 * @param {{ bare?: boolean; staticPages?: string[] }} [options]
 */
export async function buildBench({ bare = false, staticPages = [] } = {}) {
  await rm(benchRoot, { recursive: true, force: true });
  await mkdir(benchRoot, { recursive: true });
  if (bare) await buildBare();
  await copyFile(join(here, 'reference.html'), join(benchRoot, 'reference.html'));
  const styleHashes = await writeStaticCopies(
    join(projectRoot, 'dist'),
    join(benchRoot, 'static'),
    staticPages,
  );
  // Served like the site: precompressed, so the comparison is of pages, not of compressors.
  await compressTree(benchRoot);
  return { root: benchRoot, styleHashes };
}

/** The bare page in each language, into bare/. */
async function buildBare() {
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
}
