import { LANGUAGES, OG_LOCALES, type Language } from '../i18n/languages';
import { localizedPath } from '../i18n/paths';
import { PAGE_PATHS, type PageId } from '../pages/registry';

// What the prerenderer writes around the pages: each page's head tags, the sitemap and
// robots.txt. Pure, and given the site's origin (`school.siteOrigin` in the build), so a test
// can write them for any origin.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `/hi/academics` on the site at `origin` (which has no trailing slash). */
const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** `<title>`, description, canonical, hreflang alternates and Open Graph tags of one page. */
export function headTags(options: {
  /** The site's origin, e.g. `https://example.org`. */
  origin: string;
  language: Language;
  page: PageId;
  title: string;
  description: string;
  siteName: string;
  imageAlt: string;
  /** The short name under a home-screen icon (the manifests carry it for other browsers). */
  homeScreenName: string;
}): string {
  const { origin, language, page, title, description, siteName, imageAlt, homeScreenName } =
    options;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
    `<meta property="og:image" content="${absolute(origin, `/og/${language}.jpg`)}">`,
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
  const url = absolute(origin, localizedPath(language, path));
  tags.push(`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`);
  for (const alternate of LANGUAGES) {
    tags.push(
      `<link rel="alternate" hreflang="${alternate}" href="${absolute(origin, localizedPath(alternate, path))}">`,
    );
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${absolute(origin, path)}">`);
  return tags.join('\n    ');
}

/** The sitemap: every page in every language, each with its language alternates. */
export function sitemapXml(origin: string): string {
  const url = (path: string) => absolute(origin, path);
  const entries = Object.values(PAGE_PATHS).flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(localizedPath(other, path))}"/>`,
      );
      alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`);
      return `  <url>\n    <loc>${url(localizedPath(language, path))}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap is at the site's root. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(origin, '/sitemap.xml')}\n`;
}
