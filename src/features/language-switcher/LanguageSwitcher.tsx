import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages';
import { samePageIn, splitLanguagePath } from '../../i18n/paths';
import { storeLanguage } from './rememberedLanguage';
import { storageArea } from '../../ui/storage';
import { loadLanguage } from '../../i18n/loading';
import { ConnectionNotice } from '../../ui/ConnectionNotice';
import { isPlainClick } from '../../ui/plainClick';
import { PENDING_ATTRIBUTE as PENDING, whenIslandsLive } from '../../hydration/hydrated';
import type { ReadingPlace } from './readingPlace';
import styles from './LanguageSwitcher.module.scss';

type Ahead = typeof import('./ahead');
let ahead: Promise<Ahead> | null = null;
let aheadHere: Ahead | null = null;
/** The switch's helpers (./ahead.ts), fetched once: after the page is live, or at a tap. */
function loadAhead(): Promise<Ahead> {
  ahead ??= import('./ahead').then((helpers) => (aheadHere = helpers));
  return ahead;
}

/**
 * Once the page and its islands are live, the text of this page in the other languages comes
 * at idle (./prefetchLanguages.ts), so a tap on a language shows the page at once.
 */
function usePrefetch(language: Language, pathname: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    const controller = new AbortController();
    void whenIslandsLive()
      .then(loadAhead)
      .then(({ prefetchLanguages }) =>
        controller.signal.aborted
          ? undefined
          : prefetchLanguages(i18n, language, controller.signal),
      )
      .catch(() => {}); // its chunk did not come: a tap fetches what it needs then
    return () => controller.abort();
  }, [i18n, language, pathname]);
}

interface Switch {
  to: string;
  link: HTMLElement;
  place: ReadingPlace | null;
  release?: () => void;
}

/**
 * Keeps the element the parent is reading where it is on screen through a change of language
 * (./readingPlace.ts): `start()` notes it at the tap; each commit that follows puts it back
 * before it is drawn (the text changes, then the URL), and it is held while fonts settle.
 */
function useReadingPlace(pathname: string, language: string) {
  const current = useRef<Switch | null>(null);
  const end = () => {
    current.current?.link.removeAttribute(PENDING);
    current.current = null;
  };
  useLayoutEffect(() => {
    const pending = current.current;
    if (!pending) return;
    if (pending.place && aheadHere) {
      aheadHere.restoreReadingPlace(pending.place);
      pending.release ??= aheadHere.holdReadingPlace(pending.place);
    }
    if (pathname === pending.to) end();
  }, [pathname, language]);
  return {
    /** A switch to `to` from `link`: pressed at once, the place noted as soon as it can be. */
    start(to: string, link: HTMLElement) {
      current.current?.release?.();
      end();
      link.setAttribute(PENDING, '');
      current.current = { to, link, place: null };
    },
    /**
     * Notes where the parent is reading, just before the switch changes anything (the text
     * changes only once the URL does), if the helpers are here: the switch never waits for
     * them.
     */
    note() {
      if (current.current && aheadHere) current.current.place = aheadHere.readingPlace();
    },
    ready: () => loadAhead().catch(() => null),
    /** The switch did not happen. */
    cancel: end,
  };
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
  const readingPlace = useReadingPlace(pathname, i18n.resolvedLanguage ?? current);
  usePrefetch(current, pathname);

  const choose = async (event: MouseEvent<HTMLAnchorElement>, language: Language) => {
    if (!isPlainClick(event)) return; // let "open in new tab" work as usual
    event.preventDefault();
    setFailed(null);
    storeLanguage(storageArea('local'), language);
    if (language === current) return;
    const to = samePageIn(language, { pathname, search, hash: window.location.hash });
    // Pressed until the page shows in that language (its text may still have to come).
    readingPlace.start(to.split(/[?#]/)[0] ?? to, event.currentTarget);
    // The helpers are normally here (fetched once the page was live); if not, the switch waits
    // for them beside the text, but never more than a moment.
    const moment = new Promise<null>((resolve) => setTimeout(() => resolve(null), 300));
    const [loaded] = await Promise.all([
      loadLanguage(i18n, language),
      Promise.race([readingPlace.ready(), moment]),
    ]);
    if (!loaded) {
      readingPlace.cancel();
      setFailed(language);
      return;
    }
    readingPlace.note();
    void navigate(to);
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
