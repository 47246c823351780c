import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createRoutes } from './app/routes';
import { shouldHydrate } from './app/hydration';
import { namespacesOf, pageAt } from './app/pages';
import { startI18n } from './i18n/client';
import { loadLanguage } from './i18n/loading';
import './styles/global.scss';
import './styles/loadFont'; // applies Baloo 2 after load (src/styles/loadFont.ts)

/**
 * Loads the page module the URL needs before hydrating, so the first client render matches
 * the prerendered HTML instead of rendering nothing while the chunk arrives.
 */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  const routes = createRoutes(async (language, namespaces) => {
    if (!(await loadLanguage(i18next, language, namespaces))) {
      throw new Error(`The ${language} text could not be loaded`);
    }
    if (i18next.resolvedLanguage !== language) await i18next.changeLanguage(language);
  });
  // The page's text and its code arrive side by side (the HTML preloads both).
  const [i18n] = await Promise.all([
    startI18n(namespacesOf(pageAt(window.location.pathname))),
    resolveLazyMatches(routes),
  ]);
  const router = createBrowserRouter(
    routes,
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
