import { describe, expect, it } from 'vitest';
import { headTags, robotsTxt, sitemapXml } from './head';

const ORIGIN = 'https://example.org';
const page = {
  title: 'Academics',
  description: 'What children learn.',
  siteName: 'The school',
  imageAlt: 'The crest',
  homeScreenName: 'School',
};

/** Every absolute URL in a piece of text. */
const urls = (text: string) => text.match(/https?:\/\/[^"<\s]+/g) ?? [];

describe('the site origin in what the prerenderer writes', () => {
  it('builds canonical, hreflang and Open Graph URLs on the given origin', () => {
    const head = headTags({ origin: ORIGIN, language: 'hi', page: 'academics', ...page });
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/hi/academics">`);
    expect(head).toContain(`<meta property="og:url" content="${ORIGIN}/hi/academics">`);
    expect(head).toContain(`<meta property="og:image" content="${ORIGIN}/og/hi.jpg">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/academics">`);
    expect(head).toContain(`<link rel="alternate" hreflang="mr" href="${ORIGIN}/mr/academics">`);
    expect(head).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/academics">`,
    );
    // canonical, og:url, og:image and four alternates, all on the origin and nothing else
    expect(urls(head)).toHaveLength(7);
    for (const url of urls(head)) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it('gives a 404 page its share image on the origin, and no canonical', () => {
    const head = headTags({ origin: ORIGIN, language: 'mr', page: 'notFound', ...page });
    expect(urls(head)).toEqual([`${ORIGIN}/og/mr.jpg`]);
  });

  it('lists every page of the sitemap on the given origin', () => {
    const xml = sitemapXml('http://127.0.0.1:8080');
    expect(xml).toContain('<loc>http://127.0.0.1:8080/hi/</loc>');
    expect(xml).toContain('<loc>http://127.0.0.1:8080/brochure</loc>');
    // Nine pages, each with its <loc> and four alternates (the two namespace URIs aside).
    const pages = urls(xml).filter((url) => !/sitemaps\.org|w3\.org/.test(url));
    expect(pages).toHaveLength(9 * 5);
    for (const url of pages) expect(url.startsWith('http://127.0.0.1:8080/')).toBe(true);
  });

  it('points robots.txt at the sitemap on the given origin', () => {
    expect(robotsTxt(ORIGIN)).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
