import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AcademicLevels } from '../features/academics/AcademicLevels';
import { useLocalizedPath } from '../i18n/useLanguage';
import styles from './AcademicsPage.module.scss';

export function AcademicsPage() {
  const { t } = useTranslation('academics');
  const localized = useLocalizedPath();
  return (
    <div className={styles.page}>
      <Link className={styles.back} to={localized('/')}>
        <span aria-hidden="true" className={styles.arrow} />
        {t('backHome')}
      </Link>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <AcademicLevels />
    </div>
  );
}
