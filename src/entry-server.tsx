import { StrictMode } from 'react';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { AppShell } from './shell/AppShell';
import { loadPage } from './pages/pageLoading';
import { headTags, robotsTxt, sitemapXml } from './prerender/head';
import { jsonLdScript, structuredData } from './prerender/structuredData';
import {
  LATER_PARTS,
  namespacesOf,
  PAGE_MODULES,
  PAGE_PATHS,
  pageDescription,
  pageTitle,
  type PageId,
} from './pages/registry';
import { createServerI18n } from './i18n/server';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n/languages';
import { localizedPath } from './i18n/paths';
import { FORMATTED_BLOCK_ID, type FormattedEntry } from './i18n/format';
import { recordFormatted } from './i18n/formatRecording';
import { dataBlock } from './prerender/dataBlock';
import { setPartStyles } from './hydration/partStyles';
import { school } from './config/school';
import { DisclaimerBanner } from './shell/DisclaimerBanner';
import { EnquiryPage, type EnquiryOutcome } from './pages/EnquiryPage';
import type { Refused } from './features/contact/EnquiryForm';
import { OFFER_BLOCK_ID, type OfferBlock } from './features/language-switcher/offer';
import headerStyles from './shell/SiteHeader.module.scss';

export {
  LANGUAGES,
  OFFER_BLOCK_ID,
  LATER_PARTS,
  PAGE_MODULES,
  PAGE_PATHS,
  localizedPath,
  namespacesOf,
  robotsTxt,
  setPartStyles,
  sitemapXml,
};
/** Where the contact form sends (ENQUIRIES, see src/config/enquiries.mjs). */
export const ENQUIRIES = __ENQUIRIES__;
/** The origin the build was given (SITE_ORIGIN, see src/config/siteOrigin.ts). */
export const SITE_ORIGIN = school.siteOrigin;

export interface PrerenderedPage {
  language: Language;
  page: PageId;
  /** The URL path the page is served at ('' for a 404 page, served for unknown paths). */
  path: string;
  html: string;
  head: string;
  /**
   * The numbers the page shows as Intl formatted them here, for hydration to reuse
   * (src/i18n/format.ts); the prerenderer adds the same page's in the other languages
   * (`formattedBlock`), so a switch of language makes no formatter either.
   */
  formatted: FormattedEntry[];
}

/** The page's list of numbers formatted, in its head (`seedFormatted` reads it). */
export function formattedBlock(entries: FormattedEntry[]) {
  return dataBlock('application/json', entries, FORMATTED_BLOCK_ID);
}

/**
 * What an English page carries for the offer to read it in the browser's language
 * (src/features/language-switcher/offer.ts): the offer's words in each other language, and
 * the class names that give it the header's look.
 */
function offerBlock(): OfferBlock {
  const words = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => {
    const t = createServerI18n(language).getFixedT(language, 'common');
    const offer = {
      label: t('offer.label'),
      message: t('offer.message'),
      accept: t('offer.accept'),
      dismiss: t('offer.dismiss'),
    };
    return [language, offer] as const;
  });
  const className = (name: string) => {
    const found = headerStyles[name];
    if (!found) throw new Error(`SiteHeader.module.scss has no .${name}`);
    return found;
  };
  return {
    classes: {
      offer: className('offer'),
      message: className('offerMessage'),
      actions: className('offerActions'),
      accept: className('offerAccept'),
      dismiss: className('offerDismiss'),
    },
    words: Object.fromEntries(words),
  };
}

/** Renders one page in one language to HTML, the way the browser will hydrate it. */
export async function render(language: Language, page: PageId): Promise<PrerenderedPage> {
  const i18n = createServerI18n(language);
  const path = page === 'notFound' ? '' : localizedPath(language, PAGE_PATHS[page]);
  const url = path || localizedPath(language, '/404');
  if (page !== 'notFound') await loadPage(page);
  // Unlike renderToString, a prerender waits for every lazy part, so parts whose code the
  // browser fetches after the page is live (src/hydration/Island.tsx) are in the HTML too, in
  // place: with no chunk size limit, React never moves a large part to the end of the page
  // with an inline script to put it back (which the Content-Security-Policy would block).
  const { result: html, formatted } = await recordFormatted(async () => {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={url}>
            <AppShell />
          </StaticRouter>
        </I18nextProvider>
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return text(prelude);
  });
  const t = i18n.getFixedT(language, 'common');
  const headTagsOfPage = headTags({
    origin: school.siteOrigin,
    language,
    page,
    title: pageTitle(t, page),
    description: pageDescription(t, page, language),
    siteName: t('school.name'),
    imageAlt: t('meta.ogImageAlt'),
    homeScreenName: t('meta.homeScreenName'),
  });
  const blocks =
    language === DEFAULT_LANGUAGE
      ? [dataBlock('application/json', offerBlock(), OFFER_BLOCK_ID)]
      : [];
  const head = [headTagsOfPage, ...blocks].join('\n    ');
  if (page === 'notFound') return { language, page, path, html, head, formatted };
  // What search engines read about the page and the school, in the page's language.
  const jsonLd = jsonLdScript(
    structuredData({
      origin: school.siteOrigin,
      language,
      page,
      title: pageTitle(t, page),
      description: pageDescription(t, page, language),
      t,
      tBrochure: i18n.getFixedT(language, 'brochure'),
    }),
  );
  return { language, page, path, html, head: `${head}\n    ${jsonLd}`, formatted };
}

/**
 * A page the enquiries service answers a form posted without script with (server/pages.mjs
 * puts it in the home page's head, so it has the site's styles under the same policy): its
 * title and the body's HTML.
 */
export function renderEnquiryPage(
  language: Language,
  outcome: EnquiryOutcome,
  refused?: Refused,
): { title: string; html: string } {
  const i18n = createServerI18n(language);
  const t = i18n.getFixedT(language, 'home');
  const titleKey = {
    sent: 'sentTitle',
    invalid: 'invalidTitle',
    tooLarge: 'tooLargeTitle',
    busy: 'busyTitle',
    failed: 'failedTitle',
  } as const;
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={localizedPath(language, '/')}>
        <DisclaimerBanner />
        <EnquiryPage outcome={outcome} refused={refused} />
      </StaticRouter>
    </I18nextProvider>,
  );
  return {
    title: `${t(`contact.page.${titleKey[outcome]}`)} — ${i18n.getFixedT(language, 'common')('school.name')}`,
    html,
  };
}
