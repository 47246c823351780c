import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createRoutes } from './app/routes';
import { shouldHydrate } from './app/hydration';
import { startI18n } from './i18n/client';
import { loadLanguage } from './i18n/loading';
import './styles/global.scss';

async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  const i18n = await startI18n();

  const router = createBrowserRouter(
    createRoutes(async (language) => {
      if (i18n.resolvedLanguage === language) return;
      if (!(await loadLanguage(i18n, language))) {
        throw new Error(`The ${language} text could not be loaded`);
      }
      await i18n.changeLanguage(language);
    }),
    // The prerendered page was made with the root loader already run (it returns nothing).
    { hydrationData: { loaderData: { root: null } } },
  );

  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );

  const { prerenderedPath, prerenderedLanguage } = container.dataset;
  const mark =
    prerenderedPath === undefined
      ? null
      : { path: prerenderedPath, language: prerenderedLanguage ?? '' };
  if (shouldHydrate(mark, window.location.pathname)) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
