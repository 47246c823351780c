import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import { samePageIn, splitLanguagePath } from '../../i18n/paths';
import { suggestLanguage } from '../../i18n/preference';
import { readStoredLanguage } from './rememberedLanguage';
import { storageArea } from '../../ui/storage';

/**
 * On arrival at an English URL, a remembered Hindi or Marathi choice replaces the URL with that
 * language's page. (A browser that only prefers one gets an offer, never a redirect:
 * ./offer.ts, shown by the page's entry script.)
 */
export function useRememberedLanguage() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const onEnglishPage = !splitLanguagePath(pathname).prefixed;

  useEffect(() => {
    if (!onEnglishPage) return;
    const stored = readStoredLanguage(storageArea('local'));
    const suggestion = suggestLanguage({
      defaultLanguage: DEFAULT_LANGUAGE,
      urlLanguage: DEFAULT_LANGUAGE,
      stored,
      browser: null,
    });
    if (suggestion.kind === 'redirect')
      void navigate(samePageIn(suggestion.to, { pathname, search, hash }), { replace: true });
    // Only on arrival: later navigations inside the site must not re-run the decision.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
