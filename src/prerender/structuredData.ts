import type { TFunction } from 'i18next';
import type {
  BreadcrumbList,
  EducationalOccupationalProgram,
  Graph,
  School,
  WebPage,
  WebSite,
} from 'schema-dts';
import { school } from '../config/school';
import { dialString } from '../config/schoolContact';
import { formatYear } from '../i18n/format';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { localizedPath } from '../i18n/paths';
import { dataBlock } from './dataBlock';
import { PAGE_PATHS, type PageId } from '../pages/registry';

// What each prerendered page tells search engines about itself, as JSON-LD in the page's
// language: the page (a WebPage of this WebSite, with its translations) is *about* the school
// (a School, whose own website is `sameAs` it), and inner pages carry a BreadcrumbList. The
// site says what the banner says: a student's class project, not the school's website, so the
// school is never its publisher. Every text comes from the locale files and src/config, as on
// the page.

const absolute = (origin: string, path: string) => new URL(path, origin).href;

export interface StructuredDataOptions {
  origin: string;
  language: Language;
  page: Exclude<PageId, 'notFound'>;
  title: string;
  description: string;
  /** `common` in the page's language. */
  t: TFunction;
  /** `brochure` in the page's language (the programmes' names). */
  tBrochure: TFunction<'brochure'>;
}

/** The page's JSON-LD graph: WebSite, WebPage, School and, on inner pages, a BreadcrumbList. */
export function structuredData(options: StructuredDataOptions): Graph {
  const { origin, language, page, title, description, t, tBrochure } = options;
  const path = PAGE_PATHS[page];
  const url = absolute(origin, localizedPath(language, path));
  const ids = {
    website: `${absolute(origin, localizedPath(language, '/'))}#website`,
    school: `${school.officialSiteUrl}#school`,
    page: url,
    breadcrumb: `${url}#breadcrumb`,
  };
  const programme = (id: 'igcse' | 'ibdp'): EducationalOccupationalProgram => ({
    '@type': 'EducationalOccupationalProgram',
    name: tBrochure(`programmes.${id}.name`),
    description: tBrochure(`programmes.${id}.description`),
    provider: { '@id': ids.school },
  });
  const schoolNode: School = {
    '@type': 'School',
    '@id': ids.school,
    name: t('school.name'),
    url: school.officialSiteUrl,
    sameAs: school.officialSiteUrl,
    foundingDate: formatYear('en', school.established),
    telephone: dialString(school.phone),
    email: school.admissionsEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: t('school.address'),
      addressLocality: t('school.locality'),
      postalCode: school.postalCode,
      addressCountry: school.country,
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: tBrochure('programmes.title'),
      itemListElement: [programme('igcse'), programme('ibdp')],
    },
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': ids.website,
    url: absolute(origin, localizedPath(language, '/')),
    name: t('school.name'),
    description: `${t('banner.classProject')} ${t('banner.notOfficial')}`,
    inLanguage: language,
    about: { '@id': ids.school },
  };
  // The same page in the other languages: translations of the English one.
  const translations = LANGUAGES.filter((other) => other !== language).map((other) => ({
    '@type': 'WebPage' as const,
    '@id': absolute(origin, localizedPath(other, path)),
    url: absolute(origin, localizedPath(other, path)),
    inLanguage: other,
  }));
  const webPage: WebPage = {
    '@type': 'WebPage',
    '@id': ids.page,
    url,
    name: title,
    description,
    inLanguage: language,
    isPartOf: { '@id': ids.website },
    about: { '@id': ids.school },
    ...(language === DEFAULT_LANGUAGE
      ? { workTranslation: translations }
      : {
          translationOfWork: translations.find((other) => other.inLanguage === DEFAULT_LANGUAGE),
          workTranslation: translations.filter((other) => other.inLanguage !== DEFAULT_LANGUAGE),
        }),
    ...(page === 'home' ? {} : { breadcrumb: { '@id': ids.breadcrumb } }),
  };
  const nodes: (WebSite | WebPage | School | BreadcrumbList)[] = [website, webPage, schoolNode];
  if (page !== 'home') {
    const breadcrumb: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      '@id': ids.breadcrumb,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: t('nav.home'),
          item: absolute(origin, localizedPath(language, '/')),
        },
        { '@type': 'ListItem', position: 2, name: t(`meta.${page}.title`), item: url },
      ],
    };
    nodes.push(breadcrumb);
  }
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * The graph as a `<script type="application/ld+json">` element. `<` is written `\u003c`, so
 * no text in it can close the element or open a comment; JSON reads it back the same. A data
 * block, not a script: the Content-Security-Policy does not apply to it and no browser runs it.
 */
export function jsonLdScript(graph: Graph): string {
  return dataBlock('application/ld+json', graph);
}
