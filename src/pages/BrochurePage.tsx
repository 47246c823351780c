import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/useLanguage';
import styles from './SimplePage.module.scss';

// The school facts and the downloadable brochure arrive with the brochure issue.
export function BrochurePage() {
  const { t } = useTranslation('brochure');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const back = () => {
    // Opened in a new tab there is nothing to go back to: go home instead of doing nothing.
    if (window.history.length > 1) void navigate(-1);
    else void navigate(localized('/'));
  };
  return (
    <div className={styles.page}>
      <button type="button" className={styles.action} onClick={back}>
        {t('back')}
      </button>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
    </div>
  );
}
