// @ts-check
// Builds the service worker (src/offline/worker/sw.ts) into dist/sw.js, after the pages are
// prerendered, and gives it, through Workbox's injectManifest, the list of the files it may
// save: every page, script, stylesheet, font, picture and icon as they are now in dist/ (the
// PDFs and the social-card pictures are left out), each with its revision and its group, which
// says when a parent's phone saves it:
//   shell         as the worker installs: the code, the styles, the icons, the offline pages;
//   <language>    once a page in that language has been read: its pages, its text, its web
//                 font (for a language written in a script that has one) and the pictures.
// Prints what each language costs (reports/offline-bytes.json has the same figures).
// Runs after scripts/build/prerender.mjs and before scripts/build/compress.mjs (part of `npm run build`).
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import {
  FONT_WEIGHTS,
  fontFileName,
  LANGUAGE_REGISTRY,
  webFonts,
} from '../../locales/languages.mjs';
import { root } from '../lib/site.mjs';

const dist = join(root, 'dist');
const WORKER = 'sw.js';
const SHELL = 'shell';
const languages = /** @type {string[]} */ (LANGUAGE_REGISTRY.map((entry) => entry.code));
const defaultLanguage = LANGUAGE_REGISTRY[0].code;

/** @type {Record<string, { file: string; src?: string }>} */
const viteManifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Each locale chunk (`assets/home-…js`) and the language it is in. */
const localeChunks = new Map(
  Object.values(viteManifest).flatMap(({ file, src }) => {
    const language = src && /^locales\/([^/]+)\/[^/]+\.json/.exec(src)?.[1];
    return language && languages.includes(language) ? [[file, language]] : [];
  }),
);

/**
 * Each web font file (`assets/baloo-2-deva-400-<hash>.woff2`) and the languages whose script
 * it draws, known by its name (scripts/build/subset-fonts.mjs names it from the registry).
 */
async function fontLanguages() {
  /** @type {Map<string, string[]>} */
  const fonts = new Map();
  for (const file of await readdir(join(dist, 'assets'))) {
    if (!file.endsWith('.woff2')) continue;
    const webFont = webFonts().find((entry) =>
      FONT_WEIGHTS.some(({ weight }) =>
        file.startsWith(`${fontFileName(entry, weight).replace(/\.woff2$/, '')}-`),
      ),
    );
    if (!webFont) throw new Error(`assets/${file} is no web font of the registry`);
    fonts.set(`assets/${file}`, webFont.languages);
  }
  return fonts;
}
const fonts = await fontLanguages();

/**
 * A page's address as a parent opens it: `hi/academics/index.html` → `/hi/academics`,
 * `hi/index.html` → `/hi/`; other files keep their path (`/hi/404.html`, `/assets/…`).
 */
function publicUrl(/** @type {string} */ file) {
  if (file === 'index.html') return '/';
  const folder = /^(.*)\/index\.html$/.exec(file)?.[1];
  if (folder === undefined) return `/${file}`;
  return languages.includes(folder) ? `/${folder}/` : `/${folder}`;
}

/** The language of a page or of a language's web-app manifest, from its folder. */
function pageLanguage(/** @type {string} */ file) {
  const [first] = file.split('/');
  return first && languages.includes(first) && file.includes('/') ? first : defaultLanguage;
}

/** The group of one file of dist/: when a phone saves it. */
function groupOf(/** @type {string} */ file) {
  if (/(^|\/)offline\.html$/.test(file)) return [SHELL];
  if (file.endsWith('.html') || file.endsWith('.webmanifest')) return [pageLanguage(file)];
  const locale = localeChunks.get(file);
  if (locale) return [locale];
  const fontFor = fonts.get(file);
  if (fontFor) return fontFor;
  // The pictures the pages show are the same in every language: saved with each.
  if (file.startsWith('art/')) return languages;
  return [SHELL];
}

// The worker's own code, bundled with the parts of Workbox it uses. A classic script, not a
// module, so that every browser that has service workers can run it.
await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: {
      entry: join(root, 'src', 'offline', 'worker', 'sw.ts'),
      formats: ['iife'],
      name: 'schoolWorker',
      fileName: () => WORKER,
    },
  },
});

/** @type {{ url: string; file: string; group: string; bytes: number }[]} */
const listed = [];
const { count, size, warnings } = await injectManifest({
  swSrc: join(dist, WORKER),
  swDest: join(dist, WORKER),
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,woff2,svg,png,ico,webmanifest}'],
  // The enquiries service's pages (server/pages.mjs) answer a post: nothing to read offline.
  globIgnores: [WORKER, '**/*.{br,gz}', '**/enquiry/**'],
  // Hashed names are their own revision; a page's revision is a hash of its bytes.
  dontCacheBustURLsMatching: /^assets\//,
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.flatMap((entry) =>
        groupOf(entry.url).map((group) => {
          const item = { ...entry, url: publicUrl(entry.url), group, bytes: entry.size };
          listed.push({ url: item.url, file: entry.url, group, bytes: entry.size });
          return item;
        }),
      ),
    }),
  ],
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);

// Vite's manifest was only for the build's scripts; it need not be published.
await rm(join(dist, '.vite'), { recursive: true, force: true });

// What saving costs a parent: the shell, and each language with it, as stored and as
// downloaded (Brotli, as the server sends them).
const brotli = promisify(brotliCompress);
/** @type {Map<string, number>} */
const sent = new Map();
for (const { url, file } of listed) {
  if (sent.has(url)) continue;
  const data = await readFile(join(dist, file));
  const packed = /\.(woff2|png|ico)$/.test(url)
    ? data
    : await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  sent.set(url, Math.min(data.length, packed.length));
}
const total = (/** @type {string} */ group) => {
  const entries = listed.filter((entry) => entry.group === group || entry.group === SHELL);
  const urls = new Set(entries.map((entry) => entry.url));
  return {
    files: urls.size,
    storedKB: Math.round(entries.reduce((sum, entry) => sum + entry.bytes, 0) / 102.4) / 10,
    downloadedKB:
      Math.round([...urls].reduce((sum, url) => sum + (sent.get(url) ?? 0), 0) / 102.4) / 10,
  };
};
const shellOnly = listed.filter((entry) => entry.group === SHELL);
const report = {
  shell: {
    files: shellOnly.length,
    storedKB: Math.round(shellOnly.reduce((sum, entry) => sum + entry.bytes, 0) / 102.4) / 10,
    downloadedKB:
      Math.round(shellOnly.reduce((sum, entry) => sum + (sent.get(entry.url) ?? 0), 0) / 102.4) /
      10,
  },
  ...Object.fromEntries(languages.map((language) => [language, total(language)])),
};
await mkdir(join(root, 'reports'), { recursive: true });
await writeFile(
  join(root, 'reports', 'offline-bytes.json'),
  `${JSON.stringify(report, null, 2)}\n`,
);
console.log(
  `service worker: ${count} files (${Math.round(size / 1024)} KB) listed; a phone saves, with the shell:`,
);
for (const [group, { files, storedKB, downloadedKB }] of Object.entries(report)) {
  console.log(
    `  ${group.padEnd(6)} ${String(files).padStart(3)} files, ${storedKB} KB stored, ${downloadedKB} KB downloaded`,
  );
}
