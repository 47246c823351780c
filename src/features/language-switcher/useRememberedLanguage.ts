import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { Language } from '../../i18n/languages';
import { samePageIn, splitLanguagePath } from '../../i18n/paths';
import { preferredBrowserLanguage, suggestLanguage } from '../../i18n/preference';
import { readStoredLanguage, storeLanguage } from './rememberedLanguage';
import { storageArea } from '../../ui/storage';
import { loadLanguage } from '../../i18n/loading';

/** The browser's preferred languages, as i18next's browser language detector reads them. */
async function browserLanguages(i18n: i18n): Promise<string[]> {
  try {
    const { default: LanguageDetector } = await import('i18next-browser-languagedetector');
    const found = new LanguageDetector(i18n.services, { order: ['navigator'] }).detect();
    return typeof found === 'string' ? [found] : (found ?? []);
  } catch {
    // Its chunk failed to arrive: no offer, which is what a visitor without one sees anyway.
    return [];
  }
}

export interface Offer {
  language: Language;
  dismiss: () => void;
  /** Remembers the parent's answer (handed in, so the offer's own chunk needs no storage code). */
  remember: (language: Language) => void;
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
    let cancelled = false;
    const stored = readStoredLanguage(storageArea('local'));
    const act = (browser: Language | null) => {
      const suggestion = suggestLanguage({ urlLanguage: 'en', stored, browser });
      if (suggestion.kind === 'redirect') {
        void navigate(samePageIn(suggestion.to, { pathname, search, hash }), { replace: true });
      } else if (suggestion.kind === 'offer') {
        void loadLanguage(i18n, suggestion.language).then((ok) => {
          if (ok && !cancelled) setOffered(suggestion.language);
        });
      }
    };
    if (stored) {
      // A remembered choice decides alone, at once.
      act(null);
    } else {
      // The browser's languages only ever earn an offer, so the detector that reads them
      // comes in its own small chunk, after the page is live, and only to English pages.
      void browserLanguages(i18n).then((languages) => {
        if (!cancelled) act(preferredBrowserLanguage(languages));
      });
    }
    return () => {
      cancelled = true;
    };
    // Only on arrival: later navigations inside the site must not re-run the decision.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!offered || !onEnglishPage) return null;
  return {
    language: offered,
    dismiss: () => setOffered(null),
    remember: (language) => storeLanguage(storageArea('local'), language),
  };
}
