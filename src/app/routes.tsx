import type { RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { RouteErrorPage } from './RouteErrorPage';
import { namespacesOf, pageAt } from './pages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { splitLanguagePath } from '../i18n/paths';
import type { Language } from '../i18n/languages';
import type { Namespace } from '../i18n/namespaces';
import { isPageLive } from '../ui/pageLive';

/** Called before a navigation commits, so the new page renders in its own language. */
export type LanguageSync = (language: Language, namespaces: Namespace[]) => Promise<void>;

/** The module behind each lazily loaded page, for the prerenderer's preload hints. */
export const PAGE_MODULES = {
  home: 'src/pages/HomePage.tsx',
  academics: 'src/pages/AcademicsPage.tsx',
  brochure: 'src/pages/BrochurePage.tsx',
} as const;

/**
 * Parts of a page in its HTML that hydrate after it (src/ui/LaterPart.tsx): the prerenderer
 * links their stylesheets (their HTML is on the page) but leaves their code out of what the
 * page loads before it is live.
 */
export const LATER_PART_MODULES: Partial<Record<keyof typeof PAGE_MODULES, string[]>> = {
  home: ['src/pages/HomeRest.tsx'],
};

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
          lazy: async () => {
            const { HomePage, preloadHomePage } = await import('../pages/HomePage');
            // A navigation shows the whole page at once; on arrival, the part below the first
            // screen hydrates after the rest (src/ui/LaterPart.tsx).
            if (isPageLive()) await preloadHomePage();
            return { Component: HomePage };
          },
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
