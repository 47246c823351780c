import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { samePageIn } from '../../i18n/paths';
import type { Offer } from './useRememberedLanguage';
import { offerDrop } from './offerSpot';
import styles from './LanguageOffer.module.scss';

/** What a finger could land on, and the floating buttons in the bottom corners. */
const OBSTACLES =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [data-floating]';

/** How far the offer goes below its place under the header (LanguageOffer.module.scss). */
const DROP = '--offer-drop';
/** The room the offer takes below the header, for html's scroll-padding-top (global.scss). */
const ROOM = '--offer-room';

/**
 * Keeps in-page links and keyboard focus from landing under the offer while it is shown: the
 * page's scroll padding grows by the room it takes below the header (a change to scrolling,
 * not to layout).
 */
function keepRoom(offer: HTMLElement) {
  const room = offer.offsetTop + offer.offsetHeight;
  document.documentElement.style.setProperty(ROOM, `${Math.ceil(room)}px`);
}

/**
 * Puts the offer where it lies over nothing the parent could tap, measured as it appears
 * (before it is drawn): under the header, or lower if a link or button is there (the Back
 * link at the top of the academics page, say). Measured again on another page.
 */
function place(offer: HTMLElement) {
  offer.style.removeProperty(DROP);
  const box = offer.getBoundingClientRect();
  const obstacles = [...document.querySelectorAll(OBSTACLES)]
    .filter(
      (element) =>
        !offer.contains(element) &&
        !element.closest('header') &&
        // Not measured (nor laid out for it) when off screen behind content-visibility.
        (!('checkVisibility' in element) ||
          element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })),
    )
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0 && rect.bottom > box.top);
  const gap = parseFloat(getComputedStyle(offer).marginTop) || 0;
  const drop = offerDrop(box, obstacles, window.innerHeight, gap);
  if (drop > 0) offer.style.setProperty(DROP, `${Math.ceil(drop)}px`);
  keepRoom(offer);
}

function usePlace(offer: RefObject<HTMLElement | null>, pathname: string) {
  const first = useRef(true);
  // On arrival: before the browser draws it, so it never moves.
  useLayoutEffect(() => {
    if (offer.current) place(offer.current);
  }, [offer]);
  // On another page: once that page has taken its place (and scrolled to its top).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => offer.current && place(offer.current));
    return () => cancelAnimationFrame(frame);
  }, [offer, pathname]);
}

function useScrollRoom(offer: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = offer.current;
    if (!element) return;
    keepRoom(element);
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => keepRoom(element));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.documentElement.style.removeProperty(ROOM);
    };
  }, [offer]);
}

/**
 * A small, dismissible offer to read the page in the browser's language, written in it. It
 * arrives late (after the page is live, once that language's text is here), so it is a card
 * hanging below the sticky header (SiteHeader's `offer`), over the page: nothing moves.
 */
export function LanguageOffer({ language, dismiss, remember }: Offer) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(language, 'common');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ref = useRef<HTMLElement>(null);
  usePlace(ref, pathname);
  useScrollRoom(ref);

  const accept = () => {
    remember(language);
    void navigate(samePageIn(language, { pathname, search, hash: window.location.hash }));
  };
  const decline = () => {
    // Remember the answer, so the offer does not come back on every page.
    remember('en');
    // Focus would fall to the start of the page with the button: it goes to the same
    // language in the switcher, where the parent can still choose it.
    if (ref.current?.contains(document.activeElement)) {
      document.querySelector<HTMLElement>(`header a[hreflang="${language}"]`)?.focus();
    }
    dismiss();
  };

  return (
    <section ref={ref} className={styles.offer} lang={language} aria-label={t('offer.label')}>
      <p className={styles.message}>{t('offer.message')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={accept}>
          {t('offer.accept')}
        </button>
        <button type="button" className={styles.dismiss} onClick={decline}>
          {t('offer.dismiss')}
        </button>
      </div>
    </section>
  );
}
