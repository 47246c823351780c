import { StrictMode } from 'react';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createRoutes, LATER_PART_MODULES, PAGE_MODULES } from './app/routes';
import { namespacesOf, PAGE_PATHS, pageDescription, pageTitle, type PageId } from './app/pages';
import { createServerI18n } from './i18n/server';
import { LANGUAGES, OG_LOCALES, type Language } from './i18n/languages';
import { localizedPath } from './i18n/paths';
import { school } from './config/school';

export { LANGUAGES, LATER_PART_MODULES, PAGE_MODULES, PAGE_PATHS, localizedPath, namespacesOf };
export const SITE_ORIGIN = school.siteOrigin;

export interface PrerenderedPage {
  language: Language;
  page: PageId;
  /** The URL path the page is served at ('' for a 404 page, served for unknown paths). */
  path: string;
  html: string;
  head: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const absolute = (path: string) => new URL(path, school.siteOrigin).href;

/** `<title>`, description, canonical, hreflang alternates and Open Graph tags of one page. */
export function headTags(options: {
  language: Language;
  page: PageId;
  title: string;
  description: string;
  siteName: string;
  imageAlt: string;
  /** The short name under a home-screen icon (the manifests carry it for other browsers). */
  homeScreenName: string;
}): string {
  const { language, page, title, description, siteName, imageAlt, homeScreenName } = options;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
    `<meta property="og:image" content="${absolute(`/og/${language}.jpg`)}">`,
    `<meta property="og:image:width" content="1200">`,
    `<meta property="og:image:height" content="630">`,
    `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(homeScreenName)}">`,
  ];
  if (page === 'notFound') {
    tags.push(`<meta name="robots" content="noindex">`);
    return tags.join('\n    ');
  }
  const path = PAGE_PATHS[page];
  const url = absolute(localizedPath(language, path));
  tags.push(`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`);
  for (const alternate of LANGUAGES) {
    tags.push(
      `<link rel="alternate" hreflang="${alternate}" href="${absolute(localizedPath(alternate, path))}">`,
    );
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${absolute(path)}">`);
  return tags.join('\n    ');
}

/** Renders one page in one language to HTML, the way the browser will hydrate it. */
export async function render(language: Language, page: PageId): Promise<PrerenderedPage> {
  const i18n = createServerI18n(language);
  const path = page === 'notFound' ? '' : localizedPath(language, PAGE_PATHS[page]);
  const url = path || localizedPath(language, '/404');
  const handler = createStaticHandler(createRoutes(async () => {}));
  const context = await handler.query(new Request(absolute(url)));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Unlike renderToString, a prerender waits for every lazy part, so parts whose code the
  // browser fetches after the page is live (src/ui/LaterPart.tsx) are in the HTML too, in
  // place: with no chunk size limit, React never moves a large part to the end of the page
  // with an inline script to put it back (which the Content-Security-Policy would block).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  const t = i18n.getFixedT(language, 'common');
  const head = headTags({
    language,
    page,
    title: pageTitle(t, page),
    description: pageDescription(t, page, language),
    siteName: t('school.name'),
    imageAlt: t('meta.ogImageAlt'),
    homeScreenName: t('meta.homeScreenName'),
  });
  return { language, page, path, html, head };
}
