import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/useLanguage';
import { CatFigure } from '../ui/CatFigure';
import styles from './SimplePage.module.scss';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const { pathname } = useLocation();
  const localized = useLocalizedPath();

  useEffect(() => {
    // A missing page is worth knowing about, but it is not an application error.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <div className={styles.page}>
      <div className={styles.text}>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.lead}>{t('notFound.body')}</p>
        <Link className={styles.action} to={localized('/')}>
          {t('notFound.home')}
        </Link>
      </div>
      {/* The school cat, who looked everywhere too. */}
      <CatFigure asleep className={styles.cat} />
    </div>
  );
}
