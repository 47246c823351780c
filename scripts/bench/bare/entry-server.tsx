import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createInstance, type ResourceKey } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BASENAME, i18nOptions, LANGUAGES, pathOf, routes, type Language } from './app';

export { BASENAME, LANGUAGES, pathOf };

const files = import.meta.glob<ResourceKey>('./locales/*/page.json', {
  import: 'default',
  eager: true,
});

/** The page in one language: its body HTML and its title. */
export async function render(language: Language): Promise<{ html: string; title: string }> {
  const page = files[`./locales/${language}/page.json`];
  if (!page) throw new Error(`No locales/${language}/page.json`);
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: { [language]: { page } },
    initAsync: false,
  });
  const handler = createStaticHandler(routes, { basename: BASENAME });
  const url = `http://localhost${BASENAME}${pathOf(language)}`;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </StrictMode>,
  );
  // The app's key types (src/i18n/i18next.d.ts) know only the app's namespaces.
  const title = (i18n.t as unknown as (key: string) => string)('title');
  return { html, title };
}
