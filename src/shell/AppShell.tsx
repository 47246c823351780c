import { createElement, lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DisclaimerBanner } from './DisclaimerBanner';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SkipLink } from './SkipLink';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { pageAt, pageDescription, pageTitle, type PageId } from '../pages/registry';
import { isPageReady, pageComponent, preparePage } from '../pages/pageLoading';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useRememberedLanguage } from '../features/language-switcher/useRememberedLanguage';
import { offerFollowsPage } from '../features/language-switcher/offer';
import { useLanguage } from '../i18n/useLanguage';
import { markHydrated } from '../hydration/hydrated';
import { ClientOnly } from '../hydration/ClientOnly';

// After the page is live (./NetworkGuards.tsx). Without it (its code did not arrive), the page
// works as before.
const NetworkGuards = lazy(() =>
  import('./NetworkGuards').then(
    ({ NetworkGuards }) => ({ default: NetworkGuards }),
    () => ({ default: () => null }),
  ),
);

/** Keeps `<html lang>`, the title and the description in step with the page after hydration. */
function useDocumentHead(page: PageId) {
  const language = useLanguage();
  const { t } = useTranslation();
  const title = pageTitle(t, page);
  const description = pageDescription(t, page, language);
  // In the commit that hydrates the page, before any effect asks for more code.
  useLayoutEffect(markHydrated, []);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [language, title, description]);
}

export function AppShell() {
  // `/foo`, `/xx/academics` and `/hi/foo` are all the 404 page, in the prefix's language.
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  useDocumentHead(page);
  useScrollOnNavigate();
  useRememberedLanguage();
  const language = useLanguage();
  useEffect(() => offerFollowsPage(language), [pathname, language]);

  return (
    <>
      <SkipLink />
      <DisclaimerBanner />
      <SiteHeader
        notice={
          // Says what could not be downloaded where the language switcher says it.
          <ClientOnly>
            <Suspense fallback={null}>
              <NetworkGuards
                {...{ isPageReady, preparePage, navigate, pathname, i18n }}
                message={t('connection.pageFailed')}
                retryLabel={t('connection.retry')}
              />
            </Suspense>
          </ClientOnly>
        }
      />
      <main id="main" tabIndex={-1}>
        {/* The page's own component, loaded before the page is shown (../pages/pageLoading.ts). */}
        {createElement(page === 'notFound' ? NotFoundPage : pageComponent(page))}
      </main>
      <SiteFooter page={page} />
    </>
  );
}
