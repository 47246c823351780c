import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { samePageIn, splitLanguagePath } from '../../i18n/paths';
import {
  browserStorage,
  preferredBrowserLanguage,
  readStoredLanguage,
  suggestLanguage,
} from '../../i18n/preference';
import { loadLanguage } from '../../i18n/loading';

export interface Offer {
  language: Language;
  dismiss: () => void;
}

/**
 * On arrival at an English URL: a remembered Hindi or Marathi choice replaces the URL with
 * that language's page; a Hindi or Marathi browser with no remembered choice gets an offer
 * (returned here once that language's text is loaded, so the offer speaks it).
 */
export function useRememberedLanguage(): Offer | null {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [offered, setOffered] = useState<Language | null>(null);
  const onEnglishPage = !splitLanguagePath(pathname).prefixed;

  useEffect(() => {
    if (!onEnglishPage) return;
    const suggestion = suggestLanguage({
      urlLanguage: 'en',
      stored: readStoredLanguage(browserStorage()),
      browser: preferredBrowserLanguage(navigator.languages),
    });
    if (suggestion.kind === 'redirect') {
      void navigate(samePageIn(suggestion.to, { pathname, search, hash }), { replace: true });
    } else if (suggestion.kind === 'offer') {
      let cancelled = false;
      void loadLanguage(i18n, suggestion.language).then((ok) => {
        if (ok && !cancelled) setOffered(suggestion.language);
      });
      return () => {
        cancelled = true;
      };
    }
    return undefined;
    // Only on arrival: later navigations inside the site must not re-run the decision.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!offered || !onEnglishPage) return null;
  return { language: offered, dismiss: () => setOffered(null) };
}
