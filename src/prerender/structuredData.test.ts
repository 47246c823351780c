import { describe, expect, it } from 'vitest';
import { school } from '../config/school';
import { createServerI18n } from '../i18n/server';
import type { Language } from '../i18n/languages';
import { pageDescription, pageTitle } from '../pages/registry';
import { jsonLdScript, structuredData } from './structuredData';

const ORIGIN = 'https://example.org';

type Node = Record<string, unknown>;

/** The graph of one page, as search engines read it back from the page. */
function graphOf(language: Language, page: 'home' | 'academics' | 'brochure') {
  const i18n = createServerI18n(language);
  const t = i18n.getFixedT(language, 'common');
  const script = jsonLdScript(
    structuredData({
      origin: ORIGIN,
      language,
      page,
      title: pageTitle(t, page),
      description: pageDescription(t, page, language),
      t,
      tBrochure: i18n.getFixedT(language, 'brochure'),
    }),
  );
  const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(script)?.[1];
  const graph = JSON.parse(json ?? 'null') as { '@context': string; '@graph': Node[] };
  const ofType = (type: string) => graph['@graph'].filter((node) => node['@type'] === type);
  return { graph, ofType, t, i18n };
}

describe('structured data (JSON-LD) of each page', () => {
  it('describes the page in its language, part of the site, about the school', () => {
    const { graph, ofType, t } = graphOf('mr', 'academics');
    expect(graph['@context']).toBe('https://schema.org');
    const [page] = ofType('WebPage');
    expect(page).toMatchObject({
      '@id': `${ORIGIN}/mr/academics`,
      url: `${ORIGIN}/mr/academics`,
      name: pageTitle(t, 'academics'),
      inLanguage: 'mr',
      isPartOf: { '@id': `${ORIGIN}/mr/#website` },
      about: { '@id': `${school.officialSiteUrl}#school` },
      translationOfWork: { '@id': `${ORIGIN}/academics`, inLanguage: 'en' },
      workTranslation: [{ '@id': `${ORIGIN}/hi/academics`, inLanguage: 'hi' }],
    });
    expect(ofType('WebSite')[0]).toMatchObject({ inLanguage: 'mr', name: 'घाटकोपर इंटरनॅशनल स्कूल' });
  });

  it('gives the school its name, address, founding year, programmes and official site', () => {
    const { ofType } = graphOf('hi', 'home');
    const [node] = ofType('School');
    expect(node).toMatchObject({
      name: 'घाटकोपर इंटरनेशनल स्कूल',
      url: school.officialSiteUrl,
      sameAs: school.officialSiteUrl,
      foundingDate: '2005',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'तिलक रोड, घाटकोपर पूर्व, मुंबई 400077',
        addressLocality: 'घाटकोपर पूर्व, मुंबई',
        postalCode: '400077',
        addressCountry: 'IN',
      },
    });
    const catalog = node?.hasOfferCatalog as { itemListElement: Node[] };
    expect(catalog.itemListElement.map((programme) => programme.name)).toEqual([
      'कैम्ब्रिज IGCSE',
      'IB डिप्लोमा',
    ]);
  });

  it('never presents this site as the school’s own', () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      const { graph, ofType, t } = graphOf(language, 'home');
      const [site] = ofType('WebSite');
      expect(site?.url).toBe(language === 'en' ? `${ORIGIN}/` : `${ORIGIN}/${language}/`);
      expect(site?.description).toContain(t('banner.notOfficial'));
      // Nothing names the school as this site's publisher, owner or author.
      const text = JSON.stringify(graph);
      expect(text).not.toMatch(/"(publisher|author|creator|copyrightHolder)"/);
      expect(ofType('School')[0]?.url).not.toContain(ORIGIN);
    }
  });

  it('gives inner pages a breadcrumb trail, and the home page none', () => {
    const { ofType, t } = graphOf('en', 'brochure');
    expect(ofType('BreadcrumbList')[0]).toMatchObject({
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: t('meta.brochure.title'),
          item: `${ORIGIN}/brochure`,
        },
      ],
    });
    expect(ofType('WebPage')[0]?.breadcrumb).toEqual({ '@id': `${ORIGIN}/brochure#breadcrumb` });
    expect(graphOf('en', 'home').ofType('BreadcrumbList')).toEqual([]);
  });

  it('writes "<" escaped, so no text can end the element', () => {
    const script = jsonLdScript({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing', name: '</script><b>' }],
    });
    expect(script).not.toContain('</script><b>');
    expect(script).toContain('\\u003c/script>\\u003cb>');
    expect(script.endsWith('</script>')).toBe(true);
  });
});
