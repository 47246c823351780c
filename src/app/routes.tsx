import type { RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { RouteErrorPage } from './RouteErrorPage';
import { namespacesOf, pageAt } from './pages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { splitLanguagePath } from '../i18n/paths';
import type { Language } from '../i18n/languages';
import type { Namespace } from '../i18n/namespaces';

/** Called before a navigation commits, so the new page renders in its own language. */
export type LanguageSync = (language: Language, namespaces: Namespace[]) => Promise<void>;

/** The module behind each lazily loaded page, for the prerenderer's preload hints. */
export const PAGE_MODULES = {
  home: 'src/pages/HomePage.tsx',
  academics: 'src/pages/AcademicsPage.tsx',
  brochure: 'src/pages/BrochurePage.tsx',
} as const;

/**
 * One route tree for every language (`/:lang?`), so switching language keeps every component
 * mounted and its state (an open tour, a like) intact. The shell turns an unknown prefix
 * into the 404 page.
 */
export function createRoutes(syncLanguage: LanguageSync): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/:lang?',
      Component: AppShell,
      ErrorBoundary: RouteErrorPage,
      // Every change of page may need other text (its namespaces); a hash change does not.
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      loader: async ({ request }) => {
        const { pathname } = new URL(request.url);
        await syncLanguage(splitLanguagePath(pathname).language, namespacesOf(pageAt(pathname)));
        return null;
      },
      children: [
        // Each page is its own chunk, so a parent opening the brochure does not download the
        // home page's sections. The prerendered HTML preloads the chunk of its own page.
        {
          index: true,
          lazy: async () => ({ Component: (await import('../pages/HomePage')).HomePage }),
        },
        {
          path: 'academics',
          lazy: async () => ({ Component: (await import('../pages/AcademicsPage')).AcademicsPage }),
        },
        {
          path: 'brochure',
          lazy: async () => ({ Component: (await import('../pages/BrochurePage')).BrochurePage }),
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
