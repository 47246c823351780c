import type { RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { RouteErrorPage } from './RouteErrorPage';
import { loadPage } from '../pages/pageLoading';
import { PAGE_PATHS, ROUTED_PAGES } from '../pages/registry';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Called before a navigation commits, so the new page renders in its own language. */
export type LanguageSync = (pathname: string) => Promise<void>;

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
        await syncLanguage(new URL(request.url).pathname);
        return null;
      },
      children: [
        // Each page of the registry, its own chunk.
        ...ROUTED_PAGES.map((page): RouteObject => {
          const lazy = () => loadPage(page);
          const path = PAGE_PATHS[page];
          return path === '/' ? { index: true, lazy } : { path: path.slice(1), lazy };
        }),
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
