// @ts-check
// Writes a static HTML file for every page in every language, plus 404 pages, the web-app
// manifest of each language, the sitemap and robots.txt. Runs after `vite build` (the browser
// bundle) and `vite build --ssr` (the renderer).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inlineCode } from '../lib/inline-code.mjs';
import { tokenColor, webManifest } from '../lib/web-app.mjs';
import { FONT_WEIGHTS, fontFileName, webFonts } from '../../locales/languages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist');
const serverEntry = join(root, 'dist-ssr', 'entry-server.js');

/** @type {typeof import('../../src/entry-server')} */
const server = await import(pathToFileURL(serverEntry).href);

/** The app's module: the entry imports it at once, the page's head preloads it (src/main.tsx). */
const APP_MODULE = 'src/boot/hydrate.tsx';

const template = await readFile(join(dist, 'index.html'), 'utf8');
/** @type {Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>} */
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));

if (/<link rel="stylesheet"/.test(template)) {
  throw new Error('The entry has a stylesheet: styles belong to the app (src/boot/hydrate.tsx)');
}
/** The language offer's card: its own chunk, which English pages preload. */
const OFFER_CARD_CHUNK = manifest['src/features/language-switcher/offerCard.ts']?.file;
if (!OFFER_CARD_CHUNK) throw new Error('No chunk for the language offer’s card');
const appCss = manifest[APP_MODULE]?.css?.[0];
if (!appCss) throw new Error(`No stylesheet for ${APP_MODULE}`);
const css = await readFile(join(dist, appCss), 'utf8');
// Each web font's two weights (scripts/build/subset-fonts.mjs). They are not preloaded: the browser
// asks for them when it first lays out their script, and the first paint does not wait.
for (const webFont of webFonts()) {
  for (const { weight } of FONT_WEIGHTS) {
    const name = fontFileName(webFont, weight).replace(/\.woff2$/, '');
    if (!new RegExp(`url\\(/assets/${name}-[\\w-]+\\.woff2\\)`).test(css)) {
      throw new Error(`${webFont.font.family} ${weight} is missing from the stylesheet`);
    }
  }
}

// The installed app's colours are the site's: navy bars, the paper background while it starts.
const tokens = await readFile(join(root, 'src', 'styles', '_tokens.scss'), 'utf8');
const themeColor = tokenColor(tokens, 'color-navy');
const backgroundColor = tokenColor(tokens, 'color-paper');
if (!template.includes(`<meta name="theme-color" content="${themeColor}"`)) {
  throw new Error(`index.html's theme-color is not the navy of the design tokens (${themeColor})`);
}

/** Each language's manifest: `/manifest.webmanifest`, `/hi/manifest.webmanifest`, … */
const manifestPath = (/** @type {import('../../src/i18n/languages').Language} */ language) =>
  server.localizedPath(language, '/manifest.webmanifest');

/**
 * The page's locale chunks in its language (preloaded with its code): each
 * namespace's file, or of a namespace split in two, the part its first screen reads
 * (`home.json?pick=…`, see src/i18n/localeLoaders.ts).
 */
function localePreloads(/** @type {import('../../src/entry-server').PrerenderedPage} */ page) {
  return server.namespacesOf(page.page).map((namespace) => {
    const file = `locales/${page.language}/${namespace}.json`;
    const chunk =
      manifest[file] ??
      manifest[Object.keys(manifest).find((key) => key.startsWith(`${file}?pick=`)) ?? ''];
    if (!chunk) throw new Error(`No chunk for ${file}`);
    return `/${chunk.file}`;
  });
}

/**
 * What a page needs from the app's build: the code hydration needs (the app, which the small
 * entry imports, the page's own chunk, and the shared chunks they
 * import; the entry itself is loaded by its script tag), the stylesheets of all of those, and
 * its islands' stylesheets: in the page with the rest, or, for a part below the first
 * screen (`linkStyles`), linked just before its HTML (`partLinks`, by the part's name).
 */
function pageAssets(/** @type {string} */ page) {
  const source = server.PAGE_MODULES[/** @type {keyof typeof server.PAGE_MODULES} */ (page)];
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const styles = new Set();
  const visit = (/** @type {string} */ key, /** @type {Set<string>} */ css) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, css);
  };
  if (!manifest[APP_MODULE]) throw new Error(`No chunk for ${APP_MODULE}`);
  visit(APP_MODULE, styles);
  if (source) visit(source, styles);
  // An island's HTML is on the page, so its styles are too; its code comes once the page
  // is live (src/hydration/Island.tsx), not among the chunks hydration waits for.
  const needed = [...scripts];
  const parts = server.LATER_PARTS[/** @type {'home'} */ (page)] ?? {};
  /** @type {Record<string, string[]>} */
  const partLinks = {};
  for (const [name, part] of Object.entries(parts)) {
    if (!manifest[part.module]) throw new Error(`No chunk for ${part.module}`);
    const inHead = new Set(styles);
    visit(part.module, styles);
    if (part.linkStyles) {
      // Only the part chunk's own files go just before its HTML: a file it shares with other
      // code (the brochure banner's, the share button's) stays in the head, where a page
      // reached by a navigation still finds it after the part, and its links, are gone.
      const linked = (manifest[part.module]?.css ?? []).filter((file) => !inHead.has(file));
      for (const file of linked) styles.delete(file);
      partLinks[name] = linked.map((file) => `/${file}`);
    }
  }
  scripts.clear();
  for (const file of needed) scripts.add(file);
  const paths = (/** @type {Set<string>} */ files) => [...files].map((file) => `/${file}`);
  return { scripts: paths(scripts), styles: paths(styles), partLinks };
}

/** The build's stylesheets by URL path (`/assets/x.css`), read once. */
const cssFiles = new Map(
  await Promise.all(
    Object.values(manifest)
      .flatMap((chunk) => chunk.css ?? [])
      .map(
        async (file) =>
          /** @type {[string, string]} */ ([`/${file}`, await readFile(join(dist, file), 'utf8')]),
      ),
  ),
);

/**
 * One of the page's stylesheets, in the page: a `<link>` in the head would hold its first
 * paint back until the file came (a round trip on a phone's network, more for the 4-6 files of
 * a page). The whole file, in one `<style>` each, so every page that uses a file has the same
 * text, and the Content-Security-Policy lists one hash per file, not per page
 * (scripts/build/policy.mjs). `data-href` names the file for the app's loader (src/boot/inlinedStyles.ts),
 * so it never fetches it again.
 */
function inlineStylesheet(/** @type {string} */ href) {
  const text = cssFiles.get(href);
  if (text === undefined) throw new Error(`No stylesheet ${href} in dist/`);
  if (/<\/style/i.test(text)) throw new Error(`${href} holds "</style": it cannot be inlined`);
  return `<style data-href="${href}">${text}</style>`;
}

function pageHtml(/** @type {import('../../src/entry-server').PrerenderedPage} */ page) {
  // Every part in place, with no script of React's to move one (the CSP allows none inline).
  if (page.html.includes('<!--$?-->')) {
    throw new Error(`${page.language} ${page.page}: React left a part of the page unfinished`);
  }
  const { scripts, styles, partLinks } = assetsOf(page.page);
  for (const [name, hrefs] of Object.entries(partLinks)) {
    for (const href of hrefs) {
      if (!page.html.includes(`<link rel="stylesheet" href="${href}"/>`)) {
        throw new Error(`${page.language} ${page.page}: the part ${name} does not link ${href}`);
      }
    }
  }
  // Asked for as the HTML arrives, so they are on their way while the page is parsed and
  // painted, at low priority, so they never go before what the first paint needs (and
  // Lighthouse's simulation does not count them into it): the time from the first paint to a
  // live page is 0.67-0.88× of waiting for the paint to ask (docs/performance.md, "What the
  // loading machinery buys").
  const chunks = [...scripts, ...localePreloads(page)];
  // A part's stylesheet linked in the body holds the parser there until it arrives (Chromium
  // parses nothing after an in-body stylesheet before it): the rest of the page, the end of
  // parsing, and so the entry script (a module runs once the page is parsed) and everything
  // it starts wait for it. Asked for from the head, first, it no longer queues behind the
  // chunks: on the slow-phone profile the home page was parsed 1.2 s after its first paint.
  const partStyles = Object.values(partLinks)
    .flat()
    .map((href) => `<link rel="preload" as="style" href="${href}">`);
  // The language offer's card (src/features/language-switcher/offer.ts), on the pages that may
  // offer (English ones, with the offer's words): here before the entry script decides, so
  // the offer shows as the page is parsed, not a round trip later (on the slow-phone profile,
  // 0.9 s after the first paint instead of 1.6 s).
  const offerCard = page.head.includes(`id="${server.OFFER_BLOCK_ID}"`)
    ? [`<link rel="modulepreload" crossorigin href="/${OFFER_CARD_CHUNK}">`]
    : [];
  const head = [
    server.formattedBlock(page.formatted),
    page.head,
    `<link rel="manifest" href="${manifestPath(page.language)}">`,
    ...styles.map(inlineStylesheet),
    ...partStyles,
    ...offerCard,
    ...chunks.map(
      (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
    ),
  ];
  const html = template
    .replace('<html lang="en">', `<html lang="${page.language}">`)
    .replace('<!--app-head-->', head.join('\n    '))
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-prerendered-path="${page.path}" data-prerendered-language="${page.language}">${page.html}</div>`,
    );
  // The site is served with style-src and script-src 'self' and no 'unsafe-inline': a style
  // attribute or an inline <script> anywhere in the page would be blocked, and a <style> other
  // than the build's stylesheets would be one more hash in the policy (scripts/build/policy.mjs).
  const ownStyles = new Set(styles.map((href) => cssFiles.get(href)));
  const blocked = inlineCode(
    html.replace(/<style data-href="[^"]*">([\s\S]*?)<\/style>/g, (element, text) =>
      ownStyles.has(text) ? '' : element,
    ),
  );
  if (blocked.length > 0) {
    throw new Error(
      `${page.language} ${page.page}: inline code the Content-Security-Policy blocks: ${[...new Set(blocked)].join(', ')}`,
    );
  }
  return html;
}

/** Where a page's file goes: `/hi/academics` → dist/hi/academics/index.html. */
function outputFile(/** @type {import('../../src/entry-server').PrerenderedPage} */ page) {
  if (!page.path) return join(dist, page.language === 'en' ? '' : page.language, '404.html');
  return join(dist, page.path, 'index.html');
}

const PAGES = [...Object.keys(server.PAGE_PATHS), 'notFound'];
const assets = new Map(PAGES.map((page) => [page, pageAssets(page)]));
/** A page's chunks and stylesheets (see pageAssets), worked out once per page. */
function assetsOf(/** @type {string} */ page) {
  const found = assets.get(page);
  if (!found) throw new Error(`No assets for the page ${page}`);
  return found;
}

// The islands' linked stylesheets, for the server's render to put in place
// (src/hydration/partStyles.ts).
server.setPartStyles(Object.assign({}, ...PAGES.map((page) => assetsOf(page).partLinks)));

const written = [];
for (const page of PAGES) {
  const rendered = [];
  for (const language of server.LANGUAGES) {
    rendered.push(await server.render(language, /** @type {any} */ (page)));
  }
  // Each lists the numbers the same page shows in the other languages too, after its own: a
  // switch of language then makes no Intl formatter (src/i18n/format.ts), the slowest part of
  // its one render on a cheap phone.
  for (const one of rendered) {
    const others = rendered.filter((other) => other !== one).flatMap((other) => other.formatted);
    const file = outputFile(one);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml({ ...one, formatted: [...one.formatted, ...others] }));
    written.push(file.slice(root.length + 1));
  }
}
// The enquiries service's fixed pages (server/pages.mjs): the confirmation a posted form leads
// to, and the page for a message too long to take, in each language, so that nginx serves them
// too. Not for search engines (noindex) nor for the offline worker.
if (server.ENQUIRIES === 'service') {
  const { enquiryPages, enquiryPagePath, FIXED_PAGES } = await import('../../server/pages.mjs');
  const enquiry = await enquiryPages({ dist, ssr: dirname(serverEntry) });
  for (const language of server.LANGUAGES) {
    for (const [slug, outcome] of Object.entries(FIXED_PAGES)) {
      const file = join(dist, enquiryPagePath(language, /** @type {any} */ (slug)), 'index.html');
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, enquiry.page(language, outcome));
      written.push(file.slice(root.length + 1));
    }
  }
}

// The page a phone shows, offline, for a page of the site it has not saved (the service worker
// answers with it, src/offline/worker/sw.ts): one per language, standing alone (no React, its
// own small stylesheet and script), since the rest of the site may not be saved either.
const OFFLINE_MODULE = 'src/offline/offline-page.ts';
const offlineEntry = manifest[OFFLINE_MODULE];
const offlineCss = offlineEntry?.css?.[0];
if (!offlineEntry || !offlineCss) throw new Error(`No chunk or stylesheet for ${OFFLINE_MODULE}`);
const escapeHtml = (/** @type {string} */ text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
for (const language of server.LANGUAGES) {
  const read = async (/** @type {string} */ namespace) =>
    JSON.parse(await readFile(join(root, 'locales', language, `${namespace}.json`), 'utf8'));
  /** @type {{ page: { title: string; body: string; retry: string } }} */
  const { page } = await read('offline');
  /** @type {{ meta: { titleSuffix: string } }} */
  const common = await read('common');
  const html = `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta name="theme-color" content="${themeColor}">
    <title>${escapeHtml(`${page.title} — ${common.meta.titleSuffix}`)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="/${offlineCss}">
    <script type="module" src="/${offlineEntry.file}"></script>
  </head>
  <body>
    <main class="offline">
      <img class="crest" src="/favicon.svg" alt="" width="64" height="64">
      <h1>${escapeHtml(page.title)}</h1>
      <p>${escapeHtml(page.body)}</p>
      <button type="button" class="retry" id="retry">${escapeHtml(page.retry)}</button>
    </main>
  </body>
</html>
`;
  const blocked = inlineCode(html);
  if (blocked.length > 0) throw new Error(`offline page: inline code: ${blocked.join(', ')}`);
  const file = join(dist, server.localizedPath(language, '/'), 'offline.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  written.push(file.slice(root.length + 1));
}

// The web-app manifests, named from the locale files.
const manifests = [];
for (const language of server.LANGUAGES) {
  /** @type {{ school: { name: string }; meta: { homeScreenName: string } }} */
  const common = JSON.parse(await readFile(join(root, 'locales', language, 'common.json'), 'utf8'));
  const manifestFile = join(dist, manifestPath(language));
  await mkdir(dirname(manifestFile), { recursive: true });
  await writeFile(
    manifestFile,
    `${JSON.stringify(
      webManifest({
        language,
        name: common.school.name,
        shortName: common.meta.homeScreenName,
        startUrl: server.localizedPath(language, '/'),
        themeColor,
        backgroundColor,
      }),
      null,
      2,
    )}\n`,
  );
  manifests.push(manifestFile.slice(root.length + 1));
}

// The sitemap (each page with its language alternates) and robots.txt pointing at it, on the
// origin the build was given (SITE_ORIGIN).
await writeFile(join(dist, 'sitemap.xml'), server.sitemapXml(server.SITE_ORIGIN));
await writeFile(join(dist, 'robots.txt'), server.robotsTxt(server.SITE_ORIGIN));

console.log(`Prerendered ${written.length} pages:\n  ${written.join('\n  ')}`);
console.log(`Web-app manifests:\n  ${manifests.join('\n  ')}`);
