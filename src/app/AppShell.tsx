import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DisclaimerBanner } from './DisclaimerBanner';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';
import { HYDRATED_EVENT } from './earlyTaps';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { pageAt, pageDescription, pageTitle, type PageId } from './pages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LanguageOffer } from '../features/language-switcher/LanguageOffer';
import { useRememberedLanguage } from '../features/language-switcher/useRememberedLanguage';
import { useLanguage } from '../i18n/useLanguage';

/** Keeps `<html lang>`, the title and the description in step with the page after hydration. */
function useDocumentHead(page: PageId) {
  const language = useLanguage();
  const { t } = useTranslation();
  const title = pageTitle(t, page);
  const description = pageDescription(t, page, language);
  // In the commit that hydrates the page, before any effect asks for more code.
  useLayoutEffect(() => {
    // Tells tests (and curious engineers) that the page is live, not just prerendered HTML;
    // the budget and the benchmark count the scripts requested before this mark.
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('hydrated');
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [language, title, description]);
}

export function AppShell() {
  // `/foo`, `/xx/academics` and `/hi/foo` are all the 404 page, in the prefix's language.
  const page = pageAt(useLocation().pathname);
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
        {page === 'notFound' ? <NotFoundPage /> : <Outlet />}
      </main>
      <SiteFooter page={page} />
    </>
  );
}
