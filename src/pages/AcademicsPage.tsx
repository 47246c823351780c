import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/useLanguage';
import styles from './SimplePage.module.scss';

// The programme tabs and subject cards arrive with the academics issue.
export function AcademicsPage() {
  const { t } = useTranslation('academics');
  const localized = useLocalizedPath();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <Link className={styles.action} to={localized('/')}>
        {t('backHome')}
      </Link>
    </div>
  );
}
