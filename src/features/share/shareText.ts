import i18next from 'i18next';
import { loadLanguage } from '../../i18n/loading';

/**
 * The share button's text, in the page's language, for a page part that hydrates after the
 * page (src/hydration/Island.tsx): the button is no reason to hold the page back. The prerenderer
 * renders with every file at hand (src/i18n/server.ts), so it has nothing to fetch.
 */
export async function loadShareText() {
  if (!i18next.isInitialized) return;
  if (!(await loadLanguage(i18next, i18next.language, ['share']))) {
    throw new Error('The share button’s text could not be loaded');
  }
}
