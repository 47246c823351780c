import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BASENAME, i18nOptions, languageAt, SiteRoutes } from './app';

// One lazy chunk per language, as src/i18n/localeLoaders.ts does.
const loaders = import.meta.glob<ResourceKey>('./locales/*/page.json', { import: 'default' });

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locales/${language}/${namespace}.json`), false);
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({ ...i18nOptions, lng: languageAt(window.location.pathname) });
  hydrateRoot(
    container,
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <BrowserRouter basename={BASENAME}>
          <SiteRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
