// The bare page: the site's stack (React, React Router, i18next) and nothing
// else, one heading and one paragraph per language. `npm run bench` compares the real pages
// with it, to tell the cost of the stack from the cost of the site.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const BASENAME = '/__bench/bare';

/** A language's path below the basename: `/`, `/hi/`, `/mr/`. */
export const pathOf = (language: Language) => (language === 'en' ? '/' : `/${language}/`);

export const languageAt = (pathname: string): Language =>
  LANGUAGES.find(
    (language) => language !== 'en' && pathname.startsWith(`${BASENAME}/${language}/`),
  ) ?? 'en';

function Page() {
  // The app's key types (src/i18n/i18next.d.ts) know only the app's namespaces, not this one.
  const text = useTranslation().t as unknown as (key: string) => string;
  useEffect(() => {
    // As the real app does: the moment the page is live.
    performance.mark('hydrated');
  }, []);
  return (
    <main>
      <h1>{text('heading')}</h1>
      <p>{text('body')}</p>
    </main>
  );
}

/** One route per language, as the site's router matches its pages. */
export function SiteRoutes() {
  return (
    <Routes>
      {LANGUAGES.map((language) => (
        <Route key={language} path={pathOf(language)} element={<Page />} />
      ))}
    </Routes>
  );
}

export const i18nOptions = {
  ns: ['page'],
  defaultNS: 'page',
  fallbackLng: false as const,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
