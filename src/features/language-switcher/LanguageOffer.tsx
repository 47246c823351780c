import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { samePageIn } from '../../i18n/paths';
import { browserStorage, storeLanguage } from '../../i18n/preference';
import type { Offer } from './useRememberedLanguage';
import styles from './LanguageOffer.module.scss';

/** A small, dismissible offer to read the page in the browser's language, written in it. */
export function LanguageOffer({ language, dismiss }: Offer) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(language, 'common');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const accept = () => {
    storeLanguage(browserStorage(), language);
    void navigate(samePageIn(language, { pathname, search, hash: window.location.hash }));
  };
  const decline = () => {
    // Remember the answer, so the offer does not come back on every page.
    storeLanguage(browserStorage(), 'en');
    dismiss();
  };

  return (
    <section className={styles.offer} lang={language} aria-label={t('offer.label')}>
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
