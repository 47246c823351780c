/// <reference types="vitest/config" />
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parseSiteOrigin } from './src/config/siteOrigin.ts';
import { parseAdmissionsEmail, parseSchoolPhone } from './src/config/schoolContact.ts';
import { parseEnquiriesMode, parseRetentionDays } from './src/config/enquiries.mjs';
import { cssUnicodeRange, FONT_WEIGHTS, fontFileName, webFonts } from './locales/languages.mjs';

/**
 * Part of a locale file as its own chunk: `locales/hi/home.json?pick=hero,like` holds only
 * those top-level keys, `?omit=hero,like` the others. Translators keep one file per
 * namespace; a page can still download first what its first screen reads
 * (src/i18n/localeLoaders.ts).
 */
function localeParts(): Plugin {
  return {
    name: 'locale-parts',
    enforce: 'pre',
    async load(id) {
      const match = /^(.+\/locales\/[^/]+\/[^/]+\.json)\?(pick|omit)=([\w,%]+)$/.exec(id);
      if (!match) return null;
      const [, file = '', mode, list = ''] = match;
      const keys = new Set(decodeURIComponent(list).split(','));
      this.addWatchFile(file);
      const text = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const part = Object.entries(text).filter(([key]) => keys.has(key) === (mode === 'pick'));
      // As Vite writes a JSON module: `JSON.parse` of a string parses faster than a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(part)))});`;
    },
  };
}

/**
 * While `npm run dev` runs, a saved locale file updates the page in place, without a reload
 * (a translator keeps the page, the open tour or the scrolled section in view): the file's
 * text goes to the page over Vite's socket (src/i18n/devTools.ts applies it).
 */
function localeHotUpdate(): Plugin {
  return {
    name: 'locale-hot-update',
    apply: 'serve',
    async handleHotUpdate({ file, server }) {
      const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
      if (!match) return undefined;
      const [, language, namespace] = match;
      try {
        const resources = JSON.parse(await readFile(file, 'utf8')) as unknown;
        server.ws.send({
          type: 'custom',
          event: 'locale-update',
          data: { language, namespace, resources },
        });
      } catch {
        return undefined; // half-saved, invalid JSON: wait for the next save
      }
      return [];
    },
  };
}

/**
 * `virtual:brochure-files`: what each brochure PDF in public/brochure/ (printed by `npm run
 * brochure:pdf`) is, read from the file itself when the site is built: its size in bytes and
 * its number of pages, by file name. The brochure page's download link says both, so what it
 * says is what the file is: print the PDFs again and the next build says the new figures.
 */
function brochureFiles(): Plugin {
  const id = 'virtual:brochure-files';
  const dir = fileURLToPath(new URL('public/brochure/', import.meta.url));
  return {
    name: 'brochure-files',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const { PDFDocument } = await import('pdf-lib');
      const files: Record<string, { bytes: number; pages: number }> = {};
      for (const name of (await readdir(dir)).filter((file) => file.endsWith('.pdf')).sort()) {
        const file = join(dir, name);
        this.addWatchFile(file);
        const data = await readFile(file);
        const pdf = await PDFDocument.load(data, { updateMetadata: false });
        files[name] = { bytes: data.length, pages: pdf.getPageCount() };
      }
      return `export default ${JSON.stringify(files)};`;
    },
  };
}

/**
 * A setting of the build from the environment (`SITE_ORIGIN=https://… SCHOOL_PHONE='+91 …'
 * ADMISSIONS_EMAIL=… npm run build`), through its parser; a malformed value stops the build
 * here, first.
 */
function buildSetting(
  parse: (value: string | undefined, name: string) => string,
  name: string,
): string {
  try {
    return parse(process.env[name], name);
  } catch (error) {
    // One line, not a stack trace: the mistake is in the command, not in the code.
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** A Sass string literal. */
const sassString = (text: string) => JSON.stringify(text);

/**
 * `@forward 'languages:registry'` (src/styles/_tokens.scss): what the stylesheets need from the
 * registry of languages (locales/languages.mjs), which Sass cannot read itself.
 * - For each script with a web font, by its lower-case key (`deva`): `$deva-range`, its
 *   unicode-range, and `$deva-pages`, the selector list of its languages' pages;
 * - `$web-fonts`: a map from that key to the font's family and pages;
 * - `$web-font-fallbacks`: every metric-matched fallback family, for the body's font stack;
 * - `@mixin web-font-faces`: the @font-face rules of every font's static weights (cut by
 *   scripts/build/subset-fonts.mjs into src/styles/fonts/, so the mixin is included from
 *   src/styles/global.scss, beside that folder) and of its fallbacks.
 */
export function sassRegistry(): string {
  const fonts = webFonts();
  const lines: string[] = [];
  const faces: string[] = [];
  for (const webFont of fonts) {
    const { key, font, pages } = webFont;
    const range = cssUnicodeRange(font.unicodeRange);
    lines.push(`$${key}-range: ${range};`, `$${key}-pages: ${sassString(pages)};`);
    for (const { weight, draws } of FONT_WEIGHTS) {
      faces.push(
        `@font-face { font-family: ${sassString(font.family)}; font-style: normal; font-display: swap; font-weight: ${draws}; src: url(${sassString(`./fonts/${fontFileName(webFont, weight)}`)}) format('woff2'); unicode-range: ${range}; }`,
      );
      for (const fallback of font.fallbacks) {
        const face = fallback[weight];
        const overrides = [
          ['size-adjust', face.sizeAdjust],
          ['ascent-override', face.ascentOverride],
          ['descent-override', face.descentOverride],
          ['line-gap-override', face.lineGapOverride],
        ]
          .filter(([, value]) => value)
          .map(([name, value]) => `${name}: ${value};`)
          .join(' ');
        faces.push(
          `@font-face { font-family: ${sassString(fallback.family)}; font-style: normal; font-weight: ${draws}; src: ${face.local.map((name) => `local(${sassString(name)})`).join(', ')}; ${overrides} unicode-range: ${range}; }`,
        );
      }
    }
  }
  const map = fonts
    .map(
      ({ key, font, pages }) =>
        `${key}: (family: ${sassString(font.family)}, pages: ${sassString(pages)})`,
    )
    .join(', ');
  const fallbacks = fonts.flatMap(({ font }) =>
    font.fallbacks.map(({ family }) => sassString(family)),
  );
  lines.push(
    `$web-fonts: (${map}${fonts.length === 1 ? ',' : ''});`,
    `$web-font-fallbacks: ${fallbacks.length ? fallbacks.join(', ') : '()'};`,
    `@mixin web-font-faces {\n  ${faces.join('\n  ')}\n}`,
  );
  return lines.join('\n');
}

const registryForSass = {
  canonicalize: (url: string) => (url === 'languages:registry' ? new URL(url) : null),
  load: () => ({ contents: sassRegistry(), syntax: 'scss' as const }),
};

/**
 * React Router's package.json points every bundler at its development build, which keeps its
 * development warnings (`ENABLE_DEV_WARNINGS = true`: the checks and their messages). The
 * package also ships the production build, the same code with that flag off. The browser's
 * build takes that one (docs/performance.md); the dev server and the tests keep the warnings,
 * and the server-side build, whose React Router comes from node_modules at run time, its own.
 */
const browserBuild = process.argv.includes('build') && !process.argv.includes('--ssr');
const routerForBrowsers = browserBuild
  ? [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ]
  : [];

export default defineConfig({
  plugins: [localeParts(), localeHotUpdate(), brochureFiles(), react()],
  resolve: { alias: routerForBrowsers },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_ORIGIN__: JSON.stringify(buildSetting(parseSiteOrigin, 'SITE_ORIGIN')),
    __SCHOOL_PHONE__: JSON.stringify(buildSetting(parseSchoolPhone, 'SCHOOL_PHONE')),
    __ADMISSIONS_EMAIL__: JSON.stringify(buildSetting(parseAdmissionsEmail, 'ADMISSIONS_EMAIL')),
    __ENQUIRIES__: JSON.stringify(buildSetting(parseEnquiriesMode, 'ENQUIRIES')),
    __ENQUIRY_RETENTION_DAYS__: buildSetting(
      (value, name) => String(parseRetentionDays(value, name)),
      'ENQUIRY_RETENTION_DAYS',
    ),
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
    preprocessorOptions: { scss: { importers: [registryForSass] } },
  },
  build: {
    // The prerenderer reads which chunks and stylesheets each page needs.
    manifest: true,
    // Every browser the site supports follows <link rel="modulepreload"> itself; one that did
    // not would still load each chunk by its import, only later. Saves its polyfill on every page.
    modulePreload: {
      polyfill: false,
      // A lazily loaded part lists every chunk it needs for Vite's loader to preload; the page's
      // entry (`index-….js`, from index.html's own script tag) is among them, and the loader
      // found no link for it and added one, which Firefox reports as a failed resource on every
      // page. Whatever loads a part has already run the entry: it never needs preloading.
      resolveDependencies: (_file, dependencies) =>
        dependencies.filter((dependency) => !/(^|\/)index-[^/]*\.js$/.test(dependency)),
    },
    rolldownOptions: {
      // The site's pages, and the page a phone shows offline for a page it has not saved
      // (scripts/build/prerender.mjs writes it; src/offline/offline-page.ts is its code and styles).
      input: { index: 'index.html', offline: 'src/offline/offline-page.ts' },
      output: {
        codeSplitting: {
          groups: [
            // The libraries alone, so that their cached copy (93 KB of gzip) outlives a change
            // to the site's own code.
            {
              name: 'vendor',
              test: /node_modules[\\/]|rolldown[\\/]runtime/,
            },
            // The few small modules of ours that many chunks share (each would otherwise be a
            // chunk of its own, one more request where it is needed). The connection notice
            // among them: it shows when the network fails, so its styles must be on the page
            // already (they are inlined with this chunk's).
            {
              name: 'shared',
              test: /src[\\/]i18n[\\/](paths|languages|format|useLanguage|loading|keys)\.ts|src[\\/]ui[\\/](useBrowserValue\.ts|ConnectionNotice\.(tsx|module\.scss))|locales[\\/]languages\.mjs/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Node unless a file asks for jsdom on its first line (`// @vitest-environment jsdom`):
    // starting a DOM for every file was most of the unit tests' time.
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.mjs',
      'tests/unit/**/*.test.{ts,tsx}',
      'scripts/**/*.test.mjs',
    ],
    setupFiles: ['tests/unit/setup.ts'],
    // CI sums unit and end-to-end results into one line (scripts/test/summary.mjs).
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/unit.json' },
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
