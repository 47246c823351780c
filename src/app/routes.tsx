import type { RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './pages';
import { HomePage } from '../pages/HomePage';
import { AcademicsPage } from '../pages/AcademicsPage';
import { BrochurePage } from '../pages/BrochurePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { splitLanguagePath } from '../i18n/paths';
import type { Language } from '../i18n/languages';

/** Called before a navigation commits, so the new page renders in its own language. */
export type LanguageSync = (language: Language) => Promise<void>;

const handle = (page: RouteHandle['page']): RouteHandle => ({ page });

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
      loader: async ({ request }) => {
        await syncLanguage(splitLanguagePath(new URL(request.url).pathname).language);
        return null;
      },
      children: [
        { index: true, Component: HomePage, handle: handle('home') },
        { path: 'academics', Component: AcademicsPage, handle: handle('academics') },
        { path: 'brochure', Component: BrochurePage, handle: handle('brochure') },
        { path: '*', Component: NotFoundPage, handle: handle('notFound') },
      ],
    },
  ];
}
