// The base styles come first in the app's stylesheet, before any component's.
import '../styles/global.scss';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { AppShell } from '../shell/AppShell';
import { SiteRouter } from '../shell/SiteRouter';
import { loader, loadPage } from '../pages/pageLoading';
import { shouldHydrate } from './prerenderMark';
import { namespacesOf, pageAt } from '../pages/registry';
import { startI18n } from '../i18n/client';
import { FORMATTED_BLOCK_ID, seedFormatted } from '../i18n/format';
import { readDataBlock } from '../prerender/dataBlock';
import { readPartStyles } from '../hydration/partStyles';

/** Resolves in a task of its own. */
const nextTask = () => new Promise((next) => setTimeout(next));

/**
 * Starts the app on the prerendered page (or renders it afresh when the HTML is another
 * page's). Rejects, leaving the page as it is, when any of its text or code could not be
 * downloaded: src/main.tsx calls it again, and it asks again only for what is missing.
 */
export async function start() {
  // The app's code ran (the vendor chunk's first evaluation) in the task before.
  await nextTask();
  const container = document.getElementById('root');
  if (!container) return;
  const page = pageAt(window.location.pathname);
  // The page's text and its code arrive side by side (src/main.tsx asked for both at once).
  // Starting i18next and the page's module each run much code for the first time (tens of ms
  // of a cheap phone's main thread): a task each. Hydration needs both: without its text the
  // page would not match its HTML (React would throw the HTML away and show the text's keys),
  // without its code it would render nothing.
  const [i18n] = await Promise.all([
    startI18n(namespacesOf(page)),
    page === 'notFound' ? null : nextTask().then(() => loadPage(page)),
  ]);

  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SiteRouter loader={loader}>
          <AppShell />
        </SiteRouter>
      </I18nextProvider>
    </StrictMode>
  );

  const { prerenderedPath, prerenderedLanguage } = container.dataset;
  const mark =
    prerenderedPath === undefined
      ? null
      : { path: prerenderedPath, language: prerenderedLanguage ?? '' };
  if (shouldHydrate(mark, window.location.pathname)) {
    // The page's numbers as the prerenderer formatted them: hydration reuses them instead of
    // making the page's first Intl formatter (slow: see src/i18n/format.ts) while it runs.
    seedFormatted(readDataBlock(FORMATTED_BLOCK_ID));
    // The stylesheets its islands link, so that they hydrate with the same links.
    readPartStyles();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread (and a parent's first tap) for the whole page at once.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
