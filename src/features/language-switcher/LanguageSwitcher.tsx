import { useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages';
import { samePageIn, splitLanguagePath } from '../../i18n/paths';
import { storeLanguage } from './rememberedLanguage';
import { storageArea } from '../../ui/storage';
import { loadLanguage } from '../../i18n/loading';
import { ConnectionNotice } from '../../ui/ConnectionNotice';
import styles from './LanguageSwitcher.module.scss';

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Links to the same page in each language, each named in its own script. Choosing one
 * remembers it, loads that language's text and only then changes the URL prefix, keeping the
 * `#section` and every piece of page state; if the text cannot be loaded the page stays as it
 * is and says so. The app says the same of another page in the same place (`notice`).
 */
export function LanguageSwitcher({ notice }: { notice?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = splitLanguagePath(pathname).language;
  const [failed, setFailed] = useState<Language | null>(null);

  const choose = async (event: MouseEvent<HTMLAnchorElement>, language: Language) => {
    if (!isPlainClick(event)) return; // let "open in new tab" work as usual
    event.preventDefault();
    setFailed(null);
    storeLanguage(storageArea('local'), language);
    if (language === current) return;
    if (!(await loadLanguage(i18n, language))) {
      setFailed(language);
      return;
    }
    void navigate(samePageIn(language, { pathname, search, hash: window.location.hash }));
  };

  return (
    <div className={styles.switcher}>
      <nav aria-label={t('switcher.label')}>
        <ul className={styles.list}>
          {LANGUAGES.map((language) => {
            const isCurrent = language === current;
            return (
              <li key={language}>
                <a
                  className={styles.option}
                  href={samePageIn(language, { pathname, search })}
                  hrefLang={language}
                  lang={language}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={(event) => void choose(event, language)}
                >
                  {LANGUAGE_NAMES[language]}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* On the page from the start, so a screen reader announces what appears in it. */}
      <div role="status" className={styles.notice}>
        {failed && (
          <ConnectionNotice
            message={t('switcher.loadFailed', { language: LANGUAGE_NAMES[failed] })}
          />
        )}
        {notice}
      </div>
    </div>
  );
}
