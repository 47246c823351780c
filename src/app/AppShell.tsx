import { useEffect } from 'react';
import { Outlet, useMatches, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DisclaimerBanner } from './DisclaimerBanner';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { isRouteHandle, pageDescription, pageTitle, type PageId } from './pages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LanguageOffer } from '../features/language-switcher/LanguageOffer';
import { useRememberedLanguage } from '../features/language-switcher/useRememberedLanguage';
import { useLanguage } from '../i18n/useLanguage';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';

/** True for `/foo` or `/xx/academics`: a first segment that is not a language we publish. */
function useUnknownPrefix(): boolean {
  const { lang } = useParams();
  return lang !== undefined && (lang === DEFAULT_LANGUAGE || !isLanguage(lang));
}

function usePageId(unknownPrefix: boolean): PageId {
  const matches = useMatches();
  if (unknownPrefix) return 'notFound';
  const handle = matches.at(-1)?.handle;
  return isRouteHandle(handle) ? handle.page : 'notFound';
}

/** Keeps `<html lang>`, the title and the description in step with the page after hydration. */
function useDocumentHead(page: PageId) {
  const language = useLanguage();
  const { t } = useTranslation();
  const title = pageTitle(t, page);
  const description = pageDescription(t, page, language);
  useEffect(() => {
    // Tells tests (and curious engineers) that the page is live, not just prerendered HTML.
    document.documentElement.dataset.hydrated = 'true';
    document.documentElement.lang = language;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [language, title, description]);
}

export function AppShell() {
  const unknownPrefix = useUnknownPrefix();
  const page = usePageId(unknownPrefix);
  useDocumentHead(page);
  useScrollOnNavigate();
  const offer = useRememberedLanguage();

  return (
    <>
      <SkipLink />
      <DisclaimerBanner />
      {offer && <LanguageOffer {...offer} />}
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {unknownPrefix ? <NotFoundPage /> : <Outlet />}
      </main>
      <SiteFooter />
    </>
  );
}
