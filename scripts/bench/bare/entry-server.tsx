import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createInstance, type ResourceKey } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BASENAME, i18nOptions, LANGUAGES, pathOf, SiteRoutes, type Language } from './app';

export { BASENAME, LANGUAGES, pathOf };

const files = import.meta.glob<ResourceKey>('./locales/*/page.json', {
  import: 'default',
  eager: true,
});

/** The page in one language: its body HTML and its title. */
export function render(language: Language): { html: string; title: string } {
  const page = files[`./locales/${language}/page.json`];
  if (!page) throw new Error(`No locales/${language}/page.json`);
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: { [language]: { page } },
    initAsync: false,
  });
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouter basename={BASENAME} location={`${BASENAME}${pathOf(language)}`}>
          <SiteRoutes />
        </StaticRouter>
      </I18nextProvider>
    </StrictMode>,
  );
  // The app's key types (src/i18n/i18next.d.ts) know only the app's namespaces.
  const title = (i18n.t as unknown as (key: string) => string)('title');
  return { html, title };
}
